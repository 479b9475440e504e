import RecipeModel

/// A recipe's screen, by the recipe's ID: `{"recipe": "apple-pie"}`, written unmarked in a link (`dessert/apple-pie`).
///
/// The recipe is the kind a stack starts with: the first screen is the recipe selected in the list.
public struct RecipeRoute: RouteKind {
    public var id: String

    public init(id: String) { self.id = id }

    public static let savedName = "recipe"
    public static let linkMark: Character? = nil

    public var route: Route { .recipe(id) }
    public var key: String { id }
    public var recipeID: String? { id }

    public static func decode(from container: KeyedDecodingContainer<SavedRouteKey>) throws -> Route {
        .recipe(try container.decode(String.self, forKey: savedKey))
    }

    public func encode(into container: inout KeyedEncodingContainer<SavedRouteKey>) throws {
        try container.encode(id, forKey: Self.savedKey)
    }

    public static func route(linkText text: Substring, segment: Substring, position: Int) throws(DeepLinkError) -> Route {
        guard let decoded = PercentEncoding.decode(text) else { throw .badEscape(segment: String(segment), position: position) }
        return .recipe(decoded)
    }

    public var linkText: String { PercentEncoding.encode(id) }

    /// Throws for a recipe the catalog does not have, and for a first recipe of another category than the link's.
    public func validate(inLinkAt index: Int, categoryID: String, in catalog: RecipeCatalog) throws(DeepLinkError) {
        guard let recipe = catalog[id] else { throw .unknownRecipe(id, position: index + 2) }
        if index == 0 && recipe.categoryID != categoryID {
            throw .recipeNotInCategory(recipeID: id, categoryID: categoryID, actualCategoryID: recipe.categoryID)
        }
    }

    public func resolves(in catalog: RecipeCatalog) -> Bool { catalog[id] != nil }

    public var unresolvedViolation: String { "the path holds \"\(id)\", which does not exist" }

    public static func droppedClause(quoting names: String, count: Int) -> String {
        count == 1 ? "recipe \(names) no longer exists" : "recipes \(names) no longer exist"
    }

    public func renamingRecipes(_ moves: [String: String]) -> Route { moves[id].map(Route.recipe) ?? route }
}

extension RestoreReport {
    /// Saved recipe IDs that the catalog no longer has, each once, in the order of their first place in the path.
    public var droppedRecipeIDs: [String] {
        get { dropped(RecipeRoute.self) }
        set { setDropped(RecipeRoute.self, newValue) }
    }
}

extension [Route] {
    /// A path of recipes only, as a stack of related recipes is.
    public static func recipes(_ ids: [String]) -> [Route] {
        ids.map(Route.recipe)
    }
}
