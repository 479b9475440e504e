#if canImport(Darwin)
import Darwin
#else
import Glibc  // open, fstat, pread, mmap: the one reader of data and cache files (mapped under MappingGuard)
#endif
import Synchronization
import SystemFiles

/// An open data file: read whole, or mapped into memory for a scan, with errors that say what went wrong in words.
package final class DataFile {
    /// An I/O failure with a human-readable reason ("no such file", "is a directory").
    package struct ReadError: Error, CustomStringConvertible {
        package var description: String
    }

    let path: String
    private var descriptor: Int32
    /// What `fstat` said when the file was opened: the cache compares it with what it saw before.
    let status: stat

    /// Opens a regular file (or, unless `regularOnly`, anything readable but a directory) for reading.
    ///
    /// The open itself never blocks (see `ReadOpen`): a FIFO put at the path of a `.cook` file, a
    /// cache or the data file would otherwise hold the launch, or a reload's thread, until some
    /// program wrote to it. With `regularOnly`, anything but a regular file is refused.
    package init(path: String, regularOnly: Bool = false) throws(ReadError) {
        let opened: (descriptor: Int32, status: stat)
        do {
            opened = try ReadOpen.file(path, accepting: regularOnly ? .regularFiles : .anythingButFolders)
        } catch {
            throw ReadError(description: error.description)
        }
        self.path = path
        descriptor = opened.descriptor
        status = opened.status
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    var isRegular: Bool { (status.st_mode & S_IFMT) == S_IFREG }
    package var size: Int { Int(max(status.st_size, 0)) }

    /// Hands the open descriptor to the caller, who must close it; the file is no longer usable here.
    func releaseDescriptor() -> Int32 {
        defer { descriptor = -1 }
        return descriptor
    }

    /// The bytes read from a stream by `head(_:)`, which `readAll` hands out first.
    private var buffered: [UInt8] = []

    /// The first `count` bytes, fewer when the file is shorter: what a load decides from before it reads on.
    ///
    /// A regular file is read with `pread`; a pipe or a device can only be read once, so what is
    /// read here is kept for `readAll`.
    func head(_ count: Int) throws(ReadError) -> [UInt8] {
        if isRegular {
            var failure: String?
            // Not zeroed first, nor copied after: the reads fill what is kept (see `readToEnd`).
            let length = min(count, size)
            let bytes = [UInt8](unsafeUninitializedCapacity: length) { buffer, done in
                while done < length {
                    let read = pread(descriptor, buffer.baseAddress! + done, length - done, off_t(done))
                    if read < 0 && errno == EINTR { continue }
                    if read < 0 { failure = Self.reason() }
                    if read <= 0 { return }
                    done += read
                }
            }
            if let failure { throw ReadError(description: failure) }
            return bytes
        }
        while buffered.count < count {
            let chunk = try readChunk(count - buffered.count)
            if chunk.isEmpty { break }
            buffered += chunk
        }
        return buffered
    }

    /// Reads the whole file in chunks, refusing one of more than `limit` bytes before it has all been read.
    ///
    /// Pipes and devices have no size to check first: `/dev/zero` or `/dev/urandom` would be read
    /// until memory ran out. Nothing larger than `limit` is ever held.
    package func readAll(limit: Int) throws(ReadError) -> [UInt8] {
        var bytes = buffered
        buffered = []
        let rest: [UInt8]
        do {
            rest = try readToEnd(descriptor, limit: limit - bytes.count, sizeHint: isRegular ? size : 0)
        } catch {
            throw ReadError(description: error.description)
        }
        guard bytes.count + rest.count <= limit else {
            throw ReadError(description: "it holds more than \(limit) bytes, the most a catalog may have")
        }
        if bytes.isEmpty { return rest }
        bytes += rest
        return bytes
    }

    /// Reads at most `count` bytes from the file's offset; empty at its end.
    private func readChunk(_ count: Int) throws(ReadError) -> [UInt8] {
        var chunk = [UInt8](repeating: 0, count: min(count, 1 << 16))
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count < 0 { throw ReadError(description: Self.reason()) }
            return Array(chunk[0..<count])
        }
    }

    /// The bytes at `offset..<offset + length`, read with `pread`, or nil when the file is shorter or unreadable.
    package func bytes(offset: Int, length: Int) -> [UInt8]? {
        preadAll(descriptor, offset: offset, length: length)
    }

    /// The file changed while it was mapped and read: cut short (the reads past its new end saw
    /// zeros) or written to. What was read from it is not to be trusted; reading it again will do.
    struct ChangedWhileRead: Error {}

    /// Fills `buffer` with the bytes at `offset`, read with `pread`; false when the file is shorter or unreadable.
    package func bytes(into buffer: UnsafeMutableRawBufferPointer, offset: Int) -> Bool {
        preadAll(descriptor, into: buffer, offset: offset)
    }

    /// Maps a non-empty regular file into memory for `body`, or returns nil without calling it when the file cannot be mapped.
    ///
    /// Mapping lets a scan read a 100 MB file from the page cache without copying it; the pages are
    /// released when `body` returns. A file cut short by another program during `body` would end
    /// the process with SIGBUS: the mapping is guarded (`MappingGuard`), so reads past the new end
    /// see zeros instead, and `body`'s result is thrown away for `ChangedWhileRead`. So is it when
    /// the file's size or times differ from when it was opened once `body` is done (written to in place).
    func withMappedBytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) throws(ChangedWhileRead) -> Result? {
        guard isRegular, size > 0, let address = mmap(nil, size, PROT_READ, MAP_PRIVATE | MAP_POPULATE, descriptor, 0), address != MAP_FAILED else {
            return nil
        }
        defer { munmap(address, size) }
        let bytes = UnsafeRawBufferPointer(start: address, count: size)
        // Taken now: `body` may hand the descriptor on (to the catalog it builds), which keeps it open.
        let descriptor = descriptor
        let guarded = MappingGuard.guarding(bytes) { () -> Result in
            if let hook = Self.afterMapping.withLock({ $0[path] }) { hook() }
            return body(bytes)
        }
        // Unguarded (no slot, no handler), the file is not mapped: the caller reads it instead.
        guard let guarded else { return nil }
        guard !guarded.faulted, FileIdentity(status).matches(descriptor: descriptor) else { throw ChangedWhileRead() }
        return guarded.result
    }

    /// For tests: what to do between mapping the file at a path and reading it, such as cutting it short.
    static let afterMapping = Mutex<[String: @Sendable () -> Void]>([:])

    private static func reason() -> String {
        String(cString: strerror(errno))
    }
}
