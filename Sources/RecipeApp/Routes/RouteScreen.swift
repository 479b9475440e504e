import RecipeModel
import RecipeNavigation

/// What the app shows for one kind of route: its detail, its names in the breadcrumb and the stack picker, and what `e` edits on it.
///
/// Each kind's rules are its `RouteKind` in `RecipeNavigation`; its screen is that type's conformance
/// to this protocol, in a file of its own beside this one (`RecipeRoute+Screen.swift`). The detail,
/// the top bar, the stack picker and `e` ask `route.screen` and name no kind.
protocol RouteScreen: RouteKind {
    /// Lays out the screen from its context (the catalog, the pane's width, the units, the kitchen's
    /// files); nil when it cannot show it.
    func detailContent(in context: ScreenContext) -> DetailContent?
    /// What the top bar's breadcrumb calls the screen: a recipe's name, an ingredient's name.
    func breadcrumbTitle(in catalog: RecipeCatalog) -> String
    /// What the stack picker calls the screen: a recipe's name, "Ingredient: butter".
    func pickerLabel(in catalog: RecipeCatalog) -> String
    /// The ID of the recipe `e` edits on this screen, given the route of the detail row under the cursor (asked only where it matters).
    func recipeToEdit(underCursor: () -> Route?) -> String?
    /// The notice `e` shows when `recipeToEdit(underCursor:)` found none.
    var nothingToEditNotice: String { get }
    /// Whether the screen reads keys of its own before the global table (`Keymap.screenKeys`, by the
    /// kind's saved name); false by default.
    var hasOwnKeys: Bool { get }
}

extension RouteScreen {
    var nothingToEditNotice: String { "No recipe to edit: none is on screen." }
    var hasOwnKeys: Bool { false }
}

extension Route {
    /// The route's kind with its screen: the one place the app switches over the kinds.
    var screen: any RouteScreen {
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

    /// The recipe whose detail (its file, read from the data) the screen is laid out from: a recipe's own, cook mode's recipe.
    package var detailRecipeID: String? {
        switch self {
        case .recipe(let id, _), .cook(let id, _, _): id
        case .ingredient, .problems, .tag, .cookable, .shoppingList, .plan, .menu: nil
        }
    }
}
