import RecipeModel

extension AppState {
    /// The detail text of the visible recipe laid out for the detail pane's width.
    func detailContent(in environment: AppEnvironment) -> DetailContent? {
        let catalog = environment.catalog
        guard let recipe = navigation.visibleRecipe.flatMap({ catalog[$0] }), let rect = layout.rect(of: .detail) else { return nil }
        return environment.memos.detail.content(for: recipe, width: rect.width) {
            DetailContent(recipe: recipe, catalog: catalog, width: rect.width)
        }
    }
}
