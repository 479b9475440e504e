import RecipeModel
import Testing

@testable import RecipeTUI

@Suite("Matching and ranking")
struct MatchingTests {
    @Test("Matching ignores case and accents; substrings and scattered letters both match", arguments: [
        ("brul", "Crème Brûlée", true), ("CREPES", "Crêpes", true), ("bpc", "Buttermilk Pancakes", true),
        ("pie", "Apple Pie", true), ("eip", "Apple Pie", false), ("親子", "親子丼 (Oyakodon)", true),
        ("oyako", "親子丼 (Oyakodon)", true), ("xyz", "Apple Pie", false), ("", "Anything", true),
    ])
    func matches(query: String, text: String, matches: Bool) {
        #expect((FuzzyMatch.match(FoldedText(query), in: FoldedText(text)) != nil) == matches)
    }

    @Test("The matched characters are the ones to highlight, as Character indices of the original")
    func matchedCharacters() {
        #expect(FuzzyMatch.match(FoldedText("brul"), in: FoldedText("Crème Brûlée"))?.matchedCharacters == [6, 7, 8, 9])
        #expect(FuzzyMatch.match(FoldedText("bpc"), in: FoldedText("Buttermilk Pancakes"))?.matchedCharacters == [0, 11, 14])
        #expect(FuzzyMatch.match(FoldedText("ama"), in: FoldedText("🥞 Pancakes amazing"))?.matchedCharacters == [11, 12, 13])
    }

    @Test("Ranking: a prefix beats a word start beats a substring beats scattered letters; then shorter names")
    func ranking() {
        let names = ["Pineapple Salsa", "Apple Pie", "Pie Crust", "Shepherd's Pie", "Pecan Pie Bars", "Pistachio Ice"]
        let hits = SearchRanking.rank(FoldedText("pie"), names.map { (FoldedText($0), $0.count) })
        #expect(hits.map { names[$0.index] } == ["Pie Crust", "Apple Pie", "Pecan Pie Bars", "Shepherd's Pie", "Pineapple Salsa", "Pistachio Ice"])
    }
}

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

@Suite("Search narrowing")
struct SearchNarrowingTests {
    @Test("Typing on narrows to what the shorter query matched, and finds exactly what a fresh search finds",
          arguments: ["lemon", "chocolate", "pie crust", "ba", "親子", "xq"])
    func narrowingMatchesAFreshSearch(word: String) {
        let cache = SearchIndexCache()
        let index = SearchIndex(catalog: bundledCatalog)
        var typed = ""
        for character in word {
            typed.append(character)
            let narrowed = cache.search(typed, limit: GlobalSearch.maximumResults, in: bundledCatalog)
            let fresh = index.search(FoldedText(typed), limit: GlobalSearch.maximumResults).results
            #expect(narrowed == fresh, "after typing \"\(typed)\"")
        }
        // Deleting a letter is not a narrowing: the shorter query is searched afresh.
        typed.removeLast()
        if !typed.isEmpty {
            #expect(cache.search(typed, limit: GlobalSearch.maximumResults, in: bundledCatalog) == index.search(FoldedText(typed), limit: GlobalSearch.maximumResults).results)
        }
    }

    @Test("The best-k selection gives the same order as sorting everything", arguments: [1, 3, 10, 500])
    func bestMatchesFullSort(limit: Int) {
        let names = bundledCatalog.categories.flatMap { bundledCatalog.recipes(in: $0.id) }.map(\.name)
        let query = FoldedText("e")
        let hits = names.enumerated().compactMap { index, name in
            FuzzyMatch.match(query, in: FoldedText(name)).map { (hit: SearchRanking.Hit(index: index, match: $0), length: name.count) }
        }
        let ranked = SearchRanking.rank(query, names.map { (FoldedText($0), $0.count) })
        #expect(SearchRanking.best(hits, limit: limit) == Array(ranked.prefix(limit)))
    }
}
