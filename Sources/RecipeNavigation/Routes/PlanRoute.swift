import RecipeModel

/// The plan's screen, what the data source's `.shopping-list` holds: `{"plan": ".shopping-list"}`, `+` in a link.
///
/// There is one plan per data source, so the route names only its file, and its link segment is the
/// mark alone. It needs no recipe under it and may stand anywhere in a link (the file is the
/// kitchen's, not the catalog's; a plan that is missing or empty is a screen that says so).
public struct PlanRoute: MarkOnlyRouteKind {
    public init() {}

    public static let savedName = "plan"
    public static let linkMark: Character? = "+"
    public static let startsStack = true
    public static let only = Route.plan
    public static let screenTitle = "the plan"

    public var key: String { ".shopping-list" }
}
