import Glibc  // memchr, memcmp: a term's line found among 150,000 names' lines many bytes at a time, on each key
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

        /// For each name, whether its line holds one of `terms`' lines (as `contains` tells): one scan of
        /// all the lines back to back for each distinct term, rather than one comparison per name.
        ///
        /// A match never spans two lines: a term's line holds no two spaces in a row, and where one line
        /// ends and the next starts there are two (the first line's last, the next one's first).
        package func matching(_ terms: [[UInt8]]) -> [Bool] {
            var found = [Bool](repeating: false, count: count)
            var seen: Set<[UInt8]> = []
            for term in terms where term.count > 1 && seen.insert(term).inserted { mark(term, in: &found) }
            return found
        }

        /// Marks the names whose lines hold `term`'s line (at least one word: a space, a word byte, ...).
        private func mark(_ term: [UInt8], in found: inout [Bool]) {
            bytes.withUnsafeBufferPointer { all in term.withUnsafeBufferPointer { term in
                guard let base = all.baseAddress, let wanted = term.baseAddress else { return }
                let first = Int32(term[1])
                // Position of the byte after the match's first space; the first line's first byte is a space.
                var position = 1
                while position <= all.count - (term.count - 1), let hit = memchr(base + position, first, all.count - position) {
                    let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                    guard at + term.count - 1 <= all.count else { break }
                    guard all[at - 1] == UInt8(ascii: " "), memcmp(base + at + 1, wanted + 2, term.count - 2) == 0 else {
                        position = at + 1
                        continue
                    }
                    let line = self.line(holding: at)
                    found[line] = true
                    // The rest of that line cannot add anything: go on from the next line's first word.
                    position = starts[line + 1] + 1
                }
            } }
        }

        /// The names' groups of the same line ("Egg" and "eggs" are both " egg "), numbered in the order
        /// their first names come, and each group's first name: one pass, hashing each line's bytes
        /// where they lie (FNV-1a) into a table of open addressing.
        package func groups() -> (groupOf: [Int], firstOfGroup: [Int]) {
            var capacity = 16
            while capacity < count * 2 { capacity <<= 1 }
            var slots = [Int32](repeating: -1, count: capacity)
            var groupOf = [Int](repeating: 0, count: count)
            var firstOfGroup: [Int] = []
            bytes.withUnsafeBufferPointer { all in
                guard let base = all.baseAddress else { return }
                for number in 0..<count {
                    let start = starts[number], end = starts[number + 1]
                    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
                    for offset in start..<end { hash = (hash ^ UInt64(all[offset])) &* 0x100_0000_01b3 }
                    var slot = Int(hash & UInt64(capacity - 1))
                    while true {
                        let group = Int(slots[slot])
                        if group < 0 {
                            slots[slot] = Int32(firstOfGroup.count)
                            groupOf[number] = firstOfGroup.count
                            firstOfGroup.append(number)
                            break
                        }
                        let other = firstOfGroup[group]
                        let otherStart = starts[other], otherEnd = starts[other + 1]
                        if otherEnd - otherStart == end - start, memcmp(base + otherStart, base + start, end - start) == 0 {
                            groupOf[number] = group
                            break
                        }
                        slot = (slot + 1) & (capacity - 1)
                    }
                }
            }
            return (groupOf, firstOfGroup)
        }

        /// The name whose line holds byte `position`: the last whose line starts at or before it.
        private func line(holding position: Int) -> Int {
            var low = 0, high = starts.count - 1  // starts[low] <= position < starts[high]
            while high - low > 1 {
                let middle = (low + high) / 2
                if starts[middle] <= position { low = middle } else { high = middle }
            }
            return low
        }

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
