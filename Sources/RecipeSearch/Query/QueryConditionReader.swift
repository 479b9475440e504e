/// Reads one token of a query as a condition: `#vegan`, `t<30`, `time<=1h30m`, `s>=4`, `i:tomato`,
/// `c:dinner`, `key:value`.
enum QueryConditionReader {
    enum Reading: Equatable {
        /// Not a condition: plain words.
        case none
        case condition(RecipeQuery.Condition)
        /// Looks like a condition but cannot be read, for this reason.
        case malformed(String)
    }

    static func read(_ body: String) -> Reading {
        if body.hasPrefix("#") {
            let tag = String(body.dropFirst())
            return tag.isEmpty ? .malformed("# needs a tag after it, as in #vegan") : .condition(.tag(tag))
        }
        if let reading = comparison(body, names: ["time", "t"], example: "t<30", read: minutes, make: { .time($0, minutes: $1) }) {
            return reading
        }
        if let reading = comparison(body, names: ["servings", "s"], example: "s>=4", read: wholeNumber, make: { .servings($0, $1) }) {
            return reading
        }
        guard let colon = body.firstIndex(of: ":") else { return .none }
        let key = String(body[..<colon])
        let value = String(body[body.index(after: colon)...])
        // A key is a word of letters (and digits, `.`, `_`, `-` after the first): "12:30" stays words.
        guard let first = key.first, first.isLetter, key.allSatisfy({ $0.isLetter || $0.isNumber || "._-".contains($0) }) else { return .none }
        let lowered = key.lowercased()
        guard !value.isEmpty else {
            return .malformed("\(key): needs a value after it, as in \(lowered == "i" ? "i:tomato" : lowered == "c" ? "c:dinner" : "\(key):value")")
        }
        switch lowered {
        case "i", "ingredient": return .condition(.ingredient(value))
        case "c", "course": return .condition(.course(value))
        case "tag", "tags": return .condition(.tag(value))
        default: return .condition(.metadata(key: key, value: value))
        }
    }

    /// A comparison `name op number` for one of `names`; nil when the body starts with none of them and an operator.
    private static func comparison(
        _ body: String, names: [String], example: String, read: (Substring) -> Int?, make: (RecipeQuery.Comparison, Int) -> RecipeQuery.Condition
    ) -> Reading? {
        let lowered = body.lowercased()
        for name in names where lowered.hasPrefix(name) {
            let rest = lowered.dropFirst(name.count)
            let operators: [RecipeQuery.Comparison] = [.lessOrEqual, .greaterOrEqual, .less, .greater, .equal]
            guard let comparison = operators.first(where: { rest.hasPrefix($0.rawValue) }) else { continue }
            let number = rest.dropFirst(comparison.rawValue.count)
            guard let value = read(number) else {
                return .malformed("\(name)\(comparison.rawValue) needs a number after it, as in \(example)")
            }
            return .condition(make(comparison, value))
        }
        return nil
    }

    /// A whole number of at most six digits.
    static func wholeNumber(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.count <= 6, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(text)
    }

    /// Minutes written as `30`, `30m`, `30min`, `1h`, `1h30`, `1h30m`, `1.5h` or `2d`; nil otherwise.
    static func minutes(_ text: Substring) -> Int? {
        var total = 0.0
        var number = ""
        var unit = ""
        var parts = 0
        func flush(defaultFactor: Double) -> Bool {
            guard !number.isEmpty, let value = Double(number) else { return number.isEmpty && unit.isEmpty }
            let factor: Double
            switch unit {
            case "": factor = defaultFactor
            case "m", "min", "mins", "minute", "minutes": factor = 1
            case "h", "hr", "hrs", "hour", "hours": factor = 60
            case "d", "day", "days": factor = 1440
            default: return false
            }
            total += value * factor
            parts += 1
            number = ""
            unit = ""
            return true
        }
        for character in text {
            if character.isASCII && (character.isNumber || character == ".") {
                if !unit.isEmpty { guard flush(defaultFactor: 1) else { return nil } }
                number.append(character)
            } else if character.isASCII && character.isLetter {
                guard !number.isEmpty else { return nil }
                unit.append(character)
            } else {
                return nil
            }
        }
        guard flush(defaultFactor: 1), parts > 0, total.isFinite, total < 10_000_000 else { return nil }
        return Int(total.rounded())
    }
}
