import RecipeModel
import Testing

@testable import RecipeSearch

/// Results of equal rank come in the lists' order, which sorts numbers by value.
@Suite("Search results of equal rank in natural order")
struct NaturalOrderSearchTests {
    @Test("\"burrito\" finds Burrito 9a before Burrito 10: equal score and length, so the list's order decides")
    func equalRank() throws {
        let names = ["Burrito 10", "Burrito 9a", "Burrito 11", "Burrito 2b"]
        let recipes = names.enumerated().map { Recipe(id: "r\($0.offset)", name: $0.element, categoryID: "all") }
        let catalog = try RecipeCatalog(categories: [Category(id: "all", name: "All")], recipes: recipes)
        let results = CatalogSearch(catalog: catalog).search(FoldedText("burrito"), limit: resultLimit).results
        #expect(results.map { catalog.name(ofRecipe: $0.recipeID)! } == ["Burrito 2b", "Burrito 9a", "Burrito 10", "Burrito 11"])
    }
}
