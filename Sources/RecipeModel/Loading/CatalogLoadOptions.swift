/// How `RecipeCatalog(contentsOfFile:options:)` may speed up loading and report on it.
public struct CatalogLoadOptions: Sendable {
    /// A folder for a binary index of large data files (see `CatalogCache`); nil for none.
    public var cacheDirectory: String?
    /// Called now and then during a long load with the fraction done, from 0 to 1, on the loading thread.
    public var progress: (@Sendable (Double) -> Void)?
    /// Whether only a regular file is read: true when the data is read again while the app runs,
    /// where a FIFO, a socket or a device put at the path is refused; false at launch, where a pipe
    /// (`--data <(…)`) or a device the user names is read as given.
    public var regularFileOnly: Bool

    public init(cacheDirectory: String? = nil, progress: (@Sendable (Double) -> Void)? = nil, regularFileOnly: Bool = false) {
        self.cacheDirectory = cacheDirectory
        self.progress = progress
        self.regularFileOnly = regularFileOnly
    }
}
