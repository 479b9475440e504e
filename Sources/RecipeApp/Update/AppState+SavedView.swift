import RecipeModel
import RecipeNavigation

/// Taking the view state to save from the panes, and giving it back to them at a relaunch.
extension AppState {
    /// The view state to save now: the top row of each list, where its cursor rests, and the detail's scroll and cursor, by IDs.
    package func savedView(in environment: AppEnvironment) -> SavedView {
        var view = SavedView()
        let categories = ListRows(.categories, state: self, in: environment)
        // The Menus row is saved by neither: it has no ID, and is the last row anyway.
        if scroll.categories < categories.count, categories.listing(at: scroll.categories) != .menus { view.categoriesTop = categories.id(at: scroll.categories) }
        let recipes = ListRows(.recipes, state: self, in: environment)
        if scroll.recipes < recipes.count { view.recipesTop = recipes.id(at: scroll.recipes) }
        if let row = cursors.categories, (0..<categories.count).contains(row), categories.listing(at: row) != .menus { view.categoriesCursor = categories.id(at: row) }
        if let row = cursors.recipes, (0..<recipes.count).contains(row) { view.recipesCursor = recipes.id(at: row) }
        if units != .original { view.units = units }
        view.recipeOfTheDay = recipeOfTheDayID(in: environment.catalog).map { SavedView.DailyPick(date: today.description, recipe: $0) }
        if let place = pendingPlace(on: navigation.visibleRoute) {
            // Until its data comes, the screen has no rows to take the place from: it is saved as the relaunch left it.
            view.detail = place.detail
        } else if navigation.visibleRoute == .problems {
            // Saved by the problem, not by the recipe its file is.
            let problem = environment.problems?.savedProblem(at: detailCursor)
            view.detail = SavedView.Detail(screen: RouteMember(.problems), firstLine: scroll.detail, cursor: nil, problem: problem)
        } else if let screen = navigation.visibleRoute, let content = detailContent(in: environment) {
            let cursor = (0..<content.selectableCount).contains(detailCursor) ? content.route(ofSelectable: detailCursor) : nil
            view.detail = SavedView.Detail(screen: RouteMember(screen), firstLine: scroll.detail, cursor: cursor.map(RouteMember.init))
        }
        if !timers.isEmpty { view.timers = timers.timers }
        return view
    }

    /// Scrolls the panes as `view` saved them, after the navigation is restored and `prepareForFirstFrame` has run.
    ///
    /// A list whose saved top row is gone, a detail saved for another screen, a cursor row that no
    /// longer exists: each is left as a fresh start has it, without a notice, since nothing of the
    /// user's place (the navigation) was lost. The cursors then are kept in view, as after any key.
    mutating func restore(_ view: SavedView, in environment: AppEnvironment) {
        let catalog = environment.catalog
        // First: the detail is laid out in these units, and its saved scroll counts their lines.
        units = view.units ?? .original
        let categories = ListRows(.categories, state: self, in: environment)
        if let top = view.categoriesTop, let row = categories.row(of: top, in: catalog) { scroll.categories = row }
        if let cursor = view.categoriesCursor, let row = categories.row(of: cursor, in: catalog) { cursors.categories = row }
        let recipes = ListRows(.recipes, state: self, in: environment)
        if let top = view.recipesTop, let row = recipes.row(of: top, in: catalog) { scroll.recipes = row }
        if let cursor = view.recipesCursor, let row = recipes.row(of: cursor, in: catalog) { cursors.recipes = row }
        if let detail = view.detail, let screen = detail.screen.route, screen == navigation.visibleRoute { restoreDetail(detail, on: screen, in: environment) }
        if let saved = view.timers { restoreTimers(saved, in: catalog) }
        keepCursorsVisible(in: environment)
    }
}
