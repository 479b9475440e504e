import RecipeGenerator
@testable import CooklangConventions

/// Pantry-like TOML texts for comparing the reader with TOMLKit: sections of items with every kind of value, and now and then a broken line.
enum TOMLTextGenerator {
    static let names = ["salt", "flour", "olive_oil", "rice", "milk", "eggs", "peas", "pasta", "sugar", "yeast", "butter", "cheese"]
    static let sections = ["fridge", "freezer", "pantry", "cupboard", "spices"]

    /// A document: top-level keys, then sections; one broken line in about a third of them.
    static func document(_ random: inout SplitMix64) -> String {
        var lines: [String] = []
        var usedTop: Set<String> = []
        for _ in 0..<Int.random(in: 0...2, using: &random) { lines.append(keyValue(&random, usedKeys: &usedTop)) }
        var usedSections: Set<String> = []
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            guard let section = sections.filter({ !usedSections.contains($0) }).randomElement(using: &random) else { break }
            usedSections.insert(section)
            if Bool.random(using: &random) { lines.append("") }
            lines.append(Bool.random(using: &random) ? "[\(section)]" : "[ \"\(section)\" ] # \(section)")
            var used: Set<String> = []
            for _ in 0..<Int.random(in: 0...5, using: &random) { lines.append(keyValue(&random, usedKeys: &used)) }
        }
        if Int.random(in: 0..<3, using: &random) == 0 {
            lines.insert(broken(&random), at: Int.random(in: 0...lines.count, using: &random))
        }
        return lines.joined(separator: "\n")
    }

    /// `name = value` with a name not used yet in its table (bare, quoted or dotted).
    static func keyValue(_ random: inout SplitMix64, usedKeys: inout Set<String>) -> String {
        var name = names.randomElement(using: &random)!
        while usedKeys.contains(name) { name += "_" }
        usedKeys.insert(name)
        let key = switch Int.random(in: 0..<4, using: &random) {
        case 0: "\"\(name) x\""
        case 1: "'\(name)'"
        default: name
        }
        return "\(key) = \(value(&random, depth: 0))" + (Bool.random(using: &random) ? "" : "  # note")
    }

    static func value(_ random: inout SplitMix64, depth: Int) -> String {
        switch Int.random(in: 0..<(depth < 2 ? 12 : 9), using: &random) {
        case 0: return "\"\(Int.random(in: 1...999, using: &random))%\(["g", "kg", "ml", "L", "jar"].randomElement(using: &random)!)\""
        case 1: return ["\"a\\tb\"", "\"\\u00e9t\\u00E9\"", "\"q\\\"uote\\\\\"", "\"\"", "\"caf\u{e9} \u{1F600}\""].randomElement(using: &random)!
        case 2: return ["'C:\\path'", "''", "'it s'"].randomElement(using: &random)!
        case 3: return ["1_000", "-42", "+7", "0", "0xff", "0o17", "0b101"].randomElement(using: &random)!
        case 4: return ["1.5", "-0.25", "6.0e2", "1e-3", "+inf", "3.141_592"].randomElement(using: &random)!
        case 5: return Bool.random(using: &random) ? "true" : "false"
        case 6: return fourDigits(Int.random(in: 1990...2030, using: &random)) + "-0\(Int.random(in: 1...9, using: &random))-\(Int.random(in: 10...28, using: &random))"
        case 7: return ["1979-05-27T07:32:00Z", "1979-05-27 07:32:00.25", "07:32:00", "2024-02-29T23:59:59+05:30"].randomElement(using: &random)!
        case 8: return "\"\(Int.random(in: 1...28, using: &random)).0\(Int.random(in: 1...9, using: &random)).2025\""
        case 9, 10:
            let count = Int.random(in: 0...3, using: &random)
            let elements = (0..<count).map { _ in value(&random, depth: depth + 1) }
            if Bool.random(using: &random) { return "[" + elements.joined(separator: ", ") + "]" }
            return "[\n" + elements.map { "  \($0), # item\n" }.joined() + "]"
        default:
            var used: Set<String> = []
            let count = Int.random(in: 0...3, using: &random)
            let pairs = (0..<count).map { _ -> String in
                var name = ["quantity", "bought", "expire", "low", "name"].randomElement(using: &random)!
                while used.contains(name) { name += "_" }
                used.insert(name)
                return "\(name) = \(value(&random, depth: depth + 1))"
            }
            return pairs.isEmpty ? "{}" : "{ " + pairs.joined(separator: ", ") + " }"
        }
    }

    /// A year with four digits.
    static func fourDigits(_ year: Int) -> String {
        let digits = "\(year)"
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// A line TOML refuses.
    static func broken(_ random: inout SplitMix64) -> String {
        [
            "rice = = \"1%kg\"", "[fridge", "milk = \"1%L", "a = 01", "b = 2024-13-01", "c = \"\\x\"", "d = [1 2]",
            "e = { f = 1, }", "g = tru", "= 5", "h = 1 i = 2", "[pantry]", "salt = 1", "j = 1__0",
        ].randomElement(using: &random)!
    }
}
