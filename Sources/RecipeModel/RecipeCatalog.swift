import Foundation

/// All categories and recipes, indexed once so that every question the screens ask is cheap.
///
/// A catalog is immutable and passed explicitly to whatever needs it; there is no shared instance.
public struct RecipeCatalog: Sendable {
    /// Categories in the data file's order, which is the display order.
    public let categories: [Category]
    /// Problems that did not stop loading, such as related IDs that point nowhere.
    public let warnings: [CatalogWarning]

    private let recipesByID: [String: Recipe]
    private let categoryIndexByID: [String: Int]
    /// Recipe IDs of each category, sorted by name ignoring case and accents.
    private let recipeIDsByCategory: [String: [String]]
    /// Each recipe's row in its category's sorted list, so a cursor finds its place without a search.
    private let positionInCategory: [String: Int]
    /// Every recipe ID sorted by code points: the stable order the recipe of the day walks.
    let allRecipeIDs: [String]

    /// Builds a catalog from already-parsed values, checking the rules that tie them together.
    ///
    /// Related IDs that point nowhere (or at the recipe itself) are dropped and reported in `warnings`.
    public init(categories: [Category], recipes: [Recipe]) throws(CatalogError) {
        try self.init(categories: categories, recipes: recipes, categoryPositions: [], recipePositions: [], extraWarnings: [])
    }

    /// Builds a catalog, naming the file position of a faulty category or recipe when the loader knows it.
    init(
        categories: [Category],
        recipes: [Recipe],
        categoryPositions: [SourcePosition],
        recipePositions: [SourcePosition],
        extraWarnings: [CatalogWarning]
    ) throws(CatalogError) {
        var categoryIndexByID: [String: Int] = [:]
        for (index, category) in categories.enumerated() {
            guard categoryIndexByID[category.id] == nil else {
                throw .duplicateCategoryID(category.id, position: categoryPositions.element(at: index))
            }
            categoryIndexByID[category.id] = index
        }
        var recipesByID: [String: Recipe] = [:]
        recipesByID.reserveCapacity(recipes.count)
        for (index, recipe) in recipes.enumerated() {
            guard recipesByID[recipe.id] == nil else {
                throw .duplicateRecipeID(recipe.id, position: recipePositions.element(at: index))
            }
            guard categoryIndexByID[recipe.categoryID] != nil else {
                throw .unknownCategory(recipeID: recipe.id, categoryID: recipe.categoryID, position: recipePositions.element(at: index))
            }
            recipesByID[recipe.id] = recipe
        }

        var warnings = extraWarnings
        for recipe in recipes {
            let kept = recipe.relatedIDs.filter { relatedID in
                if relatedID == recipe.id {
                    warnings.append(.selfRelated(recipeID: recipe.id))
                    return false
                }
                if recipesByID[relatedID] == nil {
                    warnings.append(.danglingRelatedID(recipeID: recipe.id, relatedID: relatedID))
                    return false
                }
                return true
            }
            if kept.count != recipe.relatedIDs.count { recipesByID[recipe.id]?.relatedIDs = kept }
        }

        var keyed: [String: [(key: String, id: String)]] = [:]
        for recipe in recipes {
            keyed[recipe.categoryID, default: []].append((Self.sortKey(for: recipe.name), recipe.id))
        }
        let recipeIDsByCategory = keyed.mapValues { entries in
            entries.sorted { $0.key != $1.key ? $0.key < $1.key : $0.id < $1.id }.map(\.id)
        }
        self.recipeIDsByCategory = recipeIDsByCategory
        var positionInCategory: [String: Int] = [:]
        positionInCategory.reserveCapacity(recipes.count)
        for ids in recipeIDsByCategory.values {
            for (position, id) in ids.enumerated() { positionInCategory[id] = position }
        }
        self.positionInCategory = positionInCategory
        self.categories = categories
        self.categoryIndexByID = categoryIndexByID
        self.recipesByID = recipesByID
        self.allRecipeIDs = recipesByID.keys.sorted()
        self.warnings = warnings
    }

    /// The key recipes are sorted by: the name without case and accents, so "Crêpes" sorts among the C's.
    static func sortKey(for name: String) -> String {
        name.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }

    /// The number of recipes in the catalog.
    public var recipeCount: Int { recipesByID.count }

    /// Returns the recipe with this ID, if the catalog has it.
    public subscript(id: String) -> Recipe? { recipesByID[id] }

    /// Returns the category with this ID, if the catalog has it.
    public func category(id: String) -> Category? {
        categoryIndexByID[id].map { categories[$0] }
    }

    /// Returns the recipes of a category sorted by name, ignoring case and accents; empty for an unknown category.
    public func recipes(in categoryID: String) -> [Recipe] {
        recipeIDs(in: categoryID).compactMap { recipesByID[$0] }
    }

    /// Returns the IDs of a category's recipes in display order, without building the recipes.
    public func recipeIDs(in categoryID: String) -> [String] {
        recipeIDsByCategory[categoryID] ?? []
    }

    /// Returns the row of a recipe in its category's sorted list, or nil for an unknown ID.
    public func position(ofRecipe id: String) -> Int? {
        positionInCategory[id]
    }

    /// Returns the index of a category in display order, or nil for an unknown ID.
    public func position(ofCategory id: String) -> Int? {
        categoryIndexByID[id]
    }

    /// Returns the recipes related to `recipe`, in the data file's order.
    public func recipes(relatedTo recipe: Recipe) -> [Recipe] {
        (recipesByID[recipe.id]?.relatedIDs ?? recipe.relatedIDs).compactMap { recipesByID[$0] }
    }
}

extension Array {
    /// Returns the element at `index`, or nil when the array is shorter.
    func element(at index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
