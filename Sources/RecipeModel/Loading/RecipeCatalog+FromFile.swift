extension RecipeCatalog {
    /// Files from this size are mapped and scanned in place, their recipes decoded from the file when shown,
    /// and cached when a cache folder is given; smaller ones are simply read into memory, which costs nothing at that size.
    static let mappingThreshold = 1 << 20

    /// Loads the catalog from a JSON file, naming the file in every error.
    ///
    /// - Throws: `CatalogLoadError`, whose `description` is a complete sentence for the user.
    public init(contentsOfFile path: String) throws(CatalogLoadError) {
        try self.init(contentsOfFile: path, options: CatalogLoadOptions())
    }

    /// Loads the catalog from a JSON file, naming the file in every error, as `init(contentsOfFile:)` does.
    ///
    /// Large files are scanned in place and their recipes decoded when first shown. With a cache
    /// folder in `options`, the index of a large file is kept there (see `CatalogCache`), and the next
    /// load of the same file reads it instead of scanning; a damaged or stale cache is rebuilt.
    ///
    /// - Throws: `CatalogLoadError`, whose `description` is a complete sentence for the user.
    public init(contentsOfFile path: String, options: CatalogLoadOptions) throws(CatalogLoadError) {
        // Taken before the file is opened: a cache must not claim to have seen a later version than it read.
        let readTime = CatalogCache.Timestamp.now
        let file: DataFile
        do {
            file = try DataFile(path: path)
        } catch {
            throw CatalogLoadError(file: path, error: .unreadable(path: path, reason: error.description))
        }
        if file.size >= Self.mappingThreshold {
            let cachePath = options.cacheDirectory.map { CatalogCache.cachePath(forDataFile: path, in: $0) }
            // The key is taken while the file is still open here: a successful scan hands the descriptor on.
            let key = cachePath == nil ? nil : CatalogCache.key(of: file)
            if let cachePath, case .success(let (index, warnings)) = CatalogCache.read(path: cachePath, for: file, key: key) {
                self.init(index: index, warnings: warnings, document: DocumentByteSource(adoptingDescriptor: file.releaseDescriptor()), origin: .cache)
                return
            }
            let scanned = file.withMappedBytes { bytes -> (RecipeCatalog, UInt64)? in
                guard let catalog = Self.scanning(bytes, document: { DocumentByteSource(adoptingDescriptor: file.releaseDescriptor()) }, progress: options.progress) else {
                    return nil
                }
                // The whole file is hashed only when its times cannot vouch for it (see `CatalogCache`).
                let racy = key.map { CatalogCache.isRacy($0, builtAt: readTime) } ?? false
                return (catalog, racy ? ContentHash.hash(bytes) : 0)
            }
            if let (catalog, contentHash) = scanned ?? nil {
                if let cachePath, let key {
                    CatalogCache.storeInBackground(index: catalog.index, warnings: catalog.warnings, key: key, readAt: readTime, contentHash: contentHash, to: cachePath)
                }
                self = catalog
                return
            }
        }
        let bytes: [UInt8]
        do {
            bytes = try file.readAll()
        } catch {
            throw CatalogLoadError(file: path, error: .unreadable(path: path, reason: error.description))
        }
        do {
            // A mapped file that the scan refused is not scanned again.
            try self.init(jsonBytes: bytes, scan: file.size < Self.mappingThreshold)
        } catch {
            throw CatalogLoadError(file: path, error: error)
        }
    }

    /// A catalog read back from a cache: the categories come from the index, recipes from the data file.
    init(index: RecipeIndex, warnings: [CatalogWarning], document: DocumentByteSource, origin: Origin) {
        let categories = (0..<index.categoryCount).map { Category(id: index.categoryID(of: $0), name: index.categoryName(of: $0)) }
        self.init(categories: categories, warnings: warnings, index: index, fullRecipes: FullRecipeStore(document: document), origin: origin)
    }
}
