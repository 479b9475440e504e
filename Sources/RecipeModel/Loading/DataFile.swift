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

    /// Reads the whole file; pipes and other files of unknown size are read to their end.
    func readAll() throws(ReadError) -> [UInt8] {
        var bytes = [UInt8]()
        bytes.reserveCapacity(size)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress, buffer.count)
            }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw ReadError(description: Self.reason())
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }

    /// The bytes at `offset..<offset + length`, read with `pread`, or nil when the file is shorter or unreadable.
    func bytes(offset: Int, length: Int) -> [UInt8]? {
        preadAll(descriptor, offset: offset, length: length)
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
