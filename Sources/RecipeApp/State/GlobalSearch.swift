import RecipeModel
import RecipeSearch

/// A search across every recipe, by name and by ingredient, narrowed by the query language's conditions (`RecipeQuery`), shown as an overlay of results.
struct GlobalSearch: Equatable, Sendable {
    var query = ""
    var cursor = 0
    var results: [CatalogSearch.Result] = []
    /// When nothing is found, the condition after which nothing was left (see `RecipeQuery`).
    var emptiedBy: String?

    /// Results beyond this are not ranked further; nobody scrolls past them.
    static let maximumResults = 200

    /// Recomputes the results for the current query; `i:` terms match through `synonyms` too (the aisle file's).
    mutating func update(using narrowing: SearchNarrowing, catalog: RecipeCatalog, synonyms: QueryFilter.Synonyms? = nil) {
        cursor = 0
        guard !query.isEmpty else {
            results = []
            emptiedBy = nil
            return
        }
        let found = narrowing.find(query, limit: Self.maximumResults, in: catalog, synonyms: synonyms)
        results = found.results
        emptiedBy = found.emptiedBy
    }
}
