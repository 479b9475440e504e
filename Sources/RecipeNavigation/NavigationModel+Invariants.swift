import RecipeModel

extension NavigationModel {
    /// Lists every rule this state breaks in `catalog`; an empty list means the state is sound.
    ///
    /// The rules: the selected category exists; every route of the path resolves (as its `RouteKind` says:
    /// its recipe exists, some recipe uses its ingredient) and holds only options that make sense for it (servings
    /// over zero of a recipe that says how many it serves); the path starts with a recipe (or a screen of a kind that
    /// `startsStack`: under the Menus row, a menu), and a path that starts with a recipe has that recipe's category selected; the path is at most `maximumDepth` deep.
    public func checkInvariants(in catalog: RecipeCatalog) -> [String] {
        var violations: [String] = []
        if let selectedCategory, catalog.category(id: selectedCategory) == nil {
            violations.append("the selected category \"\(selectedCategory)\" does not exist")
        }
        for route in path {
            if !route.resolves(in: catalog) {
                violations.append(route.rules.unresolvedViolation)
            } else if route.rules.fitted(in: catalog) != route {
                violations.append("the path holds \(route) with options that make no sense for it (servings \(route.servings.map { RecipeRoute.servingsText($0) } ?? "none"))")
            }
        }
        if let first = path.first {
            if let id = first.recipeID {
                if let recipe = catalog[id], recipe.categoryID != selectedCategory {
                    violations.append(
                        "the path starts at \"\(id)\" of category \"\(recipe.categoryID)\" but the selected category is \(selectedCategory.map { "\"\($0)\"" } ?? "none")"
                    )
                }
            } else if !first.startsStack {
                violations.append("the path starts with \(first), not a recipe")
            }
        }
        if path.count > Self.maximumDepth {
            violations.append("the path is \(path.count) deep, more than \(Self.maximumDepth)")
        }
        return violations
    }
}
