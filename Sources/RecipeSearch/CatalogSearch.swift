import RecipeModel

/// Finds recipes anywhere by name or ingredient, scanning the catalog's folded search text with no recipe decoded.
///
/// A query is compared with each distinct ingredient name once; a recipe then matches by
/// ingredient when one of its ingredient numbers matched. Nothing is allocated per recipe but its
/// place in the lists of hits, so a keystroke over 100,000 recipes costs a few milliseconds.
package struct CatalogSearch: Sendable {
    /// A recipe found, with what to highlight or to name beside it.
    package struct Result: Equatable, Sendable {
        package var recipeID: String
        /// Matched characters of the recipe's name; empty when only an ingredient matched.
        package var matchedCharacters: [Int]
        /// The ingredient that matched, when the name did not.
        package var ingredient: String?
    }

    /// What one query matched in any way; a longer query that extends it can only match a subset.
    struct Matched: Sendable {
        var entries: [Int32]
        var ingredients: [Int32]
    }

    private let text: CatalogSearchText

    /// Takes the catalog's search text as it lies in the index: nothing is copied or computed, so a search need not be kept.
    init(catalog: RecipeCatalog) {
        text = catalog.searchText
    }

    /// A recipe that matched, with what ranks it.
    private struct Hit {
        var score: Int
        var length: Int
        var entry: Int
        /// The ingredient that matched, for a recipe found by ingredient.
        var ingredient: Int = -1

        static func precedes(_ a: Hit, _ b: Hit) -> Bool {
            SearchRanking.precedes(score: a.score, length: a.length, index: a.entry, before: (b.score, b.length, b.entry))
        }

        /// Ingredient matches rank by the ingredient's score, then in list order: a name's length says nothing here.
        static func precedesByIngredient(_ a: Hit, _ b: Hit) -> Bool {
            a.score != b.score ? a.score > b.score : a.entry < b.entry
        }
    }

    /// The hits of one query, by kind, and everything it matched.
    private struct Hits {
        var whole: [Hit] = []
        var byIngredient: [Hit] = []
        var scattered: [Hit] = []
        var matched = Matched(entries: [], ingredients: [])
    }

    /// The best matches: names containing the query, then recipes using an ingredient that contains
    /// it, then names holding the query's letters scattered; each group ranked best first.
    ///
    /// `within` narrows the search to what matched a prefix of this query: whatever matches "lemo"
    /// also matched "lem", so typing on only ever looks at fewer recipes and ingredients.
    /// - Returns: the results, and everything that matched in any way, for the next letter.
    func search(_ query: FoldedText, limit: Int, within: Matched? = nil) -> (results: [Result], matched: Matched) {
        var hits = Hits()
        let needleScalars = query.bytes.withUnsafeBytes { FuzzyMatch.scalarCount($0) }
        // Matching reads bytes through pointers, for memchr and for loops without a check per byte;
        // they point into the text's span and into the query's array only for the length of the call.
        text.withBytes { textBytes in textBytes.withUnsafeBytes { bytes in query.bytes.withUnsafeBytes { needle in
            // Ingredients match as substrings only: scattered letters across a long list mislead.
            var scores = [Int](repeating: Int.min, count: text.ingredientCount)
            if let within {
                for number in within.ingredients { scoreIngredient(Int(number), needle: needle, needleScalars: needleScalars, bytes: bytes, scores: &scores, hits: &hits) }
            } else {
                for number in scores.indices { scoreIngredient(number, needle: needle, needleScalars: needleScalars, bytes: bytes, scores: &scores, hits: &hits) }
            }
            scores.withUnsafeBufferPointer { scores in
                if let within {
                    for entry in within.entries { match(Int(entry), needle: needle, needleScalars: needleScalars, bytes: bytes, scores: scores, hits: &hits) }
                } else {
                    for entry in 0..<text.entryCount { match(entry, needle: needle, needleScalars: needleScalars, bytes: bytes, scores: scores, hits: &hits) }
                }
            }
        } } }

        var ranked = SearchRanking.best(hits.whole, limit: limit, by: Hit.precedes)
        ranked += SearchRanking.best(hits.byIngredient, limit: limit - ranked.count, by: Hit.precedesByIngredient)
        ranked += SearchRanking.best(hits.scattered, limit: limit - ranked.count, by: Hit.precedes)
        let results = ranked.map { hit in
            if hit.ingredient >= 0 {
                return Result(recipeID: text.recipeID(ofEntry: hit.entry), matchedCharacters: [], ingredient: text.ingredientName(hit.ingredient))
            }
            // Only the shown results need their highlights, which the folded name alone cannot place.
            let name = text.recipeName(ofEntry: hit.entry)
            let characters = FuzzyMatch.match(query, in: FoldedText(name))?.matchedCharacters ?? []
            return Result(recipeID: text.recipeID(ofEntry: hit.entry), matchedCharacters: characters)
        }
        return (results, hits.matched)
    }

    /// An entry as a result with nothing highlighted: found by its conditions alone.
    func result(ofEntry entry: Int) -> Result {
        Result(recipeID: text.recipeID(ofEntry: entry), matchedCharacters: [])
    }

    @inline(__always)
    private func scoreIngredient(_ number: Int, needle: UnsafeRawBufferPointer, needleScalars: Int, bytes: UnsafeRawBufferPointer, scores: inout [Int], hits: inout Hits) {
        let haystack = UnsafeRawBufferPointer(rebasing: bytes[text.foldedIngredient(number)])
        guard let score = FuzzyMatch.substringScore(needle, needleScalars: needleScalars, in: haystack) else { return }
        scores[number] = score
        hits.matched.ingredients.append(Int32(number))
    }

    /// Matches one recipe: by name as a substring, else by an ingredient, else by scattered letters of its name.
    @inline(__always)
    private func match(_ entry: Int, needle: UnsafeRawBufferPointer, needleScalars: Int, bytes: UnsafeRawBufferPointer, scores: UnsafeBufferPointer<Int>, hits: inout Hits) {
        let haystack = UnsafeRawBufferPointer(rebasing: bytes[text.foldedName(ofEntry: entry)])
        let length = text.foldedNameLength(ofEntry: entry)
        if let score = FuzzyMatch.substringScore(needle, needleScalars: needleScalars, in: haystack, haystackScalars: length) {
            hits.whole.append(Hit(score: score, length: length, entry: entry))
        } else if let hit = ingredientHit(entry, scores: scores) {
            hits.byIngredient.append(hit)
        } else if let score = FuzzyMatch.scatteredScore(needle, in: haystack, matched: { _ in }) {
            hits.scattered.append(Hit(score: score, length: length, entry: entry))
        } else {
            return
        }
        hits.matched.entries.append(Int32(entry))
    }

    /// The entry's best-scoring matched ingredient (the first of equals), if any matched.
    @inline(__always)
    private func ingredientHit(_ entry: Int, scores: UnsafeBufferPointer<Int>) -> Hit? {
        var best: Hit?
        for position in text.ingredientPositions(ofEntry: entry) {
            let number = text.ingredientNumber(at: position)
            let score = scores[number]
            if score != Int.min && score > (best?.score ?? Int.min) {
                best = Hit(score: score, length: 0, entry: entry, ingredient: number)
            }
        }
        return best
    }
}
