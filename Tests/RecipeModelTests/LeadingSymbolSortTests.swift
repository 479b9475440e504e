import Testing
@testable import RecipeModel

/// Names that start with an emoji or a symbol sort by their first letter or digit.
@Suite("Sorting past a leading emoji or symbol")
struct LeadingSymbolSortTests {
    static let catalog = try! RecipeCatalog(
        categories: [Category(id: "all", name: "All")],
        recipes: [
            Recipe(id: "carrot", name: "Carrot Cake", categoryID: "all"),
            Recipe(id: "pancakes", name: "🥞 Buttermilk Pancakes", categoryID: "all"),
            Recipe(id: "apple", name: "Apple Pie", categoryID: "all"),
            Recipe(id: "stars", name: "★★★", categoryID: "all"),
            Recipe(id: "dal", name: "(Best) Dal", categoryID: "all"),
            Recipe(id: "family", name: "👨‍👩‍👧 Brunch Eggs", categoryID: "all"),
            Recipe(id: "seven", name: "» 7-Layer Dip", categoryID: "all"),
        ]
    )

    @Test("🥞 Buttermilk Pancakes sorts among the B's; a name with no letter at all sorts by its symbols, last here")
    func order() {
        #expect(Self.catalog.recipeIDs(in: "all") == ["seven", "apple", "dal", "family", "pancakes", "carrot", "stars"])
        #expect(Self.catalog.position(ofRecipe: "pancakes") == 4)
    }

    @Test("Where the key starts to sort", arguments: [
        ("🥞 buttermilk", 5), ("(best) dal", 1), ("★★★", 0), ("apple", 0), ("7-layer", 0), ("👨‍👩‍👧 brunch", 19),
    ])
    func sortStart(key: String, start: Int) {
        var key = key
        #expect(key.withUTF8 { SortKeyFolding.sortStart(of: $0) } == start)
    }

    @Test("The search key keeps the emoji, so a query may still start with it")
    func searchKeyUnchanged() {
        #expect(SortKeyFolding.key(for: "🥞 Buttermilk") == "🥞 buttermilk")
    }
}
