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

    /// How much of the file one `pread` reads while counting lines: counting never holds the whole file.
    static let lineCountingChunk = 1 << 16

    /// The 1-based line that byte `offset` lies on: one more than the line feeds before it; nil when
    /// the document is shorter than `offset` or cannot be read.
    ///
    /// A file is read from the start in chunks, so this costs time in proportion to `offset`: ask
    /// only when a line is needed (to open the file in an editor), never per key.
    func lineNumber(atOffset offset: Int) -> Int? {
        guard offset >= 0 else { return nil }
        switch storage {
        case .bytes(let bytes):
            guard offset <= bytes.count else { return nil }
            return bytes.withUnsafeBytes { 1 + Self.lineFeeds(in: UnsafeRawBufferPointer(rebasing: $0[..<offset])) }
        case .file(let descriptor):
            var lineFeeds = 0
            var done = 0
            while done < offset {
                guard let chunk = preadAll(descriptor, offset: done, length: min(Self.lineCountingChunk, offset - done)) else { return nil }
                lineFeeds += chunk.withUnsafeBytes(Self.lineFeeds(in:))
                done += chunk.count
            }
            return 1 + lineFeeds
        }
    }

    /// Counts the line feeds in `bytes` with `memchr`, which skips the bytes between them many at a time.
    private static func lineFeeds(in bytes: UnsafeRawBufferPointer) -> Int {
        guard var position = bytes.baseAddress else { return 0 }
        let end = position + bytes.count
        var count = 0
        while position < end, let found = memchr(position, 0x0A, end - position) {
            count += 1
            position = UnsafeRawPointer(found) + 1
        }
        return count
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
