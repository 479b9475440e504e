import Testing
@testable import RecipeNavigation
import RecipeModel
import RecipeTestSupport

@Suite("The bundled data/recipes.json")
struct BundledDataLinkTests {
    let catalog: RecipeCatalog

    init() throws {
        catalog = try RecipeCatalog(contentsOfFile: TestCatalogs.bundledPath)
    }

    @Test("every recipe opens from a deep link to its category")
    func everyRecipeHasAWorkingLink() throws {
        for category in catalog.categories {
            for id in catalog.recipeIDs(in: category.id) {
                let text = DeepLink(categoryID: category.id, routes: .recipes([id])).description
                #expect(throws: Never.self) { try DeepLink(parsing: text, in: catalog) }
            }
        }
    }
}
