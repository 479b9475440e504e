import RecipeGenerator
import RecipeModel
import RecipeTestSupport
import Testing

/// Which recipes use an ingredient: names the same once case and accents are folded, each recipe once, in display order.
@Suite("Ingredient usage")
struct IngredientUsageTests {
    let pantry = TestCatalogs.pantry

    func ids(_ uses: IngredientUses) -> [String] {
        (0..<uses.count).map(uses.recipeID(at:))
    }

    @Test("Names that fold alike are one ingredient; a recipe that lists it twice counts once", arguments: [
        ("butter", ["apple-pie", "shortbread"]),
        ("BUTTER", ["apple-pie", "shortbread"]),
        ("Crème Fraîche", ["creme-brulee", "@odd/one 50%"]),
        ("creme fraiche", ["creme-brulee", "@odd/one 50%"]),
        ("flour", ["apple-pie", "shortbread"]),
        ("ご飯", ["@odd/one 50%"]),
        ("salt / pepper", ["@odd/one 50%"]),
    ])
    func foldedMatches(name: String, expected: [String]) {
        #expect(ids(pantry.recipes(usingIngredient: name)) == expected)
        #expect(pantry.usesIngredient(name))
    }

    @Test("A name no recipe uses, or only part of one, has no recipes", arguments: ["butte", "butter ", "", "unobtainium", "salt"])
    func unusedNames(name: String) {
        #expect(pantry.recipes(usingIngredient: name).count == 0)
        #expect(!pantry.usesIngredient(name))
    }

    @Test("Each row gives the recipe's name, category and time, in display order: categories as listed, each as its list sorts")
    func rows() {
        let uses = pantry.recipes(usingIngredient: "sugar")
        #expect(ids(uses) == ["creme-brulee"])
        #expect(uses.name(at: 0) == "Crème Brûlée")
        #expect(uses.categoryID(at: 0) == "dessert")
        #expect(uses.minutes(at: 0) == nil)
        let both = pantry.recipes(usingIngredient: "crème fraîche")
        #expect((0..<both.count).map(both.categoryID(at:)) == ["dessert", "main"])
        #expect(both.minutes(at: 1) == 15)
    }

    @Test("A recipe's row among an ingredient's recipes is found by ID; a recipe that does not use it has none")
    func rowOfRecipe() throws {
        let catalog = try RecipeCatalog(jsonBytes: CatalogGenerator(recipes: 600, categories: 8, seed: 5).generate())
        let name = try #require(catalog.categories.first.flatMap { catalog.recipes(in: $0.id).first?.ingredients.first?.name })
        let uses = catalog.recipes(usingIngredient: name)
        #expect(uses.count > 1)
        for row in 0..<uses.count { #expect(uses.row(ofRecipe: uses.recipeID(at: row)) == row) }
        let others = catalog.categories.flatMap { catalog.recipeIDs(in: $0.id) }.filter { id in !(0..<uses.count).contains { uses.recipeID(at: $0) == id } }
        #expect(!others.isEmpty)
        #expect(others.allSatisfy { uses.row(ofRecipe: $0) == nil })
        #expect(uses.row(ofRecipe: "no such recipe") == nil)
    }

    @Test("On a generated catalog, the table agrees with reading every recipe's ingredients", arguments: [UInt64(7), 99])
    func agreesWithAScanOfEveryRecipe(seed: UInt64) throws {
        let catalog = try RecipeCatalog(jsonBytes: CatalogGenerator(recipes: 600, categories: 8, seed: seed).generate())
        let recipes = catalog.categories.flatMap { catalog.recipes(in: $0.id) }
        var names: Set<String> = []
        for recipe in recipes { names.formUnion(recipe.ingredients.map(\.name)) }
        for name in names.sorted().prefix(60) {
            let folded = SortKeyFolding.key(for: name)
            let expected = recipes.filter { $0.ingredients.contains { SortKeyFolding.key(for: $0.name) == folded } }.map(\.id)
            #expect(ids(catalog.recipes(usingIngredient: name)) == expected, "\(name)")
        }
    }
}
