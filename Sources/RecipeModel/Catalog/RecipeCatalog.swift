import Synchronization

/// All categories and recipes, indexed once so that every question the screens ask is cheap.
///
/// A catalog is immutable and passed explicitly to whatever needs it; there is no shared instance.
/// Lists come from a compact `RecipeIndex`; full recipes from `FullRecipeStore`, which may decode
/// them from the data file when they are first asked for. No question costs time in proportion
/// to the number of recipes, except the ones that return that many.
///
/// The public API is what any reader of the catalog format needs: the values, lookups, lists and
/// the recipe of the day. Rows in the app's lists (`position(ofRecipe:)`, `position(ofCategory:)`)
/// are `package`: they serve this package's navigation and screens.
public struct RecipeCatalog: Sendable {
    /// Categories in the data file's order, which is the display order.
    public let categories: [Category]
    /// Problems that did not stop loading, such as related IDs that point nowhere.
    public let warnings: [CatalogWarning]

    package let index: RecipeIndex
    let fullRecipes: FullRecipeStore
    /// How the catalog was made. Only tests read it: whether a load used a cache, or parsed the
    /// file, shows nowhere else, and they check that each cache is used when it should be and not otherwise.
    let origin: Origin
    private let categoryIndexByID: [String: Int]
    let categoryIDs: [String]
    /// Each category's recipe IDs as strings, made on first request: the index holds them as bytes.
    private let idLists: IDLists
    /// Each ingredient's recipes, made on first request from the index's search text.
    let ingredientUsage = IngredientUsage()
    /// Each tag's recipes, made on first request from the index's labels.
    let tagUsage = TagUsage()
    /// The details loaded for the detail pane, so that laying it out never reads a file.
    let loadedDetails = LoadedDetails()
    /// The files behind the recipes, when each recipe is a file of its own (a folder of Cooklang
    /// recipes: `CooklangCatalog` sets it, and gives it as `cooklang`); nil for a catalog of one file or of values.
    package var recipeFiles: (any RecipeFiles)?
    /// The JSON file the catalog was read from, as it was named; nil for a catalog made from values,
    /// bytes or a folder of Cooklang recipes. `e` opens it in the user's editor.
    package internal(set) var dataFilePath: String?
    /// Which version of the data file was read, so that `line(ofRecipe:)` can tell a file replaced since.
    var dataFileIdentity: FileIdentity?

    /// Builds a catalog from already-parsed values, checking the rules that tie them together.
    ///
    /// Related IDs that point nowhere (or at the recipe itself) are dropped and reported in `warnings`.
    public init(categories: [Category], recipes: [Recipe]) throws(CatalogError) {
        try self.init(categories: categories, recipes: recipes, offsets: nil, extraWarnings: [])
    }

    /// Builds a catalog from values a loader made, with the problems it worked around (a collection's unreadable files, say).
    package init(categories: [Category], recipes: [Recipe], extraWarnings: [CatalogWarning]) throws(CatalogError) {
        try self.init(categories: categories, recipes: recipes, offsets: nil, extraWarnings: extraWarnings)
    }

    /// Builds a catalog, naming the file position of a faulty category or recipe when the loader knows where they were.
    init(categories: [Category], recipes: [Recipe], offsets: SourceOffsets?, extraWarnings: [CatalogWarning]) throws(CatalogError) {
        var categoryIndexByID: [String: Int] = [:]
        for (index, category) in categories.enumerated() {
            guard categoryIndexByID[category.id] == nil else {
                throw .duplicateCategoryID(category.id, position: offsets?.category(index))
            }
            categoryIndexByID[category.id] = index
        }
        var indexByID: [String: Int] = [:]
        indexByID.reserveCapacity(recipes.count)
        for (index, recipe) in recipes.enumerated() {
            guard indexByID[recipe.id] == nil else {
                throw .duplicateRecipeID(recipe.id, position: offsets?.recipe(index))
            }
            guard categoryIndexByID[recipe.categoryID] != nil else {
                throw .unknownCategory(recipeID: recipe.id, categoryID: recipe.categoryID, position: offsets?.recipe(index))
            }
            indexByID[recipe.id] = index
        }

        var warnings = extraWarnings
        var values = recipes
        for (index, recipe) in recipes.enumerated() {
            let kept = recipe.relatedIDs.filter { relatedID in
                if relatedID == recipe.id {
                    warnings.append(.selfRelated(recipeID: recipe.id))
                    return false
                }
                if indexByID[relatedID] == nil {
                    warnings.append(.danglingRelatedID(recipeID: recipe.id, relatedID: relatedID))
                    return false
                }
                return true
            }
            if kept.count != recipe.relatedIDs.count { values[index].relatedIDs = kept }
        }

        var builder = RecipeIndexBuilder(expectedRecipes: recipes.count)
        for category in categories {
            builder.addCategory(id: builder.addString(category.id), name: builder.addString(category.name))
        }
        for (index, recipe) in values.enumerated() {
            builder.addRecipe(RecipeIndexBuilder.Entry(
                id: builder.addString(recipe.id), name: builder.addString(recipe.name),
                category: categoryIndexByID[recipe.categoryID]!, minutes: recipe.minutes, servings: recipe.servings,
                sourceOffset: index, sourceLength: 0, ingredients: builder.addIngredients(recipe.ingredients.map(\.name)),
                labels: builder.labels.add(tags: recipe.tags, metadata: recipe.metadata)
            ))
        }
        let index: RecipeIndex
        do {
            index = try builder.build()
        } catch {
            // The dictionary above has already refused every ID that `String` considers equal.
            fatalError("recipe IDs \(values[error.first].id) and \(values[error.second].id) collide in the index")
        }
        self.init(categories: categories, warnings: warnings, index: index, fullRecipes: FullRecipeStore(values: values), origin: .values)
    }

    /// How a catalog was made.
    enum Origin: Equatable, Sendable {
        /// From values, or parsed into values by the precise parser.
        case values
        /// Scanned from a document whose recipes are decoded on first use.
        case scanned
        /// Read from a `CatalogCache`, recipes decoded from the data file on first use.
        case cache
    }

    /// Wraps an index and the source of its recipes; the loaders have checked every rule already.
    init(categories: [Category], warnings: [CatalogWarning], index: RecipeIndex, fullRecipes: FullRecipeStore, origin: Origin) {
        self.origin = origin
        self.categories = categories
        self.warnings = warnings
        self.index = index
        self.fullRecipes = fullRecipes
        categoryIDs = categories.map(\.id)
        var categoryIndexByID: [String: Int] = [:]
        for (position, category) in categories.enumerated() where categoryIndexByID[category.id] == nil {
            categoryIndexByID[category.id] = position
        }
        self.categoryIndexByID = categoryIndexByID
        idLists = IDLists(categoryCount: categories.count)
    }

    /// The number of recipes in the catalog.
    public var recipeCount: Int { index.recipeCount }

    /// Returns the recipe with this ID, if the catalog has it.
    public subscript(id: String) -> Recipe? {
        index.lookup(id).map(recipe(at:))
    }

    /// The full recipe at a position of the index.
    package func recipe(at position: Int) -> Recipe {
        fullRecipes.recipe(position, index: index, categoryIDs: categoryIDs)
    }

    /// Returns the recipe with this ID as the detail shows it: whole, or, when the data file changed
    /// since it was indexed and the recipe was not read before, a stand-in that says so; nil for an unknown ID.
    ///
    /// `self[id]` gives the stand-in's recipe (ID, name, category, minutes) as if it were whole.
    package func fullRecipe(_ id: String) -> FullRecipeLookup? {
        guard let position = index.lookup(id) else { return nil }
        switch fullRecipes.lookup(position, index: index, categoryIDs: categoryIDs) {
        case .recipe(let recipe): return .recipe(recipe)
        case .changedOnDisk(let entry): return .changedOnDisk(entry)
        }
    }

    /// Returns the category with this ID, if the catalog has it.
    public func category(id: String) -> Category? {
        categoryIndexByID[id].map { categories[$0] }
    }

    /// Returns the recipes of a category sorted by name, ignoring case and accents; empty for an unknown category.
    public func recipes(in categoryID: String) -> [Recipe] {
        guard let category = categoryIndexByID[categoryID] else { return [] }
        return (0..<index.recipeCount(inCategory: category)).map { recipe(at: index.recipe(inCategory: category, row: $0)) }
    }

    /// Returns the IDs of a category's recipes in display order, without building the recipes.
    public func recipeIDs(in categoryID: String) -> [String] {
        guard let category = categoryIndexByID[categoryID] else { return [] }
        return idLists.ids(of: category, in: index)
    }

    /// Returns a recipe's name (cut to the limits, as `self[id]?.name` has it) without building the recipe.
    ///
    /// Lists and filters that need only names should ask this: with a large data file, building a
    /// recipe means reading and parsing it from the file.
    public func name(ofRecipe id: String) -> String? {
        index.lookup(id).map(index.name(of:))
    }

    /// Returns how many recipes a category has, without listing them; 0 for an unknown category.
    public func recipeCount(in categoryID: String) -> Int {
        categoryIndexByID[categoryID].map(index.recipeCount(inCategory:)) ?? 0
    }

    /// Returns the row of a recipe in its category's sorted list, or nil for an unknown ID.
    package func position(ofRecipe id: String) -> Int? {
        index.lookup(id).map(index.position(of:))
    }

    /// Returns the index of a category in display order, or nil for an unknown ID.
    package func position(ofCategory id: String) -> Int? {
        categoryIndexByID[id]
    }

    /// The length of the longest recipe ID in UTF-8 bytes; it reads every ID, so ask only when needed.
    package var longestRecipeIDLength: Int {
        (0..<index.recipeCount).reduce(0) { max($0, index.idBytes(of: $1).count) }
    }

    /// The IDs of the recipes related to `recipe`, in the data file's order, as the catalog has them
    /// when `recipe` is one of its own; read from memory only, never from the data file.
    package func relatedIDs(of recipe: Recipe) -> [String] {
        guard let position = index.lookup(recipe.id) else { return recipe.relatedIDs }
        return fullRecipes.recipeAtHand(position)?.relatedIDs ?? recipe.relatedIDs
    }

    /// Returns the recipes related to `recipe`, in the data file's order.
    public func recipes(relatedTo recipe: Recipe) -> [Recipe] {
        let relatedIDs = index.lookup(recipe.id).map { self.recipe(at: $0).relatedIDs } ?? recipe.relatedIDs
        return relatedIDs.compactMap { self[$0] }
    }
}

/// A recipe as `RecipeCatalog.fullRecipe(_:)` finds it.
package enum FullRecipeLookup: Equatable, Sendable {
    /// The whole recipe, from one version of the data.
    case recipe(Recipe)
    /// The data file changed since it was indexed, so the recipe was not read: what the index knows
    /// of it (ID, name, category, minutes), without summary, ingredients or directions.
    case changedOnDisk(Recipe)
}

/// Where each category and recipe object starts in a document, for errors that name the line and column.
struct SourceOffsets {
    let bytes: [UInt8]
    let categories: [Int]
    let recipes: [Int]

    func category(_ index: Int) -> SourcePosition? {
        categories.element(at: index).map { SourcePosition(offset: $0, in: bytes) }
    }

    func recipe(_ index: Int) -> SourcePosition? {
        recipes.element(at: index).map { SourcePosition(offset: $0, in: bytes) }
    }
}

/// Each category's recipe IDs as `[String]`, made the first time a category is asked for and then shared.
private final class IDLists: Sendable {
    private let lists: Mutex<[[String]?]>

    init(categoryCount: Int) {
        lists = Mutex(Array(repeating: nil, count: categoryCount))
    }

    func ids(of category: Int, in index: RecipeIndex) -> [String] {
        if let known = lists.withLock({ $0[category] }) { return known }
        let made = (0..<index.recipeCount(inCategory: category)).map { index.id(of: index.recipe(inCategory: category, row: $0)) }
        lists.withLock { $0[category] = made }
        return made
    }
}

extension Array {
    /// Returns the element at `index`, or nil when the array is shorter.
    func element(at index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
