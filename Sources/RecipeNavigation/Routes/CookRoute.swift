import RecipeModel

/// Cook mode's screen, one step of a recipe at a time: `{"cook": "apple-pie", "step": 3}`, `^apple-pie:3` in a link.
///
/// The step is 1-based and counts the recipe's cooking steps (not its notes); a step past the
/// recipe's last (the recipe lost steps since) is shown as its last, so the route never dangles.
public struct CookRoute: RouteKind {
    public var id: String
    public var step: Int

    public init(id: String, step: Int) {
        self.id = id
        self.step = max(1, step)
    }

    public static let savedName = "cook"
    public static let linkMark: Character? = "^"

    public var route: Route { .cook(id, step: step) }
    public var key: String { id }

    /// The saved member beside the kind's.
    static let stepKey = SavedRouteKey("step")

    public static func decode(from container: KeyedDecodingContainer<SavedRouteKey>) throws -> Route {
        let id = try container.decode(String.self, forKey: savedKey)
        // A step that is missing or not a positive number opens the first: the screen is still the recipe's cook mode.
        let step = (try? container.decodeIfPresent(Int.self, forKey: stepKey)).flatMap { $0 } ?? 1
        return .cook(id, step: max(1, step))
    }

    public func encode(into container: inout KeyedEncodingContainer<SavedRouteKey>) throws {
        try container.encode(id, forKey: Self.savedKey)
        try container.encode(step, forKey: Self.stepKey)
    }

    /// Reads `ID:STEP`; the escaped ID never holds a colon, so the last one separates.
    public static func route(linkText text: Substring, segment: Substring, position: Int) throws(DeepLinkError) -> Route {
        guard let colon = text.lastIndex(of: ":"), let step = Int(text[text.index(after: colon)...]), step >= 1, step <= 100_000 else {
            throw .badCook(segment: String(segment), position: position, reason: "it must be ^RECIPE:STEP, the step a number from 1")
        }
        guard let id = PercentEncoding.decode(text[..<colon]), !id.isEmpty else { throw .badEscape(segment: String(segment), position: position) }
        return .cook(id, step: step)
    }

    public var linkText: String { PercentEncoding.encode(id) + ":" + String(step) }

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

    public func renamingRecipes(_ moves: [String: String]) -> Route { moves[id].map { .cook($0, step: step) } ?? route }
}

extension DeepLinkError {
    /// A cook segment that is malformed or comes first.
    public static func badCook(segment: String, position: Int, reason: String) -> Self {
        .badScreen(segment: segment, position: position, screen: "cook mode", reason: reason)
    }
}
