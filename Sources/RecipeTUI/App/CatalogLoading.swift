import RecipeModel

/// How the app loads its data file: the one call both the launcher and the frame benchmark make.
enum CatalogLoading {
    /// Loads the catalog at `path`, keeping the index of a large file in the cache folder for the next launch.
    ///
    /// With `showProgress`, a load that takes longer than `LoadProgressLine.delay` shows how far it has come.
    static func load(path: String, environment: [String: String], showProgress: Bool = false) throws(CatalogLoadError) -> RecipeCatalog {
        let line = showProgress && LoadProgressLine.isAvailable ? LoadProgressLine(path: path) : nil
        defer { line?.finish() }
        var options = CatalogLoadOptions(cacheDirectory: cacheDirectory(environment: environment))
        if let line { options.progress = { line.update($0) } }
        return try RecipeCatalog(contentsOfFile: path, options: options)
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
