import RecipeModel

/// How the app loads its data file: the one call both the launcher and the frame benchmark make.
enum CatalogLoading {
    /// Loads the catalog at `path`, keeping the index of a large file in the cache folder for the next launch.
    static func load(path: String, environment: [String: String]) throws(CatalogLoadError) -> RecipeCatalog {
        try RecipeCatalog(contentsOfFile: path, options: CatalogLoadOptions(cacheDirectory: cacheDirectory(environment: environment)))
    }

    /// `$XDG_CACHE_HOME/recipe-tui`, or `~/.cache/recipe-tui`; nil when neither can be found.
    static func cacheDirectory(environment: [String: String]) -> String? {
        if let cacheHome = environment["XDG_CACHE_HOME"], cacheHome.hasPrefix("/") {
            return cacheHome + "/recipe-tui"
        }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return home + "/.cache/recipe-tui"
    }
}
