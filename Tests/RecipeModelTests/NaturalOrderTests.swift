import Testing
@testable import RecipeModel
import RecipeGenerator
import RecipeTestSupport

/// Numbers in names sort by value, as `ls -v`, nnn and Finder sort: "Burrito 2" before "Burrito 10".
@Suite("Natural order: numbers in names sort by value")
struct NaturalOrderTests {
    static func catalog(_ names: [String]) -> RecipeCatalog {
        let recipes = names.enumerated().map { Recipe(id: "r\($0.offset)", name: $0.element, categoryID: "all", ingredients: [Ingredient(amount: "1", name: "salt")]) }
        return try! RecipeCatalog(categories: [Category(id: "all", name: "All")], recipes: recipes)
    }

    static func sortedNames(_ names: [String]) -> [String] {
        let catalog = catalog(names)
        return catalog.recipeIDs(in: "all").map { catalog.name(ofRecipe: $0)! }
    }

    @Test("Burrito 1, 2, 10, 11, 100: digits by value, whatever the file's order")
    func burritos() {
        #expect(Self.sortedNames(["Burrito 100", "Burrito 11", "Burrito 2", "Burrito 10", "Burrito 1"])
            == ["Burrito 1", "Burrito 2", "Burrito 10", "Burrito 11", "Burrito 100"])
    }

    @Test("A number sorts where its digits did: after spaces and punctuation, before letters; each number of a name by value")
    func amongOtherCharacters() {
        #expect(Self.sortedNames(["Pie", "Pie Z", "Pie 9", "Pie-3", "Pie 10", "Pie 10 B", "Pie 10 A 3", "Pie 10 A 20", "Pie 9B", "Pie9"])
            == ["Pie", "Pie 9", "Pie 9B", "Pie 10", "Pie 10 A 3", "Pie 10 A 20", "Pie 10 B", "Pie Z", "Pie-3", "Pie9"])
    }

    @Test("Long numbers, leading zeros, accents and other scripts")
    func longNumbersAndUnicode() {
        #expect(Self.sortedNames(["Batch 123456789012", "Batch 99999999", "Batch 0", "Batch 000", "Batch 007", "Batch 8"])
            == ["Batch 0", "Batch 000", "Batch 007", "Batch 8", "Batch 99999999", "Batch 123456789012"])
        #expect(Self.sortedNames(["Crêpe 10", "Crêpe 9", "Crepe 11", "Ｃｒêｐｅ 2"]) == ["Ｃｒêｐｅ 2", "Crêpe 9", "Crêpe 10", "Crepe 11"])
        #expect(Self.sortedNames(["🥞 Stack 12", "🥞 Stack 3"]) == ["🥞 Stack 3", "🥞 Stack 12"])
    }

    @Test("Random names sort as a slow reference comparison of their number and text chunks says", arguments: [1, 2, 3])
    func againstReference(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let parts = ["a", "b", "Bun", "bun", " ", "-", "0", "1", "2", "9", "10", "010", "99", "100", "12345678", "123456789", "é"]
        let names = (0..<300).map { _ in (0..<(1 + Int(random.next() % 5))).map { _ in parts[Int(random.next() % UInt64(parts.count))] }.joined() }
        let catalog = Self.catalog(names)
        let ids = catalog.recipeIDs(in: "all")
        for (a, b) in zip(ids, ids.dropFirst()) {
            let nameA = catalog.name(ofRecipe: a)!, nameB = catalog.name(ofRecipe: b)!
            #expect(!Self.referenceLess(nameB, nameA), "\(nameA) before \(nameB)")
        }
    }

    /// Natural order spelled out: the folded name from its first letter or digit, as tokens (a run of
    /// digits, or one other character); runs of digits compare by value, a run against a character
    /// as any digit does, characters as `String` compares them, and a name that is a prefix first.
    static func referenceLess(_ a: String, _ b: String) -> Bool {
        enum Token { case number(String), character(String) }
        func tokens(_ name: String) -> [Token] {
            var key = Substring(SortKeyFolding.key(for: name))
            if let first = key.unicodeScalars.firstIndex(where: { $0.properties.isAlphabetic || $0.properties.numericType != nil }) {
                key = key[first...]
            }
            var result: [Token] = []
            var digits = ""
            for character in key {
                if character.isASCII, character.isNumber {
                    digits.append(character)
                    continue
                }
                if !digits.isEmpty { result.append(.number(digits)) }
                digits = ""
                result.append(.character(String(character)))
            }
            if !digits.isEmpty { result.append(.number(digits)) }
            return result
        }
        for (p, q) in zip(tokens(a), tokens(b)) {
            switch (p, q) {
            case (.number(let x), .number(let y)):
                let (u, v) = (x.drop { $0 == "0" }, y.drop { $0 == "0" })
                if u.count != v.count { return u.count < v.count }
                if u != v { return u < v }
            case (.number(let x), .character(let c)): return String(x.prefix(1)) < c
            case (.character(let c), .number(let y)): return c < String(y.prefix(1))
            case (.character(let c), .character(let d)): if c != d { return c < d }
            }
        }
        return tokens(a).count < tokens(b).count
    }

    @Test("An ingredient's screen lists its recipes in the same natural order")
    func ingredientScreen() {
        let catalog = Self.catalog(["Soup 10", "Soup 9", "Soup 100"])
        let uses = catalog.recipes(usingIngredient: "salt")
        #expect((0..<uses.count).map(uses.name(at:)) == ["Soup 9", "Soup 10", "Soup 100"])
    }

    @Test("The natural key of a name, for lists sorted as strings")
    func naturalKey() {
        #expect(SortKeyFolding.naturalKey(for: "Week 10") > SortKeyFolding.naturalKey(for: "Week 9"))
        #expect(SortKeyFolding.naturalKey(for: "Week 10") < SortKeyFolding.naturalKey(for: "week a"))
        #expect(SortKeyFolding.naturalKey(for: "Plain") == "plain")
        #expect(SortKeyFolding.key(for: "Week 10") == "week 10", "search keeps comparing the name's own folded form")
    }
}
