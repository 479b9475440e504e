#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif
import SystemFiles

/// An open data file: read whole, or mapped into memory for a scan, with errors that say what went wrong in words.
final class DataFile {
    /// An I/O failure with a human-readable reason ("no such file", "is a directory").
    struct ReadError: Error, CustomStringConvertible {
        var description: String
    }

    let path: String
    private var descriptor: Int32
    /// What `fstat` said when the file was opened: the cache compares it with what it saw before.
    let status: stat

    /// Opens a regular file (or anything readable but a directory) for reading.
    init(path: String) throws(ReadError) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw ReadError(description: Self.reason()) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let reason = Self.reason()
            close(descriptor)
            throw ReadError(description: reason)
        }
        guard (status.st_mode & S_IFMT) != S_IFDIR else {
            close(descriptor)
            throw ReadError(description: "it is a directory, not a file")
        }
        self.path = path
        self.descriptor = descriptor
        self.status = status
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    var isRegular: Bool { (status.st_mode & S_IFMT) == S_IFREG }
    var size: Int { Int(max(status.st_size, 0)) }

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
            var bytes = [UInt8](repeating: 0, count: min(count, size))
            var done = 0
            while done < bytes.count {
                let read = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress! + done, $0.count - done, off_t(done)) }
                if read < 0 && errno == EINTR { continue }
                if read < 0 { throw ReadError(description: Self.reason()) }
                if read == 0 { break }
                done += read
            }
            return Array(bytes[0..<done])
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
    func readAll(limit: Int) throws(ReadError) -> [UInt8] {
        var bytes = buffered
        buffered = []
        bytes.reserveCapacity(min(max(size, bytes.count), limit))
        while true {
            let chunk = try readChunk(1 << 16)
            if chunk.isEmpty { break }
            guard bytes.count + chunk.count <= limit else {
                throw ReadError(description: "it holds more than \(limit) bytes, the most a catalog may have")
            }
            bytes += chunk
        }
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
    func bytes(offset: Int, length: Int) -> [UInt8]? {
        preadAll(descriptor, offset: offset, length: length)
    }

    /// Fills `buffer` with the bytes at `offset`, read with `pread`; false when the file is shorter or unreadable.
    func bytes(into buffer: UnsafeMutableRawBufferPointer, offset: Int) -> Bool {
        preadAll(descriptor, into: buffer, offset: offset)
    }

    /// Maps a non-empty regular file into memory for `body`, or returns nil without calling it when the file cannot be mapped.
    ///
    /// Mapping lets a scan read a 100 MB file from the page cache without copying it; the pages are
    /// released when `body` returns. (A file truncated by another program during the scan would end
    /// it with SIGBUS; that is the price of not copying, and the scan takes a fraction of a second.)
    func withMappedBytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result? {
        guard isRegular, size > 0, let address = mmap(nil, size, PROT_READ, MAP_PRIVATE | MAP_POPULATE, descriptor, 0), address != MAP_FAILED else {
            return nil
        }
        defer { munmap(address, size) }
        return body(UnsafeRawBufferPointer(start: address, count: size))
    }

    private static func reason() -> String {
        String(cString: strerror(errno))
    }
}
