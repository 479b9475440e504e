import RecipeModel

extension NavigationModel {
    /// Applies an intent if it makes sense in `catalog`, and tells whether the state changed.
    ///
    /// An intent naming an ID the catalog does not have leaves the state as it was, so no
    /// sequence of intents can break the invariants.
    @discardableResult
    public mutating func apply(_ intent: NavigationIntent, in catalog: RecipeCatalog) -> Bool {
        let before = self
        switch intent {
        case .selectCategory(let categoryID):
            if let categoryID, catalog.category(id: categoryID) == nil { return false }
            if categoryID != selectedCategory {
                selectedCategory = categoryID
                recipePath = []
            }
        case .selectRecipe(let recipeID), .jump(to: let recipeID):
            guard let recipe = catalog[recipeID] else { return false }
            selectedCategory = recipe.categoryID
            recipePath = [recipeID]
            if case .jump = intent { focus = .detail }
        case .openRelated(let recipeID):
            guard let recipe = catalog[recipeID] else { return false }
            if recipePath.isEmpty {
                selectedCategory = recipe.categoryID
            }
            recipePath.append(recipeID)
        case .goBack:
            guard !recipePath.isEmpty else { return false }
            recipePath.removeLast()
        case .popToRoot:
            guard recipePath.count > 1 else { return false }
            recipePath.removeSubrange(1...)
        case .popToList:
            guard !recipePath.isEmpty else { return false }
            recipePath = []
        case .popTo(let index):
            guard recipePath.indices.contains(index) else { return false }
            recipePath.removeSubrange((index + 1)...)
        case .openLink(let link):
            guard link.isValid(in: catalog) else { return false }
            selectedCategory = link.categoryID
            recipePath = link.recipeIDs
            focus = link.recipeIDs.isEmpty ? .recipes : .detail
        case .focus(let pane):
            focus = pane
        case .setColumnVisibility(let visibility):
            columnVisibility = visibility
        }
        return self != before
    }
}
