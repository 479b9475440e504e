import Synchronization
import RecipeModel
import RecipeNavigation
import RecipeSearch

/// A search typed into a list: it narrows and ranks the rows, and leaves the navigation alone
/// until the user moves onto a result.
struct ListFilter: Equatable, Sendable {
    /// The list being filtered: categories or recipes.
    var pane: Pane
    var query: String
    /// True while the user is typing the query; Enter keeps the filter, Esc drops it.
    var isEditing: Bool
    /// The result under the cursor while typing, as a row of the filtered list.
    var cursor = 0
}

/// The rows a list pane shows: all of its items, or the ranked results of a filter.
///
/// The unfiltered case wraps the catalog's own sorted arrays, so showing a list costs nothing per
/// item; only a filter builds a list of its results.
struct ListRows: Sendable {
    fileprivate enum Storage: Sendable {
        case categories([Category])
        case recipes([String])
        case filtered(ids: [String], matches: [[Int]])
    }

    private let storage: Storage

    /// The rows of a pane for the current state: every category, or the recipes of the selected category; filtered when a filter is on this pane.
    init(_ pane: Pane, state: AppState, catalog: RecipeCatalog) {
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
        storage = state.filterCache.rows(list: listID, query: query) {
            let list = state.filterCache.candidates(list: listID) {
                let all = ids()
                return FilterCandidates(ids: all, texts: all.map { id in
                    let name = names(id)
                    return (FoldedText(name), name.count)
                })
            }
            let hits = SearchRanking.rank(FoldedText(query), list.texts)
            return .filtered(ids: hits.map { list.ids[$0.index] }, matches: hits.map(\.match.matchedCharacters))
        }
    }

    var count: Int {
        switch storage {
        case .categories(let categories): categories.count
        case .recipes(let ids): ids.count
        case .filtered(let ids, _): ids.count
        }
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
        case .filtered(let ids, _): ids[row]
        }
    }

    /// The characters of the row's name that match the filter, for highlighting.
    func matchedCharacters(at row: Int) -> [Int] {
        if case .filtered(_, let matches) = storage { return matches[row] }
        return []
    }

    /// The row of an item, or nil when the list (or its filter) does not show it.
    func row(of id: String, in catalog: RecipeCatalog) -> Int? {
        switch storage {
        case .categories: catalog.position(ofCategory: id)
        case .recipes: catalog.position(ofRecipe: id).flatMap { count > $0 && self.id(at: $0) == id ? $0 : nil }
        case .filtered(let ids, _): ids.firstIndex(of: id)
        }
    }
}

/// A list's IDs with their names folded for matching.
struct FilterCandidates: Sendable {
    var ids: [String]
    var texts: [(text: FoldedText, length: Int)]
}

/// Remembers the folded names of the list being filtered and the rows of the last query.
///
/// Derived from its keys alone (the list and the query), so states compare equal whatever it holds.
final class FilterCache: Equatable, Sendable {
    private struct Memo {
        var list: String
        var candidates: FilterCandidates?
        var query: String?
        var rows: ListRows.Storage?
    }

    private let memo = Mutex<Memo?>(nil)

    init() {}

    /// The folded names of `list`, made with `make` when the list changed.
    func candidates(list: String, make: () -> FilterCandidates) -> FilterCandidates {
        if let memo = memo.withLock({ $0 }), memo.list == list, let candidates = memo.candidates { return candidates }
        let candidates = make()
        memo.withLock { $0 = Memo(list: list, candidates: candidates) }
        return candidates
    }

    /// The rows of `query` over `list`, made with `make` when either changed.
    fileprivate func rows(list: String, query: String, make: () -> ListRows.Storage) -> ListRows.Storage {
        if let memo = memo.withLock({ $0 }), memo.list == list, memo.query == query, let rows = memo.rows { return rows }
        let rows = make()
        memo.withLock { memo in
            if memo?.list == list {
                memo?.query = query
                memo?.rows = rows
            }
        }
        return rows
    }

    static func == (lhs: FilterCache, rhs: FilterCache) -> Bool { true }
}
