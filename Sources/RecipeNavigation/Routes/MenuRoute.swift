import RecipeModel

/// A menu's screen, a `.menu` file of the collection by its path below it without `.menu`:
/// `{"menu": "Plans/week"}`, `*Plans%2Fweek` in a link.
///
/// A menu is the kitchen's, not the catalog's: the route resolves in every catalog (if it names one), and a menu
/// deleted since is a screen that says so. It needs no recipe under it (the Menus category and `m`
/// open it from anywhere).
public struct MenuRoute: RouteKind {
    public var id: String

    public init(id: String) { self.id = id }

    public static let savedName = "menu"
    public static let linkMark: Character? = "*"
    public static let startsStack = true

    public var route: Route { .menu(id) }
    public var key: String { id }

    public static func decode(from container: KeyedDecodingContainer<SavedRouteKey>) throws -> Route {
        .menu(try container.decode(String.self, forKey: savedKey))
    }

    public func encode(into container: inout KeyedEncodingContainer<SavedRouteKey>) throws {
        try container.encode(id, forKey: Self.savedKey)
    }

    public static func route(linkText text: Substring, segment: Substring, position: Int) throws(DeepLinkError) -> Route {
        guard !text.isEmpty else { throw .badMenu(segment: String(segment), position: position, reason: "it names no menu") }
        guard let decoded = PercentEncoding.decode(text) else {
            throw .badMenu(segment: String(segment), position: position, reason: "it has a malformed percent escape")
        }
        return .menu(decoded)
    }

    public var linkText: String { PercentEncoding.encode(id) }

    /// A menu may stand anywhere in a link, if it names one.
    public func validate(inLinkAt index: Int, categoryID: String, in catalog: RecipeCatalog) throws(DeepLinkError) {
        guard resolves(in: catalog) else { throw .badMenu(segment: linkSegment, position: index + 2, reason: "it names no menu") }
    }

    /// Any menu that names one: whether its file is there is the kitchen's to say, not the catalog's.
    public func resolves(in catalog: RecipeCatalog) -> Bool { !id.isEmpty }

    public var unresolvedViolation: String { "the path holds a menu without a name" }

    public static func droppedClause(quoting names: String, count: Int) -> String {
        count == 1 ? "menu \(names) no longer exists" : "menus \(names) no longer exist"
    }
}

extension DeepLinkError {
    /// A menu's segment that is malformed.
    public static func badMenu(segment: String, position: Int, reason: String) -> Self {
        .badScreen(segment: segment, position: position, screen: "a menu", reason: reason)
    }
}
