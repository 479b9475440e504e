#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// Collects recipes' list-level facts and builds the `RecipeIndex` block: sorted once, hashed once.
///
/// The order is exactly the one `String` gives: a category's recipes by their name folded for case,
/// accents and width, then by ID; all recipes by ID. Comparing bytes gives that order when both
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
        /// Where the recipe's JSON object lies in the document, or its index in a list of values.
        var sourceOffset: Int
        var sourceLength: Int
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

    /// The text of a string already added.
    func string(_ reference: StringRef) -> String {
        String(decoding: strings[reference.offset..<(reference.offset + reference.count)], as: UTF8.self)
    }

    /// Builds the index, or reports the first two recipes (in ID order) that share an ID.
    func build() throws(DuplicateID) -> RecipeIndex {
        let count = entries.count
        guard count < Int(UInt32.max), strings.count < Int(UInt32.max) else { fatalError("a catalog of 4 GiB of names cannot be indexed") }
        var slotCount = 16
        while slotCount < count * 2 { slotCount *= 2 }
        let isASCIIID = entries.map { entry in strings[entry.id.offset..<(entry.id.offset + entry.id.count)].allSatisfy { $0 < 0x80 } }
        let hasNonASCIIIDs = isASCIIID.contains(false)
        let layout = RecipeIndex.Layout(
            flags: hasNonASCIIIDs ? RecipeIndex.Layout.nonASCIIIDsFlag : 0, recipeCount: count,
            categoryCount: categories.count, slotCount: slotCount, stringsLength: strings.count
        )
        let block = UnsafeMutableRawBufferPointer.allocate(byteCount: layout.totalSize, alignment: 8)
        block.initializeMemory(as: UInt8.self, repeating: 0)
        var adopted = false
        defer { if !adopted { block.deallocate() } }
        layout.writeHeader(into: block)

        let idPrefixes = entries.map { prefix(of: $0.id) }
        let idOrder = try sortedByID(isASCII: isASCIIID, prefixes: idPrefixes)
        try fillSlots(block, layout: layout)
        for (rank, recipe) in idOrder.enumerated() {
            block.storeBytes(of: recipe, toByteOffset: layout.byID + rank * 4, as: UInt32.self)
        }

        var row = 0
        for (category, members) in sortedByCategory(isASCIIID: isASCIIID, idPrefixes: idPrefixes).enumerated() {
            let (id, name) = categories[category]
            let base = layout.categories + category * RecipeIndex.Layout.categoryStride
            for (offset, value) in [id.offset, id.count, name.offset, name.count, row, members.count].enumerated() {
                block.storeBytes(of: UInt32(value), toByteOffset: base + offset * 4, as: UInt32.self)
            }
            for (position, recipe) in members.enumerated() {
                block.storeBytes(of: recipe, toByteOffset: layout.byCategory + (row + position) * 4, as: UInt32.self)
                block.storeBytes(of: UInt32(position), toByteOffset: layout.positions + Int(recipe) * 4, as: UInt32.self)
            }
            row += members.count
        }

        for (index, entry) in entries.enumerated() {
            let base = layout.recipes + index * RecipeIndex.Layout.recipeStride
            let fields = [entry.id.offset, entry.id.count, entry.name.offset, entry.name.count, entry.category]
            for (offset, value) in fields.enumerated() {
                block.storeBytes(of: UInt32(value), toByteOffset: base + offset * 4, as: UInt32.self)
            }
            block.storeBytes(of: Int32(entry.minutes ?? -1), toByteOffset: base + 20, as: Int32.self)
            block.storeBytes(of: UInt64(entry.sourceOffset), toByteOffset: base + 24, as: UInt64.self)
            block.storeBytes(of: UInt32(entry.sourceLength), toByteOffset: base + 32, as: UInt32.self)
        }
        strings.withUnsafeBytes { source in
            if let start = source.baseAddress { (block.baseAddress! + layout.strings).copyMemory(from: start, byteCount: source.count) }
        }
        guard let index = RecipeIndex(adopting: block) else { fatalError("the index builder wrote an index that does not validate") }
        adopted = true
        return index
    }

    // MARK: - ID order and hash table

    /// The first eight bytes of a string as a big-endian number: comparing two of them compares the strings' starts.
    private func prefix(of reference: StringRef, in pool: [UInt8]? = nil) -> UInt64 {
        let pool = pool ?? strings
        var value: UInt64 = 0
        for index in 0..<8 {
            value <<= 8
            if index < reference.count { value |= UInt64(pool[reference.offset + index]) }
        }
        return value
    }

    /// Compares two strings' bytes: negative, zero or positive.
    private static func compareBytes(_ pool: UnsafeBufferPointer<UInt8>, _ a: StringRef, _ b: StringRef) -> Int {
        let common = min(a.count, b.count)
        if common > 0 {
            let result = memcmp(pool.baseAddress! + a.offset, pool.baseAddress! + b.offset, common)
            if result != 0 { return Int(result) }
        }
        return a.count - b.count
    }

    /// Whether recipe `a`'s ID sorts before `b`'s, as `String`'s `<` decides.
    private func idPrecedes(_ a: Int, _ b: Int, isASCII: [Bool], prefixes: [UInt64], pool: UnsafeBufferPointer<UInt8>) -> Bool {
        if isASCII[a] && isASCII[b] {
            if prefixes[a] != prefixes[b] { return prefixes[a] < prefixes[b] }
            return Self.compareBytes(pool, entries[a].id, entries[b].id) < 0
        }
        return string(entries[a].id) < string(entries[b].id)
    }

    private func sortedByID(isASCII: [Bool], prefixes: [UInt64]) throws(DuplicateID) -> [UInt32] {
        var order = Array(0..<UInt32(entries.count))
        strings.withUnsafeBufferPointer { pool in
            order.sort { idPrecedes(Int($0), Int($1), isASCII: isASCII, prefixes: prefixes, pool: pool) }
        }
        // Byte-equal IDs are caught by the hash table; this catches IDs equal only as `String`s.
        for (a, b) in zip(order, order.dropFirst()) where !(isASCII[Int(a)] && isASCII[Int(b)]) {
            if string(entries[Int(a)].id) == string(entries[Int(b)].id) { throw DuplicateID(first: Int(min(a, b)), second: Int(max(a, b))) }
        }
        return order
    }

    private func fillSlots(_ block: UnsafeMutableRawBufferPointer, layout: RecipeIndex.Layout) throws(DuplicateID) {
        let mask = layout.slotCount - 1
        let failure: DuplicateID? = strings.withUnsafeBytes { pool -> DuplicateID? in
            for (index, entry) in entries.enumerated() {
                let bytes = UnsafeRawBufferPointer(rebasing: pool[entry.id.offset..<(entry.id.offset + entry.id.count)])
                var slot = Int(truncatingIfNeeded: ContentHash.hash(bytes)) & mask
                while true {
                    let taken = Int(block.load(fromByteOffset: layout.slots + slot * 4, as: UInt32.self))
                    if taken == 0 {
                        block.storeBytes(of: UInt32(index + 1), toByteOffset: layout.slots + slot * 4, as: UInt32.self)
                        break
                    }
                    let other = entries[taken - 1].id
                    if other.count == entry.id.count
                        && RecipeIndex.equal(UnsafeRawBufferPointer(rebasing: pool[other.offset..<(other.offset + other.count)]), bytes)
                    {
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

    /// Each category's recipes, sorted by folded name and then by ID.
    private func sortedByCategory(isASCIIID: [Bool], idPrefixes: [UInt64]) -> [[UInt32]] {
        var members = Array(repeating: [UInt32](), count: categories.count)
        for (index, entry) in entries.enumerated() { members[entry.category].append(UInt32(index)) }

        // Sort keys: ASCII names folded by lowercasing (which is what folding does to ASCII), as bytes;
        // others folded by Foundation, and kept as bytes when the result is ASCII ("Crème" -> "creme").
        var keys: [UInt8] = []
        keys.reserveCapacity(strings.count)
        var keyRefs: [StringRef] = []
        keyRefs.reserveCapacity(entries.count)
        var unicodeKeys: [Int: String] = [:]
        for (index, entry) in entries.enumerated() {
            let name = strings[entry.name.offset..<(entry.name.offset + entry.name.count)]
            let start = keys.count
            if name.allSatisfy({ $0 < 0x80 }) {
                keys.append(contentsOf: name.lazy.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 })
            } else {
                let folded = RecipeCatalog.sortKey(for: string(entry.name))
                if folded.utf8.allSatisfy({ $0 < 0x80 }) {
                    keys.append(contentsOf: folded.utf8)
                } else {
                    unicodeKeys[index] = folded
                }
            }
            keyRefs.append(StringRef(offset: start, count: keys.count - start))
        }
        let keyPrefixes = keyRefs.map { prefix(of: $0, in: keys) }

        keys.withUnsafeBufferPointer { keyPool in
            strings.withUnsafeBufferPointer { pool in
                func key(_ index: Int) -> String {
                    unicodeKeys[index] ?? String(decoding: UnsafeBufferPointer(rebasing: keyPool[keyRefs[index].offset..<(keyRefs[index].offset + keyRefs[index].count)]), as: UTF8.self)
                }
                func precedes(_ a: Int, _ b: Int) -> Bool {
                    if unicodeKeys.isEmpty || (unicodeKeys[a] == nil && unicodeKeys[b] == nil) {
                        if keyPrefixes[a] != keyPrefixes[b] { return keyPrefixes[a] < keyPrefixes[b] }
                        let order = Self.compareBytes(keyPool, keyRefs[a], keyRefs[b])
                        if order != 0 { return order < 0 }
                    } else {
                        let (keyA, keyB) = (key(a), key(b))
                        if keyA != keyB { return keyA < keyB }
                    }
                    return idPrecedes(a, b, isASCII: isASCIIID, prefixes: idPrefixes, pool: pool)
                }
                for category in members.indices {
                    members[category].sort { precedes(Int($0), Int($1)) }
                }
            }
        }
        return members
    }
}
