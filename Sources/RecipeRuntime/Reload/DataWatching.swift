/// Says when the data the app shows may have changed on disk; the reloader asks it, and tests give a fake.
package protocol DataWatching: AnyObject {
    /// Readable when changes may wait, for the session's `poll`.
    var descriptor: Int32 { get }
    /// Reads what is waiting; true when any of it can change the catalog.
    func takeChanges() -> Bool
    /// Watches what the data spans as it was last read; returns why a folder cannot be watched, if one cannot.
    func follow(_ folders: DataFolders) -> String?
    /// Whether the kitchen's files (`DataFolders.kitchenMatters`) changed since the last call, as the events `takeChanges` read said.
    func takeKitchenChanges() -> Bool
}

extension DataWatching {
    /// A watcher that does not look at the kitchen's files (a test's) never reports them.
    package func takeKitchenChanges() -> Bool { false }
}
