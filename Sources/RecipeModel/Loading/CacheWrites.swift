extension RecipeCatalog {
    /// Waits until the caches that loads so far write in the background are on disk, for a benchmark that loads the same data again.
    package static func waitForCacheWrites() {
        CatalogCache.waitForPendingStores()
        CooklangParseCache.waitForPendingWrites()
    }
}
