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

    /// The servings the recipe's data gives, nil when none.
    package func servings(of recipe: Int) -> Int? {
        let value = Int32(bitPattern: recipeField(recipe, 36))
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

    /// The labels' sections (see `Layout`): each distinct label's offset and length in `stringBytes`,
    /// where each recipe's label numbers start (by recipe, and one past the last), and the numbers.
    var labelSections: (labels: UnsafeBufferPointer<UInt32>, bounds: UnsafeBufferPointer<UInt32>, numbers: UnsafeBufferPointer<UInt32>) {
        func section(_ start: Int, _ count: Int) -> UnsafeBufferPointer<UInt32> {
            UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(block)[start..<(start + count * 4)]).bindMemory(to: UInt32.self)
        }
        return (section(layout.labels, layout.labelCount * 2), section(layout.labelBounds, recipeCount + 1), section(layout.labelLists, layout.labelListLength))
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
