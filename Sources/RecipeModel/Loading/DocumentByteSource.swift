#if canImport(Darwin)
import Darwin
#else
import Glibc  // memchr, fstat, close: a recipe's bytes read from the data file, checked to be the version indexed
#endif
import SystemFiles

/// Where a catalog document's bytes can be read back, so that recipes can be decoded from it when they are first shown.
///
/// Either the bytes themselves (a document loaded from memory, or a small file) or an open file,
/// read with `pread` one recipe at a time so that a 100 MB catalog does not stay in memory. The file
/// is read only while it is still the version that was indexed (see `FileIdentity`): checked with
/// `fstat` before and after each read, so that a file rewritten in place, its offsets shifted, is
/// never read as if it were the old one.
final class DocumentByteSource: Sendable {
    private enum Storage {
        case bytes([UInt8])
        case file(Int32, FileIdentity)
    }

    /// What a read gave.
    enum Read: Equatable {
        case bytes([UInt8])
        /// The range is not in the document: a file shorter than the range, or a read that failed.
        case missing
        /// The file is no longer the version that was indexed: nothing was read from it.
        case changed
    }

    private let storage: Storage

    init(bytes: [UInt8]) {
        storage = .bytes(bytes)
    }

    /// Takes ownership of an open file descriptor, whose file was indexed as `identity`; it is closed with the document.
    init(adoptingDescriptor descriptor: Int32, identity: FileIdentity) {
        storage = .file(descriptor, identity)
    }

    deinit {
        if case .file(let descriptor, _) = storage { close(descriptor) }
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
        case .file(let descriptor, let identity):
            // Offsets of another version of the file name other lines: no line rather than a wrong one.
            guard identity.matches(descriptor: descriptor) else { return nil }
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

    /// Whether the document is in memory, so that a read costs no file access.
    var isInMemory: Bool {
        if case .bytes = storage { return true }
        return false
    }

    /// The bytes at `offset..<offset + length`, when the document still has them as they were indexed.
    func read(offset: Int, length: Int) -> Read {
        switch storage {
        case .bytes(let bytes):
            guard offset >= 0, length >= 0, offset + length <= bytes.count else { return .missing }
            return .bytes(Array(bytes[offset..<(offset + length)]))
        case .file(let descriptor, let identity):
            guard identity.matches(descriptor: descriptor) else { return .changed }
            let bytes = preadAll(descriptor, offset: offset, length: length)
            // A write during the read changed the times before the bytes, so this sees it.
            guard identity.matches(descriptor: descriptor) else { return .changed }
            return bytes.map(Read.bytes) ?? .missing
        }
    }
}
