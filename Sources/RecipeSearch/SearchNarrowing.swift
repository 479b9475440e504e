import RecipeModel
import Synchronization

/// The last query of a global search and what it matched, so that the next, longer query looks only at those.
///
/// Its answer depends on the catalog and the query alone: what it remembers only makes it faster.
package final class SearchNarrowing: Sendable {
    private let last = Mutex<(query: String, matched: CatalogSearch.Matched)?>(nil)

    package init() {}

    /// Searches the catalog, looking only at what the previous query matched when this one extends it.
    package func search(_ query: String, limit: Int, in catalog: RecipeCatalog) -> [CatalogSearch.Result] {
        let previous = last.withLock { $0 }
        let within = previous.flatMap { query.hasPrefix($0.query) ? $0.matched : nil }
        // The search is a view of the catalog's search text: making one costs nothing, so none is kept.
        let (results, matched) = CatalogSearch(catalog: catalog).search(FoldedText(query), limit: limit, within: within)
        last.withLock { $0 = (query, matched) }
        return results
    }
}
