import RecipeModel
import RecipeTestSupport

/// The catalog the app ships with, data/recipes.json; loaded once for all tests.
let bundledCatalog: RecipeCatalog = {
    do {
        return try RecipeCatalog(contentsOfFile: TestCatalogs.bundledPath)
    } catch {
        fatalError("cannot load the bundled catalog at \(TestCatalogs.bundledPath): \(error)")
    }
}()

/// As many results as the app's search overlay asks for (`GlobalSearch.maximumResults`).
let resultLimit = 200
