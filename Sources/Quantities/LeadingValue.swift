import Cooklang

/// The amount at the start of a text ("2 1/2 cups", "1-2 tbsp", "6 to 8 tbsp", "400g"), read with the Cooklang
/// module's number reading so that both sources agree on what a number is.
enum LeadingValue {
    /// The number or range that `text` begins with and the text after it; nil when it begins with neither.
    static func read(_ text: Substring) -> (value: QuantityValue, rest: Substring)? {
        let words = self.words(text)
        guard let first = words.first else { return nil }
        if let (low, used) = number(words, from: 0, in: text) {
            let rest = text[(used < words.count ? words[used].lowerBound : text.endIndex)...]
            if used < words.count, ["to", "-", "–", "—"].contains(text[words[used]]), let (high, usedHigh) = number(words, from: used + 1, in: text) {
                let after = used + 1 + usedHigh
                return (.range(low, high), text[(after < words.count ? words[after].lowerBound : text.endIndex)...])
            }
            return (low, rest)
        }
        let word = text[first]
        // "1-2", "1–2", and "1-1/2", which American recipes write for one and a half.
        if let dash = word.firstIndex(where: { $0 == "-" || $0 == "–" || $0 == "—" }),
           let low = number(word[..<dash]), let high = number(word[word.index(after: dash)...]) {
            let rest = text[(words.count > 1 ? words[1].lowerBound : text.endIndex)...]
            if case .number(let whole) = low, case .fraction(let part) = high, part < 1, whole == whole.rounded() {
                return (.fraction(whole + part), rest)
            }
            return (.range(low, high), rest)
        }
        // A number written against its unit: "400g", "1/2cup".
        if let letter = word.firstIndex(where: { $0.isLetter }), letter > word.startIndex, let glued = number(word[..<letter]) {
            return (glued, text[letter...])
        }
        return nil
    }

    /// The number spelled by `text` as a whole: a fraction for "1/2" or "1 1/2", else a number; nil for anything else.
    static func number(_ text: Substring) -> QuantityValue? {
        var string = String(text)
        guard let value = string.withUTF8({ quantityValue($0) }) else { return nil }
        return text.contains("/") ? .fraction(value) : .number(value)
    }

    /// The longest run of up to four words from `start` that spells a number ("1 1 / 2"), and how many words it took.
    private static func number(_ words: [Range<Substring.Index>], from start: Int, in text: Substring) -> (QuantityValue, Int)? {
        guard start < words.count else { return nil }
        for count in stride(from: min(4, words.count - start), through: 1, by: -1) {
            if let value = number(text[words[start].lowerBound..<words[start + count - 1].upperBound]) {
                return (value, count)
            }
        }
        return nil
    }

    /// The ranges of the runs of characters between spaces and tabs.
    private static func words(_ text: Substring) -> [Range<Substring.Index>] {
        var words: [Range<Substring.Index>] = []
        var index = text.startIndex
        while index < text.endIndex {
            while index < text.endIndex, text[index] == " " || text[index] == "\t" { index = text.index(after: index) }
            let start = index
            while index < text.endIndex, text[index] != " " && text[index] != "\t" { index = text.index(after: index) }
            if start < index { words.append(start..<index) }
        }
        return words
    }
}
