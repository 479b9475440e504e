/// One recipe of the catalog, as the data file describes it.
public struct Recipe: Identifiable, Hashable, Sendable {
    /// A stable identifier from the data file, used in saved state and deep links.
    public var id: String
    public var name: String
    /// The ID of the category the recipe belongs to.
    public var categoryID: String
    public var summary: String
    public var servings: Int?
    public var minutes: Int?
    public var ingredients: [Ingredient]
    public var directions: [String]
    /// IDs of related recipes, in the data file's order, with dangling ones already dropped.
    public var relatedIDs: [String]
    /// Tags as the data names them ("vegan"), which a query's `#vegan` finds: a Cooklang file's
    /// `tags`. Not a field of the JSON format (`RecipeField.all`), whose files may use the key for
    /// anything; kept in the index's labels, not in a cache's encoded recipes.
    public var tags: [String]
    /// Other metadata, each "key: value" ("course: dinner"), which a query's `key:value` finds: a
    /// Cooklang file's metadata; like `tags`, in the index's labels only.
    public var metadata: [String]

    public init(
        id: String,
        name: String,
        categoryID: String,
        summary: String = "",
        servings: Int? = nil,
        minutes: Int? = nil,
        ingredients: [Ingredient] = [],
        directions: [String] = [],
        relatedIDs: [String] = [],
        tags: [String] = [],
        metadata: [String] = []
    ) {
        self.id = id
        self.name = name
        self.categoryID = categoryID
        self.summary = summary
        self.servings = servings
        self.minutes = minutes
        self.ingredients = ingredients
        self.directions = directions
        self.relatedIDs = relatedIDs
        self.tags = tags
        self.metadata = metadata
    }
}

/// An ingredient line of a recipe: how much, and of what.
public struct Ingredient: Hashable, Sendable {
    public var amount: String
    public var name: String

    public init(amount: String, name: String) {
        self.amount = amount
        self.name = name
    }
}
