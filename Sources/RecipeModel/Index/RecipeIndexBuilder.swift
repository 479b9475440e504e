#if canImport(Darwin)
import Darwin
#else
import Glibc  // memcmp: names sorted by their bytes past the 16 the sort key holds
#endif

/// Collects recipes' list-level facts and builds the `RecipeIndex` block: sorted once, hashed once.
///
/// The order is exactly the one `String` gives: a category's recipes by their name folded for case,
/// accents and width (`SortKeyFolding`), its numbers by value (its natural form), then by ID; all recipes by ID. Comparing bytes gives that order when both
/// sides are ASCII, which nearly all are, so only the rest pay for `String` comparison.
struct RecipeIndexBuilder {
    /// A string in `strings`: its UTF-8 bytes' offset and count.
    struct StringRef: Equatable {
        var offset: Int
        var count: Int
    }

    struct Entry {
        var id: StringRef
        var name: StringRef
        /// Index into the categories, in the order they were added.
        var category: Int
        var minutes: Int?
        var servings: Int?
        /// Where the recipe's JSON object lies in the document, or its index in a list of values.
        var sourceOffset: Int
        var sourceLength: Int
        /// Where the recipe's ingredients lie in `ingredientLists`.
        var ingredients: Range<Int> = 0..<0
        /// Where the recipe's tags and metadata lie in `labels.lists`.
        var labels: Range<Int> = 0..<0
    }

    /// Two recipes that have the same ID, as `String` compares: indexes in the order they were added.
    struct DuplicateID: Error {
        var first: Int
        var second: Int
    }

    /// The UTF-8 bytes of every ID and name; scanners append to it directly to avoid a copy.
    var strings: [UInt8] = []
    private(set) var entries: [Entry] = []
    private(set) var categories: [(id: StringRef, name: StringRef)] = []
    /// Every distinct ingredient name; scanners intern into it directly.
    var vocabulary = IngredientVocabulary()
    /// Each recipe's ingredients as numbers in `vocabulary`, one recipe after another.
    var ingredientLists: [UInt32] = []
    /// Every recipe's tags and metadata, folded (see `RecipeLabels`).
    var labels = LabelColumn()

    init(expectedRecipes: Int = 0, expectedStringBytes: Int = 0) {
        entries.reserveCapacity(expectedRecipes)
        strings.reserveCapacity(expectedStringBytes)
    }

    mutating func addString(_ text: String) -> StringRef {
        let start = strings.count
        strings.append(contentsOf: text.utf8)
        return StringRef(offset: start, count: strings.count - start)
    }

    mutating func addCategory(id: StringRef, name: StringRef) {
        categories.append((id, name))
    }

    mutating func addRecipe(_ entry: Entry) {
        entries.append(entry)
    }

    /// Gives a recipe another name, as when a limit cuts it.
    mutating func rename(_ recipe: Int, to name: String) {
        entries[recipe].name = addString(name)
    }

    /// Adds a recipe's ingredient names; returns where their numbers lie in `ingredientLists`.
    mutating func addIngredients(_ names: [String]) -> Range<Int> {
        let start = ingredientLists.count
        for name in names { ingredientLists.append(vocabulary.intern(name)) }
        return start..<ingredientLists.count
    }

    /// Gives a recipe other ingredients, as when a limit cuts their list or names.
    mutating func replaceIngredients(of recipe: Int, with names: [String]) {
        entries[recipe].ingredients = addIngredients(names)
    }

    /// The text of a string already added.
    func string(_ reference: StringRef) -> String {
        String(decoding: strings[reference.offset..<(reference.offset + reference.count)], as: UTF8.self)
    }

    /// Builds the index, or reports the first two recipes (in ID order) that share an ID.
    func build() throws(DuplicateID) -> RecipeIndex {
        let count = entries.count
        let names = foldedNames()
        let ingredientKeys = foldedIngredients()
        // The string section holds the names and IDs, the distinct ingredients, then both folded for search.
        let vocabularyBase = strings.count
        let namesBase = vocabularyBase + vocabulary.bytes.count
        let ingredientKeysBase = namesBase + names.bytes.count
        let labelsBase = ingredientKeysBase + ingredientKeys.bytes.count
        let stringsLength = labelsBase + labels.vocabulary.bytes.count
        let listLength = entries.reduce(0) { $0 + $1.ingredients.count }
        let labelListLength = entries.reduce(0) { $0 + $1.labels.count }
        guard count < Int(UInt32.max), stringsLength < Int(UInt32.max), listLength < Int(UInt32.max) else {
            fatalError("a catalog of 4 GiB of names cannot be indexed")
        }
        var slotCount = 16
        while slotCount < count * 2 { slotCount *= 2 }
        let ids = strings.withUnsafeBufferPointer { pool in entries.map { SortKey(pool, $0.id) } }
        let hasNonASCIIIDs = ids.contains { !$0.isASCII }
        let layout = RecipeIndex.Layout(
            flags: hasNonASCIIIDs ? RecipeIndex.Layout.nonASCIIIDsFlag : 0, recipeCount: count,
            categoryCount: categories.count, slotCount: slotCount, stringsLength: stringsLength,
            ingredientCount: vocabulary.count, ingredientListLength: listLength,
            labelCount: labels.vocabulary.count, labelListLength: labelListLength
        )
        let block = UnsafeMutableRawBufferPointer.allocate(byteCount: layout.totalSize, alignment: 8)
        block.initializeMemory(as: UInt8.self, repeating: 0)
        var adopted = false
        defer { if !adopted { block.deallocate() } }
        layout.writeHeader(into: block)

        try fillSlots(block, layout: layout, ids: ids)
        let idOrder = try sortedByID(ids)
        for (rank, recipe) in idOrder.enumerated() {
            block.storeBytes(of: recipe, toByteOffset: layout.byID + rank * 4, as: UInt32.self)
        }

        var row = 0
        var displayOrder: [UInt32] = []
        displayOrder.reserveCapacity(count)
        for (category, members) in sortedByCategory(ids: ids, names: names).enumerated() {
            displayOrder += members
            let (id, name) = categories[category]
            let base = layout.categories + category * RecipeIndex.Layout.categoryStride
            block.storeBytes(of: UInt32(id.offset), toByteOffset: base, as: UInt32.self)
            block.storeBytes(of: UInt32(id.count), toByteOffset: base + 4, as: UInt32.self)
            block.storeBytes(of: UInt32(name.offset), toByteOffset: base + 8, as: UInt32.self)
            block.storeBytes(of: UInt32(name.count), toByteOffset: base + 12, as: UInt32.self)
            block.storeBytes(of: UInt32(row), toByteOffset: base + 16, as: UInt32.self)
            block.storeBytes(of: UInt32(members.count), toByteOffset: base + 20, as: UInt32.self)
            for (position, recipe) in members.enumerated() {
                block.storeBytes(of: recipe, toByteOffset: layout.byCategory + (row + position) * 4, as: UInt32.self)
                block.storeBytes(of: UInt32(position), toByteOffset: layout.positions + Int(recipe) * 4, as: UInt32.self)
            }
            row += members.count
        }

        // Search scans the folded names and the ingredient lists in display order; laid out in that
        // order, the scan reads memory front to back instead of jumping around.
        var displayNames: [UInt8] = []
        displayNames.reserveCapacity(names.bytes.count)
        var listed = 0
        for (entry, recipe) in displayOrder.map(Int.init).enumerated() {
            let key = names.references[recipe]
            block.storeBytes(of: UInt32(namesBase + displayNames.count), toByteOffset: layout.searchNames + entry * 4, as: UInt32.self)
            block.storeBytes(of: UInt32(names.scalarCounts[recipe]), toByteOffset: layout.searchNameLengths + entry * 4, as: UInt32.self)
            block.storeBytes(of: UInt32(listed), toByteOffset: layout.searchLists + entry * 4, as: UInt32.self)
            displayNames += names.bytes[key.offset..<(key.offset + key.count)]
            for number in ingredientLists[entries[recipe].ingredients] {
                block.storeBytes(of: number, toByteOffset: layout.ingredientLists + listed * 4, as: UInt32.self)
                listed += 1
            }
        }
        block.storeBytes(of: UInt32(namesBase + displayNames.count), toByteOffset: layout.searchNames + count * 4, as: UInt32.self)
        block.storeBytes(of: UInt32(listed), toByteOffset: layout.searchLists + count * 4, as: UInt32.self)
        for (index, entry) in entries.enumerated() {
            let base = layout.recipes + index * RecipeIndex.Layout.recipeStride
            block.storeBytes(of: UInt32(entry.id.offset), toByteOffset: base, as: UInt32.self)
            block.storeBytes(of: UInt32(entry.id.count), toByteOffset: base + 4, as: UInt32.self)
            block.storeBytes(of: UInt32(entry.name.offset), toByteOffset: base + 8, as: UInt32.self)
            block.storeBytes(of: UInt32(entry.name.count), toByteOffset: base + 12, as: UInt32.self)
            block.storeBytes(of: UInt32(entry.category), toByteOffset: base + 16, as: UInt32.self)
            block.storeBytes(of: Int32(entry.minutes ?? -1), toByteOffset: base + 20, as: Int32.self)
            block.storeBytes(of: UInt64(entry.sourceOffset), toByteOffset: base + 24, as: UInt64.self)
            block.storeBytes(of: UInt32(entry.sourceLength), toByteOffset: base + 32, as: UInt32.self)
            block.storeBytes(of: Int32(entry.servings ?? -1), toByteOffset: base + 36, as: Int32.self)
        }
        writeLabels(into: block, layout: layout, stringsBase: labelsBase)
        for (number, name) in vocabulary.names.enumerated() {
            let base = layout.ingredients + number * RecipeIndex.Layout.ingredientStride
            let key = ingredientKeys.references[number].map { StringRef(offset: ingredientKeysBase + $0.offset, count: $0.count) }
                ?? StringRef(offset: vocabularyBase + name.offset, count: name.count)
            block.storeBytes(of: UInt32(vocabularyBase + name.offset), toByteOffset: base, as: UInt32.self)
            block.storeBytes(of: UInt32(name.count), toByteOffset: base + 4, as: UInt32.self)
            block.storeBytes(of: UInt32(key.offset), toByteOffset: base + 8, as: UInt32.self)
            block.storeBytes(of: UInt32(key.count), toByteOffset: base + 12, as: UInt32.self)
        }
        var written = layout.strings
        for part in [strings, vocabulary.bytes, displayNames, ingredientKeys.bytes, labels.vocabulary.bytes] {
            part.withUnsafeBytes { source in
                if let start = source.baseAddress { (block.baseAddress! + written).copyMemory(from: start, byteCount: source.count) }
            }
            written += part.count
        }
        adopted = true
        return RecipeIndex(adoptingTrusted: block, layout: layout)
    }

    // MARK: - Comparing strings

    /// A string to sort by: where its bytes are, its first sixteen bytes as two big-endian numbers
    /// (comparing those compares the strings' starts without a call), and whether it is all ASCII.
    private struct SortKey {
        var head: UInt64
        var next: UInt64
        var offset: UInt32
        var count: UInt32
        var isASCII: Bool

        init(_ pool: UnsafeBufferPointer<UInt8>, _ reference: StringRef) {
            offset = UInt32(reference.offset)
            count = UInt32(reference.count)
            var head: UInt64 = 0
            var next: UInt64 = 0
            var high: UInt8 = 0
            for index in 0..<reference.count {
                let byte = pool[reference.offset + index]
                if index < 8 {
                    head |= UInt64(byte) << (56 - 8 * index)
                } else if index < 16 {
                    next |= UInt64(byte) << (56 - 8 * (index - 8))
                }
                high |= byte
            }
            self.head = head
            self.next = next
            isASCII = high < 0x80
        }

        /// Compares the bytes of two keys in `pool`: negative, zero or positive.
        @inline(__always)
        func compare(_ other: SortKey, in pool: UnsafeBufferPointer<UInt8>) -> Int {
            if head != other.head { return head < other.head ? -1 : 1 }
            if next != other.next { return next < other.next ? -1 : 1 }
            let common = Int(min(count, other.count))
            if common > 16 {
                let result = memcmp(pool.baseAddress! + Int(offset) + 16, pool.baseAddress! + Int(other.offset) + 16, common - 16)
                if result != 0 { return Int(result) }
            }
            return Int(count) - Int(other.count)
        }

        func string(in pool: UnsafeBufferPointer<UInt8>) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: pool[Int(offset)..<Int(offset + count)]), as: UTF8.self)
        }
    }

    // MARK: - ID order and hash table

    /// Whether the first ID sorts before the second, as `String`'s `<` decides.
    private static func precedes(_ a: SortKey, _ b: SortKey, in pool: UnsafeBufferPointer<UInt8>) -> Bool {
        if a.isASCII && b.isASCII { return a.compare(b, in: pool) < 0 }
        return a.string(in: pool) < b.string(in: pool)
    }

    private func sortedByID(_ ids: [SortKey]) throws(DuplicateID) -> [UInt32] {
        var items = ids.enumerated().map { SortItem(key: $0.element, index: UInt32($0.offset)) }
        let failure: DuplicateID? = strings.withUnsafeBufferPointer { pool in
            items.sort { Self.precedes($0.key, $1.key, in: pool) }
            // Byte-equal IDs are caught by the hash table; this catches IDs equal only as `String`s.
            for (a, b) in zip(items, items.dropFirst()) where !(a.key.isASCII && b.key.isASCII) {
                if a.key.string(in: pool) == b.key.string(in: pool) {
                    return DuplicateID(first: Int(min(a.index, b.index)), second: Int(max(a.index, b.index)))
                }
            }
            return nil
        }
        if let failure { throw failure }
        return items.map(\.index)
    }

    /// A recipe with the key it sorts by, so that comparing two reads no other array.
    private struct SortItem {
        var key: SortKey
        var index: UInt32
    }

    private func fillSlots(_ block: UnsafeMutableRawBufferPointer, layout: RecipeIndex.Layout, ids: [SortKey]) throws(DuplicateID) {
        let mask = layout.slotCount - 1
        let slots = (block.baseAddress! + layout.slots).assumingMemoryBound(to: UInt32.self)
        let failure: DuplicateID? = strings.withUnsafeBytes { pool -> DuplicateID? in
            for (index, id) in ids.enumerated() {
                let bytes = UnsafeRawBufferPointer(rebasing: pool[Int(id.offset)..<Int(id.offset + id.count)])
                var slot = Int(truncatingIfNeeded: ContentHash.hash(bytes)) & mask
                while true {
                    let taken = Int(slots[slot])
                    if taken == 0 {
                        slots[slot] = UInt32(index + 1)
                        break
                    }
                    let other = ids[taken - 1]
                    if other.count == id.count && RecipeIndex.equal(UnsafeRawBufferPointer(rebasing: pool[Int(other.offset)..<Int(other.offset + other.count)]), bytes) {
                        return DuplicateID(first: taken - 1, second: index)
                    }
                    slot = (slot + 1) & mask
                }
            }
            return nil
        }
        if let failure { throw failure }
    }

    // MARK: - Display order

    /// Every recipe's name folded as it sorts and as search compares it, back to back in one buffer.
    private struct FoldedNames {
        var bytes: [UInt8] = []
        var references: [StringRef] = []
        /// Each key's length in Unicode scalars, which search ranks ties by.
        var scalarCounts: [Int] = []
        /// The keys that are not all ASCII, as `String`s: those sort as `String` compares, not by bytes.
        var unicodeKeys: [Int: String] = [:]
    }

    private func foldedNames() -> FoldedNames {
        var names = FoldedNames()
        names.bytes.reserveCapacity(strings.count / 2)
        names.references.reserveCapacity(entries.count)
        names.scalarCounts.reserveCapacity(entries.count)
        strings.withUnsafeBufferPointer { pool in
            for (index, entry) in entries.enumerated() {
                let name = UnsafeBufferPointer(rebasing: pool[entry.name.offset..<(entry.name.offset + entry.name.count)])
                let start = names.bytes.count
                SortKeyFolding.appendKey(of: name, to: &names.bytes)
                var scalars = names.bytes.count - start
                if names.bytes[start...].contains(where: { $0 >= 0x80 }) {
                    names.unicodeKeys[index] = String(decoding: names.bytes[start...], as: UTF8.self)
                    scalars = names.bytes[start...].count { $0 & 0xC0 != 0x80 }
                }
                names.scalarCounts.append(scalars)
                names.references.append(StringRef(offset: start, count: names.bytes.count - start))
            }
        }
        return names
    }

    /// Each category's recipes, sorted by folded name from its first letter or digit, numbers by
    /// value (natural order), then by ID.
    private func sortedByCategory(ids: [SortKey], names: FoldedNames) -> [[UInt32]] {
        var keyBytes = names.bytes
        var keyRefs = names.references
        var unicodeKeys = names.unicodeKeys
        keyBytes.withUnsafeBufferPointer { keyPool in
            // Only a key that does not start with a letter or digit (all ASCII ones but "(…" or "'…") is looked at twice.
            for (index, reference) in keyRefs.enumerated() where reference.count > 0 {
                let first = keyPool[reference.offset]
                if (0x61...0x7A).contains(first) || (0x30...0x39).contains(first) { continue }
                let key = UnsafeBufferPointer(rebasing: keyPool[reference.offset..<(reference.offset + reference.count)])
                let start = SortKeyFolding.sortStart(of: key)
                guard start > 0 else { continue }
                keyRefs[index] = StringRef(offset: reference.offset + start, count: reference.count - start)
                if unicodeKeys[index] != nil { unicodeKeys[index] = String(decoding: UnsafeBufferPointer(rebasing: key[start...]), as: UTF8.self) }
            }
        }
        // Keys with numbers sort by their natural form (search keeps comparing the keys themselves).
        SortKeyFolding.appendNaturalForms(to: &keyBytes, keys: &keyRefs, unicodeKeys: &unicodeKeys)
        var members = Array(repeating: [SortItem](), count: categories.count)
        keyBytes.withUnsafeBufferPointer { keyPool in
            for (index, entry) in entries.enumerated() {
                members[entry.category].append(SortItem(key: SortKey(keyPool, keyRefs[index]), index: UInt32(index)))
            }
        }

        keyBytes.withUnsafeBufferPointer { keyPool in
            strings.withUnsafeBufferPointer { pool in
                func precedes(_ a: SortItem, _ b: SortItem) -> Bool {
                    if a.key.isASCII && b.key.isASCII {
                        let order = a.key.compare(b.key, in: keyPool)
                        if order != 0 { return order < 0 }
                    } else {
                        let keyA = unicodeKeys[Int(a.index)] ?? a.key.string(in: keyPool)
                        let keyB = unicodeKeys[Int(b.index)] ?? b.key.string(in: keyPool)
                        if keyA != keyB { return keyA < keyB }
                    }
                    return Self.precedes(ids[Int(a.index)], ids[Int(b.index)], in: pool)
                }
                for category in members.indices {
                    members[category].sort(by: precedes)
                }
            }
        }
        return members.map { $0.map(\.index) }
    }
}
