#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

extension FileKind {
    /// The size of the regular file at `path` (after symbolic links), asked of the file system
    /// without opening the file; nil when there is none there, or it is something else.
    package static func size(of path: String) -> Int? {
        var status = stat()
        guard stat(path, &status) == 0, nonRegularDescription(status) == nil else { return nil }
        return Int(status.st_size)
    }
}
