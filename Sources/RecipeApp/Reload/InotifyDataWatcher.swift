import Glibc
import SystemFiles

/// Watches the data with inotify: the folder of a JSON file, or every folder of a collection.
package final class InotifyDataWatcher: DataWatching {
    private let watcher: FileWatcher
    /// What matters, as the last listing found the data; nothing until `follow` is called.
    private var folders = DataFolders(folders: [], fileNames: [:])

    /// Makes a watcher of nothing yet; throws when the system gives no inotify instance (its limit is reached).
    package init() throws(SystemError) {
        watcher = try FileWatcher()
    }

    package var descriptor: Int32 { watcher.descriptor }

    package func takeChanges() -> Bool {
        let events = watcher.readEvents()
        // An overflow lost events: something changed, and a reload finds out what.
        if watcher.takeOverflow() { return true }
        return events.contains { folders.matters(name: $0.name, in: $0.folder, isFolder: $0.isFolder) }
    }

    package func follow(_ folders: DataFolders) -> String? {
        self.folders = folders
        guard let failure = watcher.watchExactly(folders.folders) else { return nil }
        // ENOSPC from inotify is no full disk: it is the per-user limit of watches.
        let reason = failure.error.code == ENOSPC ? "the system's limit of watched folders (fs.inotify.max_user_watches) is reached" : failure.error.description
        return "\(failure.folder) is not watched for changes: \(reason)"
    }
}
