import Testing
@testable import RecipeModel
import RecipeTestSupport

@Suite("Asking a catalog for categories and recipes")
struct CatalogQueriesTests {
    let catalog = TestCatalogs.small

    @Test("categories keep the data file's order")
    func categoriesInFileOrder() {
        #expect(catalog.categories.map(\.id) == ["dessert", "soup", "main"])
    }

    @Test("a category's recipes are sorted by name ignoring case and accents")
    func recipesSortedByName() throws {
        let names = ["Dumplings", "crêpes", "Éclair", "Cake", "eggs Benedict", "apple tart", "Banana Bread"]
        let catalog = try RecipeCatalog(
            categories: [Category(id: "all", name: "All")],
            recipes: names.enumerated().map { Recipe(id: "id\($0.offset)", name: $0.element, categoryID: "all") }
        )
        #expect(catalog.recipes(in: "all").map(\.name) == [
            "apple tart", "Banana Bread", "Cake", "crêpes", "Dumplings", "Éclair", "eggs Benedict",
        ])
    }

    @Test("recipes whose names differ only in case or accents are ordered by ID")
    func tiesAreBrokenByID() throws {
        let catalog = try RecipeCatalog(
            categories: [Category(id: "all", name: "All")],
            recipes: [
                Recipe(id: "z-cake", name: "Cake", categoryID: "all"),
                Recipe(id: "m-cake", name: "Caké", categoryID: "all"),
                Recipe(id: "a-cake", name: "cake", categoryID: "all"),
            ]
        )
        #expect(catalog.recipeIDs(in: "all") == ["a-cake", "m-cake", "z-cake"])
    }

    @Test("recipeIDs(in:) lists the same recipes as recipes(in:), in the same order")
    func recipeIDsMatchRecipes() {
        for category in catalog.categories {
            #expect(catalog.recipeIDs(in: category.id) == catalog.recipes(in: category.id).map(\.id))
        }
        #expect(catalog.recipeIDs(in: "dessert") == ["apple-pie", "crepes", "pie-crust", "whipped-cream"])
    }

    @Test("an unknown category, or one without recipes, lists nothing")
    func unknownOrEmptyCategory() throws {
        #expect(catalog.recipes(in: "nope").isEmpty)
        #expect(catalog.recipeIDs(in: "nope").isEmpty)
        let withEmpty = try RecipeCatalog(
            categories: [Category(id: "a", name: "A"), Category(id: "empty", name: "Empty")],
            recipes: [Recipe(id: "r", name: "R", categoryID: "a")]
        )
        #expect(withEmpty.recipes(in: "empty").isEmpty)
    }

    @Test("lookups by ID find what exists and nothing else")
    func lookups() {
        #expect(catalog.recipeCount == 7)
        #expect(catalog["oyakodon"] == TestCatalogs.recipes[5])
        #expect(catalog["nope"] == nil)
        #expect(catalog[""] == nil)
        #expect(catalog.category(id: "soup") == Category(id: "soup", name: "Soups"))
        #expect(catalog.category(id: "Soup") == nil)
    }

    @Test("related recipes keep the data file's order, across categories")
    func relatedInFileOrder() throws {
        let oyakodon = try #require(catalog["oyakodon"])
        #expect(catalog.recipes(relatedTo: oyakodon).map(\.id) == ["miso-soup", "steamed-rice"])
        let catalog = try RecipeCatalog(
            categories: [Category(id: "all", name: "All")],
            recipes: [
                Recipe(id: "a", name: "A", categoryID: "all", relatedIDs: ["c", "b"]),
                Recipe(id: "b", name: "B", categoryID: "all"),
                Recipe(id: "c", name: "C", categoryID: "all"),
            ]
        )
        #expect(catalog.recipes(relatedTo: try #require(catalog["a"])).map(\.id) == ["c", "b"])
        #expect(catalog.recipes(relatedTo: try #require(catalog["b"])).isEmpty)
    }

    @Test("related recipes of a hand-made recipe value follow the catalog's cleaned-up links")
    func relatedOfAStaleValue() {
        let stale = Recipe(id: "pie-crust", name: "Pie Crust", categoryID: "dessert", relatedIDs: ["nope", "crepes"])
        #expect(catalog.recipes(relatedTo: stale).map(\.id) == ["apple-pie"])
        let stranger = Recipe(id: "stranger", name: "Stranger", categoryID: "dessert", relatedIDs: ["nope", "crepes"])
        #expect(catalog.recipes(relatedTo: stranger).map(\.id) == ["crepes"])
    }

    @Test("Positions give each recipe's row in its sorted category and each category's display index")
    func positions() {
        let catalog = TestCatalogs.small
        for category in catalog.categories {
            for (row, id) in catalog.recipeIDs(in: category.id).enumerated() {
                #expect(catalog.position(ofRecipe: id) == row)
            }
        }
        #expect(catalog.categories.indices.map { catalog.position(ofCategory: catalog.categories[$0].id) } == Array(catalog.categories.indices))
        #expect(catalog.position(ofRecipe: "nope") == nil)
        #expect(catalog.position(ofCategory: "nope") == nil)
    }
}
