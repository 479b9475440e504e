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
    ///
    /// `within` narrows the search to the entries that matched a prefix of this query: whatever
    /// matches "lemo" also matched "lem", so typing on only ever looks at fewer entries.
    /// - Returns: the results, and every entry that matched in any way, for the next letter.
    func search(_ query: FoldedText, limit: Int, within: [Int]? = nil) -> (results: [GlobalSearch.Result], matched: [Int]) {
        var whole: [(hit: SearchRanking.Hit, length: Int)] = []
        var scattered: [(hit: SearchRanking.Hit, length: Int)] = []
        var ingredientHits: [(score: Int, entry: Int, ingredient: String)] = []
        var matched: [Int] = []
        for index in within ?? Array(entries.indices) {
            let entry = entries[index]
            let nameMatch = FuzzyMatch.match(query, in: entry.name)
            var ingredient: (Int, String)?
            if nameMatch?.isSubstring != true {
                for candidate in entry.ingredients {
                    // Ingredients match as substrings only: scattered letters across a long list mislead.
                    if let match = FuzzyMatch.match(query, in: candidate.folded), match.isSubstring, match.score > (ingredient?.0 ?? Int.min) {
                        ingredient = (match.score, candidate.original)
                    }
                }
            }
            guard nameMatch != nil || ingredient != nil else { continue }
            matched.append(index)
            if let nameMatch, nameMatch.isSubstring {
                whole.append((SearchRanking.Hit(index: index, match: nameMatch), entry.nameLength))
            } else if let ingredient {
                ingredientHits.append((ingredient.0, index, ingredient.1))
            } else if let nameMatch {
                scattered.append((SearchRanking.Hit(index: index, match: nameMatch), entry.nameLength))
            }
        }
        var results = SearchRanking.best(whole, limit: limit).map {
            GlobalSearch.Result(recipeID: entries[$0.index].id, matchedCharacters: $0.match.matchedCharacters)
        }
        if results.count < limit {
            ingredientHits.sort { $0.score != $1.score ? $0.score > $1.score : $0.entry < $1.entry }
            for hit in ingredientHits.prefix(limit - results.count) {
                results.append(GlobalSearch.Result(recipeID: entries[hit.entry].id, matchedCharacters: [], ingredient: hit.ingredient))
            }
        }
        if results.count < limit {
            results += SearchRanking.best(scattered, limit: limit - results.count).map {
                GlobalSearch.Result(recipeID: entries[$0.index].id, matchedCharacters: $0.match.matchedCharacters)
            }
        }
        return (results, matched)
    }
}

/// The search index, built the first time a global search needs it and shared by copies of the state.
///
/// It is derived from the catalog alone, so two states compare equal whatever their caches hold.
final class SearchIndexCache: Equatable, Sendable {
    private let index = Mutex<SearchIndex?>(nil)
    /// The last query searched and the entries it matched, to narrow the next, longer query.
    private let last = Mutex<(query: String, matched: [Int])?>(nil)

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
