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
    mutating func update(using index: SearchIndex, catalog: RecipeCatalog) {
        cursor = 0
        guard !query.isEmpty else {
            results = []
            return
        }
        results = index.search(FoldedText(query), limit: Self.maximumResults)
    }
}

/// Every recipe's name and ingredients folded once, so each keystroke of a global search only compares.
struct SearchIndex: Sendable {
    private struct Entry: Sendable {
        var id: String
        var name: FoldedText
        var nameLength: Int
        var ingredients: [(original: String, folded: FoldedText)]
    }

    private let entries: [Entry]

    init(catalog: RecipeCatalog) {
        var entries: [Entry] = []
        for category in catalog.categories {
            for recipe in catalog.recipes(in: category.id) {
                entries.append(Entry(
                    id: recipe.id,
                    name: FoldedText(recipe.name),
                    nameLength: recipe.name.count,
                    ingredients: recipe.ingredients.map { ($0.name, FoldedText($0.name)) }
                ))
            }
        }
        self.entries = entries
    }

    /// The best matches: names containing the query, then recipes using an ingredient that contains
    /// it, then names holding the query's letters scattered; each group ranked best first.
    func search(_ query: FoldedText, limit: Int) -> [GlobalSearch.Result] {
        let nameHits = SearchRanking.rank(query, entries.map { ($0.name, $0.nameLength) })
        let (whole, scattered) = (nameHits.filter { $0.match.isSubstring }, nameHits.filter { !$0.match.isSubstring })
        var results = whole.prefix(limit).map {
            GlobalSearch.Result(recipeID: entries[$0.index].id, matchedCharacters: $0.match.matchedCharacters)
        }
        if results.count < limit {
            let named = Set(results.map(\.recipeID))
            var ingredientHits: [(score: Int, entry: Int, ingredient: String)] = []
            for (index, entry) in entries.enumerated() where !named.contains(entry.id) {
                var best: (Int, String)?
                for ingredient in entry.ingredients {
                    // Ingredients match as substrings only: scattered letters across a long list mislead.
                    if let match = FuzzyMatch.match(query, in: ingredient.folded), match.isSubstring, match.score > (best?.0 ?? Int.min) {
                        best = (match.score, ingredient.original)
                    }
                }
                if let best { ingredientHits.append((best.0, index, best.1)) }
            }
            ingredientHits.sort { $0.score != $1.score ? $0.score > $1.score : $0.entry < $1.entry }
            for hit in ingredientHits.prefix(limit - results.count) {
                results.append(GlobalSearch.Result(recipeID: entries[hit.entry].id, matchedCharacters: [], ingredient: hit.ingredient))
            }
        }
        let found = Set(results.map(\.recipeID))
        for hit in scattered where results.count < limit && !found.contains(entries[hit.index].id) {
            results.append(GlobalSearch.Result(recipeID: entries[hit.index].id, matchedCharacters: hit.match.matchedCharacters))
        }
        return results
    }
}

/// The search index, built the first time a global search needs it and shared by copies of the state.
///
/// It is derived from the catalog alone, so two states compare equal whatever their caches hold.
final class SearchIndexCache: Equatable, Sendable {
    private let index = Mutex<SearchIndex?>(nil)

    init() {}

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
