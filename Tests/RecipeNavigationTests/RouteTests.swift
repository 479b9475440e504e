import Foundation
import RecipeGenerator
import RecipeModel
import RecipeTestSupport
import Testing

@testable import RecipeNavigation

/// A stack of mixed routes: pushed, saved by kind and ID as version 2, migrated from version 1, fitted to a changed catalog, and linked.
@Suite("Routes: recipes and ingredients in one stack")
struct RouteTests {
    let pantry = TestCatalogs.pantry
    /// Apple Pie, its butter, and Shortbread opened from the butter's screen.
    let mixed = NavigationModel(
        selectedCategory: "dessert", path: [.recipe("apple-pie"), .ingredient("Butter"), .recipe("shortbread")], focus: .detail)

    // MARK: Intents

    @Test("Pushing an ingredient some recipe uses puts its screen on the stack; pushing one none uses changes nothing")
    func pushIngredient() {
        var model = NavigationModel(selectedCategory: "dessert", path: [.recipe("apple-pie")], focus: .detail)
        do { let changed = model.apply(.push(.ingredient("Butter")), in: pantry); #expect(changed) }
        #expect(model == NavigationModel(selectedCategory: "dessert", path: [.recipe("apple-pie"), .ingredient("Butter")], focus: .detail))
        do { let changed = model.apply(.push(.ingredient("unobtainium")), in: pantry); #expect(!changed) }
        #expect(model == NavigationModel(selectedCategory: "dessert", path: [.recipe("apple-pie"), .ingredient("Butter")], focus: .detail))
        // From the ingredient's screen, one of its recipes is pushed.
        do { let changed = model.apply(.push(.recipe("shortbread")), in: pantry); #expect(changed) }
        #expect(model == mixed)
    }

    @Test("Only a recipe can start the stack: an ingredient pushed onto an empty one is refused")
    func ingredientCannotStartTheStack() {
        var model = NavigationModel(selectedCategory: "dessert", focus: .recipes)
        do { let changed = model.apply(.push(.ingredient("butter")), in: pantry); #expect(!changed) }
        #expect(model == NavigationModel(selectedCategory: "dessert", focus: .recipes))
    }

    @Test("Back, pop to root and pop to an index work on mixed stacks as on recipes")
    func popsOnMixedStacks() {
        var model = mixed
        do { let changed = model.apply(.goBack, in: pantry); #expect(changed) }
        #expect(model.path == [.recipe("apple-pie"), .ingredient("Butter")])
        model = mixed
        do { let changed = model.apply(.popTo(index: 1), in: pantry); #expect(changed) }
        #expect(model.path == [.recipe("apple-pie"), .ingredient("Butter")])
        do { let changed = model.apply(.popToRoot, in: pantry); #expect(changed) }
        #expect(model.path == [.recipe("apple-pie")])
    }

    @Test("The stack stops growing at the deepest a link can be written; a push beyond it changes nothing")
    func depthIsCapped() throws {
        var model = NavigationModel(selectedCategory: "dessert", path: [.recipe("apple-pie")], focus: .detail)
        for index in 1..<NavigationModel.maximumDepth {
            do { let changed = model.apply(.push(.recipe(index % 2 == 1 ? "shortbread" : "apple-pie")), in: pantry); #expect(changed) }
        }
        #expect(model.path.count == NavigationModel.maximumDepth)
        #expect(!model.canPush)
        do { let changed = model.apply(.push(.ingredient("flour")), in: pantry); #expect(!changed) }
        #expect(model.checkInvariants(in: pantry) == [])
        // What can be built can be linked and read back, and saved and restored.
        let link = try? DeepLink(parsing: DeepLink(model)!.description, in: pantry)
        #expect(link?.routes == model.path)
        #expect(try NavigationModel.restore(from: model.encodedJSON(), in: pantry).model == model)
    }

    @Test("An ingredient route that no recipe uses, or one at the bottom of the stack, breaks the invariants")
    func invariants() {
        #expect(mixed.checkInvariants(in: pantry) == [])
        #expect(NavigationModel(selectedCategory: "dessert", path: [.recipe("apple-pie"), .ingredient("unobtainium")]).checkInvariants(in: pantry)
            == [#"the path holds ingredient "unobtainium", which no recipe uses"#])
        #expect(NavigationModel(selectedCategory: "dessert", path: [.ingredient("butter")]).checkInvariants(in: pantry)
            == [#"the path starts with ingredient "butter", not a recipe"#])
    }

    // MARK: Saving

    @Test("Version 2 saves each screen as an object of its kind and ID, and reads it back")
    func savedByKind() throws {
        let object = try #require(try JSONSerialization.jsonObject(with: mixed.encodedJSON()) as? [String: Any])
        #expect(object["version"] as? Int == 2)
        #expect(object["path"] as? [[String: String]] == [["recipe": "apple-pie"], ["ingredient": "Butter"], ["recipe": "shortbread"]])
        #expect(try NavigationModel.restore(from: mixed.encodedJSON(), in: pantry) == RestoredNavigation(model: mixed, report: RestoreReport()))
    }

    @Test("The example of the issue restores as written")
    func issueExample() throws {
        let restored = try restore(json: """
            {"version": 2, "selectedCategory": "dessert",
             "path": [{"recipe": "apple-pie"}, {"ingredient": "butter"}, {"recipe": "shortbread"}],
             "focus": "detail", "columnVisibility": "all"}
            """, in: pantry)
        #expect(restored == RestoredNavigation(
            model: NavigationModel(selectedCategory: "dessert", path: [.recipe("apple-pie"), .ingredient("butter"), .recipe("shortbread")], focus: .detail),
            report: RestoreReport()))
    }

    @Test("A version 1 file is migrated, not set aside: its recipe IDs become recipe routes, and the next save writes version 2")
    func versionOneMigrates() throws {
        let restored = try restore(json: #"{"version": 1, "selectedCategory": "dessert", "recipePathIds": ["apple-pie", "shortbread"], "focus": "detail"}"#, in: pantry)
        #expect(restored == RestoredNavigation(
            model: NavigationModel(selectedCategory: "dessert", path: [.recipe("apple-pie"), .recipe("shortbread")], focus: .detail), report: RestoreReport()))
        let saved = try #require(try JSONSerialization.jsonObject(with: restored.model.encodedJSON()) as? [String: Any])
        #expect(saved["version"] as? Int == 2)
        #expect(saved["recipePathIds"] == nil)
    }

    @Test("A screen of a kind this version does not know is dropped and named; the rest of the file is kept")
    func unknownKindDropped() throws {
        let restored = try restore(json: """
            {"version": 2, "selectedCategory": "dessert",
             "path": [{"recipe": "apple-pie"}, {"timer": {"step": 3}}, {"ingredient": "flour"}, {"timer": 4}],
             "focus": "detail"}
            """, in: pantry)
        var report = RestoreReport()
        report.unknownKinds = ["timer"]
        #expect(restored == RestoredNavigation(
            model: NavigationModel(selectedCategory: "dessert", path: [.recipe("apple-pie"), .ingredient("flour")], focus: .detail), report: report))
        #expect(report.summary == #"Saved place changed: screens of a kind this version does not know ("timer") were closed."#)
    }

    @Test("A path element that is not an object of one member is a malformed file", arguments: [
        #"{"version": 2, "path": ["apple-pie"]}"#,
        #"{"version": 2, "path": [{}]}"#,
        #"{"version": 2, "path": [{"recipe": "apple-pie", "ingredient": "butter"}]}"#,
        #"{"version": 2, "path": [{"recipe": 7}]}"#,
        #"{"version": 2, "recipePathIds": ["apple-pie"]}"#,
    ])
    func malformedPath(json: String) {
        #expect(throws: StateDecodingError.self) { try restore(json: json, in: pantry) }
    }

    @Test("Restoring drops, element by element, a recipe that was deleted and an ingredient no recipe uses any more, and names both")
    func restoreDropsWhatIsGone() throws {
        // Shortbread is deleted; the apple pie no longer needs butter, so nothing uses butter.
        let changed = TestCatalogs.pantry { recipes in
            recipes.removeAll { $0.id == "shortbread" }
            recipes[0].ingredients.removeAll { $0.name == "Butter" }
            recipes[0].relatedIDs = []
        }
        let restored = mixed.fitted(to: changed)
        var report = RestoreReport()
        report.droppedRecipeIDs = ["shortbread"]
        report.droppedIngredients = ["Butter"]
        #expect(restored == RestoredNavigation(model: NavigationModel(selectedCategory: "dessert", path: [.recipe("apple-pie")], focus: .detail), report: report))
        #expect(report.summary == #"Saved place changed: recipe "shortbread" no longer exists; no recipe uses "Butter" any more."#)
    }

    @Test("When the root recipe is gone, the screens opened from it that are not recipes go too; a recipe above them becomes the root")
    func rootGoneTakesItsIngredients() {
        let changed = TestCatalogs.pantry { $0.removeAll { $0.id == "apple-pie" } }
        let restored = mixed.fitted(to: changed)
        var report = RestoreReport()
        report.droppedRecipeIDs = ["apple-pie"]
        report.detachedScreens = 1
        #expect(restored == RestoredNavigation(model: NavigationModel(selectedCategory: "dessert", path: [.recipe("shortbread")], focus: .detail), report: report))
        #expect(report.summary == #"Saved place changed: recipe "apple-pie" no longer exists; a screen opened from it was closed."#)
    }

    @Test("Restoring a state that names 100,000 unknown IDs drops them all, and its notice names five and counts the rest")
    func manyUnknownIDs() throws {
        let ids = (0..<100_000).map { "gone-\($0)" }
        let model = NavigationModel(selectedCategory: "dessert", path: .recipes(ids))
        let restored = model.fitted(to: pantry)
        #expect(restored.model.path == [])
        #expect(restored.report.droppedRecipeIDs.count == 100_000)
        #expect(restored.report.summary == #"Saved place changed: recipes "gone-0", "gone-1", "gone-2", "gone-3", "gone-4" and 99995 more no longer exist."#)
    }

    @Test("A saved stack deeper than a stack may be keeps its bottom screens and says so")
    func tooDeepIsCut() throws {
        let ids = (0..<(NavigationModel.maximumDepth + 5)).map { $0 % 2 == 0 ? "apple-pie" : "shortbread" }
        let restored = NavigationModel(selectedCategory: "dessert", path: .recipes(ids)).fitted(to: pantry)
        #expect(restored.model.path == .recipes(Array(ids.prefix(NavigationModel.maximumDepth))))
        #expect(restored.report.cutToDepth == NavigationModel.maximumDepth)
    }

    // MARK: Links

    @Test("An ingredient is written @ and its escaped name; a recipe ID that starts with @ is escaped", arguments: [
        (DeepLink(categoryID: "dessert", routes: [.recipe("apple-pie"), .ingredient("butter"), .recipe("shortbread")]), "recipes://dessert/apple-pie/@butter/shortbread"),
        (DeepLink(categoryID: "main", routes: [.recipe("@odd/one 50%"), .ingredient("salt / pepper")]), "recipes://main/%40odd%2Fone%2050%25/@salt%20%2F%20pepper"),
        (DeepLink(categoryID: "main", routes: [.recipe("@odd/one 50%"), .ingredient("chocolate 50% @home")]), "recipes://main/%40odd%2Fone%2050%25/@chocolate%2050%25%20%40home"),
        (DeepLink(categoryID: "main", routes: [.recipe("@odd/one 50%"), .ingredient("ご飯")]), "recipes://main/%40odd%2Fone%2050%25/@%E3%81%94%E9%A3%AF"),
        (DeepLink(categoryID: "dessert", routes: [.recipe("creme-brulee"), .ingredient("Crème fraîche")]), "recipes://dessert/creme-brulee/@Cr%C3%A8me%20fra%C3%AEche"),
    ])
    func linkText(link: DeepLink, text: String) throws {
        #expect(link.description == text)
        #expect(try DeepLink(parsing: text, in: pantry) == link)
    }

    @Test("A bad ingredient segment is refused with a message naming the segment", arguments: [
        ("dessert/apple-pie/@", DeepLinkError.badIngredient(segment: "@", position: 3, reason: "it names no ingredient"),
         #"segment 3 "@" is not an ingredient to open: it names no ingredient"#),
        ("dessert/apple-pie/@bu%zzer", .badIngredient(segment: "@bu%zzer", position: 3, reason: "it has a malformed percent escape"),
         #"segment 3 "@bu%zzer" is not an ingredient to open: it has a malformed percent escape"#),
        ("dessert/apple-pie/@unobtainium", .badIngredient(segment: "@unobtainium", position: 3, reason: #"no recipe uses "unobtainium""#),
         #"segment 3 "@unobtainium" is not an ingredient to open: no recipe uses "unobtainium""#),
        ("dessert/@butter", .badIngredient(segment: "@butter", position: 2, reason: "the first screen after the category must be a recipe"),
         #"segment 2 "@butter" is not an ingredient to open: the first screen after the category must be a recipe"#),
    ])
    func badIngredientSegment(text: String, error: DeepLinkError, message: String) {
        #expect(throws: error) { try DeepLink(parsing: text, in: pantry) }
        #expect(error.description == message)
    }

    @Test("Random mixed paths of the pantry round-trip through their links and their saved form", arguments: [UInt64(3), 0xBEEF])
    func randomMixedPathsRoundTrip(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let recipes = TestCatalogs.pantryRecipes
        for _ in 0..<500 {
            let root = recipes.randomElement(using: &rng)!
            var path: [Route] = [.recipe(root.id)]
            var top = root
            for _ in 0..<Int.random(in: 0...6, using: &rng) {
                if Bool.random(using: &rng), let ingredient = top.ingredients.randomElement(using: &rng) {
                    path.append(.ingredient(ingredient.name))
                } else {
                    top = recipes.randomElement(using: &rng)!
                    path.append(.recipe(top.id))
                }
            }
            let model = NavigationModel(selectedCategory: root.categoryID, path: path, focus: .detail)
            #expect(model.checkInvariants(in: pantry) == [])
            let link = try #require(DeepLink(model))
            #expect(try DeepLink(parsing: link.description, in: pantry) == link)
            #expect(try NavigationModel.restore(from: model.encodedJSON(), in: pantry).model == model)
        }
    }
}
