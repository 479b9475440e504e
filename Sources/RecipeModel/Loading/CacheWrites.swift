import Dispatch

extension RecipeCatalog {
    /// Waits until the caches that loads so far write in the background are on disk, for a benchmark that loads the same data again.
    package static func waitForCacheWrites() {
        CatalogCache.waitForPendingStores()
        CacheWrites.waitForPending()
    }
}

/// Cache writes of a collection's loader (`CooklangCatalog`'s caches) that run on a background
/// queue, so that the first frame does not wait for the disk, and that a benchmark or a test can wait for.
package enum CacheWrites {
    /// Cache writes still running on a background queue.
    private static let pending = DispatchGroup()

    /// Runs a cache write on a background queue, counted among those `waitForPending` waits for.
    package static func inBackground(_ work: @escaping @Sendable () -> Void) {
        pending.enter()
        DispatchQueue.global(qos: .utility).async {
            work()
            pending.leave()
        }
    }

    /// Waits for the cache writes started by `inBackground`.
    package static func waitForPending() {
        pending.wait()
    }
}
