import RecipeModel
import Synchronization

/// The last query of a global search and what it matched, so that the next, longer query looks only at those.
///
/// Its answer depends on the catalog and the query alone: what it remembers only makes it faster.
package final class SearchNarrowing: Sendable {
    private let last = Mutex<(query: String, matched: CatalogSearch.Matched)?>(nil)
    /// The words of the last query with conditions and the ingredients they matched: which ingredients
    /// words match does not depend on the conditions, so longer words look only at those.
    private let lastWords = Mutex<(words: String, ingredients: [Int32])?>(nil)
    /// What the last query's conditions left, term by term.
    private let conditions = ConditionNarrowing()

    package init() {}

    /// What a query found: the results, and when there are none, the condition that left none.
    package struct Found: Equatable, Sendable {
        package var results: [CatalogSearch.Result]
        /// The first condition (as typed) after which no recipe was left, if one was.
        package var emptiedBy: String?
    }

    /// Searches the catalog, looking only at what the previous query matched when this one extends it.
    package func search(_ query: String, limit: Int, in catalog: RecipeCatalog) -> [CatalogSearch.Result] {
        find(query, limit: limit, in: catalog).results
    }

    /// Searches the catalog with the query language (see `RecipeQuery`): a query without conditions
    /// or malformed terms is matched whole, as a plain search always was; otherwise the conditions
    /// narrow the recipes first, and the words rank what is left.
    /// `i:` terms match through `synonyms` and scan `words`, the ingredients' lines of stems kept for the catalog.
    package func find(
        _ query: String, limit: Int, in catalog: RecipeCatalog, synonyms: QueryFilter.Synonyms? = nil, words ingredientWords: IngredientWordText = IngredientWordText()
    ) -> Found {
        let parsed = RecipeQuery(query)
        guard parsed.hasConditions || !parsed.malformed.isEmpty else { return Found(results: plain(query, limit: limit, in: catalog)) }
        let words = parsed.words
        guard parsed.hasConditions else { return Found(results: plain(words, limit: limit, in: catalog)) }
        let outcome = QueryFilter(catalog: catalog, synonyms: synonyms, words: ingredientWords).entries(matching: parsed, narrowing: conditions)
        let search = CatalogSearch(catalog: catalog)
        if words.isEmpty {
            return Found(results: outcome.entries.prefix(limit).map { search.result(ofEntry: Int($0)) }, emptiedBy: outcome.emptiedBy)
        }
        // Only the ingredients of the recipes left can make a hit. Every ingredient the words match is
        // kept for the next key when every one was compared: the last words' matches when these extend
        // them, or all of them when the conditions left many recipes; when they left few, only theirs.
        let text = catalog.searchText
        let ingredients: [Int32]
        var everyOne = true
        if let previous = lastWords.withLock({ $0 }), words.hasPrefix(previous.words) {
            ingredients = previous.ingredients
        } else if outcome.entries.count * 4 < text.entryCount {
            ingredients = Self.ingredients(usedBy: outcome.entries, in: text)
            everyOne = false
        } else {
            ingredients = (0..<Int32(text.ingredientCount)).map { $0 }
        }
        let (results, matched) = search.search(FoldedText(words), limit: limit, within: CatalogSearch.Matched(entries: outcome.entries, ingredients: ingredients))
        lastWords.withLock { $0 = everyOne ? (words, matched.ingredients) : nil }
        return Found(results: results, emptiedBy: outcome.emptiedBy ?? (results.isEmpty && !outcome.entries.isEmpty ? words : nil))
    }

    /// The distinct ingredients of `entries`, in number order.
    private static func ingredients(usedBy entries: [Int32], in text: CatalogSearchText) -> [Int32] {
        var used = [Bool](repeating: false, count: text.ingredientCount)
        for entry in entries {
            for position in text.ingredientPositions(ofEntry: Int(entry)) { used[text.ingredientNumber(at: position)] = true }
        }
        return used.indices.compactMap { used[$0] ? Int32($0) : nil }
    }

    /// A plain search, narrowed by the previous one when this query extends it.
    private func plain(_ query: String, limit: Int, in catalog: RecipeCatalog) -> [CatalogSearch.Result] {
        let previous = last.withLock { $0 }
        // An empty query (a lone `"` leaves no words) matches nothing, which says nothing of a longer one.
        let within = previous.flatMap { !$0.query.isEmpty && query.hasPrefix($0.query) ? $0.matched : nil }
        // The search is a view of the catalog's search text: making one costs nothing, so none is kept.
        let (results, matched) = CatalogSearch(catalog: catalog).search(FoldedText(query), limit: limit, within: within)
        last.withLock { $0 = (query, matched) }
        return results
    }
}
