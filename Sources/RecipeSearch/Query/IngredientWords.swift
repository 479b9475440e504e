import RecipeModel

/// Ingredient names compared through simple plurals: "tomato" finds "tomatoes", "cherry tomatoes"
/// and "Tomato"; "berries" finds "berry"; "leaves" finds "leaf".
///
/// Names and terms are folded (`RecipeLabels.fold`), split into words (runs of ASCII letters and
/// digits; any character outside ASCII counts as a letter), and each word reduced to a singular stem;
/// a term matches a name whose words contain the term's words in a row. The words of a name are kept
/// as one line of bytes, " cherry tomato ", so that a term's line, " tomato ", is found in it by a
/// byte scan (see `IngredientWordText`).
package enum IngredientWords {
    /// The folded words of a name or term, each reduced to its singular stem.
    package static func stems(_ text: String) -> [String] {
        line(text).split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The stems of a name or term as one line, each word followed by a space, the first preceded by one: " egg white ".
    package static func line(_ text: String) -> [UInt8] {
        let folded = RecipeLabels.fold(text)
        var line: [UInt8] = []
        folded.withUnsafeBufferPointer { appendLine(of: $0, to: &line) }
        return line
    }

    /// Whether `name`'s stems contain `term`'s stems in a row.
    package static func matches(name: [String], term: [String]) -> Bool {
        guard !term.isEmpty, term.count <= name.count else { return false }
        for start in 0...(name.count - term.count) where name[start..<(start + term.count)].elementsEqual(term) { return true }
        return false
    }

    /// Appends the line of stems of the folded bytes `folded` to `line`: " " then each stem and a space.
    static func appendLine(of folded: UnsafeBufferPointer<UInt8>, to line: inout [UInt8]) {
        line.append(UInt8(ascii: " "))
        var start = 0
        while start < folded.count {
            guard isWordByte(folded[start]) else {
                start += 1
                continue
            }
            var end = start
            while end < folded.count && isWordByte(folded[end]) { end += 1 }
            appendSingular(UnsafeBufferPointer(rebasing: folded[start..<end]), to: &line)
            line.append(UInt8(ascii: " "))
            start = end
        }
    }

    /// A byte of a word: an ASCII letter or digit, or any byte of a character outside ASCII.
    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"), 0x80...: true
        default: false
        }
    }

    /// Appends a word's singular stem by the common English rules; words of three characters or fewer stay as they are.
    private static func appendSingular(_ word: UnsafeBufferPointer<UInt8>, to line: inout [UInt8]) {
        // Characters, not bytes: a byte that continues a character (10xxxxxx) starts none.
        let characters = word.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        func ends(_ suffix: StaticString) -> Bool {
            let count = suffix.utf8CodeUnitCount
            guard word.count >= count else { return false }
            return (0..<count).allSatisfy { word[word.count - count + $0] == suffix.utf8Start[$0] }
        }
        func keep(_ count: Int) { line.append(contentsOf: UnsafeBufferPointer(rebasing: word[..<count])) }
        guard characters > 3 else { return keep(word.count) }
        if ends("ies") {
            keep(word.count - 3)
            line.append(UInt8(ascii: "y"))
        } else if ends("ves") {
            keep(word.count - 3)
            line.append(UInt8(ascii: "f"))
        } else if ends("oes") || ends("ches") || ends("shes") || ends("sses") || ends("xes") || ends("zes") {
            keep(word.count - 2)
        } else if ends("ss") || ends("us") || ends("is") {
            keep(word.count)
        } else if ends("s") {
            keep(word.count - 1)
        } else {
            keep(word.count)
        }
    }
}
