import Glibc  // ENOSPC, the error inotify gives when the system's limit on watches is reached
import SystemFiles

/// Watches the data with inotify: the folder of a JSON file, or every folder of a collection.
package final class InotifyDataWatcher: DataWatching {
    private var watcher: FileWatcher?
    /// What matters, as the last listing found the data; nothing until `follow` is called.
    private var folders = DataFolders(folders: [], fileNames: [:])
    /// Set when events read showed a kitchen file changed, until `takeKitchenChanges`.
    private var kitchenChanged = false

    /// Makes a watcher of nothing yet: the inotify instance is made by the first `follow`, after the
    /// terminal has taken the descriptors it needs (a low `ulimit -n` must not cost the app its screen).
    package init() {}

    package var descriptor: Int32 { watcher?.descriptor ?? -1 }

    package func takeChanges() -> Bool {
        guard let watcher else { return false }
        let events = watcher.readEvents()
        // An overflow lost events: something changed, and a reload finds out what (of the kitchen's files too).
        if watcher.takeOverflow() {
            kitchenChanged = true
            return true
        }
        if events.contains(where: { folders.kitchenMatters(name: $0.name, in: $0.folder, isFolder: $0.isFolder) }) { kitchenChanged = true }
        // A JSON catalog's plan folder, made by the app's first write or by another program: watched from now on.
        if events.contains(where: { folders.isPlanFolderMade(name: $0.name, in: $0.folder, isFolder: $0.isFolder) }) { _ = follow(folders) }
        return events.contains { folders.matters(name: $0.name, in: $0.folder, isFolder: $0.isFolder) }
    }

    package func takeKitchenChanges() -> Bool {
        defer { kitchenChanged = false }
        return kitchenChanged
    }

    package func follow(_ folders: DataFolders) -> String? {
        self.folders = folders
        if watcher == nil {
            do {
                watcher = try FileWatcher()
            } catch {
                return "Changes to the data are not watched (\(error)): they show after a relaunch."
            }
        }
        // The folders above the data's are watched only to see a deleted folder come back: one that
        // cannot be watched (a parent the user may not read) costs that, and is not worth a notice.
        guard let failure = watcher?.watchExactly(folders.watched, reporting: folders.folders) else { return nil }
        // ENOSPC from inotify is no full disk: it is the per-user limit of watches.
        let reason = failure.error.code == ENOSPC ? "the system's limit of watched folders (fs.inotify.max_user_watches) is reached" : failure.error.description
        return "Changes in \(failure.folder) are not watched (\(reason)): they show after a relaunch."
    }
}
