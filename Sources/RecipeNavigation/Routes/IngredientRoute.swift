import RecipeModel

/// An ingredient's screen, the recipes that use it, by the ingredient's name: `{"ingredient": "butter"}`, `@butter` in a link.
public struct IngredientRoute: RouteKind {
    public var name: String

    public init(name: String) { self.name = name }

    public static let savedName = "ingredient"
    public static let linkMark: Character? = "@"

    public var route: Route { .ingredient(name) }
    public var key: String { name }

    public static func decode(from container: KeyedDecodingContainer<SavedRouteKey>) throws -> Route {
        .ingredient(try container.decode(String.self, forKey: savedKey))
    }

    public func encode(into container: inout KeyedEncodingContainer<SavedRouteKey>) throws {
        try container.encode(name, forKey: Self.savedKey)
    }

    public static func route(linkText text: Substring, segment: Substring, position: Int) throws(DeepLinkError) -> Route {
        guard !text.isEmpty else { throw .badIngredient(segment: String(segment), position: position, reason: "it names no ingredient") }
        guard let decoded = PercentEncoding.decode(text) else {
            throw .badIngredient(segment: String(segment), position: position, reason: "it has a malformed percent escape")
        }
        return .ingredient(decoded)
    }

    public var linkText: String { PercentEncoding.encode(name) }

    /// Throws for an ingredient first after the category, where a recipe must be, and for one no recipe uses.
    public func validate(inLinkAt index: Int, categoryID: String, in catalog: RecipeCatalog) throws(DeepLinkError) {
        guard index > 0 else {
            throw .badIngredient(segment: linkSegment, position: index + 2, reason: "the first screen after the category must be a recipe")
        }
        guard resolves(in: catalog) else {
            throw .badIngredient(segment: linkSegment, position: index + 2, reason: "no recipe uses \"\(name)\"")
        }
    }

    public func resolves(in catalog: RecipeCatalog) -> Bool { catalog.usesIngredient(name) }

    public var unresolvedViolation: String { "the path holds ingredient \"\(name)\", which no recipe uses" }

    public static func droppedClause(quoting names: String, count: Int) -> String {
        "no recipe uses \(names) any more"
    }
}

extension RestoreReport {
    /// Saved ingredients that no recipe uses any more, each once, in path order.
    public var droppedIngredients: [String] {
        get { dropped(IngredientRoute.self) }
        set { setDropped(IngredientRoute.self, newValue) }
    }
}

extension DeepLinkError {
    /// An ingredient's segment that is malformed, names no ingredient any recipe uses, or comes first.
    public static func badIngredient(segment: String, position: Int, reason: String) -> Self {
        .badScreen(segment: segment, position: position, screen: "an ingredient", reason: reason)
    }
}
