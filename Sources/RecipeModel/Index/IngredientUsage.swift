import Synchronization

/// Which recipes use each ingredient, by the ingredient's name folded as search folds it: made once, on first use.
///
/// The search text already numbers every distinct ingredient name and lists each recipe's ingredients
/// as numbers, in display order. This turns that around: names that fold alike ("Butter", "butter")
/// form one group, and each group lists the recipes that use it, in display order, each once. Making
/// it reads every ingredient of every recipe once (a few milliseconds at 100,000 recipes); after
/// that a lookup folds the name, probes a hash table and returns a slice.
final class IngredientUsage: Sendable {
    private let built = Mutex<Table?>(nil)

    /// The table, made the first time anything asks.
    func table(for index: RecipeIndex) -> Table {
        if let table = built.withLock({ $0 }) { return table }
        let table = Table(text: CatalogSearchText(index: index))
        built.withLock { $0 = table }
        return table
    }

    /// Groups of alike names, each group's recipes, and a hash table from a folded name to its group.
    struct Table: Sendable {
        /// Each distinct ingredient number's group: the lowest number whose folded name is the same.
        private let groupOf: [UInt32]
        /// Group `g`'s recipes are the display-order entries `entries[starts[g]..<starts[g + 1]]`; empty for a number that is not a group.
        private let starts: [UInt32]
        private let entries: [UInt32]
        /// Open addressing over the groups by the hash of their folded name; -1 marks an empty slot.
        private let slots: [Int32]
        /// Each group's folded name, to compare a probe with; indexed by group number, empty for other numbers.
        private let foldedNames: [[UInt8]]

        init(text: CatalogSearchText) {
            let count = text.ingredientCount
            var groupOf = [UInt32](repeating: 0, count: count)
            var foldedNames = [[UInt8]](repeating: [], count: count)
            var capacity = 16
            while capacity < count * 2 { capacity <<= 1 }
            var slots = [Int32](repeating: -1, count: capacity)
            text.withBytes { bytes in
                for number in 0..<count {
                    let range = text.foldedIngredient(number)
                    var hash = Self.hashSeed
                    for offset in range { hash = Self.hash(hash, bytes[offset]) }
                    var slot = Int(hash & UInt64(capacity - 1))
                    while true {
                        let occupant = Int(slots[slot])
                        if occupant < 0 {
                            slots[slot] = Int32(number)
                            groupOf[number] = UInt32(number)
                            foldedNames[number] = range.map { bytes[$0] }
                            break
                        }
                        if foldedNames[occupant].count == range.count, foldedNames[occupant].indices.allSatisfy({ foldedNames[occupant][$0] == bytes[range.lowerBound + $0] }) {
                            groupOf[number] = UInt32(occupant)
                            break
                        }
                        slot = (slot + 1) & (capacity - 1)
                    }
                }
            }

            // Count each group's recipes, then fill the lists; a recipe that names a group twice counts once.
            var lastEntry = [Int32](repeating: -1, count: count)
            var counts = [UInt32](repeating: 0, count: count + 1)
            for entry in 0..<text.entryCount {
                for position in text.ingredientPositions(ofEntry: entry) {
                    let group = Int(groupOf[text.ingredientNumber(at: position)])
                    if lastEntry[group] != Int32(entry) {
                        lastEntry[group] = Int32(entry)
                        counts[group + 1] += 1
                    }
                }
            }
            for group in 0..<count { counts[group + 1] += counts[group] }
            var next = counts
            var entries = [UInt32](repeating: 0, count: Int(counts[count]))
            for index in lastEntry.indices { lastEntry[index] = -1 }
            for entry in 0..<text.entryCount {
                for position in text.ingredientPositions(ofEntry: entry) {
                    let group = Int(groupOf[text.ingredientNumber(at: position)])
                    if lastEntry[group] != Int32(entry) {
                        lastEntry[group] = Int32(entry)
                        entries[Int(next[group])] = UInt32(entry)
                        next[group] += 1
                    }
                }
            }
            self.groupOf = groupOf
            self.starts = counts
            self.entries = entries
            self.slots = slots
            self.foldedNames = foldedNames
        }

        /// The display-order entries of the recipes that use an ingredient whose folded name is `folded`.
        func entries(ofFoldedName folded: [UInt8]) -> ArraySlice<UInt32> {
            guard let group = group(ofFoldedName: folded) else { return [] }
            return entries[Int(starts[group])..<Int(starts[group + 1])]
        }

        private func group(ofFoldedName folded: [UInt8]) -> Int? {
            guard !groupOf.isEmpty else { return nil }
            var hash = Self.hashSeed
            for byte in folded { hash = Self.hash(hash, byte) }
            var slot = Int(hash & UInt64(slots.count - 1))
            while slots[slot] >= 0 {
                let group = Int(slots[slot])
                if foldedNames[group] == folded { return group }
                slot = (slot + 1) & (slots.count - 1)
            }
            return nil
        }

        // FNV-1a: short keys, no allocation, and good enough spread for open addressing at half load.
        private static let hashSeed: UInt64 = 0xcbf2_9ce4_8422_2325
        private static func hash(_ hash: UInt64, _ byte: UInt8) -> UInt64 {
            (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
    }
}

/// The recipes that use one ingredient, in display order: by category as the categories are listed,
/// and within each category as its recipe list sorts them.
package struct IngredientUses: Sendable {
    private let index: RecipeIndex
    private let entries: ArraySlice<UInt32>

    init(index: RecipeIndex, entries: ArraySlice<UInt32>) {
        self.index = index
        self.entries = entries
    }

    /// How many recipes use the ingredient.
    package var count: Int { entries.count }

    private func recipe(at row: Int) -> Int {
        index.recipe(inDisplayOrder: Int(entries[entries.startIndex + row]))
    }

    /// The ID of the recipe on `row`.
    package func recipeID(at row: Int) -> String { index.id(of: recipe(at: row)) }

    /// The name of the recipe on `row`, as the lists show it.
    package func name(at row: Int) -> String { index.name(of: recipe(at: row)) }

    /// The category ID of the recipe on `row`.
    package func categoryID(at row: Int) -> String { index.categoryID(of: index.category(of: recipe(at: row))) }

    /// The row of the recipe with this ID, if it uses the ingredient: a binary search, the rows being in display order.
    package func row(ofRecipe id: String) -> Int? {
        guard let recipe = index.lookup(id) else { return nil }
        let entry = UInt32(index.displayOrder(of: recipe))
        var low = entries.startIndex
        var high = entries.endIndex
        while low < high {
            let middle = (low + high) / 2
            if entries[middle] < entry { low = middle + 1 } else { high = middle }
        }
        return low < entries.endIndex && entries[low] == entry ? low - entries.startIndex : nil
    }

    /// The time of the recipe on `row`, in minutes, if the data gives one.
    package func minutes(at row: Int) -> Int? { index.minutes(of: recipe(at: row)) }
}

extension RecipeCatalog {
    /// The recipes with an ingredient named `name` once case and accents are folded, as search folds them.
    ///
    /// The first call makes the table of every ingredient's recipes; later ones cost a hash lookup.
    package func recipes(usingIngredient name: String) -> IngredientUses {
        let folded = SortKeyFolding.keyBytes(for: name).bytes
        return IngredientUses(index: index, entries: ingredientUsage.table(for: index).entries(ofFoldedName: folded))
    }

    /// Tells whether any recipe uses an ingredient named `name`, folded as search folds it.
    public func usesIngredient(_ name: String) -> Bool {
        recipes(usingIngredient: name).count > 0
    }
}
