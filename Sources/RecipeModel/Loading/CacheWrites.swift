import Dispatch

extension RecipeCatalog {
    /// Waits until the caches that loads so far write in the background are on disk, for a benchmark that loads the same data again.
    package static func waitForCacheWrites() {
        CatalogCache.waitForPendingStores()
        CooklangParseCache.waitForPendingWrites()
    }

    /// Waits at most `limit` for the caches loads write in the background; false when one is still being written then.
    ///
    /// Called as the app quits: the writes start as soon as the data is loaded, before the first
    /// frame, and a quit at that frame would otherwise end the process during them and leave no
    /// cache, making the next launch as slow as the first. The wait is bounded so that `q` still
    /// ends the app at once when a write is slow; what is not finished then leaves no file behind.
    package static func finishCacheWrites(within limit: Duration) -> Bool {
        let (seconds, attoseconds) = limit.components
        let deadline = DispatchTime.now() + .nanoseconds(Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000))
        // Both are waited for until the one deadline, whichever runs longer.
        let stores = CatalogCache.waitForPendingStores(until: deadline)
        return CooklangParseCache.waitForPendingWrites(until: deadline) && stores
    }
}
