import RecipeModel

/// Keeping every cursor in view with as little scrolling as possible.
extension AppState {
    /// Clamps cursors and scroll offsets, and scrolls each list just enough to show its cursor.
    ///
    /// The mouse wheel scrolls without moving the cursor, so after it `revealing` is false.
    mutating func keepCursorsVisible(in catalog: RecipeCatalog, revealing: Bool = true) {
        let layout = self.layout
        let categoryRows = ListRows(.categories, state: self, catalog: catalog)
        let categoryRow = categoryCursor(in: catalog)
        scroll.categories = Self.scrolled(scroll.categories, toShow: revealing ? categoryRow : nil, count: categoryRows.count, height: layout.contentHeight(of: .categories))
        let recipeRows = ListRows(.recipes, state: self, catalog: catalog)
        let recipeRow = recipeCursor(in: catalog)
        scroll.recipes = Self.scrolled(scroll.recipes, toShow: revealing ? recipeRow : nil, count: recipeRows.count, height: layout.contentHeight(of: .recipes))
        let content = detailContent(in: catalog)
        let relatedCount = content?.relatedLines.count ?? 0
        detailCursor = relatedCount == 0 ? 0 : min(max(0, detailCursor), relatedCount - 1)
        let lineCount = content?.lines.count ?? 0
        scroll.detail = min(max(0, scroll.detail), max(0, lineCount - layout.contentHeight(of: .detail)))
        if case .stackPicker(let selected) = overlay {
            overlay = .stackPicker(selected: min(max(0, selected), max(0, stackScreens.count - 1)))
        }
    }

    /// The offset that shows row `row` of `count` in `height` rows, moving `offset` as little as possible.
    static func scrolled(_ offset: Int, toShow row: Int?, count: Int, height: Int) -> Int {
        var offset = min(max(0, offset), max(0, count - height))
        if let row {
            if row < offset { offset = row }
            if row >= offset + height { offset = row - height + 1 }
        }
        return max(0, offset)
    }
}
