import Synchronization

/// Every tag of a catalog with the recipes that have it, in display order: made once, on first use.
///
/// The index keeps each recipe's tags as numbers of distinct labels ("#vegan", folded as
/// `RecipeLabels` folds them). This turns that around, as `IngredientUsage` does for ingredients:
/// each tag lists its recipes in display order, each once. Making it reads every label of every
/// recipe once (about a millisecond at 100,000 recipes); after that a tag's recipes are a slice.
final class TagUsage: Sendable {
    private let built = Mutex<Table?>(nil)

    /// The table, made the first time anything asks.
    func table(for index: RecipeIndex) -> Table {
        if let table = built.withLock({ $0 }) { return table }
        let table = Table(columns: CatalogColumns(index: index))
        built.withLock { $0 = table }
        return table
    }

    /// Tags sorted by name, each tag's recipes, and a lookup from a tag's folded name to its place.
    struct Table: Sendable {
        /// The tags' names without their "#", folded, sorted as the lists sort names.
        let names: [String]
        /// Each tag's distinct label ("#vegan"), by its number in `CatalogColumns`.
        let labels: [Int]
        /// Tag `t`'s recipes are the display-order entries `entries[starts[t]..<starts[t + 1]]`.
        private let starts: [UInt32]
        private let entries: [UInt32]
        private let positionByName: [String: Int]

        init(columns: CatalogColumns) {
            // Which distinct labels are tags, and each one's name.
            var tagOfLabel = [Int32](repeating: -1, count: columns.labelCount)
            var found: [(name: String, label: Int)] = []
            // Read in place: most labels are metadata (a title each), and only tags are kept.
            columns.withLabelBytes { bytes in
                for label in 0..<columns.labelCount {
                    let range = columns.labelRange(label)
                    guard range.count > 1, bytes[range.lowerBound] == UInt8(ascii: "#") else { continue }
                    var name = [UInt8]()
                    name.reserveCapacity(range.count - 1)
                    for offset in (range.lowerBound + 1)..<range.upperBound { name.append(bytes[offset]) }
                    found.append((String(decoding: name, as: UTF8.self), label))
                }
            }
            // Numbers by value (`week 2` before `week 10`), as every list sorts; the keys compared as bytes.
            found = found.map { (SortKeyFolding.naturalKey(for: $0.name), $0) }
                .sorted { Array($0.0.utf8).lexicographicallyPrecedes(Array($1.0.utf8)) || ($0.0 == $1.0 && $0.1.name < $1.1.name) }
                .map(\.1)
            for (position, tag) in found.enumerated() { tagOfLabel[tag.label] = Int32(position) }

            // Count each tag's recipes, then fill the lists in display order; a tag written twice counts once.
            var counts = [UInt32](repeating: 0, count: found.count + 1)
            var lastEntry = [Int32](repeating: -1, count: found.count)
            func eachTag(ofEntry entry: Int, _ body: (Int) -> Void) {
                _ = columns.containsLabel(ofEntry: entry) { label in
                    let tag = Int(tagOfLabel[label])
                    if tag >= 0, lastEntry[tag] != Int32(entry) {
                        lastEntry[tag] = Int32(entry)
                        body(tag)
                    }
                    return false
                }
            }
            for entry in 0..<columns.entryCount { eachTag(ofEntry: entry) { counts[$0 + 1] += 1 } }
            for tag in 0..<found.count { counts[tag + 1] += counts[tag] }
            var next = counts
            var entries = [UInt32](repeating: 0, count: Int(counts[found.count]))
            for tag in lastEntry.indices { lastEntry[tag] = -1 }
            for entry in 0..<columns.entryCount {
                eachTag(ofEntry: entry) { tag in
                    entries[Int(next[tag])] = UInt32(entry)
                    next[tag] += 1
                }
            }
            names = found.map(\.name)
            labels = found.map(\.label)
            starts = counts
            self.entries = entries
            positionByName = Dictionary(found.enumerated().map { ($0.element.name, $0.offset) }, uniquingKeysWith: { first, _ in first })
        }

        /// The display-order entries of the recipes with tag `position`.
        func entries(ofTag position: Int) -> ArraySlice<UInt32> {
            entries[Int(starts[position])..<Int(starts[position + 1])]
        }

        /// The place of the tag whose folded name is `folded` (without "#"), nil when no recipe has it.
        func position(ofFoldedName folded: String) -> Int? { positionByName[folded] }
    }
}

/// A tag and how many recipes have it.
package struct TagCount: Equatable, Sendable {
    /// The tag folded as the index keeps it (lower case, no accents), without "#".
    package var name: String
    package var count: Int

    package init(name: String, count: Int) {
        self.name = name
        self.count = count
    }
}

extension RecipeCatalog {
    /// Every tag the recipes have, sorted by name as the lists sort names, each with how many recipes have it.
    package var tags: [TagCount] {
        let table = tagUsage.table(for: index)
        return table.names.indices.map { TagCount(name: table.names[$0], count: table.entries(ofTag: $0).count) }
    }

    /// The recipes with tag `name` (compared folded, a leading "#" ignored), in display order.
    ///
    /// The first call makes the table of every tag's recipes; later ones cost a lookup.
    package func recipes(taggedWith name: String) -> IngredientUses {
        let table = tagUsage.table(for: index)
        guard let position = table.position(ofFoldedName: Self.foldedTag(name)) else { return IngredientUses(index: index, entries: []) }
        return IngredientUses(index: index, entries: table.entries(ofTag: position))
    }

    /// The recipes, in display order for each tag, of every tag whose folded label ("#vegan", as
    /// `RecipeLabels.tag` makes it) `test` holds of; a recipe with two such tags is in both lists.
    ///
    /// The labels are compared where they lie, and a tag's recipes are a slice of the table: a query's
    /// `#vegan` marks a few thousand recipes instead of reading every recipe's labels.
    package func entries(ofTagsWhere test: (Span<UInt8>) -> Bool) -> [ArraySlice<UInt32>] {
        let table = tagUsage.table(for: index)
        let columns = self.columns
        return columns.withLabelBytes { bytes in
            table.labels.indices.filter { test(bytes.extracting(columns.labelRange(table.labels[$0]))) }.map { table.entries(ofTag: $0) }
        }
    }

    /// Tells whether any recipe has tag `name`, compared folded.
    package func hasTag(_ name: String) -> Bool {
        tagUsage.table(for: index).position(ofFoldedName: Self.foldedTag(name)) != nil
    }

    /// A tag's name as the table keys it: folded, without its "#".
    private static func foldedTag(_ name: String) -> String {
        let bare = name.hasPrefix("#") ? String(name.dropFirst()) : name
        return RecipeLabels.tag(bare).map { String(decoding: $0.dropFirst(), as: UTF8.self) } ?? ""
    }
}
