import RecipeModel
import Testing

@testable import RecipeSearch

/// `#veg` narrows as it is typed: a tag term names a tag, or while no tag is named so, the tags that start so.
@Suite("Tag terms as they are typed")
struct TagPrefixTests {
    static let recipes = [
        Recipe(id: "curry", name: "Chickpea Curry", categoryID: "mains", tags: ["Vegetarian", "vegan"]),
        Recipe(id: "bowl", name: "Vegan Bowl", categoryID: "mains", tags: ["vegan-friendly"]),
        Recipe(id: "steak", name: "Steak", categoryID: "mains", tags: ["meat"]),
    ]

    static func found(_ text: String) throws -> (ids: [String], emptiedBy: String?) {
        let catalog = try RecipeCatalog(categories: [Category(id: "mains", name: "Mains")], recipes: recipes)
        let outcome = QueryFilter(catalog: catalog).entries(matching: RecipeQuery(text))
        return (outcome.entries.map { catalog.searchText.recipeID(ofEntry: Int($0)) }.sorted(), outcome.emptiedBy)
    }

    @Test("Each prefix of #vegan narrows; once a tag is named whole, only that tag matches", arguments: [
        ("#v", ["bowl", "curry"]), ("#veg", ["bowl", "curry"]), ("#vegan", ["curry"]), ("#vegan-", ["bowl"]),
        ("#vegan-friendly", ["bowl"]), ("#vege", ["curry"]), ("#m", ["steak"]), ("-#veg", ["steak"]), ("#VEGAN", ["curry"]),
    ])
    func prefixes(typed: String, expected: [String]) throws {
        #expect(try Self.found(typed).ids == expected)
    }

    @Test("A tag no tag starts with still empties the result, and is named as the term that did")
    func nothingStartsSo() throws {
        #expect(try Self.found("#x") == ([], "#x"))
        #expect(try Self.found("#vegans") == ([], "#vegans"))
    }
}
