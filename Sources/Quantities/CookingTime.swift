import Cooklang

/// A length of time as a recipe writes it, in seconds: one length, or a range from the shortest to the longest.
///
/// Read from a `time` metadata value (`CookingTime(parsing:)`: "1 1/2 hours", "20 to 25 minutes",
/// "4–6 hours", "1 hour 15 minutes", "1h30", a bare "45" in minutes), from a Cooklang timer's quantity
/// (`CookingTime(cooklang:)`), or found in the prose of a step (`CookingTime.found(in:)`: "bake for
/// 25 to 30 minutes", "simmer 1 hour"). One reader for all of them.
public struct CookingTime: Hashable, Sendable, CustomStringConvertible {
    /// The shortest length, in seconds.
    public var shortest: Int
    /// The longest length, in seconds; the same as `shortest` unless this is a range.
    public var longest: Int

    /// A time from `shortest` to `longest` seconds (one length when they are equal).
    public init(shortest: Int, longest: Int) {
        self.shortest = min(shortest, longest)
        self.longest = max(shortest, longest)
    }

    /// A time of `seconds`.
    public init(seconds: Int) {
        self.init(shortest: seconds, longest: seconds)
    }

    /// Whether this is a range ("20 to 25 minutes") rather than one length.
    public var isRange: Bool { longest > shortest }

    /// The time `text` writes as a whole ("1 1/2 hours", "4–6 h", "1 hour 15 minutes", "90 min", "1h30");
    /// a bare number or range is read in `bareNumbers` ("45" is 45 minutes); nil for anything else.
    public init?(parsing text: String, bareNumbers: TimeUnit? = .minutes) {
        let tokens = TimeTokens(text)
        var reader = TimeReader(tokens: tokens.tokens, inProse: false)
        guard let time = reader.time(bareNumbers: bareNumbers), reader.atEnd else { return nil }
        self = time
    }

    /// The time a Cooklang timer's quantity gives (`~{25%minutes}`, `~{1-2%hours}`); nil without a unit of time or a number.
    public init?(cooklang quantity: CooklangQuantity) {
        guard let unit = TimeUnit(spelling: quantity.unit, inProse: false) else { return nil }
        let value = Quantity(cooklang: quantity).value
        guard let high = value.highestNumber, let low = value.numbers.first else { return nil }
        self.init(shortest: unit.seconds(low), longest: unit.seconds(high))
    }

    /// The times written in `prose`, each with where it is: "bake for 25 to 30 minutes" gives 25–30 minutes
    /// at "25 to 30 minutes". Only numbers with a unit of time count; "350 degrees" and "2 cups" do not.
    public static func found(in prose: String) -> [(range: Range<String.Index>, time: CookingTime)] {
        let tokens = TimeTokens(prose).tokens
        var found: [(Range<String.Index>, CookingTime)] = []
        var index = 0
        while index < tokens.count {
            var reader = TimeReader(tokens: tokens, inProse: true, start: index)
            if let time = reader.time(bareNumbers: nil) {
                found.append((tokens[index].range.lowerBound..<tokens[reader.position - 1].range.upperBound, time))
                index = reader.position
            } else {
                index += 1
            }
        }
        return found
    }

    /// The two times added: a part of a recipe after another; a range when either is one.
    public static func + (left: CookingTime, right: CookingTime) -> CookingTime {
        CookingTime(shortest: left.shortest + right.shortest, longest: left.longest + right.longest)
    }

    /// The time as the app shows it: "45 min", "1 h 30 min", "4–6 h", "20–25 min", "1 day 2 h".
    public var description: String {
        guard isRange else { return Self.text(shortest) }
        let sameUnit = (shortest % 3600 == 0 && shortest > 0) || longest < 3600
        if sameUnit && shortest % 3600 == 0 && longest % 3600 == 0 && longest < 86400 {
            return "\(shortest / 3600)–\(longest / 3600) h"
        }
        if longest < 3600 && shortest % 60 == 0 && longest % 60 == 0 {
            return "\(shortest / 60)–\(longest / 60) min"
        }
        return Self.text(shortest) + " – " + Self.text(longest)
    }

    /// One length in days, hours, minutes and seconds, leaving out the parts that are zero.
    private static func text(_ seconds: Int) -> String {
        guard seconds > 0 else { return "0 min" }
        let days = seconds / 86400, hours = seconds % 86400 / 3600, minutes = seconds % 3600 / 60, rest = seconds % 60
        var parts: [String] = []
        if days > 0 { parts.append(days == 1 ? "1 day" : "\(days) days") }
        if hours > 0 { parts.append("\(hours) h") }
        if minutes > 0 { parts.append("\(minutes) min") }
        if rest > 0 { parts.append("\(rest) s") }
        return parts.joined(separator: " ")
    }
}

/// A unit a time is written in.
public enum TimeUnit: Int, Hashable, Sendable {
    case seconds = 1
    case minutes = 60
    case hours = 3600
    case days = 86400

    /// `amount` of this unit in whole seconds.
    func seconds(_ amount: Double) -> Int { Int((amount * Double(rawValue)).rounded()) }

    /// The unit `spelling` names ("min", "hours", "h"), ignoring case and a final period; in prose
    /// the one-letter spellings "s", "m" and "d" are not units (they are too often something else).
    init?(spelling: String, inProse: Bool) {
        let word = spelling.lowercased().trimmingTrailingPeriod
        switch word {
        case "sec", "secs", "second", "seconds": self = .seconds
        case "min", "mins", "minute", "minutes": self = .minutes
        case "h", "hr", "hrs", "hour", "hours": self = .hours
        case "day", "days": self = .days
        case "s" where !inProse: self = .seconds
        case "m" where !inProse: self = .minutes
        case "d" where !inProse: self = .days
        default: return nil
        }
    }
}
