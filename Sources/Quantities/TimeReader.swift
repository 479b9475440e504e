/// A piece of a text that may write a time: a number, a word, a dash, or anything else.
struct TimeToken {
    enum Kind: Equatable {
        /// Digits with points and slashes: "25", "1.5", "1/2".
        case number(Substring)
        /// Letters, lowercased: "minutes", "to", "h".
        case word(String)
        /// A hyphen, an en dash or an em dash.
        case dash
        /// "," and any other sign.
        case other(Character)
    }

    let kind: Kind
    let range: Range<String.Index>
    /// Whether white space comes before it ("1 h 30") or not ("1h30").
    let spaceBefore: Bool
}

/// The tokens of a text, for `TimeReader`.
struct TimeTokens {
    let tokens: [TimeToken]

    init(_ text: String) {
        var tokens: [TimeToken] = []
        var index = text.startIndex
        var spaceBefore = true
        while index < text.endIndex {
            let character = text[index]
            if character.isWhitespace {
                spaceBefore = true
                index = text.index(after: index)
                continue
            }
            let start = index
            let kind: TimeToken.Kind
            if character.isASCII && character.isNumber {
                while index < text.endIndex, text[index].isASCII, text[index].isNumber || text[index] == "." || text[index] == "/" {
                    index = text.index(after: index)
                }
                // A point or slash at the end belongs to the sentence, not the number ("25.").
                while let last = text[start..<index].last, last == "." || last == "/" { index = text.index(before: index) }
                kind = .number(text[start..<index])
            } else if character.isLetter {
                while index < text.endIndex, text[index].isLetter { index = text.index(after: index) }
                kind = .word(text[start..<index].lowercased())
            } else {
                index = text.index(after: index)
                kind = character == "-" || character == "–" || character == "—" ? .dash : .other(character)
            }
            tokens.append(TimeToken(kind: kind, range: start..<index, spaceBefore: spaceBefore))
            spaceBefore = false
        }
        self.tokens = tokens
    }
}

/// Reads a time from tokens: amounts ("1 1/2", "20 to 25", "a", "half an") each followed by a unit of
/// time, added up ("1 hour 15 minutes", "1h30"), or a range of two such sums ("45 minutes to 1 hour").
struct TimeReader {
    let tokens: [TimeToken]
    /// Whether the tokens are a step's prose, where a time must have a unit and one-letter units are not read.
    let inProse: Bool
    /// The next token to read.
    var position: Int

    init(tokens: [TimeToken], inProse: Bool, start: Int = 0) {
        self.tokens = tokens
        self.inProse = inProse
        position = start
    }

    /// Whether every token has been read.
    var atEnd: Bool { position == tokens.count }

    /// The time from `position`, with a bare amount read in `bareNumbers`; nil with `position` unmoved when there is none.
    mutating func time(bareNumbers: TimeUnit?) -> CookingTime? {
        let start = position
        if !inProse, case .word(let word) = kind(position), ["about", "approx", "approximately", "around", "roughly"].contains(word) {
            position += 1
        }
        guard let first = sum(bareNumbers: bareNumbers) else {
            position = start
            return nil
        }
        let afterFirst = position
        if isRangeWord(position) {
            position += 1
            if let second = sum(bareNumbers: nil), second.longest > first.longest {
                return CookingTime(shortest: first.shortest, longest: second.longest)
            }
        }
        position = afterFirst
        return first
    }

    /// Parts added up, each in a smaller unit than the one before: "1 hour 15 minutes", "1 hour and 15 minutes",
    /// "2 h, 30 min"; "5 minutes, 2 minutes per side" is two times, not one.
    private mutating func sum(bareNumbers: TimeUnit?) -> CookingTime? {
        guard var (total, unit) = part(bareNumbers: bareNumbers) else { return nil }
        while true {
            let save = position
            if case .word("and") = kind(position) { position += 1 } else if kind(position) == .other(",") { position += 1 }
            guard let (next, nextUnit) = part(bareNumbers: nil), nextUnit.rawValue < unit.rawValue else {
                position = save
                break
            }
            total = total + next
            unit = nextUnit
        }
        return total
    }

    /// One amount and its unit ("25 to 30 minutes"), or a bare amount in `bareNumbers`; after hours, a
    /// number without a unit is minutes ("1h30", and "1 hour 15" outside prose).
    private mutating func part(bareNumbers: TimeUnit?) -> (CookingTime, TimeUnit)? {
        let start = position
        guard let (low, high) = amount() else { return nil }
        if case .word(let word) = kind(position), let unit = TimeUnit(spelling: word, inProse: inProse) {
            position += 1
            let time = CookingTime(shortest: unit.seconds(low), longest: unit.seconds(high))
            if unit == .hours, low == high, case .number(let digits) = kind(position), !inProse || !tokens[position].spaceBefore,
               !followedByUnit(position + 1), let minutes = LeadingValue.number(digits)?.number {
                position += 1
                return (time + CookingTime(seconds: TimeUnit.minutes.seconds(minutes)), .minutes)
            }
            return (time, unit)
        }
        if let bareNumbers {
            return (CookingTime(shortest: bareNumbers.seconds(low), longest: bareNumbers.seconds(high)), bareNumbers)
        }
        position = start
        return nil
    }

    /// An amount or a range of amounts: "25", "1 1/2", "20 to 25", "4–6", "a", "an", "half an".
    private mutating func amount() -> (Double, Double)? {
        let start = position
        guard let low = number() else {
            position = start
            return nil
        }
        let afterLow = position
        if isRangeWord(position) {
            position += 1
            if let high = number(), high > low { return (low, high) }
        }
        position = afterLow
        return (low, low)
    }

    /// One amount: a number, a mixed number ("1 1/2"), "a" or "an" (one), "half" ("half an hour").
    private mutating func number() -> Double? {
        switch kind(position) {
        case .number(let digits):
            guard var value = LeadingValue.number(digits)?.number else { return nil }
            position += 1
            if case .number(let fraction) = kind(position), fraction.contains("/"), !digits.contains("/"), !digits.contains("."),
               let part = LeadingValue.number(fraction)?.number, part < 1 {
                value += part
                position += 1
            }
            return value
        case .word("a"), .word("an"):
            position += 1
            return 1
        case .word("half"):
            position += 1
            if case .word(let article) = kind(position), article == "a" || article == "an" { position += 1 }
            return 0.5
        default:
            return nil
        }
    }

    /// Whether the token at `index` joins the ends of a range: "to" or a dash.
    private func isRangeWord(_ index: Int) -> Bool {
        switch kind(index) {
        case .dash, .word("to"): true
        default: false
        }
    }

    /// Whether the token at `index` is a unit of time.
    private func followedByUnit(_ index: Int) -> Bool {
        if case .word(let word) = kind(index) { return TimeUnit(spelling: word, inProse: inProse) != nil }
        return false
    }

    /// The kind of the token at `index`, or a space for past the end.
    private func kind(_ index: Int) -> TimeToken.Kind {
        index < tokens.count ? tokens[index].kind : .other(" ")
    }
}
