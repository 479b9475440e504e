import RecipeModel

/// Text reduced for matching: lower case without accents, remembering which character each scalar came from.
///
/// "Crème Brûlée" folds to "creme brulee", so a search for "brul" finds it, and the matched scalars
/// map back to the characters to highlight.
struct FoldedText: Sendable {
    /// The folded scalars.
    let scalars: [Unicode.Scalar]
    /// For each folded scalar, the index of the `Character` of the original text it came from.
    let origins: [Int]

    init(_ text: String) {
        var scalars: [Unicode.Scalar] = []
        var origins: [Int] = []
        scalars.reserveCapacity(text.utf8.count)
        origins.reserveCapacity(text.utf8.count)
        for (index, character) in text.enumerated() {
            if character.isASCII, let ascii = character.asciiValue {
                // The common case, without a table lookup.
                let lower = ascii >= 65 && ascii <= 90 ? ascii + 32 : ascii
                scalars.append(Unicode.Scalar(lower))
                origins.append(index)
                continue
            }
            let folded = SortKeyFolding.key(for: String(character))
            for scalar in folded.unicodeScalars {
                scalars.append(scalar)
                origins.append(index)
            }
        }
        self.scalars = scalars
        self.origins = origins
    }

    var isEmpty: Bool { scalars.isEmpty }
}
