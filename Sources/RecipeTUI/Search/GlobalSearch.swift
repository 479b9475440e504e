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
    mutating func update(using cache: SearchIndexCache, catalog: RecipeCatalog) {
        cursor = 0
        guard !query.isEmpty else {
            results = []
            return
        }
        results = cache.search(query, limit: Self.maximumResults, in: catalog)
    }
}

/// The search index, built the first time a global search needs it and shared by copies of the state.
///
/// It is derived from the catalog alone, so two states compare equal whatever their caches hold.
final class SearchIndexCache: Equatable, Sendable {
    private let index = Mutex<SearchIndex?>(nil)
    /// The last query searched and the entries it matched, to narrow the next, longer query.
    private let last = Mutex<(query: String, matched: SearchIndex.Matched)?>(nil)

    init() {}

    /// Searches the catalog, looking only at what the previous query matched when this one extends it.
    func search(_ query: String, limit: Int, in catalog: RecipeCatalog) -> [GlobalSearch.Result] {
        let index = index(for: catalog)
        let previous = last.withLock { $0 }
        let within = previous.flatMap { query.hasPrefix($0.query) ? $0.matched : nil }
        let (results, matched) = index.search(FoldedText(query), limit: limit, within: within)
        last.withLock { $0 = (query, matched) }
        return results
    }

    func index(for catalog: RecipeCatalog) -> SearchIndex {
        index.withLock { cached in
            if let cached { return cached }
            let built = SearchIndex(catalog: catalog)
            cached = built
            return built
        }
    }

    static func == (lhs: SearchIndexCache, rhs: SearchIndexCache) -> Bool { true }
}
