#if canImport(Darwin)
import Darwin
#else
import Glibc  // memcmp: index strings compared as bytes on every lookup, without making a String
#endif

/// What the lists and search need of every recipe, in one flat block of bytes that the cache stores as it is.
///
/// For each recipe: its ID, name, category, minutes and where its JSON object lies in the data
/// file; for each category: its recipes sorted for display; every recipe's row in that list; the
/// recipes sorted by ID; and a hash table from ID to recipe. For search (see `CatalogSearchText`):
/// each recipe's folded name and ingredients, as numbers of distinct ingredient names. Loading a
/// cached index is one read, with no parsing and no allocation per recipe, which is what makes a
/// later launch with 100,000 recipes as quick as one with a hundred. Full recipes are not here: `FullRecipeStore` decodes them
/// when they are first shown.
///
/// The block is immutable once built, so sharing it between threads is safe.
package final class RecipeIndex: @unchecked Sendable {
    /// The block: header, then the sections in `Layout` order, aligned to 8. Owned: freed in `deinit`.
    private let block: UnsafeMutableRawBufferPointer
    package let recipeCount: Int
    package let categoryCount: Int
    /// Whether some recipe ID has non-ASCII characters, which byte-wise lookups alone cannot match (see `lookup`).
    let hasNonASCIIIDs: Bool
    private let slotMask: Int
    private let layout: Layout

    /// Takes ownership of an allocation (aligned to 8) holding an index read from a file, once the
    /// index is known to be well-formed, every recipe's source range included, which must lie within
    /// the first `documentSize` bytes of the data file; nil, and deallocated, otherwise.
    convenience init?(adoptingAllocation block: UnsafeMutableRawBufferPointer, documentSize: Int) {
        guard let layout = Layout(validating: UnsafeRawBufferPointer(block), documentSize: documentSize) else {
            block.deallocate()
            return nil
        }
        self.init(adoptingTrusted: block, layout: layout)
    }

    /// Takes ownership of a block that `RecipeIndexBuilder` has just written, without checking it again.
    package init(adoptingTrusted block: UnsafeMutableRawBufferPointer, layout: Layout) {
        self.block = block
        self.layout = layout
        recipeCount = layout.recipeCount
        categoryCount = layout.categoryCount
        hasNonASCIIIDs = layout.flags & Layout.nonASCIIIDsFlag != 0
        slotMask = layout.slotCount - 1
    }

    deinit {
        block.deallocate()
    }

    /// The index's bytes, for writing to the cache.
    package var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(block) }

    // MARK: - Recipes

    private func recipeField(_ recipe: Int, _ offset: Int) -> UInt32 {
        block.load(fromByteOffset: layout.recipes + recipe * Layout.recipeStride + offset, as: UInt32.self)
    }

    /// The UTF-8 bytes of a recipe's ID, valid as long as the index lives.
    func idBytes(of recipe: Int) -> UnsafeRawBufferPointer {
        string(at: Int(recipeField(recipe, 0)), count: Int(recipeField(recipe, 4)))
    }

    package func id(of recipe: Int) -> String {
        String(decoding: idBytes(of: recipe), as: UTF8.self)
    }

    func name(of recipe: Int) -> String {
        String(decoding: nameBytes(of: recipe), as: UTF8.self)
    }

    /// The UTF-8 bytes of a recipe's name, valid as long as the index lives.
    func nameBytes(of recipe: Int) -> UnsafeRawBufferPointer {
        string(at: Int(recipeField(recipe, 8)), count: Int(recipeField(recipe, 12)))
    }

    /// The index of the recipe's category in `categories`.
    func category(of recipe: Int) -> Int {
        Int(recipeField(recipe, 16))
    }

    func minutes(of recipe: Int) -> Int? {
        let value = Int32(bitPattern: recipeField(recipe, 20))
        return value < 0 ? nil : Int(value)
    }

    /// Where the recipe's JSON object lies in the document it was read from (or its index in a list of values).
    func source(of recipe: Int) -> (offset: Int, length: Int) {
        let base = layout.recipes + recipe * Layout.recipeStride
        return (Int(block.load(fromByteOffset: base + 24, as: UInt64.self)), Int(block.load(fromByteOffset: base + 32, as: UInt32.self)))
    }

    // MARK: - Search

    /// The string section: IDs, names and ingredient names, and their folded forms for search.
    var stringBytes: UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(block)[layout.strings..<(layout.strings + layout.stringsLength)])
    }

    /// Search's own sections, all in display order (see `recipe(inDisplayOrder:)`): entry `e`'s folded
    /// name lies at `nameBounds[e]..<nameBounds[e + 1]` of `stringBytes` and has `nameLengths[e]`
    /// scalars; its ingredient numbers are `ingredientNumbers[listBounds[e]..<listBounds[e + 1]]`.
    /// Each distinct ingredient takes four numbers of `ingredients`: its name's offset and length in
    /// `stringBytes`, then its folded name's.
    var searchSections: (
        nameBounds: UnsafeBufferPointer<UInt32>, nameLengths: UnsafeBufferPointer<UInt32>, listBounds: UnsafeBufferPointer<UInt32>,
        ingredientNumbers: UnsafeBufferPointer<UInt32>, ingredients: UnsafeBufferPointer<UInt32>
    ) {
        func section(_ start: Int, _ count: Int) -> UnsafeBufferPointer<UInt32> {
            // The block holds only little-endian 32-bit numbers at these offsets, each a multiple of 4.
            UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(block)[start..<(start + count * 4)]).bindMemory(to: UInt32.self)
        }
        return (
            section(layout.searchNames, recipeCount + 1), section(layout.searchNameLengths, recipeCount),
            section(layout.searchLists, recipeCount + 1), section(layout.ingredientLists, layout.ingredientListLength),
            section(layout.ingredients, layout.ingredientCount * Layout.ingredientStride / 4)
        )
    }

    /// How many distinct ingredient names the catalog has.
    var ingredientCount: Int { layout.ingredientCount }

    // MARK: - Categories and order

    private func categoryField(_ category: Int, _ offset: Int) -> Int {
        Int(block.load(fromByteOffset: layout.categories + category * Layout.categoryStride + offset, as: UInt32.self))
    }

    package func categoryID(of category: Int) -> String {
        String(decoding: string(at: categoryField(category, 0), count: categoryField(category, 4)), as: UTF8.self)
    }

    package func categoryName(of category: Int) -> String {
        String(decoding: string(at: categoryField(category, 8), count: categoryField(category, 12)), as: UTF8.self)
    }

    /// How many recipes a category has.
    func recipeCount(inCategory category: Int) -> Int {
        categoryField(category, 20)
    }

    /// The recipe on row `row` of a category's sorted list.
    func recipe(inCategory category: Int, row: Int) -> Int {
        recipe(inDisplayOrder: categoryField(category, 16) + row)
    }

    /// The recipe at `position` of all the lists one after another, categories in order: the order search ranks ties in.
    func recipe(inDisplayOrder position: Int) -> Int {
        Int(block.load(fromByteOffset: layout.byCategory + position * 4, as: UInt32.self))
    }

    /// The recipe's place in all the lists one after another: the inverse of `recipe(inDisplayOrder:)`.
    func displayOrder(of recipe: Int) -> Int {
        categoryField(category(of: recipe), 16) + position(of: recipe)
    }

    /// The recipe's row in its category's sorted list.
    func position(of recipe: Int) -> Int {
        Int(block.load(fromByteOffset: layout.positions + recipe * 4, as: UInt32.self))
    }

    /// The recipe at `rank` when all are sorted by ID, as `String` sorts: the order the recipe of the day walks.
    func recipe(inIDOrder rank: Int) -> Int {
        Int(block.load(fromByteOffset: layout.byID + rank * 4, as: UInt32.self))
    }

    // MARK: - Lookup

    /// Finds the recipe with this ID, under the same equality as `String`'s `==`.
    ///
    /// The hash table matches bytes, which decides alone when both sides are ASCII. Otherwise two
    /// different byte sequences can be the same `String` ("é" precomposed or not, the Kelvin sign and
    /// "K"), so a miss falls back to a binary search of the ID order with `String` comparison.
    package func lookup(_ id: String) -> Int? {
        var id = id
        let (found, isASCII) = id.withUTF8 { utf8 -> (Int?, Bool) in
            let bytes = UnsafeRawBufferPointer(utf8)
            return (lookup(bytes: bytes, hash: ContentHash.hash(bytes)), Self.isASCII(bytes))
        }
        if let found { return found }
        guard hasNonASCIIIDs || !isASCII else { return nil }
        return searchIDOrder(id)
    }

    /// Finds the recipe whose ID has exactly these bytes.
    func lookup(bytes: UnsafeRawBufferPointer, hash: UInt64) -> Int? {
        var slot = Int(truncatingIfNeeded: hash) & slotMask
        while true {
            let entry = Int(block.load(fromByteOffset: layout.slots + slot * 4, as: UInt32.self))
            if entry == 0 { return nil }
            let candidate = idBytes(of: entry - 1)
            if candidate.count == bytes.count && Self.equal(candidate, bytes) { return entry - 1 }
            slot = (slot + 1) & slotMask
        }
    }

    private func searchIDOrder(_ id: String) -> Int? {
        var low = 0
        var high = recipeCount
        while low < high {
            let middle = (low + high) / 2
            let candidate = self.id(of: recipe(inIDOrder: middle))
            if candidate == id { return recipe(inIDOrder: middle) }
            if candidate < id { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    // MARK: - Helpers

    private func string(at offset: Int, count: Int) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(block)[(layout.strings + offset)..<(layout.strings + offset + count)])
    }

    static func equal(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Bool {
        a.count == b.count && (a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0)
    }

    static func isASCII(_ bytes: UnsafeRawBufferPointer) -> Bool {
        bytes.allSatisfy { $0 < 0x80 }
    }
}

extension RecipeIndex {
    /// Where each section of the block starts, from the counts in its header; and the checks that make reading it safe.
    ///
    /// Header (64 bytes): magic, format version, flags, the recipe, category and hash-slot counts, the
    /// length of the string section, the number of distinct ingredients and the length of the
    /// ingredient lists. Then, each starting at a multiple of 8: recipes (40 bytes each: ID and name
    /// as offset and length into the strings, category, minutes or -1, source offset and length),
    /// categories (24 bytes: ID, name, first row in the sorted section, count), the sorted rows, each
    /// recipe's row, the ID order, the hash slots (recipe + 1, 0 when empty); for search, in display
    /// order: where each folded name starts in the strings (and one past the last), each one's length
    /// in scalars, where each recipe's ingredient numbers start (and one past the last); the distinct
    /// ingredients (16 bytes: name and folded name), the ingredient lists (numbers of distinct
    /// ingredients), and the strings. All numbers are little-endian.
    package struct Layout {
        static let magic: UInt64 = 0x0031_5844_4955_5452  // "RTUIDX1\0" read as little-endian
        /// 3: names sort from their first letter or digit, past a leading emoji or symbol; 4: numbers in
        /// names sort by value ("2" before "10"). Older caches hold the old order.
        package static let version: UInt32 = 4
        static let headerSize = 64
        static let recipeStride = 40
        static let categoryStride = 24
        static let ingredientStride = 16
        static let nonASCIIIDsFlag: UInt32 = 1

        var flags: UInt32
        package var recipeCount: Int
        var categoryCount: Int
        var slotCount: Int
        var stringsLength: Int
        var ingredientCount: Int
        var ingredientListLength: Int
        var recipes: Int
        var categories: Int
        var byCategory: Int
        var positions: Int
        var byID: Int
        var slots: Int
        var searchNames: Int
        var searchNameLengths: Int
        var searchLists: Int
        var ingredients: Int
        var ingredientLists: Int
        var strings: Int
        var totalSize: Int

        init(flags: UInt32, recipeCount: Int, categoryCount: Int, slotCount: Int, stringsLength: Int, ingredientCount: Int, ingredientListLength: Int) {
            func aligned(_ value: Int) -> Int { (value + 7) & ~7 }
            self.flags = flags
            self.recipeCount = recipeCount
            self.categoryCount = categoryCount
            self.slotCount = slotCount
            self.stringsLength = stringsLength
            self.ingredientCount = ingredientCount
            self.ingredientListLength = ingredientListLength
            recipes = Self.headerSize
            categories = aligned(recipes + recipeCount * Self.recipeStride)
            byCategory = aligned(categories + categoryCount * Self.categoryStride)
            positions = aligned(byCategory + recipeCount * 4)
            byID = aligned(positions + recipeCount * 4)
            slots = aligned(byID + recipeCount * 4)
            searchNames = aligned(slots + slotCount * 4)
            searchNameLengths = aligned(searchNames + (recipeCount + 1) * 4)
            searchLists = aligned(searchNameLengths + recipeCount * 4)
            ingredients = aligned(searchLists + (recipeCount + 1) * 4)
            ingredientLists = aligned(ingredients + ingredientCount * Self.ingredientStride)
            strings = aligned(ingredientLists + ingredientListLength * 4)
            totalSize = aligned(strings + stringsLength)
        }

        /// Writes the header for this layout into the start of `block`.
        func writeHeader(into block: UnsafeMutableRawBufferPointer) {
            block.storeBytes(of: Self.magic, toByteOffset: 0, as: UInt64.self)
            block.storeBytes(of: Self.version, toByteOffset: 8, as: UInt32.self)
            block.storeBytes(of: flags, toByteOffset: 12, as: UInt32.self)
            block.storeBytes(of: UInt32(recipeCount), toByteOffset: 16, as: UInt32.self)
            block.storeBytes(of: UInt32(categoryCount), toByteOffset: 20, as: UInt32.self)
            block.storeBytes(of: UInt32(slotCount), toByteOffset: 24, as: UInt32.self)
            block.storeBytes(of: UInt32(stringsLength), toByteOffset: 28, as: UInt32.self)
            block.storeBytes(of: UInt32(ingredientCount), toByteOffset: 32, as: UInt32.self)
            block.storeBytes(of: UInt32(ingredientListLength), toByteOffset: 36, as: UInt32.self)
        }

        /// Reads the layout of `block` and checks every offset, count and cross-reference in it.
        ///
        /// A block that passes cannot make any accessor read out of bounds or hand the app a row
        /// that its list does not have, however it was damaged. With `documentSize`, every recipe's
        /// source range must also lie within a document of that many bytes: a cache's ranges are
        /// read back from the data file, and a huge offset or length would trap or allocate gigabytes.
        package init?(validating block: UnsafeRawBufferPointer, documentSize: Int? = nil) {
            guard block.count >= Self.headerSize,
                block.load(fromByteOffset: 0, as: UInt64.self) == Self.magic,
                block.load(fromByteOffset: 8, as: UInt32.self) == Self.version
            else { return nil }
            let recipeCount = Int(block.load(fromByteOffset: 16, as: UInt32.self))
            let categoryCount = Int(block.load(fromByteOffset: 20, as: UInt32.self))
            let slotCount = Int(block.load(fromByteOffset: 24, as: UInt32.self))
            let stringsLength = Int(block.load(fromByteOffset: 28, as: UInt32.self))
            let ingredientCount = Int(block.load(fromByteOffset: 32, as: UInt32.self))
            let ingredientListLength = Int(block.load(fromByteOffset: 36, as: UInt32.self))
            guard slotCount > recipeCount, slotCount & (slotCount - 1) == 0 else { return nil }
            self.init(
                flags: block.load(fromByteOffset: 12, as: UInt32.self), recipeCount: recipeCount,
                categoryCount: categoryCount, slotCount: slotCount, stringsLength: stringsLength,
                ingredientCount: ingredientCount, ingredientListLength: ingredientListLength
            )
            guard totalSize == block.count, isConsistent(block) else { return nil }
            if let documentSize, !sourcesLie(within: documentSize, block) { return nil }
        }

        /// Whether every recipe's source range (a 64-bit offset and a 32-bit length) lies within a document of `size` bytes.
        private func sourcesLie(within size: Int, _ block: UnsafeRawBufferPointer) -> Bool {
            let size = UInt64(max(size, 0))
            for recipe in 0..<recipeCount {
                let base = recipes + recipe * Self.recipeStride
                let offset = block.load(fromByteOffset: base + 24, as: UInt64.self)
                let length = UInt64(block.load(fromByteOffset: base + 32, as: UInt32.self))
                guard offset <= size, length <= size - offset else { return false }
            }
            return true
        }

        /// Checks, in sequential passes, every bound an accessor relies on: string ranges, category
        /// ranges that tile the sorted rows, rows and positions within their lists, slots that name a
        /// recipe or nothing, with at least one empty. Whether the cross-references also agree (a row
        /// names the recipe whose position points back to it) is left to the cache's checksum: a
        /// mismatch there could only misplace a cursor, never read out of bounds.
        private func isConsistent(_ block: UnsafeRawBufferPointer) -> Bool {
            func u32(_ offset: Int) -> Int { Int(block.load(fromByteOffset: offset, as: UInt32.self)) }
            func validString(_ offset: Int, _ count: Int) -> Bool { offset <= stringsLength && count <= stringsLength - offset }
            var rowsSeen = 0
            var counts: [Int] = []
            counts.reserveCapacity(categoryCount)
            for category in 0..<categoryCount {
                let base = categories + category * Self.categoryStride
                guard validString(u32(base), u32(base + 4)), validString(u32(base + 8), u32(base + 12)),
                    u32(base + 16) == rowsSeen, u32(base + 20) <= recipeCount - rowsSeen
                else { return false }
                counts.append(u32(base + 20))
                rowsSeen += u32(base + 20)
            }
            guard rowsSeen == recipeCount else { return false }
            for recipe in 0..<recipeCount {
                let base = recipes + recipe * Self.recipeStride
                guard validString(u32(base), u32(base + 4)), validString(u32(base + 8), u32(base + 12)),
                    u32(base + 16) < categoryCount, u32(positions + recipe * 4) < counts[u32(base + 16)],
                    u32(byCategory + recipe * 4) < recipeCount, u32(byID + recipe * 4) < recipeCount
                else { return false }
            }
            // Search's bounds, in display order, never go back and end within their sections.
            for entry in 0..<recipeCount {
                guard u32(searchNames + entry * 4) <= u32(searchNames + (entry + 1) * 4),
                    u32(searchLists + entry * 4) <= u32(searchLists + (entry + 1) * 4)
                else { return false }
            }
            guard u32(searchNames + recipeCount * 4) <= stringsLength, u32(searchLists + recipeCount * 4) <= ingredientListLength else { return false }
            for number in 0..<ingredientCount {
                let base = ingredients + number * Self.ingredientStride
                guard validString(u32(base), u32(base + 4)), validString(u32(base + 8), u32(base + 12)) else { return false }
            }
            for position in 0..<ingredientListLength where u32(ingredientLists + position * 4) >= ingredientCount {
                return false
            }
            // At most one slot per recipe is taken, so every probe sequence reaches an empty slot.
            var taken = 0
            for slot in 0..<slotCount where u32(slots + slot * 4) != 0 {
                guard u32(slots + slot * 4) <= recipeCount else { return false }
                taken += 1
            }
            return taken <= recipeCount
        }
    }
}
