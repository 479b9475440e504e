import CooklangConventions
import Quantities
import RecipeModel
import RecipeSearch

/// What can I make: the recipes whose ingredients the pantry has, every one of them or all but at most a quarter.
///
/// Worked out from the index (each recipe's ingredient names, never a recipe decoded) and the pantry
/// file as `PantryConfigReader` read it. An ingredient is at hand when a pantry item of the same name
/// is: compared through simple plurals (`IngredientWords`: "eggs" has "egg") and the aisle file's
/// synonyms (`zucchini|courgette`), and without the words at the start of a name that say how it is
/// served or prepared (`warm water` is water, `extra virgin olive oil` olive oil: `servingWords`). A pantry item is at hand when it has no quantity (a staple:
/// `staples = ["salt", "water"]`, `salt = {}`) or a quantity over zero; amounts are not compared with
/// what a recipe needs, and a recipe used as an ingredient (a reference) counts as any ingredient.
struct CookableRecipes: Equatable, Sendable {
    /// One recipe the pantry covers, and what it lacks.
    struct Match: Equatable, Sendable {
        var id: String
        /// Its name and its category's, and its time in minutes, as the lists show them.
        var name: String
        var category: String
        var minutes: Int?
        /// How many distinct ingredients it names.
        var ingredientCount: Int
        /// The ingredients the pantry lacks, as the recipe names them, in its order.
        var missing: [String]
    }

    /// Recipes with every ingredient at hand, in display order.
    var complete: [Match] = []
    /// Recipes missing at least one and at most a quarter of their ingredients: fewest missing first, then in display order.
    var nearly: [Match] = []
    /// How many pantry items are at hand.
    var itemsAtHand = 0

    /// The share of a recipe's ingredients that may be missing for it to be listed.
    static let missingShare = 0.25

    init() {}

    /// The recipes `pantry` covers; `words` keeps the catalog's ingredients as lines of stems (the
    /// environment's, which the query's `i:` terms share; a fresh one makes them).
    init(catalog: RecipeCatalog, pantry: PantryConfig, aisles: AisleConfig, words: IngredientWordText = IngredientWordText()) {
        // The pantry's names as lines of stems (`IngredientWords.line`: " olive oil "), with and without serving words.
        var had: Set<[UInt8]> = []
        for item in pantry.items where Self.isAtHand(item) {
            itemsAtHand += 1
            had.insert(IngredientWords.line(item.name))
            had.insert(Self.plainLine(IngredientWords.line(item.name)))
        }
        // An aisle line one of whose names the pantry has (through plurals) brings in its other names.
        for line in aisles.aisles.flatMap(\.ingredients) where line.names.contains(where: { had.contains(IngredientWords.line($0)) }) {
            for name in line.names { had.insert(IngredientWords.line(name)) }
        }
        had.remove([UInt8(ascii: " ")])
        guard !had.isEmpty else { return }

        // Each distinct ingredient once: its group of names alike through plurals (so "Egg" and "eggs" count once
        // in a recipe), and whether it is at hand.
        let text = catalog.searchText
        let lines = words.table(for: text)
        let (groupOf, firstOfGroup) = lines.groups()
        // Only a line as long as one the pantry has can be one; only a line that starts with a serving
        // word differs from its plain line (`plainLine`): most lines are neither, and are not copied.
        let hadLengths = Set(had.map(\.count))
        let groupAtHand = firstOfGroup.map { number in
            let line = lines.line(number)
            if hadLengths.contains(line.count) && had.contains(Array(line)) { return true }
            return Self.startsWithServingWord(line) && had.contains(Self.plainLine(Array(line)))
        }

        // Each recipe counts its distinct groups; `seen` marks a group met in the recipe being counted.
        let columns = catalog.columns
        var seen = [Int32](repeating: -1, count: groupAtHand.count)
        var nearly: [(match: Match, entry: Int)] = []
        // The missing ingredients' numbers, named only for the recipes listed: most recipes are not.
        var missingNumbers: [Int] = []
        for entry in 0..<text.entryCount {
            var count = 0
            missingNumbers.removeAll(keepingCapacity: true)
            for position in text.ingredientPositions(ofEntry: entry) {
                let number = text.ingredientNumber(at: position)
                let group = groupOf[number]
                guard seen[group] != Int32(entry) else { continue }
                seen[group] = Int32(entry)
                count += 1
                if !groupAtHand[group] { missingNumbers.append(number) }
            }
            guard count > 0, Double(missingNumbers.count) <= Double(count) * Self.missingShare else { continue }
            let match = Match(
                id: columns.recipeID(ofEntry: entry), name: text.recipeName(ofEntry: entry), category: columns.category(columns.category(ofEntry: entry)).name,
                minutes: columns.minutes(ofEntry: entry), ingredientCount: count, missing: missingNumbers.map(text.ingredientName))
            if match.missing.isEmpty { complete.append(match) } else { nearly.append((match, entry)) }
        }
        self.nearly = nearly.sorted { ($0.match.missing.count, $0.entry) < ($1.match.missing.count, $1.entry) }.map(\.match)
    }

    /// Words at the start of an ingredient's name that say how it is served or prepared, not what it is.
    ///
    /// Kept short on purpose: `dried`, `ground` or `smoked` name another product, and a word such as
    /// `red` (pepper) or `coconut` (milk) another ingredient altogether.
    static let servingWords: Set<String> = [
        "warm", "cold", "hot", "lukewarm", "boiling", "iced", "sea", "flaky", "kosher", "fine", "coarse", "fresh", "extra",
        "virgin", "large", "medium", "small", "unsalted", "salted", "whole", "chopped", "minced", "sliced", "diced", "grated",
        "melted", "softened", "beaten", "ripe", "free", "range", "organic",
    ]

    /// A name's stems without the serving words it starts with (at least one stem is kept).
    static func plainStems(_ name: String) -> [String] {
        plainLine(IngredientWords.line(name)).split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) }
    }

    /// A line of stems (" extra virgin olive oil ") without the serving words it starts with (" olive oil "), at least one word kept.
    static func plainLine(_ line: [UInt8]) -> [UInt8] {
        var start = 1
        while let end = line[start...].firstIndex(of: UInt8(ascii: " ")), end + 1 < line.count,
            servingWords.contains(String(decoding: line[start..<end], as: UTF8.self)) {
            start = end + 1
        }
        return [UInt8(ascii: " ")] + line[start...]
    }

    /// Whether a line of stems starts with a serving word (which `plainLine` may drop).
    static func startsWithServingWord(_ line: ArraySlice<UInt8>) -> Bool {
        let words = line.dropFirst()
        guard let end = words.firstIndex(of: UInt8(ascii: " ")) else { return false }
        return servingWords.contains(String(decoding: words[..<end], as: UTF8.self))
    }

    /// Whether a pantry item counts as had: a staple without a quantity, or an amount over zero.
    static func isAtHand(_ item: PantryItem) -> Bool {
        guard let text = item.quantity else { return true }
        guard let quantity = Quantity(conventionText: text), let number = quantity.number else { return true }
        return number > 0
    }
}
