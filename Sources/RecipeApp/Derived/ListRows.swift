import RecipeModel
import RecipeNavigation
import RecipeSearch

/// The rows a list pane shows: all of its items, or the ranked results of a filter.
///
/// The unfiltered case wraps the catalog's own sorted arrays, so showing a list costs nothing per
/// item; only a filter builds a list of its results.
struct ListRows: Sendable {
    enum Storage: Sendable {
        case categories([Category])
        case recipes([String])
        case filtered(ids: [String], matches: [[Int]], emptiedBy: String?)
    }

    private let storage: Storage

    /// The rows of a pane for the current state: every category, or the recipes of the selected category; filtered when a filter is on this pane.
    init(_ pane: Pane, state: AppState, in environment: AppEnvironment) {
        let catalog = environment.catalog
        let listID: String
        let ids: () -> [String]
        let names: (String) -> String
        switch pane {
        case .categories:
            guard let filter = state.filter, filter.pane == .categories, !filter.query.isEmpty else {
                storage = .categories(catalog.categories)
                return
            }
            listID = ""
            ids = { catalog.categories.map(\.id) }
            names = { catalog.category(id: $0)?.name ?? $0 }
        case .recipes, .detail:
            let category = state.navigation.selectedCategory
            guard let filter = state.filter, filter.pane == .recipes, !filter.query.isEmpty else {
                storage = .recipes(category.map { catalog.recipeIDs(in: $0) } ?? [])
                return
            }
            listID = "recipes:" + (category ?? "")
            ids = { category.map { catalog.recipeIDs(in: $0) } ?? [] }
            names = { catalog.name(ofRecipe: $0) ?? $0 }
        }
        // One key asks for the rows several times (update, scroll, render): rank once per query,
        // and fold the list's names once per list rather than once per letter typed.
        let query = state.filter!.query
        storage = environment.memos.filter.rows(list: listID, query: query) {
            let list = environment.memos.filter.candidates(list: listID) {
                let all = ids()
                guard pane != .categories, let first = all.first.flatMap(catalog.columns.entry(ofRecipe:)) else {
                    return FilterCandidates(ids: all, texts: all.map { id in
                        let name = names(id)
                        return (FoldedText(name), name.count)
                    })
                }
                // A category's recipes are consecutive entries in its list's order (the index numbers
                // them so): row `r` is entry `first + r`, its name read by entry rather than looked up by ID.
                let text = catalog.searchText
                return FilterCandidates(ids: all, texts: all.indices.map { row in
                    let name = text.recipeName(ofEntry: first + row)
                    return (FoldedText(name), name.count)
                }, entries: all.indices.map { Int32(first + $0) })
            }
            return Self.filtered(list, query: RecipeQuery(query), typed: query, pane: pane, catalog: catalog, synonyms: environment.kitchen.ingredientSynonyms, words: environment.memos.ingredientWords,
                narrowing: environment.memos.filterConditions)
        }
    }

    /// The rows of `list` that meet the query's conditions (a category, when one of its recipes
    /// does), ranked by its words; a query without conditions is matched whole, as always.
    private static func filtered(
        _ list: FilterCandidates, query: RecipeQuery, typed: String, pane: Pane, catalog: RecipeCatalog, synonyms: QueryFilter.Synonyms?,
        words: IngredientWordText, narrowing: ConditionNarrowing
    ) -> Storage {
        guard query.hasConditions else {
            let hits = SearchRanking.rank(FoldedText(query.malformed.isEmpty ? typed : query.words), list.texts)
            return .filtered(ids: hits.map { list.ids[$0.index] }, matches: hits.map(\.match.matchedCharacters), emptiedBy: nil)
        }
        let filter = QueryFilter(catalog: catalog, synonyms: synonyms, words: words)
        let kept: [Int]
        var emptiedBy: String?
        if pane == .categories {
            let (found, emptied) = filter.categories(matching: query, narrowing: narrowing)
            kept = list.ids.indices.filter { catalog.position(ofCategory: list.ids[$0]).map { found[$0] } ?? false }
            emptiedBy = emptied
        } else {
            (kept, emptiedBy) = filter.positions(matching: query, of: list.entries, narrowing: narrowing)
        }
        let words = query.words
        guard !words.isEmpty else {
            return .filtered(ids: kept.map { list.ids[$0] }, matches: kept.map { _ in [] }, emptiedBy: emptiedBy)
        }
        let hits = SearchRanking.rank(FoldedText(words), kept.map { list.texts[$0] })
        if hits.isEmpty && !kept.isEmpty { emptiedBy = words }
        return .filtered(ids: hits.map { list.ids[kept[$0.index]] }, matches: hits.map(\.match.matchedCharacters), emptiedBy: emptiedBy)
    }

    var count: Int {
        switch storage {
        case .categories(let categories): categories.count
        case .recipes(let ids): ids.count
        case .filtered(let ids, _, _): ids.count
        }
    }

    /// When a filter's conditions leave no row, the first condition (as typed) after which none was left.
    var emptiedBy: String? {
        if case .filtered(_, _, let emptiedBy) = storage { return emptiedBy }
        return nil
    }

    var isFiltered: Bool {
        if case .filtered = storage { return true }
        return false
    }

    /// The ID of the item on a row.
    func id(at row: Int) -> String {
        switch storage {
        case .categories(let categories): categories[row].id
        case .recipes(let ids): ids[row]
        case .filtered(let ids, _, _): ids[row]
        }
    }

    /// The characters of the row's name that match the filter, for highlighting.
    func matchedCharacters(at row: Int) -> [Int] {
        if case .filtered(_, let matches, _) = storage { return matches[row] }
        return []
    }

    /// The row of an item, or nil when the list (or its filter) does not show it.
    func row(of id: String, in catalog: RecipeCatalog) -> Int? {
        switch storage {
        case .categories: catalog.position(ofCategory: id)
        case .recipes: catalog.position(ofRecipe: id).flatMap { count > $0 && self.id(at: $0) == id ? $0 : nil }
        case .filtered(let ids, _, _): ids.firstIndex(of: id)
        }
    }
}
