/// The countable words a unit may end with ("cup", "clove", "small bunch"), made to agree with an amount.
///
/// Only these words change: "2 large" stays "1 large", and a symbol ("g", "tbsp") has no plural.
enum UnitNouns {
    /// `unit` with its noun singular for an amount of 1 or less and plural above: the last word when it is
    /// a known noun ("small bunch"), else the first ("cup (225 g) sifted"); unchanged when neither is.
    static func agreeing(_ unit: String, with amount: Double) -> String {
        guard !unit.isEmpty else { return unit }
        let lastStart = unit.lastIndex(of: " ").map { unit.index(after: $0) } ?? unit.startIndex
        if let agreed = agreeing(unit, word: lastStart..<unit.endIndex, with: amount) { return agreed }
        guard let firstEnd = unit.firstIndex(of: " ") else { return unit }
        return agreeing(unit, word: unit.startIndex..<firstEnd, with: amount) ?? unit
    }

    /// `unit` with the word at `range` made to agree with `amount`; nil when it is not a known noun in lower case.
    private static func agreeing(_ unit: String, word range: Range<String.Index>, with amount: Double) -> String? {
        let word = unit[range]
        guard word.first?.isLowercase ?? false, let replacement = amount > 1 ? plurals[String(word)] : singulars[String(word)] else { return nil }
        var agreed = unit
        agreed.replaceSubrange(range, with: replacement)
        return agreed
    }

    private static let singularWords = [
        "cup", "teaspoon", "tablespoon", "pound", "ounce", "pint", "quart", "gallon", "gram", "kilogram",
        "liter", "litre", "milliliter", "millilitre", "clove", "can", "tin", "jar", "bottle", "slice", "head",
        "stalk", "sprig", "bunch", "leaf", "ear", "fillet", "bag", "pinch", "handful", "ball", "piece", "dash",
        "package", "packet", "stick", "sheet", "strip", "cube", "drop", "knob", "loaf", "bulb", "wedge", "box",
        "bar", "envelope", "scoop", "splash", "sachet", "pod", "rib", "rasher", "inch", "link", "square",
        "serving", "portion", "batch", "recipe", "carton", "container", "glass", "sprinkle", "shot", "stem",
    ]

    private static let irregular = ["leaf": "leaves", "loaf": "loaves"]

    private static let plurals: [String: String] = {
        var table: [String: String] = [:]
        for word in singularWords {
            if let plural = irregular[word] {
                table[word] = plural
            } else if word.hasSuffix("ch") || word.hasSuffix("sh") || word.hasSuffix("x") || word.hasSuffix("s") {
                table[word] = word + "es"
            } else {
                table[word] = word + "s"
            }
        }
        return table
    }()

    private static let singulars: [String: String] = Dictionary(uniqueKeysWithValues: plurals.map { ($1, $0) })
}
