import ArgumentParser
import RecipeApp
import RecipeModel

/// The data a subcommand reads, found and loaded as the app does: `--data`, else `$RECIPE_TUI_DATA`, else the bundled catalog.
enum CommandData {
    /// The data's path, or nil when none is given and no bundled data is found.
    static func path(_ option: String?, environment: [String: String]) -> String? {
        option ?? environment["RECIPE_TUI_DATA"].flatMap { $0.isEmpty ? nil : $0 } ?? BundledData.locate()
    }

    /// The data's path and its catalog; an exit with status 1, its reason said, when either cannot be had.
    static func load(_ option: String?, environment: [String: String]) throws(ExitCode) -> (path: String, catalog: RecipeCatalog) {
        guard let path = path(option, environment: environment) else {
            throw failure("cannot find the bundled data/recipes.json; pass --data PATH", status: 1)
        }
        do {
            return (path, try CatalogLoading.load(path: path, environment: environment))
        } catch {
            throw failure(error.description, status: 1)
        }
    }

    /// Says `message` on standard error and gives the exit status to throw.
    static func failure(_ message: String, status: Int32) -> ExitCode {
        AppLauncher.reportError(message)
        return ExitCode(status)
    }
}
