import RecipeModel
import RecipeNavigation
import Testing

@testable import RecipeApp

@Suite("Filtering a list")
struct ListFilterTests {
    static let dessert = NavigationModel(selectedCategory: "dessert", recipePath: ["apple-pie"], focus: .recipes)

    @Test("/ then typing narrows the focused list at once, without changing the navigation")
    func typingFilters() {
        var state = appState(Self.dessert)
        #expect(state.apply(.startFilter, in: bundledCatalog) == [])
        #expect(state.inputMode == .text)
        for character in "cho" { #expect(state.apply(.insertText(String(character)), in: bundledCatalog) == []) }
        #expect(state.navigation == Self.dessert)
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
        #expect(state.navigation == Self.dessert)
        #expect(state.apply(.forward, in: bundledCatalog) == [.save])
        #expect(state.navigation == NavigationModel(selectedCategory: "dessert", recipePath: ["chocolate-chip-cookies"], focus: .recipes))
        #expect(state.filter == ListFilter(pane: .recipes, query: "cho", isEditing: false, cursor: 1))
        #expect(state.inputMode == .commands)
        // Moving now walks the filtered results.
        state.apply(.move(.up), in: bundledCatalog)
        #expect(state.navigation.recipePath == ["chocolate-mousse"])
        state.apply(.dismiss, in: bundledCatalog)
        #expect(state.filter == nil)
        #expect(state.navigation.recipePath == ["chocolate-mousse"])
    }

    @Test("Esc while typing drops the filter and leaves the place exactly as it was")
    func escWhileTyping() {
        var state = appState(Self.dessert)
        state.apply([.startFilter, .insertText("z"), .move(.down)], in: bundledCatalog)
        #expect(state.apply(.dismiss, in: bundledCatalog) == [])
        #expect(state == appState(Self.dessert))
    }

    @Test("Backspace edits the query; on an empty query it closes the filter")
    func backspace() {
        var state = appState(Self.dessert)
        state.apply([.startFilter, .insertText("a"), .insertText("b"), .deleteBackward], in: bundledCatalog)
        #expect(state.filter?.query == "a")
        state.apply([.deleteBackward, .deleteBackward], in: bundledCatalog)
        #expect(state.filter == nil)
    }

    @Test("Filtering the categories works the same way")
    func filterCategories() {
        var state = appState(NavigationModel(selectedCategory: "breakfast", focus: .categories))
        state.apply([.startFilter, .insertText("s"), .insertText("o"), .insertText("u")], in: bundledCatalog)
        let rows = ListRows(.categories, state: state, catalog: bundledCatalog)
        #expect((0..<rows.count).map { rows.id(at: $0) } == ["soup"])
        state.apply(.forward, in: bundledCatalog)
        #expect(state.navigation == NavigationModel(selectedCategory: "soup", focus: .categories))
    }
}

@Suite("Finding a recipe anywhere")
struct GlobalSearchTests {
    static let start = NavigationModel(selectedCategory: "breakfast", recipePath: ["crepes", "whipped-cream"], focus: .detail)

    @Test("f finds recipes whose name contains the query, then those using it as an ingredient, then scattered letters")
    func findsByNameAndIngredient() {
        var state = appState(Self.start)
        state.apply(.startGlobalSearch, in: bundledCatalog)
        for character in "lemon" { state.apply(.insertText(String(character)), in: bundledCatalog) }
        guard case .globalSearch(let search) = state.overlay else {
            Issue.record("the search overlay is not open")
            return
        }
        let names = search.results.prefix { $0.ingredient == nil && $0.matchedCharacters.count == 5 }
        #expect(Set(names.map(\.recipeID)) == Set(bundledCatalog.categories.flatMap { bundledCatalog.recipes(in: $0.id) }.filter { $0.name.lowercased().contains("lemon") }.map(\.id)))
        // Recipes that use miso come next, with the ingredient named; names with the letters scattered come last.
        let ingredientMatches = search.results.dropFirst(names.count).prefix { $0.ingredient != nil }
        #expect(!ingredientMatches.isEmpty)
        #expect(ingredientMatches.allSatisfy { $0.ingredient!.lowercased().contains("lemon") })
        #expect(search.results.dropFirst(names.count + ingredientMatches.count).allSatisfy { $0.ingredient == nil && !$0.matchedCharacters.isEmpty })
        #expect(state.navigation == Self.start)
    }

    @Test("Picking a result jumps like the recipe of the day; Back returns to where the search started")
    func jumpAndBack() {
        var state = appState(Self.start)
        state.apply(.startGlobalSearch, in: bundledCatalog)
        for character in "gazpacho" { state.apply(.insertText(String(character)), in: bundledCatalog) }
        #expect(state.apply(.forward, in: bundledCatalog) == [.save])
        #expect(state.navigation == NavigationModel(selectedCategory: "soup", recipePath: ["gazpacho"], focus: .detail))
        #expect(state.overlay == nil)
        #expect(state.apply(.back, in: bundledCatalog) == [.save])
        #expect(state.navigation == Self.start)
        #expect(state.jumpOrigin == nil)
    }

    @Test("After moving elsewhere, Back no longer returns to the search's origin")
    func originForgotten() {
        var state = appState(Self.start)
        state.apply([.startGlobalSearch, .insertText("g"), .insertText("a"), .insertText("z"), .forward], in: bundledCatalog)
        state.apply(.focusPrevious, in: bundledCatalog)
        state.apply(.move(.down), in: bundledCatalog)
        #expect(state.jumpOrigin == nil)
    }

    @Test("Esc closes the search without moving")
    func escapeCloses() {
        var state = appState(Self.start)
        state.apply([.startGlobalSearch, .insertText("p"), .dismiss], in: bundledCatalog)
        #expect(state == appState(Self.start))
    }
}
