import RecipeModel

/// The shopping list's screen, the plan's list by aisle: `{"shopping-list": "list"}`, `$list` in a link;
/// its pantry's view (`P`: what the pantry took, what in it is low or expired) `{"shopping-list": "pantry"}`, `$pantry`.
///
/// The list is built from the kitchen's files, not from the catalog, so the screen always resolves:
/// a plan that names recipes the catalog lost says so in its warnings.
public struct ShoppingListRoute: RouteKind {
    /// Whether the screen shows the pantry's view rather than the list.
    public var pantry: Bool

    public init(pantry: Bool = false) { self.pantry = pantry }

    public static let savedName = "shopping-list"
    public static let linkMark: Character? = "$"
    /// The plan's list, opened by a key from anywhere: it needs no recipe under it.
    public static let startsStack = true

    public var route: Route { .shoppingList(pantry: pantry) }
    /// Which view: "list" or "pantry".
    public var key: String { pantry ? "pantry" : "list" }

    public static func decode(from container: KeyedDecodingContainer<SavedRouteKey>) throws -> Route {
        // Any other value (a later version's view) opens the list: the screen is still the shopping list.
        let view = (try? container.decode(String.self, forKey: savedKey)) ?? "list"
        return .shoppingList(pantry: view == "pantry")
    }

    public func encode(into container: inout KeyedEncodingContainer<SavedRouteKey>) throws {
        try container.encode(key, forKey: Self.savedKey)
    }

    public static func route(linkText text: Substring, segment: Substring, position: Int) throws(DeepLinkError) -> Route {
        switch text {
        case "list": return .shoppingList(pantry: false)
        case "pantry": return .shoppingList(pantry: true)
        default:
            throw .badScreen(segment: String(segment), position: position, screen: "the shopping list", reason: "it must be $list or $pantry")
        }
    }

    public var linkText: String { key }

    /// Throws for the list first after the category, where a recipe must be.
    public func validate(inLinkAt index: Int, categoryID: String, in catalog: RecipeCatalog) throws(DeepLinkError) {
    }

    public func resolves(in catalog: RecipeCatalog) -> Bool { true }

    public var unresolvedViolation: String { "the path holds the shopping list, which always resolves" }

    public static func droppedClause(quoting names: String, count: Int) -> String {
        "the shopping list closed"
    }
}
