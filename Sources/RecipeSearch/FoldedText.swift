import RecipeModel

/// Text reduced for matching: lower case without accents, as UTF-8, remembering which character each byte came from.
///
/// "Crème Brûlée" folds to "creme brulee", so a search for "brul" finds it, and the matched bytes
/// map back to the characters to highlight. The folding is `SortKeyFolding`'s, character by
/// character, which gives the same bytes as folding the whole text: the catalog's search text
/// (`CatalogSearchText`) is folded that way, so a name matches there exactly as it does here.
package struct FoldedText: Sendable {
    /// The folded text, UTF-8.
    let bytes: [UInt8]
    /// For each folded byte, the index of the `Character` of the original text it came from.
    let origins: [Int]

    package init(_ text: String) {
        var bytes: [UInt8] = []
        var origins: [Int] = []
        bytes.reserveCapacity(text.utf8.count)
        origins.reserveCapacity(text.utf8.count)
        for (index, character) in text.enumerated() {
            // The common case, without a table lookup; "\r\n" is one ASCII character of two bytes and takes the long way.
            if character.utf8.count == 1, let ascii = character.asciiValue {
                bytes.append(ascii >= 65 && ascii <= 90 ? ascii + 32 : ascii)
                origins.append(index)
                continue
            }
            for byte in SortKeyFolding.key(for: String(character)).utf8 {
                bytes.append(byte)
                origins.append(index)
            }
        }
        self.bytes = bytes
        self.origins = origins
    }

    var isEmpty: Bool { bytes.isEmpty }
}
