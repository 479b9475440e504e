import Foundation
import Testing
@testable import RecipeModel
import RecipeTestSupport

/// A file's bytes and the exact message loading them must fail with.
struct LoadFailure: Sendable, CustomTestStringConvertible {
    var label: String
    var bytes: [UInt8]
    var message: String

    init(_ label: String, _ text: String, _ message: String) {
        self.init(label, bytes: Array(text.utf8), message)
    }

    init(_ label: String, bytes: [UInt8], _ message: String) {
        self.label = label
        self.bytes = bytes
        self.message = message
    }

    var testDescription: String { label }
}

/// A document with one category, "dessert", and `recipe` as its only recipe, whose `{` is at 4:5.
func oneRecipe(_ recipe: String) -> String {
    """
    {
      "categories": [{"id": "dessert", "name": "Desserts"}],
      "recipes": [
        \(recipe)
      ]
    }
    """
}

@Suite("Loading a catalog from JSON")
struct CatalogLoadingTests {
    // MARK: Good files

    @Test("a well-formed file yields every field of every recipe, unescaped")
    func wellFormedFile() throws {
        let catalog = try catalog(json: #"""
            {
              "categories": [{"id": "dessert", "name": "Desserts"}, {"id": "breakfast", "name": "Breakfast"}],
              "recipes": [
                {"id": "crepes", "name": "Cr\u00eapes", "category": "dessert",
                 "summary": "Thin \"French\" pancakes.\nServe warm.", "servings": 4, "minutes": 30,
                 "ingredients": [{"amount": "1 cup", "name": "flour"}, {"name": "salt"}],
                 "directions": ["Whisk.", "Cook."], "related": ["pancakes"]},
                {"id": "pancakes", "name": "\ud83e\udd5e Pancakes", "category": "breakfast"}
              ]
            }
            """#)

        #expect(catalog.categories == [Category(id: "dessert", name: "Desserts"), Category(id: "breakfast", name: "Breakfast")])
        #expect(catalog.recipeCount == 2)
        #expect(catalog["crepes"] == Recipe(
            id: "crepes",
            name: "Crêpes",
            categoryID: "dessert",
            summary: "Thin \"French\" pancakes.\nServe warm.",
            servings: 4,
            minutes: 30,
            ingredients: [Ingredient(amount: "1 cup", name: "flour"), Ingredient(amount: "", name: "salt")],
            directions: ["Whisk.", "Cook."],
            relatedIDs: ["pancakes"]
        ))
        #expect(catalog["pancakes"]?.name == "🥞 Pancakes")
        #expect(catalog.warnings.isEmpty)
    }

    @Test("optional keys may be missing or null, and then take empty values")
    func optionalKeysMayBeMissing() throws {
        let catalog = try catalog(json: oneRecipe(#"""
            {"id": "cake", "name": "Cake", "category": "dessert", "summary": null, "servings": null}
            """#))
        #expect(catalog["cake"] == Recipe(id: "cake", name: "Cake", categoryID: "dessert"))
        #expect(catalog["cake"]?.summary == "")
        #expect(catalog["cake"]?.servings == nil)
        #expect(catalog["cake"]?.minutes == nil)
        #expect(catalog["cake"]?.ingredients == [])
        #expect(catalog["cake"]?.directions == [])
        #expect(catalog["cake"]?.relatedIDs == [])
    }

    @Test("keys the loader does not know are ignored, at every level")
    func unknownKeysAreIgnored() throws {
        let catalog = try catalog(json: #"""
            {
              "version": 3, "generator": {"name": "hand"},
              "categories": [{"id": "dessert", "name": "Desserts", "emoji": "🍰"}],
              "recipes": [{"id": "cake", "name": "Cake", "category": "dessert", "calories": 300, "tags": ["sweet"],
                           "ingredients": [{"amount": "1", "name": "egg", "optional": false}]}]
            }
            """#)
        #expect(catalog.categories == [Category(id: "dessert", name: "Desserts")])
        #expect(catalog["cake"] == Recipe(id: "cake", name: "Cake", categoryID: "dessert", ingredients: [Ingredient(amount: "1", name: "egg")]))
    }

    @Test("a UTF-8 byte order mark before the document is accepted")
    func byteOrderMark() throws {
        let catalog = try RecipeCatalog(jsonBytes: [0xEF, 0xBB, 0xBF] + Array(oneRecipe(#"{"id": "cake", "name": "Cake", "category": "dessert"}"#).utf8))
        #expect(catalog.recipeCount == 1)
    }

    @Test("Data and byte-array loading agree")
    func dataInitializer() throws {
        let json = oneRecipe(#"{"id": "cake", "name": "Cake", "category": "dessert"}"#)
        let fromData = try RecipeCatalog(data: Data(json.utf8))
        #expect(fromData["cake"] == Recipe(id: "cake", name: "Cake", categoryID: "dessert"))
        #expect(throws: CatalogError.noRecipes) {
            try RecipeCatalog(data: Data(#"{"categories": [{"id": "d", "name": "D"}], "recipes": []}"#.utf8))
        }
    }

    // MARK: Syntax errors

    static let syntaxErrors: [LoadFailure] = [
        LoadFailure("missing comma between members", """
            {
              "categories": []
              "recipes": []
            }
            """, #"recipes.json:3:3: invalid JSON: expected ',' or '}' in an object, found character '"'"#),
        LoadFailure("missing comma between array elements", """
            {"categories": [
              {"id": "a", "name": "A"}
              {"id": "b", "name": "B"}
            ]}
            """, "recipes.json:3:3: invalid JSON: expected ',' or ']' in an array, found character '{'"),
        LoadFailure("trailing garbage after the document", """
            {"categories": [], "recipes": []}
            }
            """, "recipes.json:2:1: invalid JSON: unexpected character '}' after the end of the JSON value"),
        LoadFailure("a second document after the first", #"{"categories": [], "recipes": []} {}"#,
                    "recipes.json:1:35: invalid JSON: unexpected character '{' after the end of the JSON value"),
        LoadFailure("unterminated string", """
            {
              "categories": ["abc
            """, #"recipes.json:2:22: invalid JSON: unterminated string; expected '"' before the end of file"#),
        LoadFailure("invalid escape", #"{"categories": ["a\q"]}"#,
                    #"recipes.json:1:19: invalid JSON: unknown escape sequence '\q'"#),
        LoadFailure("lone surrogate escape", #"{"a": "\ud800x"}"#,
                    #"recipes.json:1:8: invalid JSON: a lone surrogate \ud800 is not a character"#),
        LoadFailure("invalid UTF-8 in a string", bytes: Array(#"{"categories": ["caf"#.utf8) + [0xC3, 0x28] + Array(#""]}"#.utf8),
                    "recipes.json:1:21: invalid JSON: the string is not valid UTF-8"),
        LoadFailure("invalid UTF-8 after a multi-byte character (columns count characters, not bytes)",
                    bytes: Array(#"{"categories": ["é"#.utf8) + [0xFF] + Array(#""]}"#.utf8),
                    "recipes.json:1:19: invalid JSON: the string is not valid UTF-8"),
        LoadFailure("invalid UTF-8 outside a string", bytes: Array(#"{"categories": "#.utf8) + [0xFE],
                    "recipes.json:1:16: invalid JSON: unexpected byte 0xFE; expected a value"),
        LoadFailure("empty file", "", "recipes.json:1:1: invalid JSON: the file is empty; expected a JSON value"),
        LoadFailure("file of white space only", "\n\n  ", "recipes.json:3:3: invalid JSON: the file is empty; expected a JSON value"),
        LoadFailure("tab inside a string", "{\"categories\": [\"a\tb\"]}",
                    "recipes.json:1:19: invalid JSON: a control character (0x9) must be escaped inside a string"),
        LoadFailure("line break inside a string", "{\"categories\": [\"a\nb\"]}",
                    "recipes.json:1:19: invalid JSON: a control character (0xA) must be escaped inside a string"),
        LoadFailure("trailing comma in an object", #"{"categories": [],}"#,
                    #"recipes.json:1:19: invalid JSON: expected a member name in double quotes, found character '}'"#),
        LoadFailure("single-quoted member name", "{'categories': []}",
                    #"recipes.json:1:2: invalid JSON: expected a member name in double quotes, found character '''"#),
        LoadFailure("missing colon", #"{"categories" []}"#,
                    "recipes.json:1:15: invalid JSON: expected ':' after the member name, found character '['"),
        LoadFailure("truncated document", #"{"categories": ["#,
                    "recipes.json:1:17: invalid JSON: unexpected end of file; expected a value"),
        LoadFailure("number without digits", #"{"a": -}"#,
                    "recipes.json:1:8: invalid JSON: expected a digit in a number, found character '}'"),
        LoadFailure("number ending in a decimal point", #"{"a": 1.}"#,
                    "recipes.json:1:9: invalid JSON: expected a digit after the decimal point, found character '}'"),
        LoadFailure("number with a leading zero", #"{"a": 01}"#,
                    "recipes.json:1:8: invalid JSON: expected ',' or '}' in an object, found character '1'"),
        LoadFailure("capitalised literal", #"{"a": True}"#,
                    "recipes.json:1:7: invalid JSON: unexpected character 'T'; expected a value"),
        LoadFailure("misspelt literal (points at the first wrong character)", #"{"a": tru}"#,
                    "recipes.json:1:10: invalid JSON: unexpected character '}'; expected 'true'"),
        LoadFailure("literal cut short by the end of the file", #"{"a": nul"#,
                    "recipes.json:1:10: invalid JSON: unexpected end of file; expected 'null'"),
        LoadFailure("byte order mark (not counted as a column)", bytes: [0xEF, 0xBB, 0xBF] + Array(#"{"categories": [],}"#.utf8),
                    #"recipes.json:1:19: invalid JSON: expected a member name in double quotes, found character '}'"#),
        LoadFailure("nesting deeper than 512 levels", String(repeating: "[", count: 600),
                    "recipes.json:1:513: invalid JSON: nesting is deeper than 512 levels"),
    ]

    @Test("a syntax error names the file, line and column of the fault", arguments: syntaxErrors)
    func syntaxError(_ failure: LoadFailure) {
        #expect(loadingMessage(bytes: failure.bytes) == failure.message)
    }

    @Test("a syntax error is a .syntax error whose position is the line and column")
    func syntaxErrorCase() {
        #expect(throws: CatalogError.syntax(
            message: "expected ',' or '}' in an object, found character '\"'",
            position: SourcePosition(line: 3, column: 3)
        )) {
            try catalog(json: "{\n  \"categories\": []\n  \"recipes\": []\n}")
        }
    }

    // MARK: Errors in the catalog's contents

    static let contentErrors: [LoadFailure] = [
        LoadFailure("top level is not an object", "[]",
                    #"recipes.json:1:1: the top level must be an object with "categories" and "recipes""#),
        LoadFailure("no categories array", #"{"recipes": []}"#,
                    #"recipes.json:1:1: the top-level object is missing the required field "categories""#),
        LoadFailure("no recipes array", #"{"categories": []}"#,
                    #"recipes.json:1:1: the top-level object is missing the required field "recipes""#),
        LoadFailure("categories is not an array", #"{"categories": {}, "recipes": []}"#,
                    #"recipes.json:1:1: the top-level object: "categories" must be an array, found an object"#),
        LoadFailure("empty catalog", #"{"categories": [], "recipes": []}"#,
                    "recipes.json: the catalog has no categories"),
        LoadFailure("categories but no recipes", #"{"categories": [{"id": "dessert", "name": "Desserts"}], "recipes": []}"#,
                    "recipes.json: the catalog has no recipes"),
        LoadFailure("category without a name", """
            {
              "categories": [
                {"id": "dessert"}
              ],
              "recipes": []
            }
            """, #"recipes.json:3:5: category "dessert" is missing the required field "name""#),
        LoadFailure("duplicate category ID", """
            {
              "categories": [
                {"id": "dessert", "name": "Desserts"},
                {"id": "dessert", "name": "Puddings"}
              ],
              "recipes": [{"id": "cake", "name": "Cake", "category": "dessert"}]
            }
            """, #"recipes.json:4:5: the category ID "dessert" is used twice"#),
        LoadFailure("duplicate recipe ID", """
            {
              "categories": [{"id": "dessert", "name": "Desserts"}],
              "recipes": [
                {"id": "cake", "name": "Cake", "category": "dessert"},
                {"id": "pie", "name": "Pie", "category": "dessert"},
                {"id": "cake", "name": "Another Cake", "category": "dessert"}
              ]
            }
            """, #"recipes.json:6:5: the recipe ID "cake" is used twice"#),
        LoadFailure("recipe in an unknown category", oneRecipe(#"{"id": "cake", "name": "Cake", "category": "pudding"}"#),
                    #"recipes.json:4:5: recipe "cake" is in category "pudding", which is not in "categories""#),
        LoadFailure("recipe without an ID", oneRecipe(#"{"name": "Cake", "category": "dessert"}"#),
                    #"recipes.json:4:5: recipes[0] is missing the required field "id""#),
        LoadFailure("recipe without a name", oneRecipe(#"{"id": "cake", "category": "dessert"}"#),
                    #"recipes.json:4:5: recipe "cake" is missing the required field "name""#),
        LoadFailure("recipe with a null name", oneRecipe(#"{"id": "cake", "name": null, "category": "dessert"}"#),
                    #"recipes.json:4:5: recipe "cake" is missing the required field "name""#),
        LoadFailure("recipe without a category", oneRecipe(#"{"id": "cake", "name": "Cake"}"#),
                    #"recipes.json:4:5: recipe "cake" is missing the required field "category""#),
        LoadFailure("blank recipe name", oneRecipe(#"{"id": "cake", "name": "  ", "category": "dessert"}"#),
                    #"recipes.json:4:5: recipe "cake": "name" must not be empty"#),
        LoadFailure("empty recipe ID", oneRecipe(#"{"id": "", "name": "Cake", "category": "dessert"}"#),
                    #"recipes.json:4:5: recipes[0]: "id" must not be empty"#),
        LoadFailure("recipe ID that is a boolean", oneRecipe(#"{"id": true, "name": "Cake", "category": "dessert"}"#),
                    #"recipes.json:4:5: recipes[0]: "id" must be a string, found a boolean"#),
        LoadFailure("name that is a number", oneRecipe(#"{"id": "cake", "name": 42, "category": "dessert"}"#),
                    #"recipes.json:4:5: recipe "cake": "name" must be a string, found a number"#),
        LoadFailure("servings as a string", oneRecipe(#"{"id": "cake", "name": "Cake", "category": "dessert", "servings": "4"}"#),
                    #"recipes.json:4:5: recipe "cake": "servings" must be a whole number, found a string"#),
        LoadFailure("minutes as a fraction", oneRecipe(#"{"id": "cake", "name": "Cake", "category": "dessert", "minutes": 2.5}"#),
                    #"recipes.json:4:5: recipe "cake": "minutes" must be a whole number from 0 to 1000000"#),
        LoadFailure("negative servings", oneRecipe(#"{"id": "cake", "name": "Cake", "category": "dessert", "servings": -1}"#),
                    #"recipes.json:4:5: recipe "cake": "servings" must be a whole number from 0 to 1000000"#),
        LoadFailure("summary as a number", oneRecipe(#"{"id": "cake", "name": "Cake", "category": "dessert", "summary": 3}"#),
                    #"recipes.json:4:5: recipe "cake": "summary" must be a string, found a number"#),
        LoadFailure("directions as a string", oneRecipe(#"{"id": "cake", "name": "Cake", "category": "dessert", "directions": "Bake."}"#),
                    #"recipes.json:4:5: recipe "cake": "directions" must be an array of strings, found a string"#),
        LoadFailure("related holding a number", oneRecipe(#"{"id": "cake", "name": "Cake", "category": "dessert", "related": [1]}"#),
                    #"recipes.json:4:5: recipe "cake": "related" must be an array of strings, found an array holding a number"#),
        LoadFailure("ingredients holding a string", oneRecipe(#"{"id": "cake", "name": "Cake", "category": "dessert", "ingredients": ["flour"]}"#),
                    #"recipes.json:4:5: recipe "cake": "ingredients" must be an array of objects, found an array holding a string"#),
        LoadFailure("ingredient without a name", oneRecipe(#"{"id": "cake", "name": "Cake", "category": "dessert", "ingredients": [{"amount": "1 cup"}]}"#),
                    #"recipes.json:4:75: recipe "cake", ingredients[0] is missing the required field "name""#),
    ]

    @Test("a fault in the contents names the file, the position and the recipe at fault", arguments: contentErrors)
    func contentError(_ failure: LoadFailure) {
        #expect(loadingMessage(bytes: failure.bytes) == failure.message)
    }

    @Test("an element of the recipes array that is not an object is named by its index")
    func recipeThatIsNotAnObject() throws {
        let message = try #require(loadingMessage(json: oneRecipe(#""cake""#)))
        #expect(message.hasPrefix("recipes.json: recipes[0]"))
        #expect(message.hasSuffix("must be an object, found a string"))
    }

    @Test("a catalog built from values checks duplicate IDs and unknown categories too, without a position")
    func valuesAreCheckedToo() {
        let dessert = Category(id: "dessert", name: "Desserts")
        #expect(throws: CatalogError.duplicateRecipeID("cake", position: nil)) {
            try RecipeCatalog(categories: [dessert], recipes: [
                Recipe(id: "cake", name: "Cake", categoryID: "dessert"),
                Recipe(id: "cake", name: "Cake", categoryID: "dessert"),
            ])
        }
        #expect(throws: CatalogError.duplicateCategoryID("dessert", position: nil)) {
            try RecipeCatalog(categories: [dessert, dessert], recipes: [])
        }
        #expect(throws: CatalogError.unknownCategory(recipeID: "cake", categoryID: "pudding", position: nil)) {
            try RecipeCatalog(categories: [dessert], recipes: [Recipe(id: "cake", name: "Cake", categoryID: "pudding")])
        }
        #expect(CatalogError.duplicateRecipeID("cake", position: nil).message(file: "recipes.json")
            == #"recipes.json: the recipe ID "cake" is used twice"#)
    }

    // MARK: Warnings

    @Test("a related ID that points nowhere is dropped and reported, not fatal")
    func danglingRelatedID() throws {
        let catalog = try catalog(json: """
            {
              "categories": [{"id": "dessert", "name": "Desserts"}],
              "recipes": [
                {"id": "cake", "name": "Cake", "category": "dessert", "related": ["nope", "pie", "gone"]},
                {"id": "pie", "name": "Pie", "category": "dessert"}
              ]
            }
            """)
        #expect(catalog["cake"]?.relatedIDs == ["pie"])
        #expect(catalog.warnings == [
            .danglingRelatedID(recipeID: "cake", relatedID: "nope"),
            .danglingRelatedID(recipeID: "cake", relatedID: "gone"),
        ])
        #expect(catalog.warnings.map(\.description) == [
            #"recipe "cake" lists related recipe "nope", which does not exist; it was dropped"#,
            #"recipe "cake" lists related recipe "gone", which does not exist; it was dropped"#,
        ])
        #expect(catalog.recipes(relatedTo: try #require(catalog["cake"])).map(\.id) == ["pie"])
    }

    @Test("a recipe listed as related to itself is dropped and reported")
    func selfRelated() throws {
        let catalog = try RecipeCatalog(
            categories: [Category(id: "dessert", name: "Desserts")],
            recipes: [
                Recipe(id: "cake", name: "Cake", categoryID: "dessert", relatedIDs: ["pie", "cake"]),
                Recipe(id: "pie", name: "Pie", categoryID: "dessert"),
            ]
        )
        #expect(catalog["cake"]?.relatedIDs == ["pie"])
        #expect(catalog.warnings == [.selfRelated(recipeID: "cake")])
        #expect(catalog.warnings.map(\.description) == [#"recipe "cake" lists itself as related; the link was dropped"#])
    }

    // MARK: Files

    @Test("loading a file names the file in a syntax error")
    func fileWithSyntaxError() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let directory = scratch.url
        let path = directory.appendingPathComponent("broken.json").path
        try Data("{\n  \"categories\": []\n  \"recipes\": []\n}".utf8).write(to: URL(fileURLWithPath: path))

        let error = #expect(throws: CatalogLoadError.self) { try RecipeCatalog(contentsOfFile: path) }
        #expect(error?.file == path)
        #expect(error?.description == "\(path):3:3: invalid JSON: expected ',' or '}' in an object, found character '\"'")
    }

    @Test("loading a file names the file in a contents error")
    func fileWithContentError() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let directory = scratch.url
        let path = directory.appendingPathComponent("recipes.json").path
        try Data(oneRecipe(#"{"id": "cake", "category": "dessert"}"#).utf8).write(to: URL(fileURLWithPath: path))

        let error = #expect(throws: CatalogLoadError.self) { try RecipeCatalog(contentsOfFile: path) }
        #expect(error?.description == "\(path):4:5: recipe \"cake\" is missing the required field \"name\"")
    }

    @Test("a missing file is reported with its name and the system's reason")
    func missingFile() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let directory = scratch.url
        let path = directory.appendingPathComponent("nowhere.json").path

        let error = #expect(throws: CatalogLoadError.self) { try RecipeCatalog(contentsOfFile: path) }
        #expect(error == CatalogLoadError(file: path, error: .unreadable(path: path, reason: "No such file or directory")))
        #expect(error?.description == "\(path): cannot read the file: No such file or directory")
    }

    @Test("a directory is refused with its name")
    func directoryInsteadOfFile() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let directory = scratch.url

        let error = #expect(throws: CatalogLoadError.self) { try RecipeCatalog(contentsOfFile: directory.path) }
        #expect(error?.description == "\(directory.path): cannot read the file: it is a directory, not a file")
    }

    @Test("an empty file is reported as such, with its name")
    func emptyFile() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let directory = scratch.url
        let path = directory.appendingPathComponent("empty.json").path
        try Data().write(to: URL(fileURLWithPath: path))

        let error = #expect(throws: CatalogLoadError.self) { try RecipeCatalog(contentsOfFile: path) }
        #expect(error?.description == "\(path):1:1: invalid JSON: the file is empty; expected a JSON value")
    }

    @Test("a good file loads")
    func goodFile() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let directory = scratch.url
        let path = directory.appendingPathComponent("recipes.json").path
        try Data(oneRecipe(#"{"id": "cake", "name": "Cake", "category": "dessert"}"#).utf8).write(to: URL(fileURLWithPath: path))

        let catalog = try RecipeCatalog(contentsOfFile: path)
        #expect(catalog.categories == [Category(id: "dessert", name: "Desserts")])
        #expect(catalog.recipes(in: "dessert") == [Recipe(id: "cake", name: "Cake", categoryID: "dessert")])
    }
}
