import RecipeModel
import RecipeNavigation

extension AppState {
    /// `a`: the recipe on screen added to the plan by the runtime, at the servings the screen shows it
    /// for: the route's servings over the recipe's own give the conventions' multiplier. On a screen
    /// that is no recipe (the shopping list, an ingredient's), the recipe below it on the stack, at the
    /// servings it is shown for there: what the user last saw of it. On a menu's screen, the whole menu.
    func addToPlanEffects(in environment: AppEnvironment) -> [Effect] {
        if case .menu(let id)? = navigation.visibleRoute { return [.editPlan(.addMenu(id: id, section: nil))] }
        guard let route = routeToAdd, let id = route.detailRecipeID else { return [] }
        var multiplier = 1.0
        if let servings = route.servings, let own = RecipeServings(of: id, in: environment.catalog) {
            multiplier = servings / own.servings
        }
        return [.editPlan(.addRecipe(id: id, multiplier: multiplier))]
    }

    /// The screen whose recipe `a` adds: the one on top when it shows a recipe (its page or its cook
    /// mode), else the nearest below it that does; nil when the stack has none (the plan or a menu started it).
    private var routeToAdd: Route? {
        navigation.path.last { $0.detailRecipeID != nil }
    }

    /// Sets the notice for an `a` with nothing to add; the runtime's answer sets it otherwise.
    mutating func noteNothingToAdd(in environment: AppEnvironment) {
        if case .menu? = navigation.visibleRoute { return }
        if routeToAdd == nil {
            notice = "No recipe to add to the plan: select one first."
        }
    }

    /// `p`: the Plan screen on top of the stack (it starts the stack when none is open), with the focus.
    mutating func openPlan(in environment: AppEnvironment) {
        openCollectionScreen(.plan, in: environment)
    }

    /// Opens a screen of the whole collection and gives it the focus: back to it where the stack holds
    /// it already (so that `p` pressed again and again does not grow the stack), else pushed on top.
    mutating func openCollectionScreen(_ route: Route, in environment: AppEnvironment) {
        if let index = navigation.path.lastIndex(of: route) {
            navigation.apply(.popTo(index: index), in: environment.catalog)
        } else {
            open(route, in: environment)
        }
        if navigation.visibleRoute == route, layout.rect(of: .detail) != nil || layout.style == .stack { navigation.focus = .detail }
    }
}
