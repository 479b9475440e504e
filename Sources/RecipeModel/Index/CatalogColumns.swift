/// The columns a query's terms read for every recipe: time, servings, category and labels (tags and
/// metadata, folded as `RecipeLabels` folds them), straight from the index, with no recipe decoded.
///
/// Entries are numbered in display order, as `CatalogSearchText` numbers them, so that a query's
/// results rank ties the way the lists read. Labels are numbered once per distinct label, so a term
/// is compared with "#vegan" once, then found in each recipe by its number.
package struct CatalogColumns: @unchecked Sendable {
    // @unchecked: the buffers point into the index's block, which is immutable and kept alive by `index`.
    private let index: RecipeIndex
    private let strings: UnsafeRawBufferPointer
    private let labels: UnsafeBufferPointer<UInt32>
    private let labelBounds: UnsafeBufferPointer<UInt32>
    private let labelNumbers: UnsafeBufferPointer<UInt32>

    init(index: RecipeIndex) {
        self.index = index
        strings = index.stringBytes
        (labels, labelBounds, labelNumbers) = index.labelSections
    }

    /// The number of recipes, which are entries `0..<entryCount`.
    package var entryCount: Int { index.recipeCount }

    /// The number of distinct labels, `0..<labelCount`.
    package var labelCount: Int { labels.count / 2 }

    /// A distinct label's folded bytes ("#vegan", "course:dinner").
    package func label(_ number: Int) -> [UInt8] {
        precondition((0..<labelCount).contains(number), "a label outside the index")
        let start = Int(labels[2 * number])
        let end = start + Int(labels[2 * number + 1])
        precondition(end <= strings.count, "a label outside the strings")
        return Array(strings[start..<end])
    }

    /// Where a distinct label's folded bytes lie in the bytes `withLabelBytes` lends.
    package func labelRange(_ number: Int) -> Range<Int> {
        precondition((0..<labelCount).contains(number), "a label outside the index")
        let start = Int(labels[2 * number])
        let end = start + Int(labels[2 * number + 1])
        precondition(end <= strings.count, "a label outside the strings")
        return start..<end
    }

    /// Lends `body` the bytes the labels lie in (see `labelRange`), for the length of the call, so that
    /// a query compares more than 100,000 labels where they lie instead of copying each.
    package func withLabelBytes<Result>(_ body: (Span<UInt8>) -> Result) -> Result {
        body(Span(_unsafeBytes: strings))
    }

    /// The recipe (its position in the index) of an entry.
    @inline(__always)
    private func recipe(_ entry: Int) -> Int {
        precondition((0..<entryCount).contains(entry), "an entry outside the index")
        return index.recipe(inDisplayOrder: entry)
    }

    /// The entry's total time in minutes, nil when its data gives none.
    package func minutes(ofEntry entry: Int) -> Int? { index.minutes(of: recipe(entry)) }

    /// The entry's servings, nil when its data gives none.
    package func servings(ofEntry entry: Int) -> Int? { index.servings(of: recipe(entry)) }

    /// The position in the catalog's categories of the entry's category.
    package func category(ofEntry entry: Int) -> Int { index.category(of: recipe(entry)) }

    /// The number of categories, `0..<categoryCount`.
    package var categoryCount: Int { index.categoryCount }

    /// A category's ID and name, which `c:dinner` compares.
    package func category(_ category: Int) -> (id: String, name: String) {
        (index.categoryID(of: category), index.categoryName(of: category))
    }

    /// Calls `body` with each of the entry's label numbers until it returns true; returns whether one did.
    @inline(__always)
    package func containsLabel(ofEntry entry: Int, where body: (Int) -> Bool) -> Bool {
        let recipe = recipe(entry)
        let start = Int(labelBounds[recipe])
        let end = Int(labelBounds[recipe + 1])
        precondition(start <= end && end <= labelNumbers.count, "labels outside the index")
        for position in start..<end where body(Int(labelNumbers[position])) { return true }
        return false
    }

    /// The entry of recipe `id`, nil when the catalog has none.
    package func entry(ofRecipe id: String) -> Int? {
        index.lookup(id).map(index.displayOrder(of:))
    }

    /// The ID of the entry's recipe.
    package func recipeID(ofEntry entry: Int) -> String { index.id(of: recipe(entry)) }
}

extension RecipeCatalog {
    /// The columns a query reads for every recipe: time, servings, category, tags and metadata.
    package var columns: CatalogColumns { CatalogColumns(index: index) }
}
