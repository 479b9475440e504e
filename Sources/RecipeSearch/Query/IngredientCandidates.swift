import RecipeModel

/// Which distinct ingredients may match a name through `IngredientWords`, found by scanning the
/// folded names for a few bytes rather than splitting every name into words.
///
/// A collection names as many distinct ingredients as it has references to other recipes (each is
/// named by the recipe's file): at 100,000 recipes, about 100,000 names. Splitting and stemming each
/// one for every key cost over a second; a byte scan of the folded names costs about a millisecond,
/// and only the few names it keeps are stemmed.
package enum IngredientCandidates {
    /// The bytes every name that matches `stems` holds: the longest stem without its last character.
    ///
    /// A word's stem is the folded word itself, or the word less a plural ending ("egg" of "eggs",
    /// "berr" + "y" of "berries", "lea" + "f" of "leaves"): without its last character, it is always
    /// part of the word as written. Nil when that leaves nothing, which rules out no name.
    package static func needle(_ stems: [String]) -> [UInt8]? {
        guard let longest = stems.max(by: { $0.utf8.count < $1.utf8.count }) else { return nil }
        let bytes = Array(String(longest.dropLast()).utf8)
        return bytes.isEmpty ? nil : bytes
    }

    /// For each distinct ingredient, whether its folded name holds one of `needles`; every one when a needle is nil.
    package static func marks(_ needles: [[UInt8]?], in text: CatalogSearchText) -> [Bool] {
        let count = text.ingredientCount
        if needles.contains(where: { $0 == nil }) { return [Bool](repeating: true, count: count) }
        let needles = needles.compactMap { $0 }
        var marks = [Bool](repeating: false, count: count)
        text.withBytes { bytes in
            for number in 0..<count {
                let name = text.foldedIngredient(number)
                marks[number] = needles.contains { contains(bytes, name, $0) }
            }
        }
        return marks
    }

    /// Whether `bytes[range]` holds `needle` as a run.
    private static func contains(_ bytes: Span<UInt8>, _ range: Range<Int>, _ needle: [UInt8]) -> Bool {
        guard let first = needle.first, needle.count <= range.count else { return needle.isEmpty }
        var start = range.lowerBound
        let last = range.upperBound - needle.count
        while start <= last {
            if bytes[start] == first {
                var offset = 1
                while offset < needle.count && bytes[start + offset] == needle[offset] { offset += 1 }
                if offset == needle.count { return true }
            }
            start += 1
        }
        return false
    }
}
