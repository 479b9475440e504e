import RecipeModel
import RecipeNavigation

extension AppState {
    /// `a`: the recipe on screen (the detail's, else the list's selection) added to the plan by the
    /// runtime, at the servings the screen shows it for: the route's servings over the recipe's own
    /// give the conventions' multiplier. On a menu's screen, the whole menu.
    func addToPlanEffects(in environment: AppEnvironment) -> [Effect] {
        if case .menu(let id)? = navigation.visibleRoute { return [.editPlan(.addMenu(id: id, section: nil))] }
        guard let id = recipeToAdd else { return [] }
        var multiplier = 1.0
        if case .recipe(_, let servings?)? = navigation.visibleRoute, let own = RecipeServings(of: id, in: environment.catalog) {
            multiplier = servings / own.servings
        }
        return [.editPlan(.addRecipe(id: id, multiplier: multiplier))]
    }

    /// The recipe `a` adds: the one on screen, else the list's selection, else (on a stack the plan or
    /// a menu started) the nearest recipe below the screen.
    private var recipeToAdd: String? {
        navigation.visibleRoute?.recipeID ?? navigation.selectedRecipe ?? navigation.path.last { $0.recipeID != nil }?.recipeID
    }

    /// Sets the notice for an `a` with nothing to add; the runtime's answer sets it otherwise.
    mutating func noteNothingToAdd(in environment: AppEnvironment) {
        if case .menu? = navigation.visibleRoute { return }
        if recipeToAdd == nil {
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
