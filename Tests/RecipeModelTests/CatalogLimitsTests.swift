import Foundation
import Testing
@testable import RecipeModel

@Suite("Oversized recipes are cut at load and reported")
struct CatalogLimitsTests {
    private func load(_ recipe: String) throws -> RecipeCatalog {
        let json = #"{"categories": [{"id": "c", "name": "C"}], "recipes": ["# + recipe + "]}"
        return try RecipeCatalog(data: Data(json.utf8))
    }

    @Test("A 1 MB name loads, cut to 200 characters, with a warning naming the recipe")
    func hugeName() throws {
        let name = String(repeating: "é", count: 1_000_000)
        let catalog = try load(#"{"id": "big", "name": "\#(name)", "category": "c"}"#)
        #expect(catalog["big"]?.name == String(repeating: "é", count: 200))
        #expect(catalog.warnings == [.truncated(recipeID: "big", field: "name", kept: 200, original: 1_000_000)])
        #expect(catalog.warnings.first?.description == #"recipe "big" has 1000000 characters of name; only the first 200 are shown"#)
    }

    @Test("A recipe with 10,000 directions keeps the first 500, with a warning")
    func tenThousandDirections() throws {
        let directions = (1...10_000).map { "\"Step \($0).\"" }.joined(separator: ",")
        let catalog = try load(#"{"id": "long", "name": "Long", "category": "c", "directions": [\#(directions)]}"#)
        #expect(catalog["long"]?.directions.count == 500)
        #expect(catalog["long"]?.directions.last == "Step 500.")
        #expect(catalog.warnings.map(\.description) == [#"recipe "long" has 10000 directions; only the first 500 are shown"#])
    }

    @Test("A recipe within every limit loads untouched and without warnings")
    func normalRecipeUntouched() throws {
        let catalog = try load(#"{"id": "ok", "name": "Fine", "category": "c", "summary": "Short.", "directions": ["One."]}"#)
        #expect(catalog["ok"] == Recipe(id: "ok", name: "Fine", categoryID: "c", summary: "Short.", directions: ["One."]))
        #expect(catalog.warnings.isEmpty)
    }
}
