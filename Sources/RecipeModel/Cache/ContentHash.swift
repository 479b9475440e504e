/// A fast, fixed 64-bit hash of bytes: for recipe IDs in the index, checksums of the cache, and data-file fingerprints.
///
/// Not cryptographic: it guards against stale and damaged files, not against an attacker who can
/// write the cache (who could write anything else the user runs, too). It is fixed across runs and
/// machines, unlike Swift's `Hasher`, because its values are stored in the cache. Four independent
/// lanes of 128-bit multiply-and-fold keep it near memory speed on long inputs.
package enum ContentHash {
    private static let k0: UInt64 = 0xA076_1D64_78BD_642F
    private static let k1: UInt64 = 0xE703_7ED1_A0B4_28DB
    private static let k2: UInt64 = 0x8EBC_6AF0_9C88_C6E3
    private static let k3: UInt64 = 0x5899_65CC_7537_4CC3

    @inline(__always)
    private static func mix(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let product = a.multipliedFullWidth(by: b)
        return product.high ^ product.low
    }

    /// Hashes `count` bytes at `start`.
    package static func hash(_ start: UnsafeRawPointer, count: Int, seed: UInt64 = 0) -> UInt64 {
        var a = seed ^ k0
        var b = seed ^ k1
        var c = seed ^ k2
        var d = seed ^ k3
        var offset = 0
        while offset + 32 <= count {
            a = mix(a ^ start.loadUnaligned(fromByteOffset: offset, as: UInt64.self), k1)
            b = mix(b ^ start.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self), k2)
            c = mix(c ^ start.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self), k3)
            d = mix(d ^ start.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self), k0)
            offset += 32
        }
        while offset + 8 <= count {
            a = mix(a ^ start.loadUnaligned(fromByteOffset: offset, as: UInt64.self), k1)
            offset += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < count {
            tail |= UInt64(start.load(fromByteOffset: offset, as: UInt8.self)) << shift
            shift += 8
            offset += 1
        }
        a = mix(a ^ tail, k2)
        return mix(mix(a ^ c, k3) ^ mix(b ^ d, k1), UInt64(count) ^ k0)
    }

    /// Hashes a buffer's bytes.
    package static func hash(_ buffer: UnsafeRawBufferPointer, seed: UInt64 = 0) -> UInt64 {
        guard let start = buffer.baseAddress else { return hash(UnsafeRawPointer(bitPattern: 1)!, count: 0, seed: seed) }
        return hash(start, count: buffer.count, seed: seed)
    }

    /// Hashes a string's UTF-8 bytes, the form IDs are stored in.
    package static func hash(_ text: String) -> UInt64 {
        var text = text
        return text.withUTF8 { hash(UnsafeRawBufferPointer($0)) }
    }
}
