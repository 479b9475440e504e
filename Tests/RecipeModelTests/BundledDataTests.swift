import Testing
@testable import RecipeModel
import RecipeTestSupport

@Suite("The bundled data/recipes.json")
struct BundledDataTests {
    let catalog: RecipeCatalog

    init() throws {
        catalog = try RecipeCatalog(contentsOfFile: TestCatalogs.bundledPath)
    }

    @Test("loads without warnings and is big enough: at least 6 categories and 60 recipes")
    func sizeAndWarnings() {
        #expect(catalog.warnings.isEmpty, "\(catalog.warnings)")
        #expect(catalog.categories.count >= 6)
        #expect(catalog.recipeCount >= 60)
        for category in catalog.categories {
            #expect(!catalog.recipes(in: category.id).isEmpty, "category \(category.id) has no recipes")
        }
    }

    @Test("every recipe has a summary, servings, minutes, ingredients and directions")
    func everyRecipeIsComplete() {
        let incomplete = catalog.categories.flatMap { catalog.recipes(in: $0.id) }.filter { recipe in
            recipe.summary.isEmpty || recipe.servings == nil || recipe.minutes == nil
                || recipe.ingredients.isEmpty || recipe.directions.isEmpty
        }
        #expect(incomplete.map(\.id) == [])
    }

    @Test("following related recipes from apple-pie comes back to apple-pie")
    func relatedCycle() throws {
        #expect(catalog["apple-pie"]?.relatedIDs.contains("pie-crust") == true)
        #expect(catalog["pie-crust"]?.relatedIDs.contains("apple-pie") == true)

        // A search over related links, however long the cycle.
        var frontier = try #require(catalog["apple-pie"]).relatedIDs
        var seen: Set<String> = []
        var cameBack = false
        while let id = frontier.popLast(), !cameBack {
            if id == "apple-pie" { cameBack = true }
            if seen.insert(id).inserted { frontier += catalog[id]?.relatedIDs ?? [] }
        }
        #expect(cameBack)
    }

    @Test("names include accents, CJK characters and emoji")
    func internationalNames() {
        let names = catalog.categories.flatMap { catalog.recipes(in: $0.id) }.map(\.name)
        #expect(names.contains("Crêpes"))
        #expect(names.contains("親子丼 (Oyakodon)"))
        #expect(names.contains { $0.unicodeScalars.contains { (0xC0...0x24F).contains($0.value) } }, "an accented Latin letter")
        #expect(names.contains { $0.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) } }, "a CJK ideograph")
        #expect(names.contains { $0.unicodeScalars.contains(where: \.properties.isEmojiPresentation) }, "an emoji")
    }
}
