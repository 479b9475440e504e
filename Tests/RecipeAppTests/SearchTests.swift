import RecipeModel
import RecipeNavigation
import RecipeGenerator
import Testing

@testable import RecipeApp

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
            $0.navigation = NavigationModel(selectedCategory: "dessert", recipePath: ["chocolate-chip-cookies"], focus: .recipes)
            $0.detailCursorRecipe = "chocolate-chip-cookies"
            $0.filter = ListFilter(pane: .recipes, query: "cho", isEditing: false, cursor: 1)
        }.state
        #expect(state.inputMode == .commands)
        // Moving now walks the filtered results.
        state = expect(apply: .move(.up), from: state, effects: [.save]) {
            $0.navigation.recipePath = ["chocolate-mousse"]
            $0.detailCursorRecipe = "chocolate-mousse"
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
        }
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
            $0.navigation = NavigationModel(selectedCategory: "soup", recipePath: ["gazpacho"], focus: .detail)
            $0.detailCursorRecipe = "gazpacho"
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
            $0.navigation.recipePath = ["minestrone"]
            $0.detailCursorRecipe = "minestrone"
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

@Suite("Search narrowing")
struct SearchNarrowingTests {
    @Test("Typing on narrows to what the shorter query matched, and finds exactly what a fresh search finds",
          arguments: ["lemon", "chocolate", "pie crust", "ba", "親子", "xq"])
    func narrowingMatchesAFreshSearch(word: String) {
        let narrowing = SearchNarrowing()
        let index = SearchIndex(catalog: bundledCatalog)
        var typed = ""
        for character in word {
            typed.append(character)
            let narrowed = narrowing.search(typed, limit: GlobalSearch.maximumResults, in: bundledCatalog)
            let fresh = index.search(FoldedText(typed), limit: GlobalSearch.maximumResults).results
            #expect(narrowed == fresh, "after typing \"\(typed)\"")
        }
        // Deleting a letter is not a narrowing: the shorter query is searched afresh.
        typed.removeLast()
        if !typed.isEmpty {
            #expect(narrowing.search(typed, limit: GlobalSearch.maximumResults, in: bundledCatalog) == index.search(FoldedText(typed), limit: GlobalSearch.maximumResults).results)
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

@Suite("The global search index")
struct SearchIndexTests {
    /// Every recipe in display order with its name and ingredients folded, for the reference search.
    typealias Folded = [(recipe: Recipe, name: FoldedText, length: Int, ingredients: [(name: String, folded: FoldedText)])]

    static func folded(_ catalog: RecipeCatalog) -> Folded {
        catalog.categories.flatMap { catalog.recipes(in: $0.id) }.map { recipe in
            (recipe, FoldedText(recipe.name), SortKeyFolding.key(for: recipe.name).unicodeScalars.count, recipe.ingredients.map { ($0.name, FoldedText($0.name)) })
        }
    }

    /// The global search's meaning spelled out slowly: every recipe decoded, its name and each
    /// ingredient matched one by one, each group sorted whole.
    static func referenceSearch(_ query: String, in recipes: Folded, limit: Int) -> [GlobalSearch.Result] {
        let folded = FoldedText(query)
        typealias Ranked = (score: Int, length: Int, order: Int, result: GlobalSearch.Result)
        var whole: [Ranked] = []
        var byIngredient: [Ranked] = []
        var scattered: [Ranked] = []
        for (order, entry) in recipes.enumerated() {
            let name = FuzzyMatch.match(folded, in: entry.name)
            if let name, name.isSubstring {
                whole.append((name.score, entry.length, order, GlobalSearch.Result(recipeID: entry.recipe.id, matchedCharacters: name.matchedCharacters)))
                continue
            }
            var best: (score: Int, name: String)?
            for ingredient in entry.ingredients {
                if let match = FuzzyMatch.match(folded, in: ingredient.folded), match.isSubstring, match.score > (best?.score ?? Int.min) {
                    best = (match.score, ingredient.name)
                }
            }
            if let best {
                byIngredient.append((best.score, 0, order, GlobalSearch.Result(recipeID: entry.recipe.id, matchedCharacters: [], ingredient: best.name)))
            } else if let name {
                scattered.append((name.score, entry.length, order, GlobalSearch.Result(recipeID: entry.recipe.id, matchedCharacters: name.matchedCharacters)))
            }
        }
        func ranked(_ group: [Ranked]) -> [GlobalSearch.Result] {
            group.sorted { ($0.score, -$0.length, -$0.order) > ($1.score, -$1.length, -$1.order) }.map(\.result)
        }
        return Array((ranked(whole) + ranked(byIngredient) + ranked(scattered)).prefix(limit))
    }

    /// Names that fold in every way the search must agree on: accents precomposed and combining,
    /// CJK, emoji, full-width letters, a line break, and ingredients shared, repeated and unique.
    static let foldingCatalog: RecipeCatalog = try! RecipeCatalog(
        categories: [Category(id: "a", name: "A"), Category(id: "b", name: "B")],
        recipes: [
            Recipe(id: "1", name: "Crème Brûlée", categoryID: "a", ingredients: [Ingredient(amount: "", name: "Crème fraîche"), Ingredient(amount: "", name: "sugar")]),
            Recipe(id: "2", name: "Cre\u{300}me Combining", categoryID: "a", ingredients: [Ingredient(amount: "", name: "sugar"), Ingredient(amount: "", name: "sugar")]),
            Recipe(id: "3", name: "親子丼 (Oyakodon)", categoryID: "b", ingredients: [Ingredient(amount: "", name: "鶏肉 chicken"), Ingredient(amount: "", name: "卵")]),
            Recipe(id: "4", name: "🥞 Pancakes", categoryID: "b", ingredients: [Ingredient(amount: "", name: "Ｍｉｌｋ (full width)")]),
            Recipe(id: "5", name: "Line\r\nBreak Bread", categoryID: "b", ingredients: [Ingredient(amount: "", name: "flour")]),
            Recipe(id: "6", name: "Ünïcödé Ämbrosia", categoryID: "a", ingredients: [Ingredient(amount: "", name: "ÉCLAIR crumbs")]),
            Recipe(id: "7", name: "Sugar Pie", categoryID: "a"),
        ]
    )

    static let queries = [
        "a", "e", "s", "r", "cr", "cre", "crème", "creme", "brul", "sug", "sugar", "親", "親子", "鶏", "卵", "🥞", "milk", "ｍｉｌｋ",
        "break", "\r", "unicode", "amb", "eclair", "éclair", "pc", "cmb", "pnck", "oya", "fl", "xq", "z", " ", "(", "le",
    ]

    @Test("finds exactly what matching every decoded recipe one by one finds, in the same order",
          arguments: ["bundled", "folding", "generated"])
    func agreesWithTheReference(catalogName: String) throws {
        let catalog: RecipeCatalog
        switch catalogName {
        case "bundled": catalog = bundledCatalog
        case "folding": catalog = Self.foldingCatalog
        default: catalog = try RecipeCatalog(jsonBytes: CatalogGenerator(recipes: 1500, categories: 12, seed: 7).generate())
        }
        let index = SearchIndex(catalog: catalog)
        let recipes = Self.folded(catalog)
        var mismatches: [String] = []
        for query in Self.queries + ["lemon chicken", "olive oil", "chopped", "pie crust", "sautéed", "purée"] {
            let all = Self.referenceSearch(query, in: recipes, limit: GlobalSearch.maximumResults)
            for limit in [5, GlobalSearch.maximumResults] {
                let found = index.search(FoldedText(query), limit: limit).results
                let expected = Array(all.prefix(limit))
                guard found != expected else { continue }
                let at = (0..<min(found.count, expected.count)).first { found[$0] != expected[$0] } ?? min(found.count, expected.count)
                mismatches.append("\"\(query)\" limit \(limit), result \(at): \(found.dropFirst(at).first.map { "\($0)" } ?? "none") instead of \(expected.dropFirst(at).first.map { "\($0)" } ?? "none")")
            }
        }
        #expect(mismatches == [])
    }

    @Test("every result is found: a name, a named ingredient, or scattered letters, each with its highlight")
    func resultsAreExplained() {
        let index = SearchIndex(catalog: Self.foldingCatalog)
        let results = index.search(FoldedText("crème"), limit: 10).results
        #expect(results == [
            GlobalSearch.Result(recipeID: "1", matchedCharacters: [0, 1, 2, 3, 4]),
            GlobalSearch.Result(recipeID: "2", matchedCharacters: [0, 1, 2, 3, 4]),
        ])
        #expect(index.search(FoldedText("fraiche"), limit: 10).results == [GlobalSearch.Result(recipeID: "1", matchedCharacters: [], ingredient: "Crème fraîche")])
        #expect(index.search(FoldedText("鶏"), limit: 10).results == [GlobalSearch.Result(recipeID: "3", matchedCharacters: [], ingredient: "鶏肉 chicken")])
        #expect(index.search(FoldedText("milk"), limit: 10).results == [GlobalSearch.Result(recipeID: "4", matchedCharacters: [], ingredient: "Ｍｉｌｋ (full width)")])
        // "Sugar Pie" by name first; then the two recipes that use sugar, equal in score, in list order.
        #expect(index.search(FoldedText("sugar"), limit: 10).results.map(\.recipeID) == ["7", "1", "2"])
    }
}
