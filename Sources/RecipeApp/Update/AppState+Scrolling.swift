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
        let relatedCount = content?.relatedLines.count ?? 0
        detailCursor = relatedCount == 0 ? 0 : min(max(0, detailCursor), relatedCount - 1)
        let lineCount = content?.lines.count ?? 0
        scroll.detail = min(max(0, scroll.detail), max(0, lineCount - layout.contentHeight(of: .detail)))
        if case .stackPicker(let selected) = overlay {
            overlay = .stackPicker(selected: min(max(0, selected), max(0, stackScreens.count - 1)))
        }
    }
}
