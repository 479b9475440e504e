import RecipeModel

/// Cook mode's screen, one step of a recipe at a time: `{"cook": "apple-pie", "step": 3}`, `^apple-pie:3` in a link;
/// scaled, with the servings the recipe was opened at: `{"cook": "apple-pie", "step": 3, "servings": 6}`, `^apple-pie:3:6`.
///
/// The step is 1-based and counts the recipe's cooking steps (not its notes); a step past the
/// recipe's last (the recipe lost steps since) is shown as its last, so the route never dangles.
/// The servings follow the recipe route's rules (`RecipeRoute.sensible`, `fitted(in:)`): servings
/// that make no sense, or of a recipe that does not say how many it serves, are dropped quietly.
public struct CookRoute: RouteKind {
    public var id: String
    public var step: Int
    /// The servings the quantities are scaled to; nil for the recipe as written.
    public var servings: Double?

    public init(id: String, step: Int, servings: Double? = nil) {
        self.id = id
        self.step = max(1, step)
        self.servings = servings
    }

    public static let savedName = "cook"
    public static let linkMark: Character? = "^"

    public var route: Route { .cook(id, step: step, servings: servings) }
    public var key: String { id }

    /// The saved members beside the kind's.
    static let stepKey = SavedRouteKey("step")
    static let servingsKey = SavedRouteKey("servings")

    public static func decode(from container: KeyedDecodingContainer<SavedRouteKey>) throws -> Route {
        let id = try container.decode(String.self, forKey: savedKey)
        // A step that is missing or not a positive number opens the first: the screen is still the recipe's cook mode.
        let step = (try? container.decodeIfPresent(Int.self, forKey: stepKey)).flatMap { $0 } ?? 1
        // Servings of another type, or none that make sense, are skipped as the recipe route skips them.
        let servings = (try? container.decodeIfPresent(Double.self, forKey: servingsKey)) ?? nil
        return .cook(id, step: max(1, step), servings: RecipeRoute.sensible(servings))
    }

    public func encode(into container: inout KeyedEncodingContainer<SavedRouteKey>) throws {
        try container.encode(id, forKey: Self.savedKey)
        try container.encode(step, forKey: Self.stepKey)
        try container.encodeIfPresent(servings, forKey: Self.servingsKey)
    }

    /// Reads `ID:STEP` or `ID:STEP:SERVINGS`; the escaped ID never holds a colon, so the colons separate.
    public static func route(linkText text: Substring, segment: Substring, position: Int) throws(DeepLinkError) -> Route {
        var rest = text
        var servings: Double?
        let colons = text.filter { $0 == ":" }.count
        if colons == 2, let mark = text.lastIndex(of: RecipeRoute.servingsMark) {
            servings = try RecipeRoute.servings(linkText: text[text.index(after: mark)...], segment: segment, position: position, screen: "cook mode")
            rest = text[..<mark]
        }
        guard colons <= 2, let colon = rest.lastIndex(of: ":"), let step = Int(rest[rest.index(after: colon)...]), step >= 1, step <= 100_000 else {
            throw .badCook(segment: String(segment), position: position, reason: "it must be ^RECIPE:STEP or ^RECIPE:STEP:SERVINGS, the step a number from 1")
        }
        guard let id = PercentEncoding.decode(rest[..<colon]), !id.isEmpty else { throw .badEscape(segment: String(segment), position: position) }
        return .cook(id, step: step, servings: servings)
    }

    public var linkText: String {
        PercentEncoding.encode(id) + ":" + String(step) + (servings.map { String(RecipeRoute.servingsMark) + RecipeRoute.servingsText($0) } ?? "")
    }

    /// The route with servings that make sense for the catalog's recipe, as a recipe's screen fits them.
    public func fitted(in catalog: RecipeCatalog) -> Route {
        guard servings != nil else { return route }
        let recipe = RecipeRoute(id: id, servings: servings).fitted(in: catalog)
        return .cook(id, step: step, servings: recipe.servings)
    }

    /// Throws for cook mode first after the category, where a recipe must be, and for a recipe the catalog does not have.
    public func validate(inLinkAt index: Int, categoryID: String, in catalog: RecipeCatalog) throws(DeepLinkError) {
        guard index > 0 else {
            throw .badCook(segment: linkSegment, position: index + 2, reason: "the first screen after the category must be a recipe")
        }
        guard resolves(in: catalog) else { throw .unknownRecipe(id, position: index + 2) }
    }

    public func resolves(in catalog: RecipeCatalog) -> Bool { catalog[id] != nil }

    public var unresolvedViolation: String { "the path holds cook mode of \"\(id)\", which does not exist" }

    public static func droppedClause(quoting names: String, count: Int) -> String {
        count == 1 ? "cook mode of \(names) closed: the recipe no longer exists" : "cook mode of \(names) closed: the recipes no longer exist"
    }

    public func renamingRecipes(_ moves: [String: String]) -> Route { moves[id].map { .cook($0, step: step, servings: servings) } ?? route }
}

extension DeepLinkError {
    /// A cook segment that is malformed or comes first.
    public static func badCook(segment: String, position: Int, reason: String) -> Self {
        .badScreen(segment: segment, position: position, screen: "cook mode", reason: reason)
    }
}
