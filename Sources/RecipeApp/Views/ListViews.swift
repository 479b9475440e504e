import RecipeModel
import RecipeNavigation

/// The first column: every category, with how many recipes it holds.
struct CategoryListView {
    let state: AppState
    let environment: AppEnvironment
    var catalog: RecipeCatalog { environment.catalog }

    func draw(into buffer: inout ScreenBuffer, rect: Rect, focused: Bool) {
        let items = ListRows(.categories, state: state, in: environment)
        let rows = rect.height - 1
        let first = state.scroll.categories
        let cursor = state.categoryCursor(in: environment)
        let position = listPosition(first: first, visible: rows, count: items.count, cursor: cursor)
        drawPaneTitle(filterTitle("Categories", pane: .categories, state: state), trailing: position, into: &buffer, rect: rect, focused: focused)
        for row in 0..<rows {
            let index = first + row
            guard index < items.count, let category = catalog.category(id: items.id(at: index)) else { break }
            drawListRow(
                category.name, trailing: String(catalog.recipeCount(in: category.id)), matched: items.matchedCharacters(at: index), into: &buffer,
                row: rect.y + 1 + row, rect: rect,
                selected: index == cursor, focused: focused
            )
        }
    }
}

/// The second column: the recipes of the selected category, sorted by name.
struct RecipeListView {
    let state: AppState
    let environment: AppEnvironment
    var catalog: RecipeCatalog { environment.catalog }

    func draw(into buffer: inout ScreenBuffer, rect: Rect, focused: Bool) {
        let category = state.navigation.selectedCategory.flatMap { catalog.category(id: $0) }
        guard category != nil else {
            drawPaneTitle(filterTitle("Recipes", pane: .recipes, state: state), into: &buffer, rect: rect, focused: focused)
            buffer.write(" Select a category", row: rect.y + 1, column: rect.x, limit: rect.width, style: .dim)
            return
        }
        let items = ListRows(.recipes, state: state, in: environment)
        let rows = rect.height - 1
        let cursor = state.recipeCursor(in: environment)
        let position = listPosition(first: state.scroll.recipes, visible: rows, count: items.count, cursor: cursor)
        drawPaneTitle(filterTitle(category?.name ?? "Recipes", pane: .recipes, state: state), trailing: position, into: &buffer, rect: rect, focused: focused)
        for row in 0..<rows {
            let index = state.scroll.recipes + row
            guard index < items.count, let recipe = catalog[items.id(at: index)] else { break }
            drawListRow(
                recipe.name, trailing: recipe.minutes.map { DetailContent.duration(minutes: $0).compactDuration },
                matched: items.matchedCharacters(at: index), into: &buffer, row: rect.y + 1 + row, rect: rect,
                selected: index == cursor, focused: focused
            )
        }
        if items.count == 0 {
            let message = items.isFiltered || state.filter?.pane == .recipes ? " No match" : " No recipes"
            buffer.write(message, row: rect.y + 1, column: rect.x, limit: rect.width, style: .dim)
        }
    }
}

/// Where a list longer than its pane stands, for the title's right end: arrows for rows hidden above
/// and below, and the cursor's row (else the first shown) of the count, as in `↑↓ 120/4998`.
///
/// Nil when every row is on screen: there is nothing hidden to point at.
func listPosition(first: Int, visible: Int, count: Int, cursor: Int?) -> String? {
    guard count > visible, visible > 0 else { return nil }
    let arrows = (first > 0 ? "↑" : "") + (first + visible < count ? "↓" : "")
    return arrows + " \((cursor ?? first) + 1)/\(count)"
}

/// A pane's title, with the filter on it when there is one: "Desserts /pie".
private func filterTitle(_ title: String, pane: Pane, state: AppState) -> String {
    guard let filter = state.filter, filter.pane == pane, !filter.query.isEmpty || filter.isEditing else { return title }
    return title + " /" + filter.query
}
