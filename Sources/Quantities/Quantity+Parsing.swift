import Cooklang

extension Quantity {
    /// The quantity a Cooklang ingredient, cookware or timer gives: its amount read as a number, a
    /// fraction or a range ("1-2") where it is one, else kept as text ("few"); its unit and `=` as written.
    public init(cooklang quantity: CooklangQuantity) {
        let value: QuantityValue
        if let number = quantity.value {
            value = quantity.amount.contains("/") ? .fraction(number) : .number(number)
        } else if let (read, rest) = LeadingValue.read(Substring(quantity.amount)), rest.allSatisfy(\.isWhitespace), case .range = read {
            value = read
        } else {
            value = .text(quantity.amount)
        }
        self.init(value: value, unit: quantity.unit, isFixed: quantity.isFixed, written: quantity.description)
    }

    /// The quantity a JSON catalog's amount string writes: "2 1/2 cups", "1-2 tbsp", "6 to 8 tbsp", "a pinch",
    /// "1 (400 g) can", "1 cup (225 g)", "1/2 cup plus 3 tbsp"; words with no number ("to taste") are text.
    /// Nil for an empty string.
    public init?(parsing amount: String) {
        let trimmed = amount.trimmingSpaces
        guard !trimmed.isEmpty else { return nil }
        var parts = AmountText.split(trimmed, on: " plus ")
        let first = AmountText.single(parts.removeFirst())
        self = first
        plus = parts.map { AmountText.single($0) }
        written = String(trimmed)
    }
}

/// The pieces of an amount string, read by `Quantity(parsing:)`.
enum AmountText {
    /// Words after "a" or "an" that say an amount is vague rather than one ("a few", "a little").
    private static let vague: Set<String> = ["few", "little", "couple", "bit", "touch"]
    /// Words before a quantity in parentheses that do not change it ("about 1.8 kg").
    private static let hedges: Set<String> = ["about", "approx.", "approx", "approximately", "around", "roughly", "~"]

    /// One amount without "plus": its value, unit and a quantity in parentheses.
    static func single(_ text: Substring) -> Quantity {
        let text = text.trimmingSpaces
        let value: QuantityValue
        let rest: Substring
        if let (read, after) = LeadingValue.read(text) {
            (value, rest) = (read, after.trimmingSpaces)
        } else if let (article, after) = firstWord(text), ["a", "an"].contains(article.lowercased()),
                  !vague.contains((firstWord(after)?.0 ?? after).lowercased()) {
            (value, rest) = (.number(1), after)
        } else {
            return Quantity(value: .text(String(text)), written: String(text))
        }
        var aside: QuantityAside?
        var unit = rest
        if rest.hasPrefix("("), let close = rest.firstIndex(of: ")"), !rest[rest.index(after: close)...].trimmingSpaces.isEmpty {
            aside = self.aside(rest[rest.index(after: rest.startIndex)..<close], beforeUnit: true, unit: "")
            unit = rest[rest.index(after: close)...].trimmingSpaces
        } else if let open = rest.firstIndex(of: "("), let close = rest[open...].firstIndex(of: ")"),
                  rest[rest.index(after: close)...].trimmingSpaces.isEmpty {
            // Only parentheses at the end: with words after them ("1 cup (225 g) sifted") they stay in the unit's words.
            unit = rest[..<open].trimmingSpaces
            aside = self.aside(rest[rest.index(after: open)..<close], beforeUnit: false, unit: String(unit))
        }
        return Quantity(value: value, unit: String(unit), aside: aside, written: String(text))
    }

    /// The quantity in parentheses: "400 g", "about 1.8 kg", "400 g each".
    private static func aside(_ inner: Substring, beforeUnit: Bool, unit: String) -> QuantityAside {
        var inner = inner.trimmingSpaces
        var prefix = ""
        if let (word, after) = firstWord(inner), hedges.contains(word.lowercased()) {
            prefix = String(word)
            inner = after
        }
        var saysEach = false
        if inner.lowercased().hasSuffix(" each") {
            saysEach = true
            inner = inner.dropLast(5).trimmingSpaces
        }
        let quantity = single(inner)
        // A measure in parentheses after a measure is the same amount in another unit, so it scales with it;
        // after a can, a clove or a bare count it is each one's size, which stays.
        let afterMeasure = KnownUnit.named(unit).map { $0.dimension == .mass || $0.dimension == .volume } ?? false
        return QuantityAside(quantity: quantity, prefix: prefix, isEachSize: beforeUnit || saysEach || !afterMeasure, isBeforeUnit: beforeUnit, saysEach: saysEach)
    }

    /// The first word of `text` and the text after it, trimmed; nil when there is only one word.
    private static func firstWord(_ text: Substring) -> (Substring, Substring)? {
        guard let space = text.firstIndex(of: " ") else { return nil }
        return (text[..<space], text[space...].trimmingSpaces)
    }

    /// `text` cut at every `separator` (ignoring case), each piece trimmed; the whole text when there is none.
    static func split(_ text: Substring, on separator: String) -> [Substring] {
        var pieces: [Substring] = []
        var rest = text
        while let range = rest.range(ofIgnoringCase: separator) {
            pieces.append(rest[..<range.lowerBound].trimmingSpaces)
            rest = rest[range.upperBound...]
        }
        pieces.append(rest.trimmingSpaces)
        return pieces.contains(where: \.isEmpty) ? [text] : pieces
    }
}

extension StringProtocol where SubSequence == Substring {
    /// The text without spaces and tabs at either end.
    var trimmingSpaces: Substring {
        let text = self[...]
        guard let first = text.firstIndex(where: { $0 != " " && $0 != "\t" && $0 != "\u{A0}" }) else { return text[text.endIndex...] }
        let last = text.lastIndex(where: { $0 != " " && $0 != "\t" && $0 != "\u{A0}" })!
        return Substring(text[first...last])
    }

    /// The first range of `needle` (ASCII, lowercase) in the text, comparing ASCII letters without case.
    func range(ofIgnoringCase needle: String) -> Range<Index>? {
        let bytes = Array(utf8)
        let pattern = Array(needle.utf8)
        guard bytes.count >= pattern.count, !pattern.isEmpty else { return nil }
        for start in 0...(bytes.count - pattern.count) {
            var matched = 0
            // ASCII upper case letters are lower case with bit 5 set; other bytes compare as they are.
            while matched < pattern.count {
                let byte = bytes[start + matched]
                let lowered = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
                guard lowered == pattern[matched] else { break }
                matched += 1
            }
            if matched == pattern.count {
                let lower = utf8.index(utf8.startIndex, offsetBy: start)
                return lower..<utf8.index(lower, offsetBy: pattern.count)
            }
        }
        return nil
    }
}
