import RecipeModel
import RecipeNavigation

/// Screens a key opens from anywhere (the tags, what can I make, the problems): pushed on the detail's stack, so Back returns.
extension AppState {
    /// Pushes `route` on the detail's stack and focuses it. The screen already on top stays.
    mutating func openScreen(_ route: Route, in environment: AppEnvironment) {
        if navigation.visibleRoute == route {
            focus(.detail, in: environment)
            return
        }
        pushScreen(route, in: environment)
    }

    /// Pushes a screen of the whole collection and gives it the focus where the detail is shown. With
    /// nothing open it starts the stack (`RouteKind.startsStack`), under whatever the first column has
    /// selected, as `p` and `m` do: no recipe is selected for it behind the user's back.
    mutating func pushScreen(_ route: Route, in environment: AppEnvironment) {
        open(route, in: environment)
        if navigation.visibleRoute == route, layout.rect(of: .detail) != nil || layout.style == .stack { navigation.focus = .detail }
    }
}
