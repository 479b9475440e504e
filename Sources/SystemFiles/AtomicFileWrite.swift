#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// Replaces the file at `path` in one step: a reader sees the old file or the new one, never a part of either.
///
/// The content is written to `temporaryPath`, beside the file, and renamed over it. The temporary
/// name ends in random digits nobody can guess, and it is created exclusively and never through a
/// symbolic link, so a link planted in a shared folder cannot redirect the write onto another file.
/// The writer holds an exclusive `flock` on its temporary file until the rename: that is how a
/// later writer tells a dead writer's leftover from a live one's, in any process namespace or on
/// any host that shares the folder (see `removeAbandonedTemporaries(of:)`).
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
    /// The name the new content has just before it is renamed over `path`: `PATH.tmp-` and 16 random hex digits.
    package private(set) var temporaryPath: String

    package init(path: String, mode: mode_t = 0o600, durable: Bool, unnamed: Bool = false) {
        self.path = path
        self.mode = mode
        self.durable = durable
        self.unnamed = unnamed
        temporaryPath = Self.temporaryName(for: path)
    }

    /// What every temporary name of `path` starts with.
    package static func temporaryPrefix(for path: String) -> String {
        path + ".tmp-"
    }

    private static func temporaryName(for path: String) -> String {
        let hex = String(UInt64.random(in: .min ... .max), radix: 16)
        return temporaryPrefix(for: path) + String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// Creates the temporary file, lets `contents` write to its descriptor, and renames it over `path`.
    ///
    /// On any failure the temporary file is removed and `path` is left as it was; the error says
    /// which step failed and on which name: "cannot create", "write", "sync" or "link" the temporary
    /// file, or "cannot replace" the file itself.
    package func write(_ contents: (Int32) throws(SystemError) -> Void) throws(FileError) {
        var temporary = temporaryPath
        let directory = parentDirectory(of: path)
        var descriptor: Int32 = unnamed ? Self.openUnnamed(in: directory.isEmpty ? "." : directory, mode: mode) : -1
        let isUnnamed = descriptor >= 0
        if !isUnnamed {
            // O_EXCL and O_NOFOLLOW: a name that exists, a planted symbolic link included, is never opened.
            // A clash with a name nobody could guess is someone else's file: another name is drawn.
            for attempt in 0..<8 {
                if attempt > 0 { temporary = Self.temporaryName(for: path) }
                descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
                if descriptor >= 0 || errno != EEXIST { break }
            }
            guard descriptor >= 0 else { throw FileError("create", temporary, SystemError()) }
        }
        // Held until the descriptor is closed after the rename; an unnamed file is locked before it has a name at all.
        _ = flock(descriptor, LOCK_EX | LOCK_NB)
        // Takes the error first, so that closing and unlinking cannot change the errno it reports.
        func abandon(_ error: FileError, named: Bool) -> FileError {
            if named { unlink(temporary) }
            close(descriptor)
            return error
        }
        do {
            try contents(descriptor)
        } catch {
            throw abandon(FileError("write", temporary, error), named: !isUnnamed)
        }
        if durable && fsync(descriptor) != 0 {
            throw abandon(FileError("sync", temporary, SystemError()), named: !isUnnamed)
        }
        if isUnnamed {
            var linked = Self.link(descriptor, to: temporary)
            for _ in 0..<8 where !linked && errno == EEXIST {
                temporary = Self.temporaryName(for: path)
                linked = Self.link(descriptor, to: temporary)
            }
            if !linked { throw abandon(FileError("link", temporary, SystemError()), named: false) }
        }
        guard rename(temporary, path) == 0 else {
            throw abandon(FileError("replace", path, SystemError()), named: true)
        }
        close(descriptor)
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
