import RecipeModel

extension AppState {
    /// The screen on top of the detail stack laid out for the detail pane's width.
    func detailContent(in environment: AppEnvironment) -> DetailContent? {
        let catalog = environment.catalog
        guard let route = navigation.visibleRoute, let rect = layout.rect(of: .detail) else { return nil }
        // A screen whose detail is still loading is laid out again once it is loaded.
        var loaded = true
        if case .recipe(let id, _) = route { loaded = catalog.detailAtHand(id) != nil }
        return environment.memos.detail.content(for: route, width: rect.width, units: units, loaded: loaded) {
            DetailContent(route: route, catalog: catalog, width: rect.width, units: units)
        }
    }
}
