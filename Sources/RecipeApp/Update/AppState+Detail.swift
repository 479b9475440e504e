import RecipeModel

/// The detail pane: its laid-out text, and where its cursor and scroll stand.
extension AppState {
    /// After going back, puts the cursor on the related recipe the user came back from.
    mutating func placeDetailCursor(on recipeID: String, in environment: AppEnvironment) {
        let catalog = environment.catalog
        let related = navigation.visibleRecipe.flatMap { catalog[$0] }?.relatedIDs ?? []
        detailCursorRecipe = navigation.visibleRecipe
        detailCursor = related.firstIndex(of: recipeID) ?? 0
        scroll.detail = 0
        if let content = detailContent(in: environment) { revealDetailCursor(content) }
    }

    mutating func revealDetailCursor(_ content: DetailContent) {
        guard content.relatedLines.indices.contains(detailCursor) else { return }
        let line = content.relatedLines[detailCursor]
        let height = layout.contentHeight(of: .detail)
        if line < scroll.detail { scroll.detail = max(0, line - 1) }
        if line >= scroll.detail + height { scroll.detail = line - height + 1 }
    }
}
