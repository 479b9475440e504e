#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif
import SystemFiles

/// Where a catalog document's bytes can be read back, so that recipes can be decoded from it when they are first shown.
///
/// Either the bytes themselves (a document loaded from memory, or a small file) or an open file,
/// read with `pread` one recipe at a time so that a 100 MB catalog does not stay in memory.
final class DocumentByteSource: Sendable {
    private enum Storage {
        case bytes([UInt8])
        case file(Int32)
    }

    private let storage: Storage

    init(bytes: [UInt8]) {
        storage = .bytes(bytes)
    }

    /// Takes ownership of an open file descriptor; it is closed with the document.
    init(adoptingDescriptor descriptor: Int32) {
        storage = .file(descriptor)
    }

    deinit {
        if case .file(let descriptor) = storage { close(descriptor) }
    }

    /// The bytes at `offset..<offset + length`, or nil when the file no longer has them.
    func bytes(offset: Int, length: Int) -> [UInt8]? {
        switch storage {
        case .bytes(let bytes):
            guard offset >= 0, length >= 0, offset + length <= bytes.count else { return nil }
            return Array(bytes[offset..<(offset + length)])
        case .file(let descriptor):
            return preadAll(descriptor, offset: offset, length: length)
        }
    }
}
