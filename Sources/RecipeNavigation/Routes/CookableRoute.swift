import RecipeModel

/// What can I make: the recipes the pantry covers, `{"cookable": ""}`, `=` in a link.
///
/// It is worked out from the pantry file and the catalog's index whenever it is shown, and names
/// nothing of its own, so it always resolves: a reload or a relaunch never closes it. Its member holds
/// no key; any value is read as the screen.
public struct CookableRoute: RouteKind {
    public init() {}

    public static let savedName = "cookable"
    public static let linkMark: Character? = "="

    public var route: Route { .cookable }
    public var key: String { "" }

    public static func decode(from container: KeyedDecodingContainer<SavedRouteKey>) throws -> Route {
        .cookable
    }

    public func encode(into container: inout KeyedEncodingContainer<SavedRouteKey>) throws {
        try container.encode(key, forKey: Self.savedKey)
    }

    /// Reads `=`; anything after the mark is refused, since a later version may give it a meaning.
    public static func route(linkText text: Substring, segment: Substring, position: Int) throws(DeepLinkError) -> Route {
        guard text.isEmpty else {
            throw .badScreen(segment: String(segment), position: position, screen: "what can I make", reason: "nothing may follow the =")
        }
        return .cookable
    }

    public var linkText: String { "" }

    /// Throws for the screen first after the category, where a recipe must be.
    public func validate(inLinkAt index: Int, categoryID: String, in catalog: RecipeCatalog) throws(DeepLinkError) {
        guard index > 0 else {
            throw .badScreen(segment: linkSegment, position: index + 2, screen: "what can I make", reason: "the first screen after the category must be a recipe")
        }
    }

    public func resolves(in catalog: RecipeCatalog) -> Bool { true }

    public var unresolvedViolation: String { "the path holds what can I make, which always resolves" }

    public static func droppedClause(quoting names: String, count: Int) -> String {
        "what can I make was closed"
    }
}
