/// How well a query matches a text, and which characters of the text matched.
///
/// A contiguous match beats a scattered one; a match at the start of the text or of a word beats one
/// in the middle; earlier beats later. Matching ignores case and accents (both sides are folded).
struct FuzzyMatch: Equatable, Sendable {
    /// Higher is better.
    var score: Int
    /// Indices of the matched `Character`s of the original text, ascending.
    var matchedCharacters: [Int]

    /// Scores from here up are whole substrings; below, scattered letters.
    static let substringScore = 5_000

    /// Whether the query appears whole in the text, rather than as scattered letters.
    var isSubstring: Bool { score >= Self.substringScore }

    /// Matches `query` against `text`, or returns nil when not every query scalar appears in order.
    static func match(_ query: FoldedText, in text: FoldedText) -> FuzzyMatch? {
        let needle = query.scalars
        let haystack = text.scalars
        guard !needle.isEmpty else { return FuzzyMatch(score: 0, matchedCharacters: []) }
        guard needle.count <= haystack.count else { return nil }
        if let start = firstOccurrence(of: needle, in: haystack) {
            var score = 2 * Self.substringScore - min(start, 1000)
            if start == 0 { score += 5_000 } else if isWordStart(haystack, start) { score += 2_500 }
            score -= haystack.count - needle.count  // A closer fit ranks higher.
            return FuzzyMatch(score: score, matchedCharacters: characters(text, start..<(start + needle.count)))
        }
        // A subsequence: take each query scalar at its first chance, preferring word starts nearby.
        var positions: [Int] = []
        positions.reserveCapacity(needle.count)
        var next = 0
        for scalar in needle {
            guard let found = haystack[next...].firstIndex(of: scalar) else { return nil }
            positions.append(found)
            next = found + 1
        }
        var score = 1_000
        for (offset, position) in positions.enumerated() {
            if offset > 0 {
                let gap = position - positions[offset - 1] - 1
                score -= min(gap, 20) * 10
            }
            if isWordStart(haystack, position) { score += 30 }
        }
        score -= positions[0]
        return FuzzyMatch(score: score, matchedCharacters: Array(Set(positions.map { text.origins[$0] })).sorted())
    }

    private static func firstOccurrence(of needle: [Unicode.Scalar], in haystack: [Unicode.Scalar]) -> Int? {
        let first = needle[0]
        let last = haystack.count - needle.count
        var start = 0
        while start <= last {
            if haystack[start] == first {
                var matched = 1
                while matched < needle.count && haystack[start + matched] == needle[matched] { matched += 1 }
                if matched == needle.count { return start }
            }
            start += 1
        }
        return nil
    }

    private static func isWordStart(_ scalars: [Unicode.Scalar], _ index: Int) -> Bool {
        index == 0 || !scalars[index - 1].properties.isAlphabetic && !("0"..."9").contains(scalars[index - 1])
    }

    private static func characters(_ text: FoldedText, _ range: Range<Int>) -> [Int] {
        var result: [Int] = []
        for index in range where result.last != text.origins[index] {
            result.append(text.origins[index])
        }
        return result
    }
}

/// Ranks candidates against a query: best score first, then shorter names, then the list's own order.
enum SearchRanking {
    struct Hit: Equatable, Sendable {
        /// The candidate's index in the list that was searched.
        var index: Int
        var match: FuzzyMatch
    }

    /// The best `limit` hits in ranking order, without sorting the rest.
    static func best(_ hits: [(hit: Hit, length: Int)], limit: Int) -> [Hit] {
        guard hits.count > limit else { return hits.sorted(by: precedes).map(\.hit) }
        // Keep a sorted window of the best `limit`; most hits fall below its last and cost one comparison.
        var window = hits.prefix(limit).sorted(by: precedes)
        for candidate in hits.dropFirst(limit) where precedes(candidate, window[window.count - 1]) {
            let position = window.firstIndex { precedes(candidate, $0) } ?? window.count
            window.insert(candidate, at: position)
            window.removeLast()
        }
        return window.map(\.hit)
    }

    /// Ranking order: higher score, then shorter name, then earlier in the list.
    private static func precedes(_ a: (hit: Hit, length: Int), _ b: (hit: Hit, length: Int)) -> Bool {
        if a.hit.match.score != b.hit.match.score { return a.hit.match.score > b.hit.match.score }
        if a.length != b.length { return a.length < b.length }
        return a.hit.index < b.hit.index
    }

    static func rank(_ query: FoldedText, _ candidates: [(text: FoldedText, length: Int)]) -> [Hit] {
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
