import RecipeModel

/// How the app loads its data file: the one call both the launcher and the frame benchmark make.
enum CatalogLoading {
    /// Loads the catalog at `path`.
    static func load(path: String, environment: [String: String]) throws(CatalogLoadError) -> RecipeCatalog {
        try RecipeCatalog(contentsOfFile: path)
    }
}
