import RecipeModel

/// A recipe's screen, by the recipe's ID: `{"recipe": "apple-pie"}`, written unmarked in a link (`dessert/apple-pie`);
/// scaled, with the servings it is shown for: `{"recipe": "apple-pie", "servings": 6}`, `dessert/apple-pie:6`.
///
/// The recipe is the kind a stack starts with: the first screen is the recipe selected in the list.
/// Servings that make no sense (not a number over zero, over `maximumServings`, or for a recipe that
/// does not say how many it serves) are dropped quietly, wherever they come from: the recipe is then
/// shown as written, which loses nothing of the place.
public struct RecipeRoute: RouteKind {
    public var id: String
    /// The servings the recipe is scaled to; nil for the recipe as written.
    public var servings: Double?

    public init(id: String, servings: Double? = nil) {
        self.id = id
        self.servings = servings
    }

    public static let savedName = "recipe"
    public static let linkMark: Character? = nil
    /// What separates the servings from the ID in a link segment (`apple-pie:6`): a character that
    /// percent-escaping always escapes, so that no escaped ID holds it.
    public static let servingsMark: Character = ":"
    /// The most servings a screen is scaled to: more is no kitchen's, and would only print absurd amounts.
    public static let maximumServings = 10_000.0

    public var route: Route { .recipe(id, servings: servings) }
    public var key: String { id }
    public var recipeID: String? { id }

    /// `servings` when it is a number a recipe can be scaled to; nil otherwise.
    public static func sensible(_ servings: Double?) -> Double? {
        guard let servings, servings.isFinite, servings > 0, servings <= maximumServings else { return nil }
        return servings
    }

    public static func decode(from container: KeyedDecodingContainer<SavedRouteKey>) throws -> Route {
        // Servings of another type, or none that make sense, are skipped rather than refusing the place.
        let servings = (try? container.decodeIfPresent(Double.self, forKey: SavedRouteKey("servings"))) ?? nil
        return .recipe(try container.decode(String.self, forKey: savedKey), servings: sensible(servings))
    }

    public func encode(into container: inout KeyedEncodingContainer<SavedRouteKey>) throws {
        try container.encode(id, forKey: Self.savedKey)
        try container.encodeIfPresent(servings, forKey: SavedRouteKey("servings"))
    }

    public static func route(linkText text: Substring, segment: Substring, position: Int) throws(DeepLinkError) -> Route {
        var idText = text
        var servings: Double?
        if let mark = text.lastIndex(of: servingsMark) {
            idText = text[..<mark]
            servings = try Self.servings(linkText: text[text.index(after: mark)...], segment: segment, position: position)
        }
        guard let decoded = PercentEncoding.decode(idText) else { throw .badEscape(segment: String(segment), position: position) }
        // `:6` alone names no recipe: without this, it would open a recipe of the empty ID.
        guard !decoded.isEmpty else {
            throw .badScreen(segment: String(segment), position: position, screen: "a recipe", reason: "it names no recipe before \"\(servingsMark)\"")
        }
        return .recipe(decoded, servings: servings)
    }

    /// Reads the servings after a link segment's `servingsMark`: nil when they make no sense, an error when they are no number.
    static func servings(linkText number: Substring, segment: Substring, position: Int, screen: String = "a recipe") throws(DeepLinkError) -> Double? {
        guard let value = Double(String(number)), number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }) else {
            throw .badScreen(segment: String(segment), position: position, screen: screen, reason: "\"\(number)\" after \":\" is not a number of servings")
        }
        return sensible(value)
    }

    public var linkText: String {
        PercentEncoding.encode(id) + (servings.map { String(Self.servingsMark) + Self.servingsText($0) } ?? "")
    }

    /// Servings as a link and a message write them: `6`, `1.5`, never `6.0`.
    public static func servingsText(_ servings: Double) -> String {
        if servings == servings.rounded(), abs(servings) < 1e15 { return String(Int(servings)) }
        return String(servings)
    }

    /// The route with servings that make sense for the catalog's recipe: none for servings that are not
    /// `sensible`, or for a recipe that does not say how many it serves.
    public func fitted(in catalog: RecipeCatalog) -> Route {
        guard let servings else { return route }
        guard Self.sensible(servings) != nil, let recipe = catalog[id], recipe.servings != nil else { return .recipe(id) }
        return route
    }

    /// Throws for a recipe the catalog does not have, and for a first recipe of another category than the link's.
    public func validate(inLinkAt index: Int, categoryID: String, in catalog: RecipeCatalog) throws(DeepLinkError) {
        guard let recipe = catalog[id] else { throw .unknownRecipe(id, position: index + 2) }
        if index == 0 && recipe.categoryID != categoryID {
            throw .recipeNotInCategory(recipeID: id, categoryID: categoryID, actualCategoryID: recipe.categoryID)
        }
    }

    public func resolves(in catalog: RecipeCatalog) -> Bool { catalog[id] != nil }

    public var unresolvedViolation: String { "the path holds \"\(id)\", which does not exist" }

    public static func droppedClause(quoting names: String, count: Int) -> String {
        count == 1 ? "recipe \(names) no longer exists" : "recipes \(names) no longer exist"
    }

    public func renamingRecipes(_ moves: [String: String]) -> Route { moves[id].map { .recipe($0, servings: servings) } ?? route }
}

extension RestoreReport {
    /// Saved recipe IDs that the catalog no longer has, each once, in the order of their first place in the path.
    public var droppedRecipeIDs: [String] {
        get { dropped(RecipeRoute.self) }
        set { setDropped(RecipeRoute.self, newValue) }
    }
}

extension [Route] {
    /// A path of recipes only, as a stack of related recipes is.
    public static func recipes(_ ids: [String]) -> [Route] {
        ids.map { Route.recipe($0) }
    }
}
