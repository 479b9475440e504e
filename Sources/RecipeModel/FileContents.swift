import Foundation

/// Reads whole files with errors that say what went wrong in words.
enum FileContents {
    /// An I/O failure with a human-readable reason ("no such file", "is a directory").
    struct ReadError: Error, CustomStringConvertible {
        var description: String
    }

    /// Reads a regular file's bytes, refusing directories and reporting the system's reason on failure.
    static func read(path: String) throws(ReadError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw ReadError(description: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw ReadError(description: String(cString: strerror(errno))) }
        guard (info.st_mode & S_IFMT) != S_IFDIR else { throw ReadError(description: "it is a directory, not a file") }
        var bytes = [UInt8]()
        bytes.reserveCapacity(Int(max(info.st_size, 0)))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { buffer in
                Foundation.read(descriptor, buffer.baseAddress, buffer.count)
            }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw ReadError(description: String(cString: strerror(errno)))
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }
}
