import RecipeModel
import RecipeNavigation

/// Which row of each list the cursor is on, derived from the navigation, the filter and the resting cursors.
extension AppState {
    /// The categories row the cursor is on: the selected category, else where the cursor rests.
    func categoryCursor(in environment: AppEnvironment) -> Int? {
        cursor(in: ListRows(.categories, state: self, in: environment), selected: navigation.selectedCategory, resting: cursors.categories, pane: .categories, catalog: environment.catalog)
    }

    /// The recipes row the cursor is on: the selected recipe, else where the cursor rests.
    func recipeCursor(in environment: AppEnvironment) -> Int? {
        guard navigation.selectedCategory != nil else { return nil }
        return cursor(in: ListRows(.recipes, state: self, in: environment), selected: navigation.selectedRecipe, resting: cursors.recipes, pane: .recipes, catalog: environment.catalog)
    }

    /// The selected row; while typing a filter, the result under its cursor; in the collapsed stack,
    /// which browses without selecting, or in a focused list with nothing selected (as after widening
    /// from the stack), the row where the cursor rests. Nil when the list shows no cursor.
    private func cursor(in rows: ListRows, selected: String?, resting: Int?, pane: Pane, catalog: RecipeCatalog) -> Int? {
        guard rows.count > 0 else { return nil }
        if let filter, filter.pane == pane, filter.isEditing { return min(filter.cursor, rows.count - 1) }
        if let selected, let row = rows.row(of: selected, in: catalog) { return row }
        if layout.style == .stack { return min(resting ?? 0, rows.count - 1) }
        // A split view that was the stack a moment ago keeps the row the stack was browsing.
        if navigation.focus == pane, let resting { return min(resting, rows.count - 1) }
        return nil
    }
}
