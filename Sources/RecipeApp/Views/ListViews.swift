import RecipeModel
import RecipeNavigation

/// The first column: every category, with how many recipes it holds.
struct CategoryListView {
    let state: AppState
    let environment: AppEnvironment
    var catalog: RecipeCatalog { environment.catalog }

    func draw(into buffer: inout ScreenBuffer, rect: Rect, focused: Bool) {
        let items = ListRows(.categories, state: state, in: environment)
        drawPaneTitle(filterTitle("Categories", pane: .categories, state: state), into: &buffer, rect: rect, focused: focused)
        let rows = rect.height - 1
        let first = state.scroll.categories
        let cursor = state.categoryCursor(in: environment)
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
        drawPaneTitle(filterTitle(category?.name ?? "Recipes", pane: .recipes, state: state), into: &buffer, rect: rect, focused: focused)
        guard category != nil else {
            buffer.write(" Select a category", row: rect.y + 1, column: rect.x, limit: rect.width, style: .dim)
            return
        }
        let items = ListRows(.recipes, state: state, in: environment)
        let rows = rect.height - 1
        let cursor = state.recipeCursor(in: environment)
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

/// A pane's title, with the filter on it when there is one: "Desserts /pie".
private func filterTitle(_ title: String, pane: Pane, state: AppState) -> String {
    guard let filter = state.filter, filter.pane == pane, !filter.query.isEmpty || filter.isEditing else { return title }
    return title + " /" + filter.query
}
