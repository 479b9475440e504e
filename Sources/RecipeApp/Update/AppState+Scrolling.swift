import RecipeModel

/// Keeping every cursor in view with as little scrolling as possible.
extension AppState {
    /// Clamps cursors and scroll offsets, and scrolls each list just enough to show its cursor.
    ///
    /// The mouse wheel scrolls without moving the cursor, so after it `revealing` is false.
    mutating func keepCursorsVisible(in environment: AppEnvironment, revealing: Bool = true) {
        let layout = self.layout
        let categoryRows = ListRows(.categories, state: self, in: environment)
        let categoryRow = categoryCursor(in: environment)
        scroll.categories = Scrolling.offset(scroll.categories, toShow: revealing ? categoryRow : nil, count: categoryRows.count, height: layout.contentHeight(of: .categories))
        let recipeRows = ListRows(.recipes, state: self, in: environment)
        let recipeRow = recipeCursor(in: environment)
        scroll.recipes = Scrolling.offset(scroll.recipes, toShow: revealing ? recipeRow : nil, count: recipeRows.count, height: layout.contentHeight(of: .recipes))
        let content = detailContent(in: environment)
        let selectableCount = content?.selectableCount ?? 0
        detailCursor = selectableCount == 0 ? 0 : min(max(0, detailCursor), selectableCount - 1)
        let height = layout.contentHeight(of: .detail)
        // The lines up to the view's end are all the clamp needs: a huge recipe's steps below it are not laid out.
        let lineCount = content?.lineCount(atMost: max(0, scroll.detail) + max(0, height)) ?? 0
        scroll.detail = min(max(0, scroll.detail), max(0, lineCount - height))
        if let content { followDetailCursor(content) }
        if case .stackPicker(let selected) = overlay {
            // A resize out of the collapsed stack can leave no screen to pick (its lists were screens; the split view's are not).
            let count = stackScreens.count
            overlay = count == 0 ? nil : .stackPicker(selected: min(max(0, selected), count - 1))
        }
    }
}
