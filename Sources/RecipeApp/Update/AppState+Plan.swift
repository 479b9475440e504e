import RecipeModel
import RecipeNavigation

extension AppState {
    /// `a`: the recipe on screen (the detail's, else the list's selection) added to the plan by the runtime.
    ///
    /// At its written scale for now: the recipe route's servings, once it has them, give the multiplier.
    func addToPlanEffects(in environment: AppEnvironment) -> [Effect] {
        guard let id = navigation.visibleRoute?.recipeID ?? navigation.selectedRecipe else { return [] }
        return [.addToPlan(recipeID: id, multiplier: 1)]
    }

    /// Sets the notice for an `a` with nothing to add; the runtime's answer sets it otherwise.
    mutating func noteNothingToAdd(in environment: AppEnvironment) {
        if navigation.visibleRoute?.recipeID ?? navigation.selectedRecipe == nil {
            notice = "No recipe to add to the plan: select one first."
        }
    }
}
