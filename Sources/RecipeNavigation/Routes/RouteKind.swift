import RecipeModel

/// The rules of one kind of screen on the detail's stack: how it is saved, linked, fitted to a catalog and named when dropped.
///
/// Each kind is one conforming type in a file of its own beside this one (`RecipeRoute.swift`,
/// `IngredientRoute.swift`). Nothing else names a kind: the saved form (`RouteMember`), links
/// (`DeepLink`), fitting and invariants (`NavigationModel`) and the restore notice (`RestoreReport`)
/// ask `route.rules` or go through `Route.allKinds`. The kind's screen (its detail, breadcrumb, picker
/// row and what `e` edits) is the app's `RouteScreen`, in `Sources/RecipeApp/Routes/`.
public protocol RouteKind: Sendable {
    /// The kind's name in the saved state and in messages: the member that names the kind in `{"recipe": "apple-pie"}`.
    static var savedName: String { get }
    /// The character that starts the kind's segment in a deep link (`@butter`); nil for the one kind whose segments are unmarked, the recipe.
    static var linkMark: Character? { get }
    /// Whether a screen of this kind may start the stack without a recipe under it: a screen of the
    /// whole collection (the plan, a menu), opened by a key from anywhere. False by default: a
    /// screen of a recipe (its ingredient, its cook mode) is pushed on top of one.
    static var startsStack: Bool { get }

    /// The route these rules are about.
    var route: Route { get }
    /// What the route names within its kind, as messages quote it: a recipe's ID, an ingredient's name.
    var key: String { get }

    /// Reads a route of this kind from its saved object, which holds the kind's `savedName` member.
    static func decode(from container: KeyedDecodingContainer<SavedRouteKey>) throws -> Route
    /// Writes the route's saved object: its `savedName` member and its options, if any (members of other names, such as `"servings"`).
    func encode(into container: inout KeyedEncodingContainer<SavedRouteKey>) throws

    /// Reads a route of this kind from a link segment; `text` is the segment without the kind's `linkMark`.
    static func route(linkText text: Substring, segment: Substring, position: Int) throws(DeepLinkError) -> Route
    /// The route's link segment after its mark, percent-escaped.
    var linkText: String { get }
    /// Throws when the route cannot be screen `index` (0 is the first after the category) of a link into `categoryID`.
    func validate(inLinkAt index: Int, categoryID: String, in catalog: RecipeCatalog) throws(DeepLinkError)

    /// Tells whether the catalog still has what the route names.
    func resolves(in catalog: RecipeCatalog) -> Bool
    /// The rule a path breaks by holding this route when it does not resolve, as `checkInvariants` lists it.
    var unresolvedViolation: String { get }
    /// The restore notice's clause for the dropped routes of this kind, given their keys already quoted and how many there are.
    static func droppedClause(quoting names: String, count: Int) -> String

    /// The recipe's ID when the route is a recipe, the kind a stack starts with; nil by default.
    var recipeID: String? { get }
    /// This route after a reload gave recipes new IDs (`moves`, old to new); the route itself by default.
    func renamingRecipes(_ moves: [String: String]) -> Route
    /// This route, which resolves in `catalog`, without the options that no longer make sense there
    /// (a recipe's servings once it no longer says how many it serves); the route itself by default.
    /// Dropped quietly: the screen itself is kept.
    func fitted(in catalog: RecipeCatalog) -> Route
}

extension RouteKind {
    public static var startsStack: Bool { false }
    public var recipeID: String? { nil }
    public func renamingRecipes(_ moves: [String: String]) -> Route { route }
    public func fitted(in catalog: RecipeCatalog) -> Route { route }

    /// The member that names the kind in its saved object.
    static var savedKey: SavedRouteKey { SavedRouteKey(savedName) }

    /// The link segment: the mark, then the escaped text.
    var linkSegment: String { Self.linkMark.map(String.init).map { $0 + linkText } ?? linkText }
}

/// A member of a route's saved object: the kind's name or one of its options.
public struct SavedRouteKey: CodingKey, Hashable, Sendable {
    public var stringValue: String
    public var intValue: Int? { nil }

    public init(_ name: String) { stringValue = name }
    public init(stringValue: String) { self.stringValue = stringValue }
    public init?(intValue: Int) { nil }
}
