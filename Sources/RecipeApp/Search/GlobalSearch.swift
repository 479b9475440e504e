import RecipeModel
import Synchronization

/// A search across every recipe, by name and by ingredient, shown as an overlay of results.
struct GlobalSearch: Equatable, Sendable {
    struct Result: Equatable, Sendable {
        var recipeID: String
        /// Matched characters of the recipe's name; empty when only an ingredient matched.
        var matchedCharacters: [Int]
        /// The ingredient that matched, when the name did not.
        var ingredient: String?
    }

    var query = ""
    var cursor = 0
    var results: [Result] = []

    /// Results beyond this are not ranked further; nobody scrolls past them.
    static let maximumResults = 200

    /// Recomputes the results for the current query.
    mutating func update(using narrowing: SearchNarrowing, catalog: RecipeCatalog) {
        cursor = 0
        guard !query.isEmpty else {
            results = []
            return
        }
        results = narrowing.search(query, limit: Self.maximumResults, in: catalog)
    }
}

/// The last query of a global search and what it matched, shared by copies of the state so that the next, longer query looks only at those.
///
/// It is derived from the catalog and the queries alone, so two states compare equal whatever it holds.
final class SearchNarrowing: Equatable, Sendable {
    private let last = Mutex<(query: String, matched: SearchIndex.Matched)?>(nil)

    init() {}

    /// Searches the catalog, looking only at what the previous query matched when this one extends it.
    func search(_ query: String, limit: Int, in catalog: RecipeCatalog) -> [GlobalSearch.Result] {
        let previous = last.withLock { $0 }
        let within = previous.flatMap { query.hasPrefix($0.query) ? $0.matched : nil }
        // The index is a view of the catalog's search text: making one costs nothing, so none is kept.
        let (results, matched) = SearchIndex(catalog: catalog).search(FoldedText(query), limit: limit, within: within)
        last.withLock { $0 = (query, matched) }
        return results
    }

    static func == (lhs: SearchNarrowing, rhs: SearchNarrowing) -> Bool { true }
}
