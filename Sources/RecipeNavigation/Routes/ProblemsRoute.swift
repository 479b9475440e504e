import RecipeModel

/// The Problems screen, the doctor's findings on the data grouped by file: `{"problems": "all"}`, `!` in a link.
///
/// The doctor reads the files afresh, so the screen names nothing in the catalog. Its key says it
/// shows all of the data's problems (every route names something).
public struct ProblemsRoute: MarkOnlyRouteKind {
    public init() {}

    public static let savedName = "problems"
    public static let linkMark: Character? = "!"
    public static let startsStack = true
    public static let only = Route.problems
    public static let screenTitle = "the Problems screen"

    public var key: String { "all" }
}
