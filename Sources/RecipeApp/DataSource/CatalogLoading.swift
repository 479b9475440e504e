import CooklangCatalog
import RecipeModel
import SystemFiles

/// How the app loads its data file: the one call both the launcher and recipe-bench's key loop make.
package enum CatalogLoading {
    /// Loads the catalog at `path`, keeping the index of a large file in the cache folder for the next launch.
    ///
    /// A folder is a collection of Cooklang recipes (see `RecipeCatalog(cooklangFolder:)`); anything else is a JSON file.
    /// A folder named `*.json` is refused as the JSON file it was meant to be, not searched for recipes.
    ///
    /// `progress`, when given, is called now and then during a long load with the fraction done.
    /// `reloading` is set when the data is read again while the app runs: a JSON path that is no
    /// longer a regular file (a FIFO put there, a device) is refused instead of read.
    package static func load(
        path: String, environment: [String: String], progress: (@Sendable (Double) -> Void)? = nil, reloading: Bool = false
    ) throws(CatalogLoadError) -> RecipeCatalog {
        if !path.lowercased().hasSuffix(".json") && RecipeCatalog.isFolder(path) {
            return try RecipeCatalog(cooklangFolder: path, cacheDirectory: cacheDirectory(environment: environment), progress: progress)
        }
        let options = CatalogLoadOptions(cacheDirectory: cacheDirectory(environment: environment), progress: progress, regularFileOnly: reloading)
        return try RecipeCatalog(contentsOfFile: path, options: options)
    }

    /// `$XDG_CACHE_HOME/recipe-tui`, or `~/.cache/recipe-tui`; nil when neither can be found.
    package static func cacheDirectory(environment: [String: String]) -> String? {
        XDGBaseDirectories.cacheHome(environment: environment).map { $0 + "/recipe-tui" }
    }
}
