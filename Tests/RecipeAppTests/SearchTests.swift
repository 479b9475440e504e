import RecipeModel
import RecipeNavigation
import RecipeTestSupport
import Testing

@testable import RecipeApp

@Suite("Filtering a list")
struct ListFilterTests {
    static let dessert = NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie"]), focus: .recipes)

    /// The dessert state with a filter typed (or kept, when not `isEditing`) on the recipes.
    static func filtering(_ query: String, isEditing: Bool = true, cursor: Int = 0) -> AppState {
        var state = appState(dessert)
        state.filter = ListFilter(pane: .recipes, query: query, isEditing: isEditing, cursor: cursor)
        return state
    }

    @Test("/ then typing narrows the focused list at once, without changing the navigation")
    func typingFilters() {
        var state = expect(apply: .startFilter, from: appState(Self.dessert)) { $0 = Self.filtering("") }.state
        #expect(state.inputMode == .text)
        for character in "cho" {
            state = expect(apply: .insertText(String(character)), from: state) { $0.filter?.query.append(character) }.state
        }
        #expect(state == Self.filtering("cho"))
        let rows = ListRows(.recipes, state: state, catalog: bundledCatalog)
        // Both chocolate recipes start with the query (the closer fit first); Peach Cobbler holds its letters scattered.
        #expect((0..<rows.count).map { rows.id(at: $0) } == ["chocolate-mousse", "chocolate-chip-cookies", "peach-cobbler"])
        let lines = state.render(in: bundledCatalog).lines
        #expect(lines[1].contains("▶ Desserts /cho"))
        #expect(lines[39].hasPrefix(" /cho▏ 3 matches"))
    }

    @Test("Enter keeps the filter and moves onto the result under the cursor; Esc then drops the filter")
    func enterKeepsEscDrops() {
        var state = appState(Self.dessert)
        state.apply([.startFilter, .insertText("c"), .insertText("h"), .insertText("o"), .move(.down)], in: bundledCatalog)
        #expect(state == Self.filtering("cho", cursor: 1))
        state = expect(apply: .forward, from: state, effects: [.save]) {
            $0.navigation = NavigationModel(selectedCategory: "dessert", path: .recipes(["chocolate-chip-cookies"]), focus: .recipes)
            $0.detailCursorRoute = .recipe("chocolate-chip-cookies")
            $0.filter = ListFilter(pane: .recipes, query: "cho", isEditing: false, cursor: 1)
            $0.lastQuery = "cho"
        }.state
        #expect(state.inputMode == .commands)
        // Moving now walks the filtered results.
        state = expect(apply: .move(.up), from: state, effects: [.save]) {
            $0.navigation.path = .recipes(["chocolate-mousse"])
            $0.detailCursorRoute = .recipe("chocolate-mousse")
        }.state
        expect(apply: .dismiss, from: state) { $0.filter = nil }
    }

    @Test("Esc while typing drops the filter and leaves the place exactly as it was")
    func escWhileTyping() {
        var state = appState(Self.dessert)
        state.apply([.startFilter, .insertText("z"), .move(.down)], in: bundledCatalog)
        expect(apply: .dismiss, from: state) { $0 = appState(Self.dessert) }
    }

    @Test("Backspace edits the query; on an empty query it closes the filter")
    func backspace() {
        var state = appState(Self.dessert)
        state.apply([.startFilter, .insertText("a"), .insertText("b")], in: bundledCatalog)
        state = expect(apply: .deleteBackward, from: state) { $0.filter?.query = "a" }.state
        state = expect(apply: .deleteBackward, from: state) { $0.filter?.query = "" }.state
        expect(apply: .deleteBackward, from: state) { $0 = appState(Self.dessert) }
    }

    @Test("Filtering the categories works the same way")
    func filterCategories() {
        var state = appState(NavigationModel(selectedCategory: "breakfast", focus: .categories))
        state.apply([.startFilter, .insertText("s"), .insertText("o"), .insertText("u")], in: bundledCatalog)
        let rows = ListRows(.categories, state: state, catalog: bundledCatalog)
        #expect((0..<rows.count).map { rows.id(at: $0) } == ["soup"])
        expect(apply: .forward, from: state, effects: [.save]) {
            $0.navigation = NavigationModel(selectedCategory: "soup", focus: .categories)
            $0.filter?.isEditing = false
            $0.lastQuery = "sou"
        }
    }
}

@Suite("Finding a recipe anywhere")
struct GlobalSearchTests {
    static let start = NavigationModel(selectedCategory: "breakfast", path: .recipes(["crepes", "whipped-cream"]), focus: .detail)

    @Test("f finds recipes whose name contains the query, then those using it as an ingredient, then scattered letters")
    func findsByNameAndIngredient() {
        var state = appState(Self.start)
        state.apply(.startGlobalSearch, in: bundledCatalog)
        for character in "lemon" { state.apply(.insertText(String(character)), in: bundledCatalog) }
        guard case .globalSearch(let search) = state.overlay else {
            Issue.record("the search overlay is not open")
            return
        }
        // Nothing but the search has changed; its results are checked below.
        var expected = appState(Self.start)
        expected.overlay = .globalSearch(GlobalSearch(query: "lemon", cursor: 0, results: search.results))
        #expect(state == expected)
        let names = search.results.prefix { $0.ingredient == nil && $0.matchedCharacters.count == 5 }
        #expect(Set(names.map(\.recipeID)) == Set(bundledCatalog.categories.flatMap { bundledCatalog.recipes(in: $0.id) }.filter { $0.name.lowercased().contains("lemon") }.map(\.id)))
        // Recipes that use miso come next, with the ingredient named; names with the letters scattered come last.
        let ingredientMatches = search.results.dropFirst(names.count).prefix { $0.ingredient != nil }
        #expect(!ingredientMatches.isEmpty)
        #expect(ingredientMatches.allSatisfy { $0.ingredient!.lowercased().contains("lemon") })
        #expect(search.results.dropFirst(names.count + ingredientMatches.count).allSatisfy { $0.ingredient == nil && !$0.matchedCharacters.isEmpty })
    }

    @Test("Picking a result jumps like the recipe of the day; Back returns to where the search started")
    func jumpAndBack() {
        var state = appState(Self.start)
        state.apply(.startGlobalSearch, in: bundledCatalog)
        for character in "gazpacho" { state.apply(.insertText(String(character)), in: bundledCatalog) }
        state = expect(apply: .forward, from: state, effects: [.save]) {
            $0.navigation = NavigationModel(selectedCategory: "soup", path: .recipes(["gazpacho"]), focus: .detail)
            $0.detailCursorRoute = .recipe("gazpacho")
            $0.overlay = nil
            $0.jumpOrigin = Self.start
            $0.notice = "Back (←) returns to where you were."
        }.state
        expect(apply: .back, from: state, effects: [.save]) { $0 = appState(Self.start) }
    }

    @Test("After moving elsewhere, Back no longer returns to the search's origin")
    func originForgotten() {
        var state = appState(Self.start)
        state.apply([.startGlobalSearch, .insertText("g"), .insertText("a"), .insertText("z"), .forward], in: bundledCatalog)
        #expect(state.jumpOrigin == Self.start)
        // Another pane of the same place keeps the way back; another recipe forgets it.
        state = expect(apply: .focusPrevious, from: state, effects: [.save]) {
            $0.navigation.focus = .recipes
            $0.notice = nil
        }.state
        expect(apply: .move(.down), from: state, effects: [.save]) {
            $0.navigation.path = .recipes(["minestrone"])
            $0.detailCursorRoute = .recipe("minestrone")
            $0.jumpOrigin = nil
        }
    }

    @Test("Esc closes the search without moving")
    func escapeCloses() {
        var state = appState(Self.start)
        state.apply([.startGlobalSearch, .insertText("p")], in: bundledCatalog)
        expect(apply: .dismiss, from: state) { $0 = appState(Self.start) }
    }
}
