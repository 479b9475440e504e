#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

extension AtomicFileWrite {
    /// Removes the temporary files of `path` that no writer holds: those of writers killed between
    /// creating their file and renaming it (kill -9, a power loss), which would otherwise pile up.
    ///
    /// A live writer holds an exclusive `flock` on its temporary file until the rename, so a file
    /// whose lock can be taken is provably abandoned, whichever PID namespace or host its writer ran
    /// in; a process ID in the name could belong to anybody. Only regular files named
    /// `PATH.tmp-…` are looked at, never through a symbolic link, and each is removed only if the name
    /// still holds the very file that was locked.
    package static func removeAbandonedTemporaries(of path: String) {
        let directory = parentDirectory(of: path)
        let folder = directory.isEmpty ? "." : directory
        let prefix = (path.split(separator: "/").last.map(String.init) ?? path) + ".tmp-"
        guard let listing = opendir(folder) else { return }
        var names: [String] = []
        while let entry = readdir(listing) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
            if name.hasPrefix(prefix) && name.count > prefix.count { names.append(name) }
        }
        closedir(listing)
        for name in names {
            let candidate = folder + "/" + name
            // O_NONBLOCK: a FIFO given this name must not hang the save.
            let descriptor = open(candidate, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
            guard descriptor >= 0 else { continue }
            defer { close(descriptor) }
            var opened = stat()
            var named = stat()
            guard fstat(descriptor, &opened) == 0, (opened.st_mode & S_IFMT) == S_IFREG,
                flock(descriptor, LOCK_EX | LOCK_NB) == 0,
                lstat(candidate, &named) == 0, named.st_dev == opened.st_dev, named.st_ino == opened.st_ino
            else { continue }
            unlink(candidate)
        }
    }
}
