import RecipeModel

/// Text reduced for matching: lower case without accents, as UTF-8, remembering which character each byte came from.
///
/// "Crème Brûlée" folds to "creme brulee", so a search for "brul" finds it, and the matched bytes
/// map back to the characters to highlight. The folding is `SortKeyFolding`'s, the one the catalog's
/// search text (`CatalogSearchText`) is made with, so a name matches there exactly as it does here.
package struct FoldedText: Sendable {
    /// The folded text, UTF-8.
    let bytes: [UInt8]
    /// For each folded byte, the index of the `Character` of the original text it came from.
    let origins: [Int]

    package init(_ text: String) {
        (bytes, origins) = SortKeyFolding.keyBytes(for: text)
    }
}
