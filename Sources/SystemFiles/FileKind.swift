#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// What kind of thing a path names, in words: "a FIFO", "a character device".
///
/// Saving replaces a file by renaming a new one over it, which is right only for a regular file:
/// renamed over `/dev/null` or a FIFO, it would replace the device or the pipe itself.
package enum FileKind {
    /// The kind of a `stat` result as a noun phrase, or nil for a regular file.
    package static func nonRegularDescription(_ status: stat) -> String? {
        switch status.st_mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a folder"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFIFO: "a FIFO"
        case S_IFSOCK: "a socket"
        case S_IFLNK: "a symbolic link"
        default: "not a regular file"
        }
    }

    /// Whether something other than a regular file is at `path`, after symbolic links: a folder, a
    /// FIFO, a device, a socket. False when nothing is there, or a regular file.
    package static func holdsNonRegularFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && nonRegularDescription(status) != nil
    }

    /// Whether `path` leads to a folder, through symbolic links too.
    package static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    /// Whether two paths name the same file (after symbolic links): the same device and inode.
    package static func isSameFile(_ first: String, _ second: String) -> Bool {
        var a = stat()
        var b = stat()
        return stat(first, &a) == 0 && stat(second, &b) == 0 && a.st_dev == b.st_dev && a.st_ino == b.st_ino
    }

    /// The path a chain of symbolic links at `path` ends at, which may not exist yet; `path` itself when it is no link.
    ///
    /// Only the last component is followed, link after link (at most 40, as the kernel allows): a
    /// state file kept in a dotfiles repository and linked from `~/.local/state` is saved to, and
    /// set aside, where it really is, and the link stays.
    package static func followingLinks(_ path: String) -> String {
        var current = path
        for _ in 0..<40 {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count > 0 else { return current }
            let target = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if target.hasPrefix("/") {
                current = target
            } else {
                let folder = parentDirectory(of: current)
                current = folder.isEmpty ? target : (folder == "/" ? "/" : folder + "/") + target
            }
        }
        return current
    }
}
