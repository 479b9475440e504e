import RecipeModel

/// The plan's screen, what the data source's `.shopping-list` holds: `{"plan": ".shopping-list"}`, `+` in a link.
///
/// There is one plan per data source, so the route names only its file, and its link segment is the
/// mark alone. It needs no
/// recipe under it and resolves in every catalog (the file is the kitchen's, not the catalog's; a
/// plan that is missing or empty is a screen that says so).
public struct PlanRoute: RouteKind {
    public init() {}

    public static let savedName = "plan"
    public static let linkMark: Character? = "+"
    public static let startsStack = true

    public var route: Route { .plan }
    public var key: String { ".shopping-list" }

    /// Reads `{"plan": ".shopping-list"}`; whatever the member holds, the screen is the plan.
    public static func decode(from container: KeyedDecodingContainer<SavedRouteKey>) throws -> Route {
        .plan
    }

    public func encode(into container: inout KeyedEncodingContainer<SavedRouteKey>) throws {
        try container.encode(key, forKey: Self.savedKey)
    }

    /// Reads `+`, the mark alone.
    public static func route(linkText text: Substring, segment: Substring, position: Int) throws(DeepLinkError) -> Route {
        guard text.isEmpty else {
            throw .badScreen(segment: String(segment), position: position, screen: "the plan", reason: "it must be \"+\" alone")
        }
        return .plan
    }

    public var linkText: String { "" }

    /// The plan may stand anywhere in a link.
    public func validate(inLinkAt index: Int, categoryID: String, in catalog: RecipeCatalog) throws(DeepLinkError) {}

    public func resolves(in catalog: RecipeCatalog) -> Bool { true }

    public var unresolvedViolation: String { "the path holds the plan, which always resolves" }

    public static func droppedClause(quoting names: String, count: Int) -> String {
        "the plan closed"
    }
}
