#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// Opens a file of data for reading without ever waiting in `open(2)`: every open of data and of a cache goes through here.
///
/// A collection is a folder other programs write to: between the walk that saw a regular file and
/// the read, the file may have become a FIFO (whose plain `open` waits for a writer for ever), a
/// socket, a device or a folder. The file is opened with `O_NONBLOCK`, looked at with `fstat`, and
/// refused unless it is of a kind the caller accepts; `O_NONBLOCK` is then cleared, so that reads
/// of what was accepted behave as usual.
package enum ReadOpen {
    /// The kinds of file a caller reads.
    package enum Accepting: Sendable {
        /// Regular files only: the `.cook` files, the caches, the data file read again while the app runs.
        case regularFiles
        /// Anything but a folder: the data file named at launch, which may be a pipe (`--data <(…)`)
        /// or a device (`/dev/zero`, refused from its first byte). A FIFO nobody writes to reads as
        /// empty at once instead of waiting for a writer.
        case anythingButFolders
    }

    /// Why a file could not be opened, in words: the system's reason, or its kind ("it is a FIFO, not a regular file").
    package struct Failure: Error, Equatable, CustomStringConvertible {
        package var description: String
        /// The system's error when `open` or `fstat` failed; nil when the file was refused for its kind.
        package var code: Int32?
    }

    /// An open descriptor, which the caller must close, and what `fstat` said of it.
    package static func file(_ path: String, accepting: Accepting) throws(Failure) -> (descriptor: Int32, status: stat) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else {
            let code = errno
            // A socket cannot be opened at all (ENXIO, "No such device or address"): say what it is instead.
            var status = stat()
            if code == ENXIO, stat(path, &status) == 0, let refusal = refusal(status, accepting: accepting) {
                throw Failure(description: refusal, code: nil)
            }
            throw Failure(code: code)
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let failure = Failure(code: errno)
            close(descriptor)
            throw failure
        }
        if let refusal = refusal(status, accepting: accepting) {
            close(descriptor)
            throw Failure(description: refusal, code: nil)
        }
        let flags = fcntl(descriptor, F_GETFL)
        if flags >= 0 && flags & O_NONBLOCK != 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
        return (descriptor, status)
    }

    /// Why a file of this kind is refused, or nil when it is accepted.
    static func refusal(_ status: stat, accepting: Accepting) -> String? {
        switch (status.st_mode & S_IFMT, accepting) {
        case (S_IFREG, _): nil
        case (S_IFDIR, _): "it is a directory, not a file"
        case (_, .anythingButFolders): nil
        default: "it is \(FileKind.nonRegularDescription(status) ?? "not a regular file"), not a regular file"
        }
    }
}

extension ReadOpen.Failure {
    /// A failure of the system call that just failed, worded as the system words `code`.
    init(code: Int32) {
        self.init(description: String(cString: strerror(code)), code: code)
    }
}
