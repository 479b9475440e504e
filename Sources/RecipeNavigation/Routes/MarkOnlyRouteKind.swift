import RecipeModel

/// A route kind of one screen that names nothing of the catalog, written in a link as its mark alone (`!`, `=`, `+`).
///
/// Such a screen is worked out from files beside the catalog (the doctor's reading, the pantry, the
/// plan), so it always resolves: a reload or a relaunch never closes it. Its saved member holds a
/// fixed key, and any value is read as the screen, so that a later version may give it a meaning.
public protocol MarkOnlyRouteKind: RouteKind {
    /// The kind's one route.
    static var only: Route { get }
    /// What messages call the screen: "the Problems screen", "what can I make".
    static var screenTitle: String { get }
}

extension MarkOnlyRouteKind {
    public var route: Route { Self.only }

    public static func decode(from container: KeyedDecodingContainer<SavedRouteKey>) throws -> Route { only }

    public func encode(into container: inout KeyedEncodingContainer<SavedRouteKey>) throws {
        try container.encode(key, forKey: Self.savedKey)
    }

    /// Reads the mark alone; anything after it is refused, since a later version may give it a meaning.
    public static func route(linkText text: Substring, segment: Substring, position: Int) throws(DeepLinkError) -> Route {
        guard text.isEmpty else {
            throw .badScreen(segment: String(segment), position: position, screen: screenTitle, reason: "nothing may follow the \(linkMark.map(String.init) ?? "mark")")
        }
        return only
    }

    public var linkText: String { "" }

    /// Throws for the screen first after the category, where a recipe must be, unless the kind starts a stack.
    public func validate(inLinkAt index: Int, categoryID: String, in catalog: RecipeCatalog) throws(DeepLinkError) {
        guard Self.startsStack || index > 0 else {
            throw .badScreen(segment: linkSegment, position: index + 2, screen: Self.screenTitle, reason: "the first screen after the category must be a recipe")
        }
    }

    public func resolves(in catalog: RecipeCatalog) -> Bool { true }

    public var unresolvedViolation: String { "the path holds \(Self.screenTitle), which always resolves" }

    public static func droppedClause(quoting names: String, count: Int) -> String { "\(screenTitle) was closed" }
}
