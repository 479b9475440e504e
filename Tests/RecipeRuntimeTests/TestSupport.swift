import RecipeApp
import RecipeModel
import RecipeTestSupport

// Shared fixtures for the runtime's tests.

/// The catalog the app ships with, data/recipes.json; loaded once for all tests.
let bundledCatalog: RecipeCatalog = {
    let path = TestCatalogs.bundledPath
    do {
        return try RecipeCatalog(contentsOfFile: path)
    } catch {
        fatalError("cannot load the bundled catalog at \(path): \(error)")
    }
}()
