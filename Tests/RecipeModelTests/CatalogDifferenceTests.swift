import Foundation
import RecipeModel
import RecipeTestSupport
import Testing

/// What a live reload says changed: recipes and categories removed, added and changed, matched by ID.
@Suite("CatalogDifference")
struct CatalogDifferenceTests {
    @Test("The same data: no difference")
    func same() {
        #expect(CatalogDifference(from: TestCatalogs.small, to: TestCatalogs.small { _, _ in }).isEmpty)
    }

    @Test("Removed, added and changed recipes, each in display order, and removed and added categories")
    func everyKind() {
        let new = TestCatalogs.small { categories, recipes in
            categories.removeAll { $0.id == "soup" }
            categories.append(Category(id: "drinks", name: "Drinks"))
            recipes.removeAll { $0.categoryID == "soup" || $0.id == "crepes" }
            recipes[recipes.firstIndex { $0.id == "whipped-cream" }!].minutes = 5
            recipes[recipes.firstIndex { $0.id == "steamed-rice" }!].name = "Rice"
            recipes.append(Recipe(id: "lemonade", name: "Lemonade", categoryID: "drinks"))
            recipes.append(Recipe(id: "baklava", name: "Baklava", categoryID: "dessert"))
        }
        var expected = CatalogDifference()
        expected.removed = [("crepes", "Crêpes"), ("miso-soup", "味噌汁 Miso Soup")]
        expected.added = ["baklava", "lemonade"]
        // Oyakodon's related Miso Soup is gone: its recipe changed although its list entry did not. "Rice" now sorts before it.
        expected.changed = ["whipped-cream", "steamed-rice", "oyakodon"]
        expected.removedCategories = [Category(id: "soup", name: "Soups")]
        expected.addedCategories = [Category(id: "drinks", name: "Drinks")]
        expected.newWarnings = ["recipe \"oyakodon\" lists related recipe \"miso-soup\", which does not exist; it was dropped"]
        #expect(CatalogDifference(from: TestCatalogs.small, to: new) == expected)
    }

    @Test("A recipe that moved category, or whose directions changed, is changed")
    func movedAndEdited() {
        let new = TestCatalogs.small { _, recipes in
            recipes[recipes.firstIndex { $0.id == "crepes" }!].categoryID = "main"
            recipes[recipes.firstIndex { $0.id == "apple-pie" }!].directions = ["Bake longer."]
        }
        #expect(CatalogDifference(from: TestCatalogs.small, to: new).changed == ["apple-pie", "crepes"])
    }

    @Test("Two versions of a scanned JSON file: a reformatted file changes nothing, an edited recipe the user opened is changed")
    func scannedFiles() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let folder = scratch.url
        let compact = folder.appendingPathComponent("compact.json").path
        let spaced = folder.appendingPathComponent("spaced.json").path
        let json = #"{"categories":[{"id":"d","name":"Desserts"}],"recipes":[{"id":"a","name":"A","category":"d","directions":["Mix."]},{"id":"b","name":"B","category":"d","directions":["Stir."]}]}"#
        try json.write(toFile: compact, atomically: true, encoding: .utf8)
        try json.replacingOccurrences(of: ",", with: ",\n  ").replacingOccurrences(of: "Stir.", with: "Stir well.").write(toFile: spaced, atomically: true, encoding: .utf8)
        let old = try RecipeCatalog(contentsOfFile: compact)
        let new = try RecipeCatalog(contentsOfFile: spaced)
        #expect(CatalogDifference(from: old, to: new).isEmpty, "nothing was opened, and no list entry changed")
        _ = old["b"]
        #expect(CatalogDifference(from: old, to: new).changed == ["b"])
    }
}
