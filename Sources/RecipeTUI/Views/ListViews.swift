import RecipeModel

/// The first column: every category, with how many recipes it holds.
struct CategoryListView {
    let state: AppState
    let catalog: RecipeCatalog

    func draw(into buffer: inout ScreenBuffer, rect: Rect, focused: Bool) {
        drawPaneTitle("Categories", into: &buffer, rect: rect, focused: focused)
        let rows = rect.height - 1
        let first = state.scroll.categories
        let cursor = state.categoryCursor(in: catalog)
        for row in 0..<rows {
            let index = first + row
            guard index < catalog.categories.count else { break }
            let category = catalog.categories[index]
            drawListRow(
                category.name, trailing: String(catalog.recipeCount(in: category.id)), into: &buffer,
                row: rect.y + 1 + row, rect: rect,
                selected: index == cursor, focused: focused
            )
        }
    }
}

/// The second column: the recipes of the selected category, sorted by name.
struct RecipeListView {
    let state: AppState
    let catalog: RecipeCatalog

    func draw(into buffer: inout ScreenBuffer, rect: Rect, focused: Bool) {
        let category = state.navigation.selectedCategory.flatMap { catalog.category(id: $0) }
        drawPaneTitle(category?.name ?? "Recipes", into: &buffer, rect: rect, focused: focused)
        guard let category else {
            buffer.write(" Select a category", row: rect.y + 1, column: rect.x, limit: rect.width, style: .dim)
            return
        }
        let ids = catalog.recipeIDs(in: category.id)
        let rows = rect.height - 1
        let cursor = state.recipeCursor(in: catalog)
        for row in 0..<rows {
            let index = state.scroll.recipes + row
            guard index < ids.count, let recipe = catalog[ids[index]] else { break }
            drawListRow(
                recipe.name, trailing: recipe.minutes.map { DetailContent.duration(minutes: $0).replacingSpaces() },
                into: &buffer, row: rect.y + 1 + row, rect: rect,
                selected: index == cursor, focused: focused
            )
        }
        if ids.isEmpty {
            buffer.write(" No recipes", row: rect.y + 1, column: rect.x, limit: rect.width, style: .dim)
        }
    }
}

extension String {
    /// "1 h 30 min" as "1h30m": short enough for a list column.
    fileprivate func replacingSpaces() -> String {
        replacing(" min", with: "m").replacing(" h", with: "h").replacing(" ", with: "")
    }
}
