import RecipeModel
import RecipeNavigation

/// Which row of each list the cursor is on, derived from the navigation, the filter and the resting cursors.
extension AppState {
    /// The categories row the cursor is on: the selected category (or the Menus row), else where the cursor rests.
    func categoryCursor(in environment: AppEnvironment) -> Int? {
        let rows = ListRows(.categories, state: self, in: environment)
        return cursor(in: rows, selected: rows.row(of: navigation.listing, in: environment.catalog), resting: cursors.categories, pane: .categories)
    }

    /// The recipes row the cursor is on: the selected recipe (under the Menus row, the selected menu), else where the cursor rests.
    func recipeCursor(in environment: AppEnvironment) -> Int? {
        guard navigation.listing != nil else { return nil }
        let rows = ListRows(.recipes, state: self, in: environment)
        let selected = navigation.showsMenus ? navigation.selectedMenu : navigation.selectedRecipe
        return cursor(in: rows, selected: selected.flatMap { rows.row(of: $0, in: environment.catalog) }, resting: cursors.recipes, pane: .recipes)
    }

    /// The selected row; while typing a filter, the result under its cursor; in the collapsed stack,
    /// which browses without selecting, or in a focused list with nothing selected (as after widening
    /// from the stack), the row where the cursor rests. Nil when the list shows no cursor.
    private func cursor(in rows: ListRows, selected: Int?, resting: Int?, pane: Pane) -> Int? {
        guard rows.count > 0 else { return nil }
        if let filter, filter.pane == pane, filter.isEditing { return min(filter.cursor, rows.count - 1) }
        if let selected { return selected }
        if layout.style == .stack { return min(resting ?? 0, rows.count - 1) }
        // A split view that was the stack a moment ago keeps the row the stack was browsing.
        if navigation.focus == pane, let resting { return min(resting, rows.count - 1) }
        return nil
    }
}
