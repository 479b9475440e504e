/// The countable words a unit may end with ("cup", "clove", "small bunch"), made to agree with an amount.
///
/// Only these words change: "2 large" stays "1 large", and a symbol ("g", "tbsp") has no plural.
enum UnitNouns {
    /// `unit` with its last word singular for an amount of 1 or less and plural above, when that word is a known noun.
    static func agreeing(_ unit: String, with amount: Double) -> String {
        guard !unit.isEmpty else { return unit }
        let lastSpace = unit.lastIndex(of: " ")
        let start = lastSpace.map { unit.index(after: $0) } ?? unit.startIndex
        let word = unit[start...]
        let lowered = word.lowercased()
        let replacement: String?
        if amount > 1 {
            replacement = plurals[lowered]
        } else {
            replacement = singulars[lowered]
        }
        guard let replacement, word.first?.isLowercase ?? false else { return unit }
        return unit[..<start] + replacement
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
