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
/// The buffers stay valid as long as this value (or its catalog) does.
public struct CatalogSearchText: @unchecked Sendable {
    // @unchecked: the buffers point into the index's block, which is immutable and kept alive by `index`.
    private let index: RecipeIndex
    /// Every folded name and ingredient lies in these bytes (UTF-8), at the ranges the bounds give.
    public let bytes: UnsafeRawBufferPointer
    /// Entry `e`'s folded name lies at `nameBounds[e]..<nameBounds[e + 1]` of `bytes`.
    public let nameBounds: UnsafeBufferPointer<UInt32>
    /// Entry `e`'s folded name's length in Unicode scalars.
    public let nameLengths: UnsafeBufferPointer<UInt32>
    /// Entry `e`'s ingredients are `ingredientNumbers[ingredientBounds[e]..<ingredientBounds[e + 1]]`, in the data file's order.
    public let ingredientBounds: UnsafeBufferPointer<UInt32>
    /// Numbers of distinct ingredient names, `0..<ingredientCount`.
    public let ingredientNumbers: UnsafeBufferPointer<UInt32>
    /// Four numbers per distinct ingredient: its name's offset and length in `bytes`, then its folded name's.
    private let ingredients: UnsafeBufferPointer<UInt32>

    init(index: RecipeIndex) {
        self.index = index
        bytes = index.stringBytes
        (nameBounds, nameLengths, ingredientBounds, ingredientNumbers, ingredients) = index.searchSections
    }

    /// The number of recipes, which are entries `0..<entryCount`.
    public var entryCount: Int { index.recipeCount }

    /// The number of distinct ingredient names.
    public var ingredientCount: Int { index.ingredientCount }

    /// Where the entry's folded name lies in `bytes`.
    public func foldedName(ofEntry entry: Int) -> Range<Int> {
        Int(nameBounds[entry])..<Int(nameBounds[entry + 1])
    }

    /// Where the entry's ingredients lie in `ingredientNumbers`.
    public func ingredientPositions(ofEntry entry: Int) -> Range<Int> {
        Int(ingredientBounds[entry])..<Int(ingredientBounds[entry + 1])
    }

    /// Where a distinct ingredient's folded name lies in `bytes`.
    public func foldedIngredient(_ number: Int) -> Range<Int> {
        Int(ingredients[4 * number + 2])..<Int(ingredients[4 * number + 2] + ingredients[4 * number + 3])
    }

    /// A distinct ingredient's name as the data file writes it.
    public func ingredientName(_ number: Int) -> String {
        String(decoding: bytes[Int(ingredients[4 * number])..<Int(ingredients[4 * number] + ingredients[4 * number + 1])], as: UTF8.self)
    }

    /// The ID of the entry's recipe.
    public func recipeID(ofEntry entry: Int) -> String {
        index.id(of: index.recipe(inDisplayOrder: entry))
    }

    /// The name of the entry's recipe, as the lists show it.
    public func recipeName(ofEntry entry: Int) -> String {
        index.name(of: index.recipe(inDisplayOrder: entry))
    }
}

extension RecipeCatalog {
    /// What a search across every recipe scans: folded names and ingredients, without decoding recipes.
    public var searchText: CatalogSearchText { CatalogSearchText(index: index) }
}
