import Foundation
import Testing
@testable import RecipeNavigation
import RecipeModel
import RecipeTestSupport

/// A report built field by field, for comparing whole reports.
func report(dropped: [String] = [], droppedCategory: String? = nil, moved: (from: String, to: String)? = nil) -> RestoreReport {
    var report = RestoreReport()
    report.droppedRecipeIDs = dropped
    report.droppedCategoryID = droppedCategory
    report.movedCategory = moved
    return report
}

/// Restores hand-written saved-state JSON against `catalog`.
func restore(json: String, in catalog: RecipeCatalog = TestCatalogs.small) throws(StateDecodingError) -> RestoredNavigation {
    try NavigationModel.restore(from: Data(json.utf8), in: catalog)
}

@Suite("Saving and restoring the navigation state")
struct PersistenceTests {
    let catalog = TestCatalogs.small

    // MARK: Encoding

    @Test("the saved form holds the version, the category, the path's routes by kind and ID, the focus and the columns")
    func encodedKeys() throws {
        let model = NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie", "pie-crust"]), focus: .detail, columnVisibility: .doubleColumn)
        let object = try #require(try JSONSerialization.jsonObject(with: model.encodedJSON()) as? [String: Any])

        #expect(Set(object.keys) == ["version", "selectedCategory", "path", "focus", "columnVisibility"])
        #expect(object["version"] as? Int == 2)
        #expect(object["selectedCategory"] as? String == "dessert")
        #expect(object["path"] as? [[String: String]] == [["recipe": "apple-pie"], ["recipe": "pie-crust"]])
        #expect(object["focus"] as? String == "detail")
        #expect(object["columnVisibility"] as? String == "doubleColumn")
    }

    @Test("a state without a category saves no category")
    func encodedWithoutCategory() throws {
        let object = try #require(try JSONSerialization.jsonObject(with: NavigationModel().encodedJSON()) as? [String: Any])
        #expect(object["selectedCategory"] == nil || object["selectedCategory"] is NSNull)
        #expect(object["path"] as? [[String: String]] == [])
        #expect(object["focus"] as? String == "categories")
        #expect(object["columnVisibility"] as? String == "all")
    }

    @Test("the same state always encodes to the same bytes")
    func encodingIsDeterministic() {
        let model = NavigationModel(selectedCategory: "main", path: .recipes(["oyakodon", "miso-soup"]), focus: .recipes)
        #expect(model.encodedJSON() == model.encodedJSON())
        #expect(model.encodedJSON() == NavigationModel(selectedCategory: "main", path: .recipes(["oyakodon", "miso-soup"]), focus: .recipes).encodedJSON())
    }

    // MARK: Round trip

    static let roundTripStates: [NavigationModel] = {
        let places: [(String?, [String])] = [
            (nil, []),
            ("dessert", []),
            ("dessert", ["apple-pie"]),
            ("dessert", ["apple-pie", "pie-crust", "apple-pie", "whipped-cream"]),
            ("main", ["oyakodon", "miso-soup", "steamed-rice"]),
        ]
        return places.flatMap { place in
            Pane.allCases.flatMap { focus in
                ColumnVisibility.allCases.map { visibility in
                    NavigationModel(selectedCategory: place.0, path: .recipes(place.1), focus: focus, columnVisibility: visibility)
                }
            }
        }
    }()

    @Test("encoding then restoring gives back the same state and an empty report", arguments: roundTripStates)
    func roundTrip(model: NavigationModel) throws {
        let restored = try NavigationModel.restore(from: model.encodedJSON(), in: catalog)
        #expect(restored == RestoredNavigation(model: model, report: RestoreReport()))
        #expect(restored.report.isEmpty)
        #expect(restored.report.summary == nil)
    }

    @Test("IDs with slashes, quotes, backslashes, accents, CJK and emoji survive the round trip")
    func roundTripOfOddIDs() throws {
        let ids = ["slash/id", "quote\"id", "back\\slash", "café", "親子丼", "🥞 pancakes", "tab\tid"]
        let catalog = try RecipeCatalog(
            categories: [Category(id: "odd/cat \"é\"", name: "Odd")],
            recipes: ids.map { Recipe(id: $0, name: $0, categoryID: "odd/cat \"é\"") }
        )
        let model = NavigationModel(selectedCategory: "odd/cat \"é\"", path: .recipes(ids), focus: .detail)
        #expect(try NavigationModel.restore(from: model.encodedJSON(), in: catalog) == RestoredNavigation(model: model, report: RestoreReport()))
    }

    // MARK: Restoring against a changed catalog

    @Test("recipes deleted from the catalog leave the path and are reported in path order")
    func deletedRecipes() throws {
        let saved = NavigationModel(
            selectedCategory: "dessert", path: .recipes(["apple-pie", "pie-crust", "whipped-cream", "crepes"]), focus: .detail, columnVisibility: .doubleColumn
        )
        let edited = TestCatalogs.small { _, recipes in recipes.removeAll { $0.id == "crepes" || $0.id == "pie-crust" } }

        let restored = try NavigationModel.restore(from: saved.encodedJSON(), in: edited)
        #expect(restored == RestoredNavigation(
            model: NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie", "whipped-cream"]), focus: .detail, columnVisibility: .doubleColumn),
            report: report(dropped: ["pie-crust", "crepes"])
        ))
        #expect(restored.report.summary == #"Saved place changed: recipes "pie-crust", "crepes" no longer exist."#)
        #expect(restored.model.checkInvariants(in: edited).isEmpty)
    }

    @Test("a deleted recipe that appeared twice in the path is reported once")
    func deletedRecipeInACycle() throws {
        let saved = NavigationModel(selectedCategory: "dessert", path: .recipes(["pie-crust", "apple-pie", "pie-crust", "apple-pie"]), focus: .detail)
        let edited = TestCatalogs.small { _, recipes in recipes.removeAll { $0.id == "apple-pie" } }

        let restored = try NavigationModel.restore(from: saved.encodedJSON(), in: edited)
        #expect(restored == RestoredNavigation(
            model: NavigationModel(selectedCategory: "dessert", path: .recipes(["pie-crust", "pie-crust"]), focus: .detail),
            report: report(dropped: ["apple-pie"])
        ))
        #expect(restored.report.summary == #"Saved place changed: recipe "apple-pie" no longer exists."#)
    }

    @Test("a deleted category is cleared along with its deleted recipes")
    func deletedCategory() throws {
        let saved = NavigationModel(selectedCategory: "soup", path: .recipes(["miso-soup", "steamed-rice"]), focus: .detail, columnVisibility: .detailOnly)
        let edited = TestCatalogs.small { categories, recipes in
            categories.removeAll { $0.id == "soup" }
            recipes.removeAll { $0.id == "miso-soup" }
        }

        let restored = try NavigationModel.restore(from: saved.encodedJSON(), in: edited)
        // steamed-rice survives and becomes the root, so the category follows it to "main".
        #expect(restored == RestoredNavigation(
            model: NavigationModel(selectedCategory: "main", path: .recipes(["steamed-rice"]), focus: .detail, columnVisibility: .detailOnly),
            report: report(dropped: ["miso-soup"], droppedCategory: "soup")
        ))
        #expect(restored.report.summary == #"Saved place changed: recipe "miso-soup" no longer exists; category "soup" no longer exists."#)
        #expect(restored.model.checkInvariants(in: edited).isEmpty)
    }

    @Test("a deleted category with nothing left of the path leaves no category selected")
    func deletedCategoryAndWholePath() throws {
        let saved = NavigationModel(selectedCategory: "soup", path: .recipes(["miso-soup"]), focus: .recipes)
        let edited = TestCatalogs.small { categories, recipes in
            categories.removeAll { $0.id == "soup" }
            recipes.removeAll { $0.id == "miso-soup" }
        }

        let restored = try NavigationModel.restore(from: saved.encodedJSON(), in: edited)
        #expect(restored == RestoredNavigation(
            model: NavigationModel(selectedCategory: nil, path: .recipes([]), focus: .recipes),
            report: report(dropped: ["miso-soup"], droppedCategory: "soup")
        ))
        #expect(restored.model.checkInvariants(in: edited).isEmpty)
    }

    @Test("a deleted category whose recipe moved elsewhere follows the recipe")
    func deletedCategoryWithMovedRecipe() throws {
        let saved = NavigationModel(selectedCategory: "soup", path: .recipes(["miso-soup"]), focus: .detail)
        let edited = TestCatalogs.small { categories, recipes in
            categories.removeAll { $0.id == "soup" }
            recipes[4].categoryID = "main"  // miso-soup
        }

        let restored = try NavigationModel.restore(from: saved.encodedJSON(), in: edited)
        #expect(restored == RestoredNavigation(
            model: NavigationModel(selectedCategory: "main", path: .recipes(["miso-soup"]), focus: .detail),
            report: report(droppedCategory: "soup")
        ))
        #expect(restored.report.summary == #"Saved place changed: category "soup" no longer exists."#)
    }

    @Test("when the selected recipe moved to another category, the category follows it and the move is reported")
    func movedRecipe() throws {
        let saved = NavigationModel(selectedCategory: "dessert", path: .recipes(["crepes", "whipped-cream"]), focus: .recipes, columnVisibility: .doubleColumn)
        let edited = TestCatalogs.small { categories, recipes in
            categories.insert(Category(id: "breakfast", name: "Breakfast"), at: 0)
            recipes[3].categoryID = "breakfast"  // crepes
        }

        let restored = try NavigationModel.restore(from: saved.encodedJSON(), in: edited)
        #expect(restored == RestoredNavigation(
            model: NavigationModel(selectedCategory: "breakfast", path: .recipes(["crepes", "whipped-cream"]), focus: .recipes, columnVisibility: .doubleColumn),
            report: report(moved: (from: "dessert", to: "breakfast"))
        ))
        #expect(restored.report.movedCategory?.from == "dessert")
        #expect(restored.report.movedCategory?.to == "breakfast")
        #expect(restored.report.summary == #"Saved place changed: the recipe moved from "dessert" to "breakfast"."#)
        #expect(restored.model.checkInvariants(in: edited).isEmpty)
    }

    @Test("a pushed recipe that moved does not move the category, which belongs to the root")
    func movedPushedRecipe() throws {
        let saved = NavigationModel(selectedCategory: "main", path: .recipes(["oyakodon", "steamed-rice"]), focus: .detail)
        let edited = TestCatalogs.small { _, recipes in recipes[6].categoryID = "soup" }  // steamed-rice

        let restored = try NavigationModel.restore(from: saved.encodedJSON(), in: edited)
        #expect(restored == RestoredNavigation(model: saved, report: RestoreReport()))
    }

    @Test("when the selected recipe was deleted, the next one becomes the root and the category follows it without claiming a move")
    func deletedRootWithSurvivorElsewhere() throws {
        let saved = NavigationModel(selectedCategory: "main", path: .recipes(["oyakodon", "miso-soup"]), focus: .detail)
        let edited = TestCatalogs.small { _, recipes in recipes.removeAll { $0.id == "oyakodon" } }

        let restored = try NavigationModel.restore(from: saved.encodedJSON(), in: edited)
        #expect(restored == RestoredNavigation(
            model: NavigationModel(selectedCategory: "soup", path: .recipes(["miso-soup"]), focus: .detail),
            report: report(dropped: ["oyakodon"])
        ))
        #expect(restored.report.summary == #"Saved place changed: recipe "oyakodon" no longer exists."#)
        #expect(restored.model.checkInvariants(in: edited).isEmpty)
    }

    @Test("a saved path without a category gets the root's category, silently")
    func pathWithoutCategory() throws {
        let restored = try restore(json: #"{"version": 1, "recipePathIds": ["pie-crust"]}"#)
        #expect(restored == RestoredNavigation(
            model: NavigationModel(selectedCategory: "dessert", path: .recipes(["pie-crust"]), focus: .categories, columnVisibility: .all),
            report: RestoreReport()
        ))
    }

    @Test("an unknown focus or column setting falls back to the default")
    func unknownEnumValues() throws {
        let restored = try restore(json: #"""
            {"version": 1, "selectedCategory": "dessert", "recipePathIds": ["apple-pie"], "focus": "sideways", "columnVisibility": "triple"}
            """#)
        #expect(restored == RestoredNavigation(
            model: NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie"]), focus: .categories, columnVisibility: .all),
            report: RestoreReport()
        ))
    }

    @Test("missing or null optional fields take their defaults")
    func missingOptionalFields() throws {
        let restored = try restore(json: #"{"version": 1, "selectedCategory": null, "recipePathIds": [], "focus": null}"#)
        #expect(restored == RestoredNavigation(model: NavigationModel(), report: RestoreReport()))
    }

    // MARK: Malformed saved state

    static let malformedInputs: [(label: String, bytes: [UInt8])] = [
        ("empty data", []),
        ("white space", Array("  \n".utf8)),
        ("truncated JSON", Array(#"{"version": 1, "recipePathIds": ["apple-pie""#.utf8)),
        ("not UTF-8", [0x7B, 0xFF, 0xFE, 0x7D]),
        ("an array", Array("[]".utf8)),
        ("null", Array("null".utf8)),
        ("version as a string", Array(#"{"version": "1", "recipePathIds": []}"#.utf8)),
        ("version as a fraction", Array(#"{"version": 1.5, "recipePathIds": []}"#.utf8)),
        ("path as a string", Array(#"{"version": 1, "recipePathIds": "apple-pie"}"#.utf8)),
        ("path holding a number", Array(#"{"version": 1, "recipePathIds": [1]}"#.utf8)),
        ("category as a number", Array(#"{"version": 1, "selectedCategory": 7, "recipePathIds": []}"#.utf8)),
        ("focus as a number", Array(#"{"version": 1, "recipePathIds": [], "focus": 3}"#.utf8)),
        ("no version", Array(#"{"recipePathIds": []}"#.utf8)),
        ("no path", Array(#"{"version": 1}"#.utf8)),
    ]

    @Test("bytes that are not a saved state are refused as malformed", arguments: malformedInputs)
    func malformed(label: String, bytes: [UInt8]) {
        let error = #expect(throws: StateDecodingError.self) {
            try NavigationModel.restore(from: Data(bytes), in: TestCatalogs.small)
        }
        guard case .malformed(let reason)? = error else {
            Issue.record("expected .malformed, got \(String(describing: error))")
            return
        }
        #expect(!reason.isEmpty)
        #expect(error?.description == "not a saved state: \(reason)")
    }

    @Test("a missing field is named")
    func missingFieldIsNamed() {
        #expect(throws: StateDecodingError.malformed(#"missing "recipePathIds" in the top level"#)) {
            try restore(json: #"{"version": 1}"#)
        }
    }

    @Test("a version below 1 is malformed", arguments: [0, -3])
    func versionTooLow(version: Int) {
        #expect(throws: StateDecodingError.malformed("\"version\" must be 1 or more, found \(version)")) {
            try restore(json: #"{"version": \#(version), "recipePathIds": []}"#)
        }
        #expect(StateDecodingError.malformed("\"version\" must be 1 or more, found 0").description
            == #"not a saved state: "version" must be 1 or more, found 0"#)
    }

    @Test("a newer format version is refused, not guessed at")
    func futureVersion() {
        #expect(throws: StateDecodingError.futureVersion(3)) {
            try restore(json: #"{"version": 3, "path": [{"recipe": "apple-pie"}]}"#)
        }
        #expect(StateDecodingError.futureVersion(3).description == "saved by a newer recipe-tui (format version 3; this one reads up to 2)")
    }

    @Test("a newer format version is recognised even when its fields no longer look like this version's")
    func futureVersionWithNewShape() {
        #expect(throws: StateDecodingError.futureVersion(3)) {
            try restore(json: #"{"version": 3, "places": [{"category": "dessert", "path": ["apple-pie"]}]}"#)
        }
    }

    // MARK: Restored states are sound

    static let savedStates: [NavigationModel] = [
        NavigationModel(),
        NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie", "pie-crust", "apple-pie"])),
        NavigationModel(selectedCategory: "main", path: .recipes(["oyakodon", "miso-soup", "steamed-rice"])),
        NavigationModel(selectedCategory: "soup", path: .recipes(["miso-soup"])),
        NavigationModel(selectedCategory: "pudding", path: .recipes([])),
        NavigationModel(selectedCategory: "pudding", path: .recipes(["crepes"])),
        NavigationModel(selectedCategory: "soup", path: .recipes(["apple-pie"])),
        NavigationModel(selectedCategory: nil, path: .recipes(["nope", "oyakodon"])),
        NavigationModel(selectedCategory: "dessert", path: .recipes(["nope", "gone", "nope"])),
    ]

    static let editedCatalogs: [RecipeCatalog] = [
        TestCatalogs.small,
        TestCatalogs.small { categories, recipes in
            categories.removeAll { $0.id == "soup" }
            recipes.removeAll { $0.categoryID == "soup" }
        },
        TestCatalogs.small { _, recipes in recipes.removeAll { $0.id == "apple-pie" || $0.id == "oyakodon" } },
        TestCatalogs.small { categories, recipes in
            categories.append(Category(id: "breakfast", name: "Breakfast"))
            for index in recipes.indices where ["crepes", "miso-soup", "apple-pie"].contains(recipes[index].id) {
                recipes[index].categoryID = "breakfast"
            }
        },
        TestCatalogs.small { categories, recipes in
            categories = [Category(id: "other", name: "Other")]
            recipes = [Recipe(id: "other", name: "Other", categoryID: "other")]
        },
    ]

    @Test("every restored state satisfies the invariants, and fitting it again changes nothing")
    func restoredStatesAreSound() throws {
        for saved in Self.savedStates {
            for catalog in Self.editedCatalogs {
                let restored = try NavigationModel.restore(from: saved.encodedJSON(), in: catalog)
                #expect(restored.model.checkInvariants(in: catalog) == [], "restoring \(saved)")
                #expect(restored.model.fitted(to: catalog) == RestoredNavigation(model: restored.model, report: RestoreReport()))
                #expect(restored.model.focus == saved.focus)
                #expect(restored.model.columnVisibility == saved.columnVisibility)
            }
        }
    }

    // MARK: Report text

    @Test("the report's summary names everything that changed, or is nil when nothing did", arguments: [
        (RestoreReport(), nil),
        (report(dropped: ["a"]), #"Saved place changed: recipe "a" no longer exists."#),
        (report(dropped: ["a", "b", "c"]), #"Saved place changed: recipes "a", "b", "c" no longer exist."#),
        (report(droppedCategory: "soup"), #"Saved place changed: category "soup" no longer exists."#),
        (report(moved: (from: "x", to: "y")), #"Saved place changed: the recipe moved from "x" to "y"."#),
        (report(dropped: ["a"], droppedCategory: "soup", moved: (from: "x", to: "y")),
         #"Saved place changed: recipe "a" no longer exists; category "soup" no longer exists; the recipe moved from "x" to "y"."#),
    ] as [(RestoreReport, String?)])
    func summary(report: RestoreReport, expected: String?) {
        #expect(report.summary == expected)
        #expect(report.isEmpty == (expected == nil))
    }
}
