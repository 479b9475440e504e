import RecipeModel

/// What a cell shows on a terminal that is not UTF-8: ASCII that keeps the cell's width and, where it can, its meaning.
///
/// The frames are drawn in Unicode (box lines, arrows, the selection marker, "…"); under a locale
/// such as "C" the painter swaps each cell for these before it reaches ncurses, so that a Latin-1
/// or ASCII terminal shows `|` and `>` rather than bytes of UTF-8 it cannot read.
package enum AsciiFallback {
    /// The ASCII for a cell's text: one character, or two for a wide (two-cell) character.
    package static func text(for cell: String) -> String {
        guard let first = cell.unicodeScalars.first else { return "" }
        if first.isASCII { return String(Character(first)) }
        if let mapped = symbols[first] { return String(mapped) }
        if let base = latinBase(first) { return String(base) }
        let width = first.value < 0x1100 ? 1 : Int(DisplayWidth.of(first))
        return width == 2 ? "??" : "?"
    }

    /// The app's own symbols, each as the ASCII that reads most like it.
    static let symbols: [Unicode.Scalar: Character] = [
        "│": "|", "─": "-", "┌": "+", "┐": "+", "└": "+", "┘": "+", "▏": "|",
        "▸": ">", "▶": ">", "›": ">", "→": ">", "←": "<", "↑": "^", "↓": "v",
        "█": "#", "░": ".", "…": "~", "·": "-", "×": "x", "–": "-", "—": "-", "‘": "'", "’": "'", "“": "\"", "”": "\"", "½": "/", "¼": "/", "¾": "/", "°": "o",
    ]

    /// The unaccented letter of a letter with a diacritic ("é" to "e", "Ç" to "C"), from the sort-key folding.
    static func latinBase(_ scalar: Unicode.Scalar) -> Character? {
        let folded = SortKeyFolding.key(for: String(Character(scalar)))
        guard folded.count == 1, let base = folded.unicodeScalars.first, base.isASCII, base.properties.isAlphabetic else { return nil }
        return Character(scalar.properties.isUppercase ? String(Character(base)).uppercased() : String(Character(base)))
    }
}
