import RecipeModel

/// A tag's screen, the recipes that have it: `{"tag": "vegan"}`, `#vegan` in a link; with no name,
/// the screen of every tag with its count: `{"tag": ""}`, `#` alone in a link.
///
/// A tag is named as the index keeps it, folded (lower case, no accents): `#Végan` and `#vegan` are one
/// screen. The overview always resolves (a catalog without tags shows that it has none); a tag's
/// screen resolves while a recipe has the tag.
public struct TagRoute: RouteKind {
    /// The tag, folded, without "#"; empty for the screen of every tag.
    public var name: String

    public init(name: String) { self.name = name }

    public static let savedName = "tag"
    public static let linkMark: Character? = "#"
    /// A screen of the whole collection, opened by a key from anywhere: it needs no recipe under it.
    public static let startsStack = true

    /// The screen of every tag, with its count.
    public static let overview = Route.tag("")

    public var route: Route { .tag(name) }
    public var key: String { name }

    /// Whether this is the screen of every tag rather than of one.
    public var isOverview: Bool { name.isEmpty }

    public static func decode(from container: KeyedDecodingContainer<SavedRouteKey>) throws -> Route {
        .tag(try container.decode(String.self, forKey: savedKey))
    }

    public func encode(into container: inout KeyedEncodingContainer<SavedRouteKey>) throws {
        try container.encode(name, forKey: Self.savedKey)
    }

    public static func route(linkText text: Substring, segment: Substring, position: Int) throws(DeepLinkError) -> Route {
        guard let decoded = PercentEncoding.decode(text) else {
            throw .badScreen(segment: String(segment), position: position, screen: "a tag", reason: "it has a malformed percent escape")
        }
        return .tag(decoded)
    }

    public var linkText: String { PercentEncoding.encode(name) }

    /// Throws for a tag first after the category, where a recipe must be, and for a tag no recipe has.
    public func validate(inLinkAt index: Int, categoryID: String, in catalog: RecipeCatalog) throws(DeepLinkError) {
        guard resolves(in: catalog) else {
            throw .badScreen(segment: linkSegment, position: index + 2, screen: "a tag", reason: "no recipe has the tag \"\(name)\"")
        }
    }

    public func resolves(in catalog: RecipeCatalog) -> Bool { isOverview || catalog.hasTag(name) }

    public var unresolvedViolation: String { "the path holds tag \"\(name)\", which no recipe has" }

    public static func droppedClause(quoting names: String, count: Int) -> String {
        count == 1 ? "no recipe has the tag \(names) any more" : "no recipe has the tags \(names) any more"
    }
}
