import RecipeModel
import Synchronization

/// The last query of a global search and what it matched, shared by copies of the state so that the next, longer query looks only at those.
///
/// It is derived from the catalog and the queries alone, so two states compare equal whatever it holds.
package final class SearchNarrowing: Equatable, Sendable {
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

    package static func == (lhs: SearchNarrowing, rhs: SearchNarrowing) -> Bool { true }
}
