import RecipeNavigation

/// The place a relaunch restores on a screen of the kitchen's files (the plan, the shopping list, a
/// menu, what can I make), which is empty until the runtime's first read of them comes back.
///
/// As the Problems screen waits for the doctor's report, these screens keep the saved cursor and
/// scroll until `Action.kitchenLoaded`: the place is saved as the relaunch left it meanwhile, and
/// put back once there are rows to find it in.
extension AppState {
    /// Keeps `detail` for when the kitchen is read, when the screen it was saved on is one of the
    /// kitchen's and the kitchen is not read yet; returns whether it did.
    mutating func waitForKitchen(_ detail: SavedView.Detail, in environment: AppEnvironment) -> Bool {
        guard !environment.kitchen.isRead, let screen = detail.screen.route, screen.readsKitchen else { return false }
        pendingKitchenPlace = detail
        return true
    }

    /// Puts the cursor and the scroll saved for the screen on top back, now that the kitchen is read;
    /// only once, and only if the screen is still the one on top.
    mutating func placeKitchenCursor(in environment: AppEnvironment) {
        guard let place = pendingKitchenPlace, environment.kitchen.isRead else { return }
        pendingKitchenPlace = nil
        guard let screen = place.screen.route, screen == navigation.visibleRoute, let content = detailContent(in: environment) else { return }
        if let cursor = place.cursor?.route, let row = content.selectable(of: cursor) { detailCursor = row }
        scroll.detail = place.firstLine
        revealDetailCursor(content)
        keepCursorsVisible(in: environment)
    }
}

extension Route {
    /// Whether the route's screen is laid out from the kitchen's files, which come after the first frame.
    var readsKitchen: Bool {
        switch self {
        case .plan, .shoppingList, .menu, .cookable: true
        case .recipe, .ingredient, .cook, .problems, .tag: false
        }
    }
}
