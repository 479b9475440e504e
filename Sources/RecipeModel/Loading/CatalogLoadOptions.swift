/// How `RecipeCatalog(contentsOfFile:options:)` may speed up loading and report on it.
public struct CatalogLoadOptions: Sendable {
    /// A folder for a binary index of large data files (see `CatalogCache`); nil for none.
    public var cacheDirectory: String?
    /// Called now and then during a long load with the fraction done, from 0 to 1, on the loading thread.
    public var progress: (@Sendable (Double) -> Void)?

    public init(cacheDirectory: String? = nil, progress: (@Sendable (Double) -> Void)? = nil) {
        self.cacheDirectory = cacheDirectory
        self.progress = progress
    }
}
