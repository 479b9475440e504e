import RecipeModel

/// What can I make: the recipes the pantry covers, `{"cookable": ""}`, `=` in a link.
///
/// It is worked out from the pantry file and the catalog's index whenever it is shown.
public struct CookableRoute: MarkOnlyRouteKind {
    public init() {}

    public static let savedName = "cookable"
    public static let linkMark: Character? = "="
    public static let startsStack = true
    public static let only = Route.cookable
    public static let screenTitle = "what can I make"

    public var key: String { "" }
}
