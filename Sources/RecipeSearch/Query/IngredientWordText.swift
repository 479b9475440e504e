import RecipeModel
import Synchronization

/// Every distinct ingredient name of a catalog as its line of stems (`IngredientWords.line`), made once
/// and kept, so that an `i:` term is compared with every name by a byte scan on each key.
///
/// A collection names as many distinct ingredients as it references other recipes (each is named by
/// the recipe's file): at 100,000 recipes, about 150,000 names. Splitting each into words on every key
/// cost over a second; the lines are made once from the folded names (a few milliseconds at that size)
/// and each key then scans them. One is kept per environment, whose catalog never changes.
package final class IngredientWordText: Sendable {
    private let built = Mutex<Table?>(nil)

    package init() {}

    /// The lines of the catalog `text` belongs to, made the first time anything asks.
    package func table(for text: CatalogSearchText) -> Table {
        if let table = built.withLock({ $0 }) { return table }
        let table = Table(text: text)
        built.withLock { $0 = table }
        return table
    }

    /// The lines back to back: name `n`'s is `bytes[starts[n]..<starts[n + 1]]`.
    package struct Table: Sendable {
        private let bytes: [UInt8]
        private let starts: [Int]

        init(text: CatalogSearchText) {
            var bytes: [UInt8] = []
            var starts = [0]
            starts.reserveCapacity(text.ingredientCount + 1)
            text.withBytes { folded in
                folded.withUnsafeBufferPointer { all in
                    for number in 0..<text.ingredientCount {
                        let range = text.foldedIngredient(number)
                        IngredientWords.appendLine(of: UnsafeBufferPointer(rebasing: all[range]), to: &bytes)
                        starts.append(bytes.count)
                    }
                }
            }
            self.bytes = bytes
            self.starts = starts
        }

        /// The number of names.
        package var count: Int { starts.count - 1 }

        /// Name `number`'s line.
        package func line(_ number: Int) -> ArraySlice<UInt8> { bytes[starts[number]..<starts[number + 1]] }

        /// Whether name `number`'s line holds `term`'s line: its words contain the term's in a row.
        package func contains(_ number: Int, _ term: [UInt8]) -> Bool {
            let start = starts[number], end = starts[number + 1]
            guard term.count > 1, term.count <= end - start else { return false }
            let first = term[1]
            // Every line starts with a space, as the term's does: a match starts at a space before a word.
            var position = start
            while position <= end - term.count {
                if bytes[position + 1] == first, bytes[position] == UInt8(ascii: " ") {
                    var offset = 2
                    while offset < term.count && bytes[position + offset] == term[offset] { offset += 1 }
                    if offset == term.count { return true }
                }
                position += 1
            }
            return false
        }
    }
}
