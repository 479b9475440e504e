import RecipeModel

/// The detail pane: its laid-out text, and where its cursor and scroll stand.
extension AppState {
    /// The detail text of the visible recipe laid out for the detail pane's width.
    func detailContent(in catalog: RecipeCatalog) -> DetailContent? {
        guard let recipe = navigation.visibleRecipe.flatMap({ catalog[$0] }), let rect = layout.rect(of: .detail) else { return nil }
        return detailCache.content(for: recipe, width: rect.width) {
            DetailContent(recipe: recipe, catalog: catalog, width: rect.width)
        }
    }

    /// After going back, puts the cursor on the related recipe the user came back from.
    mutating func placeDetailCursor(on recipeID: String, in catalog: RecipeCatalog) {
        let related = navigation.visibleRecipe.flatMap { catalog[$0] }?.relatedIDs ?? []
        detailPlacedFor = navigation.visibleRecipe
        detailCursor = related.firstIndex(of: recipeID) ?? 0
        scroll.detail = 0
        if let content = detailContent(in: catalog) { revealDetailCursor(content) }
    }

    mutating func revealDetailCursor(_ content: DetailContent) {
        guard content.relatedLines.indices.contains(detailCursor) else { return }
        let line = content.relatedLines[detailCursor]
        let height = layout.contentHeight(of: .detail)
        if line < scroll.detail { scroll.detail = max(0, line - 1) }
        if line >= scroll.detail + height { scroll.detail = line - height + 1 }
    }
}
