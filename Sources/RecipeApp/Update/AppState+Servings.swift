import RecipeModel
import RecipeNavigation

/// Servings and units: `+`, `-` and `=` scale the recipe on screen, `u` cycles the units quantities are shown in.
extension AppState {
    /// Scales the recipe on top of the stack (its screen, or its cook mode): more or fewer servings by
    /// its own step, or back to its own.
    ///
    /// The servings are part of the place (the route's), so they are saved and linked; the screen is
    /// the same one, so the cursor and the scroll stay where they were.
    mutating func changeServings(_ action: Action, in environment: AppEnvironment) {
        let catalog = environment.catalog
        let id: String
        let scaled: Double?
        switch layout.rect(of: .detail) == nil ? nil : navigation.visibleRoute {
        case .recipe(let recipe, let servings)?, .cook(let recipe, _, let servings)?:
            (id, scaled) = (recipe, servings)
        default:
            notice = "Servings scale a recipe: open one in the detail first."
            return
        }
        let name = catalog.name(ofRecipe: id) ?? id
        guard let own = RecipeServings(of: id, in: catalog) else {
            notice = "\(name) does not say how many it serves, so it cannot be scaled."
            return
        }
        let current = scaled ?? own.servings
        let target: Double
        switch action {
        case .moreServings:
            guard let more = own.more(than: current) else {
                notice = "Serves \(RecipeRoute.servingsText(current)): as many as a recipe is scaled to."
                return
            }
            target = more
        case .fewerServings:
            guard let fewer = own.fewer(than: current) else {
                notice = "Serves \(RecipeRoute.servingsText(current)): the fewest it is scaled to; = returns to its own \(RecipeRoute.servingsText(own.servings))."
                return
            }
            target = fewer
        default:
            target = own.servings
        }
        let screen = navigation.visibleRoute
        navigation.apply(.scale(servings: abs(target - own.servings) < RecipeServings.tolerance ? nil : target), in: catalog)
        // The same screen, scaled: its cursor and scroll stay.
        if detailCursorRoute == screen { detailCursorRoute = navigation.visibleRoute }
    }

    /// Shows quantities in the next units (as written → metric → US customary) and says which.
    mutating func cycleUnits(in environment: AppEnvironment) {
        units = units.next
        notice = "Units: \(units.label)."
    }
}
