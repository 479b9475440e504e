import Cooklang
import Quantities

/// The times a recipe's metadata gives, as written: its parts (prep, cook, rise, rest, chill, …)
/// in file order, and its own total when it gives one.
///
/// A `time` (or `duration`, `time required`) that is a mapping gives its parts (`time: {prep: 15
/// minutes, cook: 4–6 hours}`), its `total` member the total; one that is text is the total. Keys
/// such as `prep time` or `cook_time` give a part each, named for their first word.
package struct CooklangTimes: Equatable, Sendable {
    package struct Part: Equatable, Sendable {
        /// "Prep", "Cook", "Rise".
        package var name: String
        /// "15 minutes", "4–6 hours", as written.
        package var text: String
    }

    package var parts: [Part] = []
    /// The recipe's own total as written, nil when it gives none.
    package var total: String?

    /// Keys whose value is the whole time.
    static let totalKeys: Set<String> = ["time", "duration", "time required", "total time", "total_time", "totaltime"]

    package init(parts: [Part] = [], total: String? = nil) {
        self.parts = parts
        self.total = total
    }

    package init(_ metadata: CooklangMetadata) {
        for entry in metadata.entries {
            let key = entry.key.lowercased()
            if Self.totalKeys.contains(key) {
                switch entry.value {
                case .mapping(let members):
                    for member in members {
                        guard let text = member.value.text, !text.isEmpty else { continue }
                        if member.key.lowercased() == "total" {
                            total = text
                        } else {
                            addPart(Self.partName(member.key), text)
                        }
                    }
                case .text, .list:
                    if let text = entry.value.text, !text.isEmpty { total = text }
                }
            } else if let name = Self.partName(ofKey: key), let text = entry.value.text, !text.isEmpty {
                addPart(Self.partName(name), text)
            }
        }
    }

    /// The whole time: the recipe's own total where it reads as a time, else its parts added (a range
    /// where a part is one); nil when neither reads. A part that does not read as a time ("overnight")
    /// is left out of the sum.
    package var time: CookingTime? {
        if let total, let time = CookingTime(parsing: total) { return time }
        return parts.compactMap { CookingTime(parsing: $0.text) }.reduce(nil) { sum, part in sum.map { $0 + part } ?? part }
    }

    /// What the detail says after "Ready in": the recipe's own total as written, else the parts'
    /// sum as the app writes times ("6 h 15 min – 8 h 15 min"); nil when there is neither.
    package var readyIn: String? {
        total ?? time?.description
    }

    /// The minutes the recipe list shows and sorts by: a range counts as its longest time, so that
    /// "ready in under an hour" never lists a recipe that may take longer.
    package var minutes: Int? {
        guard let time, time.longest < Self.longestMinutes * 60 else { return nil }
        return (time.longest + 30) / 60
    }

    /// Longer than this (about 694 days) is not a time the list shows.
    static let longestMinutes = 1_000_000

    /// Whether `key` is one of the keys a recipe's times are read from, so that other lists leave it out.
    package static func isTimeKey(_ key: String) -> Bool {
        let key = key.lowercased()
        return totalKeys.contains(key) || partName(ofKey: key) != nil
    }

    /// A later part of the same name replaces an earlier one, as a later key does.
    private mutating func addPart(_ name: String, _ text: String) {
        if let index = parts.firstIndex(where: { $0.name == name }) {
            parts[index].text = text
        } else {
            parts.append(Part(name: name, text: text))
        }
    }

    /// "prep" of "prep time", "prep_time" or "preptime"; nil for any other key.
    private static func partName(ofKey key: String) -> String? {
        for suffix in [" time", "_time", "time"] where key.hasSuffix(suffix) && key.count > suffix.count {
            let name = String(key.dropLast(suffix.count))
            return totalKeys.contains(key) || name == "total" ? nil : name
        }
        return nil
    }

    /// "Prep" of "prep", "Cook" of "COOK", "Cool down" of "cool_down".
    private static func partName(_ key: String) -> String {
        let words = key.lowercased().replacing("_", with: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }
}
