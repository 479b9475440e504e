import RecipeModel
import RecipeSearch

/// A search across every recipe, by name and by ingredient, shown as an overlay of results.
struct GlobalSearch: Equatable, Sendable {
    var query = ""
    var cursor = 0
    var results: [CatalogSearch.Result] = []

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
