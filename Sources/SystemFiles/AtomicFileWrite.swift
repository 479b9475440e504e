#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// Replaces the file at `path` in one step: a reader sees the old file or the new one, never a part of either.
///
/// The content is written to `temporaryPath`, beside the file, and renamed over it. The temporary
/// name carries the writer's process ID, so that a later writer can tell a dead process's leftover
/// from a live one's, and two processes writing at once each rename a complete file of their own.
package struct AtomicFileWrite {
    package var path: String
    /// The permissions of the new file (before the umask).
    package var mode: mode_t
    /// Whether the file is synced before the rename and its folder after: once `write` returns, the
    /// new content survives a crash or a power loss. Without it the OS writes it back when it likes.
    package var durable: Bool
    /// Whether the file is built with no name (`O_TMPFILE`, on Linux) and linked to `temporaryPath`
    /// only when complete, so that a process killed while writing leaves nothing behind.
    package var unnamed: Bool

    package init(path: String, mode: mode_t = 0o600, durable: Bool, unnamed: Bool = false) {
        self.path = path
        self.mode = mode
        self.durable = durable
        self.unnamed = unnamed
    }

    /// The name the new content has just before it is renamed over `path`: `PATH.tmp-PID`.
    package var temporaryPath: String {
        path + ".tmp-\(getpid())"
    }

    /// Creates the temporary file, lets `contents` write to its descriptor, and renames it over `path`.
    ///
    /// On any failure the temporary file is removed and `path` is left as it was; the error says
    /// which step failed and on which name: "cannot create", "write", "sync" or "link" the temporary
    /// file, or "cannot replace" the file itself.
    package func write(_ contents: (Int32) throws(SystemError) -> Void) throws(FileError) {
        let temporary = temporaryPath
        let directory = parentDirectory(of: path)
        var descriptor: Int32 = unnamed ? Self.openUnnamed(in: directory.isEmpty ? "." : directory, mode: mode) : -1
        let isUnnamed = descriptor >= 0
        if !isUnnamed {
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
            guard descriptor >= 0 else { throw FileError("create", temporary, SystemError()) }
        }
        // Takes the error first, so that closing and unlinking cannot change the errno it reports.
        func abandon(_ error: FileError) -> FileError {
            close(descriptor)
            if !isUnnamed { unlink(temporary) }
            return error
        }
        do {
            try contents(descriptor)
        } catch {
            throw abandon(FileError("write", temporary, error))
        }
        if durable && fsync(descriptor) != 0 {
            throw abandon(FileError("sync", temporary, SystemError()))
        }
        if isUnnamed && !Self.link(descriptor, to: temporary) {
            throw abandon(FileError("link", temporary, SystemError()))
        }
        close(descriptor)
        guard rename(temporary, path) == 0 else {
            let cause = SystemError()
            unlink(temporary)
            throw FileError("replace", path, cause)
        }
        if durable {
            // The rename is only on disk once the folder is; a folder that cannot be opened was renamed into all the same.
            let folder = open(directory.isEmpty ? "." : directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            if folder >= 0 {
                fsync(folder)
                close(folder)
            }
        }
    }

    /// Opens an unnamed file in `directory` where the system supports it; -1 otherwise, and the caller falls back to a named one.
    private static func openUnnamed(in directory: String, mode: mode_t) -> Int32 {
        #if os(Linux)
        // O_TMPFILE is __O_TMPFILE | O_DIRECTORY; Swift's Glibc module lacks the macro, the kernel's value is 0o20000000.
        return open(directory, 0o20000000 | O_DIRECTORY | O_WRONLY | O_CLOEXEC, mode)
        #else
        return -1
        #endif
    }

    /// Gives an unnamed file its name, which must not exist yet.
    private static func link(_ descriptor: Int32, to name: String) -> Bool {
        linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, name, AT_SYMLINK_FOLLOW) == 0
    }
}
