/// Ranks candidates against a query: best score first, then shorter names, then the list's own order.
package enum SearchRanking {
    /// A candidate that matched, and how.
    package struct Hit: Equatable, Sendable {
        /// The candidate's index in the list that was searched.
        package var index: Int
        package var match: FuzzyMatch
    }

    /// The best `limit` hits in ranking order, without sorting the rest.
    static func best(_ hits: [(hit: Hit, length: Int)], limit: Int) -> [Hit] {
        best(hits, limit: limit, by: precedes).map(\.hit)
    }

    /// The first `limit` items in the order `precedes` gives, without sorting the rest.
    static func best<Item>(_ items: [Item], limit: Int, by precedes: (Item, Item) -> Bool) -> [Item] {
        guard items.count > limit else { return items.sorted(by: precedes) }
        guard limit > 0 else { return [] }
        // Keep a sorted window of the best `limit`; most items fall below its last and cost one comparison.
        var window = items.prefix(limit).sorted(by: precedes)
        for candidate in items.dropFirst(limit) where precedes(candidate, window[window.count - 1]) {
            let position = window.firstIndex { precedes(candidate, $0) } ?? window.count
            window.insert(candidate, at: position)
            window.removeLast()
        }
        return window
    }

    /// Ranking order: higher score, then shorter name, then earlier in the list.
    static func precedes(score: Int, length: Int, index: Int, before other: (score: Int, length: Int, index: Int)) -> Bool {
        if score != other.score { return score > other.score }
        if length != other.length { return length < other.length }
        return index < other.index
    }

    private static func precedes(_ a: (hit: Hit, length: Int), _ b: (hit: Hit, length: Int)) -> Bool {
        precedes(score: a.hit.match.score, length: a.length, index: a.hit.index, before: (b.hit.match.score, b.length, b.hit.index))
    }

    /// The candidates that match `query`, best first; each one's `length` (its name's, in characters) breaks ties of score.
    package static func rank(_ query: FoldedText, _ candidates: [(text: FoldedText, length: Int)]) -> [Hit] {
        var hits: [(hit: Hit, length: Int)] = []
        for (index, candidate) in candidates.enumerated() {
            if let match = FuzzyMatch.match(query, in: candidate.text) {
                hits.append((Hit(index: index, match: match), candidate.length))
            }
        }
        hits.sort(by: precedes)
        return hits.map(\.hit)
    }
}
