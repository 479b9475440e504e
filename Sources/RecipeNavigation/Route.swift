import RecipeModel

/// One screen of the detail column's stack, named by kind and ID, like a value in SwiftUI's `NavigationPath`.
///
/// A route holds an ID, never the thing it names, so that a stack can be saved and fitted to a
/// catalog that changed meanwhile. Each kind's rules are a `RouteKind` (`Routes/`), its screen a
/// `RouteScreen` in the app; everything else derives from those two. Adding a kind takes exactly:
/// - here: its case, its line in `rules` and its entry in `allKinds`;
/// - `Sources/RecipeNavigation/Routes/<Kind>Route.swift`: its `RouteKind` (saved form, link segment,
///   whether it resolves in a catalog, its invariant and restore-notice wording);
/// - `Sources/RecipeApp/Routes/RouteScreen.swift`: its line in `Route.screen`;
/// - `Sources/RecipeApp/Routes/<Kind>Route+Screen.swift`: its `RouteScreen` (detail, breadcrumb
///   title, stack picker row, what `e` edits);
/// - in the tests, which fail until it is there: a sample in `RouteKindTests.samples`, and in
///   `InvariantFuzzTests` random routes of the kind and its rule asked the slow way (`uses(_:in:)`).
/// The compiler points at both switches once the case is added; "Adding a route kind" in docs/DESIGN.md walks through one.
public enum Route: Hashable, Sendable {
    /// A recipe, by its ID, shown for `servings` when it is scaled (nil: as the recipe is written).
    case recipe(String, servings: Double? = nil)
    /// An ingredient, by its name: the screen of the recipes that use it.
    case ingredient(String)
    /// Cook mode of a recipe, by the recipe's ID, at a step (1-based), its quantities for `servings` when scaled.
    case cook(String, step: Int, servings: Double? = nil)
    /// The Problems screen: the doctor's findings on the data, grouped by file.
    case problems
    /// A tag, by its folded name: the screen of the recipes that have it; "" for the screen of every tag.
    case tag(String)
    /// What can I make: the recipes the pantry covers.
    case cookable
    /// The shopping list of the plan, or with `pantry` what the pantry took from it.
    case shoppingList(pantry: Bool)
    /// The plan: the data source's `.shopping-list`, what is planned.
    case plan
    /// A `.menu` file of the collection, by its path below it without `.menu`.
    case menu(String)

    /// Every kind a route can be, in the order notices name them.
    public static let allKinds: [any RouteKind.Type] = [
        RecipeRoute.self, IngredientRoute.self, CookRoute.self, ProblemsRoute.self, TagRoute.self, CookableRoute.self, ShoppingListRoute.self,
        PlanRoute.self, MenuRoute.self,
    ]

    /// The route's kind with its rules.
    public var rules: any RouteKind {
        switch self {
        case .recipe(let id, let servings): RecipeRoute(id: id, servings: servings)
        case .ingredient(let name): IngredientRoute(name: name)
        case .cook(let id, let step, let servings): CookRoute(id: id, step: step, servings: servings)
        case .problems: ProblemsRoute()
        case .tag(let name): TagRoute(name: name)
        case .cookable: CookableRoute()
        case .shoppingList(let pantry): ShoppingListRoute(pantry: pantry)
        case .plan: PlanRoute()
        case .menu(let id): MenuRoute(id: id)
        }
    }
}

extension Route {
    /// Every kind a route can be, as the saved state names it.
    public static var kinds: [String] { allKinds.map { $0.savedName } }

    /// The kind that the saved state names `name`, if this version knows it.
    static func kind(named name: String) -> (any RouteKind.Type)? {
        allKinds.first { $0.savedName == name }
    }

    /// The route's kind as the saved state names it: `{"recipe": "apple-pie"}`.
    public var kind: String { type(of: rules).savedName }

    /// What the route names within its kind: a recipe's ID, an ingredient's name.
    public var key: String { rules.key }

    /// The recipe's ID when the route is a recipe.
    public var recipeID: String? { rules.recipeID }

    /// Whether the route may start the stack: a recipe, or a kind that `startsStack`.
    public var startsStack: Bool { recipeID != nil || type(of: rules).startsStack }

    /// Tells whether the catalog still has what the route names: the recipe, or a recipe that uses the ingredient.
    public func resolves(in catalog: RecipeCatalog) -> Bool { rules.resolves(in: catalog) }

    /// The route without the servings it is scaled to: the same screen, as written.
    public var asWritten: Route {
        switch self {
        case .recipe(let id, _?): .recipe(id)
        case .cook(let id, let step, _?): .cook(id, step: step)
        default: self
        }
    }

    /// The servings a recipe's screen or its cook mode is scaled to; nil as written and for other kinds.
    public var servings: Double? {
        switch self {
        case .recipe(_, let servings), .cook(_, _, let servings): servings
        default: nil
        }
    }
}

extension Route: CustomStringConvertible {
    /// The route for messages: `recipe "apple-pie"`, `ingredient "butter"`, `recipe "apple-pie" for 6`.
    public var description: String { "\(kind) \"\(key)\"" + (servings.map { " for " + RecipeRoute.servingsText($0) } ?? "") }
}
