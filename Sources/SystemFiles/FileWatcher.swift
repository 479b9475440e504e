#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// Watches folders with inotify and says which names in them changed.
///
/// A folder's watch reports its own entries: a file created, written and closed, deleted, renamed in
/// or out, or its attributes changed, which covers both ways editors save (rewriting in place, and
/// writing a new file and renaming it over the old one). The descriptor is non-blocking: a loop
/// waits on it with `poll` beside its other descriptors and calls `readEvents()` when it is readable.
package final class FileWatcher {
    /// One change the kernel reported.
    package struct Event: Equatable, Sendable {
        /// The watched folder the change happened in, as it was given to `watch`.
        package var folder: String
        /// The entry's name in that folder; empty for a change of the folder itself (deleted or moved).
        package var name: String
        /// Whether the entry is a folder.
        package var isFolder: Bool
    }

    /// Readable when events wait; give it to `poll`.
    package let descriptor: Int32
    private var folders: [Int32: String] = [:]
    private var watches: [String: Int32] = [:]
    /// Set when the kernel dropped events (its queue overflowed): something changed, but not known what.
    package private(set) var overflowed = false

    /// The changes a watch reports: everything that can change what a folder's files hold.
    private static let mask = UInt32(IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_CLOSE_WRITE | IN_MODIFY | IN_ATTRIB)
        | UInt32(IN_DELETE_SELF | IN_MOVE_SELF) | UInt32(IN_ONLYDIR)

    package init() throws(SystemError) {
        let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { throw SystemError() }
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// The folders watched now.
    package var watchedFolders: Set<String> { Set(watches.keys) }

    /// Starts watching `folder`; the error says why it could not be (`ENOSPC`: the user's limit of watches is reached).
    @discardableResult
    package func watch(_ folder: String) -> SystemError? {
        guard watches[folder] == nil else { return nil }
        let watch = inotify_add_watch(descriptor, folder, Self.mask)
        guard watch >= 0 else { return SystemError() }
        // Two paths to one folder (a link) share a watch: the last path given names its events.
        if let previous = folders[watch] { watches[previous] = nil }
        folders[watch] = folder
        watches[folder] = watch
        return nil
    }

    /// Stops watching `folder`.
    package func unwatch(_ folder: String) {
        guard let watch = watches.removeValue(forKey: folder) else { return }
        folders[watch] = nil
        inotify_rm_watch(descriptor, watch)
    }

    /// Watches exactly `wanted`: starts the new ones and stops the others; returns the first error of
    /// a folder that could not be watched, among `reported` when it is given.
    package func watchExactly(_ wanted: Set<String>, reporting reported: Set<String>? = nil) -> (folder: String, error: SystemError)? {
        for folder in watches.keys where !wanted.contains(folder) { unwatch(folder) }
        var firstFailure: (String, SystemError)?
        for folder in wanted.sorted() {
            if let error = watch(folder), firstFailure == nil, reported?.contains(folder) ?? true { firstFailure = (folder, error) }
        }
        return firstFailure
    }

    /// Room for many events at once: each is 16 bytes and a name of at most NAME_MAX + 1. Kept, since
    /// the session asks after every burst of keys, mostly to find nothing.
    private var buffer = [UInt8](repeating: 0, count: 64 * 1024)

    /// Reads every event waiting, without blocking.
    package func readEvents() -> [Event] {
        var events: [Event] = []
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            buffer.withUnsafeBytes { bytes in
                var offset = 0
                while offset + 16 <= count {
                    let watch = bytes.load(fromByteOffset: offset, as: Int32.self)
                    let mask = bytes.load(fromByteOffset: offset + 4, as: UInt32.self)
                    let nameLength = Int(bytes.load(fromByteOffset: offset + 12, as: UInt32.self))
                    let nameBytes = bytes[(offset + 16)..<min(count, offset + 16 + nameLength)].prefix { $0 != 0 }
                    offset += 16 + nameLength
                    if mask & UInt32(IN_Q_OVERFLOW) != 0 { overflowed = true }
                    if mask & UInt32(IN_IGNORED) != 0 {
                        // The folder is gone (deleted, or its file system unmounted): its watch went with it.
                        if let folder = folders.removeValue(forKey: watch) { watches[folder] = nil }
                        continue
                    }
                    guard let folder = folders[watch] else { continue }
                    events.append(Event(folder: folder, name: String(decoding: nameBytes, as: UTF8.self), isFolder: mask & UInt32(IN_ISDIR) != 0))
                    if mask & UInt32(IN_MOVE_SELF) != 0 {
                        // A watch follows its folder, not its path: moved away, it would go on reporting
                        // under the old path, and a new folder made there would never be watched.
                        unwatch(folder)
                    }
                }
            }
        }
        return events
    }

    /// Takes and clears the overflow flag.
    package func takeOverflow() -> Bool {
        defer { overflowed = false }
        return overflowed
    }
}
