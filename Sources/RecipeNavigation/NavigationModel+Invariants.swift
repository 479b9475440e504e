import RecipeModel

extension NavigationModel {
    /// Lists every rule this state breaks in `catalog`; an empty list means the state is sound.
    ///
    /// The rules: the selected category exists; every ID in the path exists; a non-empty path
    /// has a selected category, and it is the category of the path's first recipe.
    public func checkInvariants(in catalog: RecipeCatalog) -> [String] {
        var violations: [String] = []
        if let selectedCategory, catalog.category(id: selectedCategory) == nil {
            violations.append("the selected category \"\(selectedCategory)\" does not exist")
        }
        for id in recipePath where catalog[id] == nil {
            violations.append("the path holds \"\(id)\", which does not exist")
        }
        if let first = recipePath.first, let recipe = catalog[first], recipe.categoryID != selectedCategory {
            violations.append(
                "the path starts at \"\(first)\" of category \"\(recipe.categoryID)\" but the selected category is \(selectedCategory.map { "\"\($0)\"" } ?? "none")"
            )
        }
        return violations
    }
}
