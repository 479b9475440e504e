import RecipeModel

extension AppState {
    /// The screen on top of the detail stack laid out for the detail pane's width.
    func detailContent(in environment: AppEnvironment) -> DetailContent? {
        let catalog = environment.catalog
        guard let route = navigation.visibleRoute, let rect = layout.rect(of: .detail) else { return nil }
        // A screen whose detail is still loading is laid out again once it is loaded.
        var loaded = true
        if let id = route.detailRecipeID { loaded = catalog.detailAtHand(id) != nil }
        let content = environment.memos.detail.content(for: route, width: rect.width, units: units, loaded: loaded) {
            var context = environment.screenContext(width: rect.width, units: units)
            context.today = today
            return DetailContent(route: route, context: context)
        }
        guard case .cook(let id, let step, _) = route, var content, !cookTicks.isEmpty else { return content }
        // The card's ticks are the user's, not the recipe's: marked on the laid-out lines, which the memo keeps unticked.
        if let section = CookSteps(recipe: id, in: catalog)?.section(ofStep: step) {
            content.tick(rows: Set(cookTicks.filter { $0.recipeID == id && $0.section == section }.map(\.row)))
        }
        return content
    }
}
