import RecipeModel

/// Ingredient names compared through simple plurals: "tomato" finds "tomatoes", "cherry tomatoes"
/// and "Tomato"; "berries" finds "berry"; "leaves" finds "leaf".
///
/// Names and terms are folded (`RecipeLabels.fold`), split into words, and each word reduced to a
/// singular stem; a term matches a name whose words contain the term's words in a row.
package enum IngredientWords {
    /// The folded words of a name or term, each reduced to its singular stem.
    package static func stems(_ text: String) -> [String] {
        String(decoding: RecipeLabels.fold(text), as: UTF8.self)
            .split(whereSeparator: { !($0.isLetter || $0.isNumber) })
            .map { singular(String($0)) }
    }

    /// Whether `name`'s stems contain `term`'s stems in a row.
    package static func matches(name: [String], term: [String]) -> Bool {
        guard !term.isEmpty, term.count <= name.count else { return false }
        for start in 0...(name.count - term.count) where name[start..<(start + term.count)].elementsEqual(term) { return true }
        return false
    }

    /// A word's singular stem by the common English rules; words of three letters or fewer stay as they are.
    static func singular(_ word: String) -> String {
        guard word.count > 3 else { return word }
        if word.hasSuffix("ies") { return String(word.dropLast(3)) + "y" }
        if word.hasSuffix("ves") { return String(word.dropLast(3)) + "f" }
        for suffix in ["oes", "ches", "shes", "sses", "xes", "zes"] where word.hasSuffix(suffix) { return String(word.dropLast(2)) }
        if word.hasSuffix("ss") || word.hasSuffix("us") || word.hasSuffix("is") { return word }
        if word.hasSuffix("s") { return String(word.dropLast()) }
        if word.hasSuffix("f") { return word }
        return word
    }
}
