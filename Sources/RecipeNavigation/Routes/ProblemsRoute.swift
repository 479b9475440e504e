import RecipeModel

/// The Problems screen, the doctor's findings on the data grouped by file: `{"problems": ""}`, `!` in a link.
///
/// It names nothing in the catalog (the doctor reads the files afresh), so it always resolves: a
/// reload or a relaunch never closes it. Its member holds no key; any value is read as the screen.
public struct ProblemsRoute: RouteKind {
    public init() {}

    public static let savedName = "problems"
    public static let linkMark: Character? = "!"

    public var route: Route { .problems }
    public var key: String { "" }

    public static func decode(from container: KeyedDecodingContainer<SavedRouteKey>) throws -> Route {
        .problems
    }

    public func encode(into container: inout KeyedEncodingContainer<SavedRouteKey>) throws {
        try container.encode(key, forKey: Self.savedKey)
    }

    /// Reads `!`; anything after the mark is refused, since a later version may give it a meaning.
    public static func route(linkText text: Substring, segment: Substring, position: Int) throws(DeepLinkError) -> Route {
        guard text.isEmpty else {
            throw .badScreen(segment: String(segment), position: position, screen: "the Problems screen", reason: "nothing may follow the !")
        }
        return .problems
    }

    public var linkText: String { "" }

    /// Throws for the Problems screen first after the category, where a recipe must be.
    public func validate(inLinkAt index: Int, categoryID: String, in catalog: RecipeCatalog) throws(DeepLinkError) {
        guard index > 0 else {
            throw .badScreen(segment: linkSegment, position: index + 2, screen: "the Problems screen", reason: "the first screen after the category must be a recipe")
        }
    }

    public func resolves(in catalog: RecipeCatalog) -> Bool { true }

    public var unresolvedViolation: String { "the path holds the Problems screen, which always resolves" }

    public static func droppedClause(quoting names: String, count: Int) -> String {
        "the Problems screen was closed"
    }
}
