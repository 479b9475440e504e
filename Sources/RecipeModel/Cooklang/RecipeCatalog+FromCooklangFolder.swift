#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif
import Cooklang

extension RecipeCatalog {
    /// The category of the recipes directly in a collection's folder, which sorts after the folders'.
    ///
    /// A top-level folder of the same name shares it: its recipes and the loose ones are listed together.
    public static let uncategorisedCategoryName = "Uncategorised"

    /// Whether `path` leads to a folder (through links too), which the app reads as a Cooklang collection.
    public static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    /// Loads a folder of Cooklang recipes: each top-level folder is a category, each `.cook` file
    /// below it a recipe whose ID is its path below `path` without `.cook`.
    ///
    /// A file that cannot be read, is not UTF-8 or has a syntax problem is still listed, with a
    /// warning naming the file, line and column; a reference to a recipe the folder does not have is
    /// left as an ingredient and warned about. The parsed recipes are kept in `cooklang` for the detail.
    ///
    /// - Throws: `CatalogLoadError` when the folder cannot be listed or holds no `.cook` file.
    public init(cooklangFolder path: String) throws(CatalogLoadError) {
        try self.init(cooklangFolder: path, cacheDirectory: nil, progress: nil)
    }

    /// Loads a folder of Cooklang recipes as `init(cooklangFolder:)` does, telling `progress` the fraction of files read now and then.
    ///
    /// With `cacheDirectory`, what each file gave is kept there, and a later load parses only the
    /// files whose size or modification time changed (see `CooklangParseCache`).
    public init(cooklangFolder path: String, cacheDirectory: String? = nil, progress: (@Sendable (Double) -> Void)?) throws(CatalogLoadError) {
        let listing: CooklangFolder.Listing
        do {
            listing = try CooklangFolder.list(path)
        } catch {
            throw CatalogLoadError(file: path, error: .unreadableFolder(reason: error.reason))
        }
        guard !listing.files.isEmpty else { throw CatalogLoadError(file: path, error: .noCooklangFiles) }
        let loadedAt = CooklangParseCache.now()
        let cachePath = cacheDirectory.map { CooklangParseCache.path(forFolder: path, in: $0) }
        let cache = cachePath.map(CooklangParseCache.read(path:)) ?? CooklangParseCache()
        let parsed = CooklangFileParsing.parse(listing.files, cache: cache, progress: progress)
        if let cachePath, Self.cacheIsStale(cache, files: listing.files) {
            CooklangParseCache.writeInBackground(files: listing.files, parsed: parsed, loadedAt: loadedAt, to: cachePath)
        }
        var warnings = listing.notices.map { CatalogWarning.inFile(file: $0.path, message: $0.message) }
        let layout = CooklangCollectionLayout(files: listing.files, parsed: parsed, warnings: &warnings)
        do {
            try self.init(categories: layout.categories, recipes: layout.recipes, offsets: nil, extraWarnings: warnings)
        } catch {
            // The layout gives every recipe a distinct ID and a listed category, which is all this checks.
            throw CatalogLoadError(file: path, error: error)
        }
        cooklang = CooklangCollection(root: path, entries: layout.entries, referrers: layout.referrers)
    }

    /// Whether the cache differs from the folder: a file it lacks or has in another version, or one deleted since.
    private static func cacheIsStale(_ cache: CooklangParseCache, files: [CooklangFile]) -> Bool {
        cache.entries.count != files.count || files.contains { cache.parsed($0) == nil }
    }
}
