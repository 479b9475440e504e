import RecipeModel

extension NavigationModel {
    /// Applies an intent if it makes sense in `catalog`, and tells whether the state changed.
    ///
    /// An intent naming something the catalog does not have, or that would break a rule, leaves the
    /// state as it was, so no sequence of intents can break the invariants.
    @discardableResult
    public mutating func apply(_ intent: NavigationIntent, in catalog: RecipeCatalog) -> Bool {
        let before = self
        switch intent {
        case .selectCategory(let categoryID):
            if let categoryID, catalog.category(id: categoryID) == nil { return false }
            let chosen = categoryID.map(Listing.category)
            if chosen != listing {
                listing = chosen
                path = []
            }
        case .selectMenus:
            if listing != .menus {
                listing = .menus
                path = []
            }
        case .selectMenu(let id):
            let route = Route.menu(id)
            guard route.resolves(in: catalog) else { return false }
            listing = .menus
            path = [route]
        case .selectRecipe(let recipeID), .jump(to: let recipeID):
            guard let recipe = catalog[recipeID] else { return false }
            selectedCategory = recipe.categoryID
            path = [.recipe(recipeID)]
            if case .jump = intent { focus = .detail }
        case .push(let route):
            guard path.count < Self.maximumDepth, route.resolves(in: catalog) else { return false }
            if path.isEmpty {
                // A recipe starts the stack and brings its category along; a screen of the whole
                // collection (the plan) may start it too, under whatever category is selected.
                guard route.startsStack else { return false }
                if let id = route.recipeID {
                    guard let recipe = catalog[id] else { return false }
                    selectedCategory = recipe.categoryID
                }
            }
            // A scaled recipe that does not say how many it serves is pushed as written.
            path.append(route.rules.fitted(in: catalog))
        case .goBack:
            guard !path.isEmpty else { return false }
            path.removeLast()
        case .popToRoot:
            guard path.count > 1 else { return false }
            path.removeSubrange(1...)
        case .popToList:
            guard !path.isEmpty else { return false }
            path = []
        case .popTo(let index):
            guard path.indices.contains(index) else { return false }
            path.removeSubrange((index + 1)...)
        case .openLink(let link):
            guard link.isValid(in: catalog) else { return false }
            listing = link.listing
            path = link.routes.map { $0.rules.fitted(in: catalog) }
            focus = link.routes.isEmpty ? .recipes : .detail
        case .scale(let servings):
            switch path.last {
            case .recipe(let id, _)? where catalog[id]?.servings != nil:
                path[path.count - 1] = Route.recipe(id, servings: servings).rules.fitted(in: catalog)
            case .cook(let id, let step, _)? where catalog[id]?.servings != nil:
                path[path.count - 1] = Route.cook(id, step: step, servings: servings).rules.fitted(in: catalog)
            default:
                return false
            }
        case .focus(let pane):
            focus = pane
        case .setColumnVisibility(let visibility):
            columnVisibility = visibility
        }
        return self != before
    }

    /// Tells whether one more screen may be pushed.
    public var canPush: Bool { path.count < Self.maximumDepth }
}
