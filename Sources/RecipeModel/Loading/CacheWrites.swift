import Dispatch
import SystemFiles

extension RecipeCatalog {
    /// Waits until the caches that loads so far write in the background are on disk, for a benchmark that loads the same data again.
    package static func waitForCacheWrites() {
        CatalogCache.waitForPendingStores()
        CacheWrites.waitForPending()
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
        return CacheWrites.waitForPending(until: deadline) && stores
    }
}

/// Cache writes of a collection's loader (`CooklangCatalog`'s caches) that run in the background,
/// so that the first frame does not wait for the disk, and that a quit, a benchmark or a test can wait for.
package enum CacheWrites {
    /// Cache writes still running.
    private static let pending = DispatchGroup()

    /// Runs a cache write on a thread of its own, counted among those `waitForPending` waits for.
    ///
    /// Not Dispatch, which waits for ever for a thread the system cannot give: without one there is
    /// simply no cache this time, as for the JSON index cache.
    package static func inBackground(_ work: @escaping @Sendable () -> Void) {
        pending.enter()
        let started = DetachedThread.start {
            work()
            pending.leave()
        }
        if !started { pending.leave() }
    }

    /// Waits for the cache writes started by `inBackground`.
    package static func waitForPending() {
        pending.wait()
    }

    /// Waits for the cache writes started by `inBackground` until `deadline`; false when one is still running then.
    package static func waitForPending(until deadline: DispatchTime) -> Bool {
        pending.wait(timeout: deadline) == .success
    }
}
