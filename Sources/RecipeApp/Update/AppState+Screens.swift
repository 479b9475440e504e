import RecipeModel
import RecipeNavigation

/// Screens a key opens from anywhere (the tags, what can I make): pushed on the detail's stack, so Back returns.
extension AppState {
    /// Pushes `route` on the detail's stack and focuses it; with nothing open yet, the recipe under the
    /// list's cursor is opened first, since a stack starts with a recipe. The screen already on top stays.
    mutating func openScreen(_ route: Route, in environment: AppEnvironment) {
        if navigation.visibleRoute == route {
            focus(.detail, in: environment)
            return
        }
        if navigation.path.isEmpty { focus(.detail, in: environment) }
        guard !navigation.path.isEmpty else {
            notice = "No recipe to start from: the stack of screens starts with a recipe, and this list has none."
            return
        }
        open(route, in: environment)
        focus(.detail, in: environment)
    }
}
