/// Every recipe's name and ingredients folded for matching, as bytes that a search scans without decoding a recipe.
///
/// Folded means as `SortKeyFolding` folds: lower case, without accents, "Crème Brûlée" as "creme
/// brulee". The text is part of the catalog's index, made while the data file is scanned and kept in
/// the cache, so a search over 100,000 recipes can start at once. Entries are numbered in display
/// order (the categories as listed, each one's recipes as its list shows them), so that ties rank
/// the way the lists read, and they lie in memory in that order, so a scan reads it front to back.
/// Ingredients are numbered once per distinct name, which lets a search compare a query with
/// "kosher salt" once rather than once for every recipe that uses it.
///
/// Reading it is safe: the bytes are lent as a `Span` for the length of a call, which cannot keep
/// them past the index that holds them, and every number is read with its position checked.
@usableFromInline  // For the @inlinable accessors.
package struct CatalogSearchText: @unchecked Sendable {
    // @unchecked: the buffers point into the index's block, which is immutable and kept alive by `index`.
    // They are never handed out, because a pointer could outlive `index`; a span lent by `withBytes` cannot.
    // The sections are @usableFromInline (still internal) for the accessors a search calls for every
    // recipe on every key: inlined, they cost what reading the numbers directly would (measured).
    private let index: RecipeIndex
    /// Every folded name and ingredient lies in these bytes (UTF-8), at the ranges the bounds give.
    private let bytes: UnsafeRawBufferPointer
    /// Entry `e`'s folded name lies at `nameBounds[e]..<nameBounds[e + 1]` of `bytes`.
    @usableFromInline let nameBounds: UnsafeBufferPointer<UInt32>
    /// Entry `e`'s folded name's length in Unicode scalars.
    @usableFromInline let nameLengths: UnsafeBufferPointer<UInt32>
    /// Entry `e`'s ingredients are `ingredientNumbers[ingredientBounds[e]..<ingredientBounds[e + 1]]`, in the data file's order.
    @usableFromInline let ingredientBounds: UnsafeBufferPointer<UInt32>
    /// Numbers of distinct ingredient names, `0..<ingredientCount`.
    @usableFromInline let ingredientNumbers: UnsafeBufferPointer<UInt32>
    /// Four numbers per distinct ingredient: its name's offset and length in `bytes`, then its folded name's.
    @usableFromInline let ingredients: UnsafeBufferPointer<UInt32>

    init(index: RecipeIndex) {
        self.index = index
        bytes = index.stringBytes
        (nameBounds, nameLengths, ingredientBounds, ingredientNumbers, ingredients) = index.searchSections
    }

    /// The number of recipes, which are entries `0..<entryCount`.
    package var entryCount: Int { index.recipeCount }

    /// The number of distinct ingredient names.
    package var ingredientCount: Int { index.ingredientCount }

    /// Lends `body` the folded text's bytes, which `foldedName(ofEntry:)` and `foldedIngredient(_:)` give ranges of, for the length of the call.
    package func withBytes<Result>(_ body: (Span<UInt8>) -> Result) -> Result {
        body(Span(_unsafeBytes: bytes))
    }

    /// Where the entry's folded name lies in the bytes.
    @inlinable @inline(__always)
    package func foldedName(ofEntry entry: Int) -> Range<Int> {
        Self.number(at: entry, in: nameBounds)..<Self.number(at: entry + 1, in: nameBounds)
    }

    /// The length of the entry's folded name in Unicode scalars, which a ranking weighs by.
    @inlinable @inline(__always)
    package func foldedNameLength(ofEntry entry: Int) -> Int {
        Self.number(at: entry, in: nameLengths)
    }

    /// Where the entry's ingredients lie among the positions `ingredientNumber(at:)` reads.
    @inlinable @inline(__always)
    package func ingredientPositions(ofEntry entry: Int) -> Range<Int> {
        Self.number(at: entry, in: ingredientBounds)..<Self.number(at: entry + 1, in: ingredientBounds)
    }

    /// The distinct ingredient at a position of an entry's ingredients, `0..<ingredientCount`.
    @inlinable @inline(__always)
    package func ingredientNumber(at position: Int) -> Int {
        Self.number(at: position, in: ingredientNumbers)
    }

    /// Where a distinct ingredient's folded name lies in the bytes.
    @inlinable @inline(__always)
    package func foldedIngredient(_ number: Int) -> Range<Int> {
        let start = Self.number(at: 4 * number + 2, in: ingredients)
        return start..<(start + Self.number(at: 4 * number + 3, in: ingredients))
    }

    /// A distinct ingredient's name as the data file writes it.
    package func ingredientName(_ number: Int) -> String {
        let start = Self.number(at: 4 * number, in: ingredients)
        let end = start + Self.number(at: 4 * number + 1, in: ingredients)
        precondition(end <= bytes.count, "a name outside the search text")
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The ID of the entry's recipe.
    package func recipeID(ofEntry entry: Int) -> String {
        index.id(of: index.recipe(inDisplayOrder: checked(entry)))
    }

    /// The name of the entry's recipe, as the lists show it.
    package func recipeName(ofEntry entry: Int) -> String {
        index.name(of: index.recipe(inDisplayOrder: checked(entry)))
    }

    /// A number of a section, its position checked: the buffers' own subscripts check nothing in a release build.
    @inlinable @inline(__always)
    static func number(at position: Int, in section: UnsafeBufferPointer<UInt32>) -> Int {
        // One unsigned comparison also rejects a negative position.
        precondition(UInt(bitPattern: position) < UInt(section.count), "a position outside the search text")
        return Int(section[position])
    }

    private func checked(_ entry: Int) -> Int {
        precondition((0..<entryCount).contains(entry), "an entry outside the search text")
        return entry
    }
}

extension RecipeCatalog {
    /// What a search across every recipe scans: folded names and ingredients, without decoding recipes.
    package var searchText: CatalogSearchText { CatalogSearchText(index: index) }
}
