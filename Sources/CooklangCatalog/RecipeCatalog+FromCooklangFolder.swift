import Cooklang
import RecipeModel
import SystemFiles

extension RecipeCatalog {
    /// The category of the recipes directly in a collection's folder, which sorts after the folders'.
    ///
    /// A top-level folder of the same name shares it: its recipes and the loose ones are listed together.
    public static let uncategorisedCategoryName = "Uncategorised"

    /// Whether `path` leads to a folder (through links too), which the app reads as a Cooklang collection.
    public static func isFolder(_ path: String) -> Bool {
        FileKind.isFolder(path)
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
    /// With `cacheDirectory`, the built catalog is kept there (see `CooklangCatalogCache`) and a later
    /// load of the unchanged folder reads it instead of building it again; when some file changed,
    /// only the files whose size or modification time changed are parsed again (see `CooklangParseCache`).
    public init(cooklangFolder path: String, cacheDirectory: String? = nil, progress: (@Sendable (Double) -> Void)?) throws(CatalogLoadError) {
        let catalogCachePath = cacheDirectory.map { CooklangCatalogCache.path(forFolder: path, in: $0) }
        // The cache is read on a second thread while this one walks the folder: each takes about
        // half of a later launch's load, and neither needs the other until the manifest is compared.
        let cachedRead = catalogCachePath.map { cachePath in BackgroundValue { CooklangCatalogCache.read(path: cachePath) } }
        let listing = try Self.cooklangListing(path)
        let notices = Self.notices(of: listing)
        let prefix = CooklangCollection.prefix(of: listing.files[0])
        if let cached = cachedRead?.value(), cached.matches(listing.files) {
            self.init(index: cached.index, warnings: notices + cached.warnings, recipes: cached.recipes)
            cooklang = CooklangCollection(root: path, prefix: prefix, index: cached.index, sideTable: cached.sideTable)
            return
        }

        let loadedAt = CooklangParseCache.now()
        let cachePath = cacheDirectory.map { CooklangParseCache.path(forFolder: path, in: $0) }
        let cache = cachePath.map(CooklangParseCache.read(path:)) ?? CooklangParseCache()
        let parsed = CooklangFileParsing.parse(listing.files, cache: cache, progress: progress)
        if let cachePath, Self.cacheIsStale(cache, files: listing.files) {
            CooklangParseCache.writeInBackground(files: listing.files, parsed: parsed, loadedAt: loadedAt, to: cachePath)
        }
        var warnings = notices
        let layout = CooklangCollectionLayout(files: listing.files, parsed: parsed, warnings: &warnings)
        try self.init(cooklangFolder: path, prefix: prefix, layout: layout, warnings: warnings)
        if let catalogCachePath {
            CooklangCatalogCache.writeInBackground(
                catalog: self, notices: notices.count, problems: layout.problems, referrers: layout.referrers,
                files: listing.files, loadedAt: loadedAt, to: catalogCachePath
            )
        }
    }

    /// The catalog of a collection's files as `layout` arranged them, with `warnings` (the listing's notices and the layout's).
    init(cooklangFolder path: String, prefix: String, layout: CooklangCollectionLayout, warnings: [CatalogWarning]) throws(CatalogLoadError) {
        do {
            try self.init(categories: layout.categories, recipes: layout.recipes, extraWarnings: warnings)
        } catch {
            // The layout gives every recipe a distinct ID and a listed category, which is all this checks.
            throw CatalogLoadError(file: path, error: error)
        }
        cooklang = CooklangCollection(
            root: path, prefix: prefix, index: index, sideTable: CooklangSideTable(problems: layout.problems, referrers: layout.referrers)
        )
    }

    /// The `.cook` files below `path`; throws when the folder cannot be listed or holds none.
    static func cooklangListing(_ path: String) throws(CatalogLoadError) -> CooklangFolder.Listing {
        let listing: CooklangFolder.Listing
        do {
            listing = try CooklangFolder.list(path)
        } catch {
            throw CatalogLoadError(file: path, error: .unreadableFolder(reason: error.reason))
        }
        guard !listing.files.isEmpty else { throw CatalogLoadError(file: path, error: .noCooklangFiles) }
        return listing
    }

    /// What the walk skipped, as the catalog's warnings.
    static func notices(of listing: CooklangFolder.Listing) -> [CatalogWarning] {
        listing.notices.map { CatalogWarning.inFile(file: $0.path, message: $0.message) }
    }

    /// Whether the cache differs from the folder: a file it lacks or has in another version, or one deleted since.
    private static func cacheIsStale(_ cache: CooklangParseCache, files: [CooklangFile]) -> Bool {
        cache.entries.count != files.count || files.contains { cache.parsed($0) == nil }
    }
}
