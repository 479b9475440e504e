import CooklangCatalog
import Foundation
import RecipeModel
import RecipeNavigation
import RecipeTestSupport
import Testing

@testable import RecipeApp

/// `e`: the recipe on screen opens in the user's editor, through an effect the session carries out.
@Suite("Editing the recipe on screen")
struct EditTests {
    /// The 1-based line of the bundled file on which recipe `id`'s object opens, found by searching its text.
    static func bundledLine(of id: String) throws -> Int {
        let text = try String(contentsOfFile: TestCatalogs.bundledPath, encoding: .utf8)
        let member = try #require(text.range(of: "\"id\": \"\(id)\""))
        let brace = try #require(text[..<member.lowerBound].lastIndex(of: "{"))
        return text[..<brace].filter { $0 == "\n" }.count + 1
    }

    static let cooklang: RecipeCatalog = {
        do {
            return try RecipeCatalog(cooklangFolder: TestCatalogs.cooklangPath)
        } catch {
            fatalError("cannot load the bundled Cooklang collection: \(error)")
        }
    }()

    @Test("On a JSON recipe, e asks to edit the catalog file at the line the recipe starts on, and changes nothing else")
    func jsonRecipe() throws {
        let state = appState(NavigationModel(selectedCategory: "bread", path: .recipes(["pie-crust"]), focus: .detail), detailCursor: 2)
        let line = try Self.bundledLine(of: "pie-crust")
        expect(apply: .edit, from: state, effects: [.edit(EditRequest(path: TestCatalogs.bundledPath, line: line))])
    }

    @Test("With a stack of related recipes, e edits the one on top, not the root")
    func topOfTheStack() throws {
        let state = appState(NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie", "pie-crust", "fruit-pie-filling"]), focus: .detail))
        let line = try Self.bundledLine(of: "fruit-pie-filling")
        expect(apply: .edit, from: state, effects: [.edit(EditRequest(path: TestCatalogs.bundledPath, line: line))])
    }

    @Test("On a Cooklang recipe, e asks to edit the recipe's own file, without a line")
    func cooklangRecipe() {
        let state = appState(NavigationModel(selectedCategory: "Mains", path: .recipes(["Mains/Pizza Margherita"]), focus: .detail))
        let path = TestCatalogs.cooklangPath + "/Mains/Pizza Margherita.cook"
        expect(apply: .edit, from: state, in: Self.cooklang, effects: [.edit(EditRequest(path: path))])
    }

    @Test("On an ingredient's screen, e edits the recipe under the detail's cursor")
    func ingredientScreen() throws {
        let salt = NavigationModel(selectedCategory: "bread", path: [.recipe("pie-crust"), .ingredient("salt")], focus: .detail)
        let second = IngredientScreenTests.saltyRecipes[1]
        let line = try Self.bundledLine(of: second)
        expect(apply: .edit, from: appState(salt, detailCursor: 1), effects: [.edit(EditRequest(path: TestCatalogs.bundledPath, line: line))])
    }

    @Test("On an ingredient's screen with none of its recipes in view, e says there is no recipe to edit")
    func ingredientScreenWithoutARow() {
        let salt = NavigationModel(selectedCategory: "bread", path: [.recipe("pie-crust"), .ingredient("salt")], focus: .detail)
        // Six rows leave the detail room for the ingredient's name and count, not for its recipes.
        var state = appState(salt, size: Size(width: 120, height: 6))
        state.apply(.redraw, in: bundledCatalog)
        expect(apply: .edit, from: state) {
            $0.notice = "No recipe to edit: the cursor is on none of the recipes that use salt."
        }
    }

    @Test("With the detail empty, e edits the recipe under the recipe list's cursor (the collapsed stack browses without selecting)")
    func recipeListCursor() throws {
        let state = appState(NavigationModel(selectedCategory: "dessert", focus: .recipes), size: Size(width: 40, height: 16))
        let line = try Self.bundledLine(of: "apple-pie")
        expect(apply: .edit, from: state, effects: [.edit(EditRequest(path: TestCatalogs.bundledPath, line: line))])
    }

    @Test("With no recipe on screen, e says so and asks for nothing")
    func nothingSelected() {
        expect(apply: .edit, from: appState(NavigationModel())) {
            $0.notice = "No recipe to edit: none is on screen."
        }
    }

    @Test("A catalog made from values has no file: e says so and asks for nothing")
    func catalogWithoutAFile() {
        let state = appState(NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie"]), focus: .detail))
        expect(apply: .edit, from: state, in: TestCatalogs.small) {
            $0.notice = "Apple Pie has no file to edit: this catalog was not read from one."
        }
    }

    @Test("e replaces the notice on screen, as every key clears it")
    func clearsTheNotice() throws {
        let state = appState(NavigationModel(selectedCategory: "bread", path: .recipes(["pie-crust"]), focus: .detail), notice: "Saved place changed.")
        let line = try Self.bundledLine(of: "pie-crust")
        expect(apply: .edit, from: state, effects: [.edit(EditRequest(path: TestCatalogs.bundledPath, line: line))]) { $0.notice = nil }
    }

    @Test("e is bound in the keymap, and the bottom bar hints it where there is room")
    func keyAndHint() {
        #expect(Keymap.standard.action(for: .character("e")) == .edit)
        let hints = StatusLine.hints(keymap: AppEnvironment(catalog: bundledCatalog).keymap, fitting: 500)
        #expect(hints.last == "e edit")
    }
}
