import RecipeModel

/// The recipe of the day, kept for the whole day: a reload that adds or removes other recipes, or a
/// relaunch on data that changed meanwhile, does not change it; only its own removal does.
///
/// The catalog picks from the day and the number of recipes (`RecipeCatalog.recipeOfTheDay(for:)`),
/// which any added or removed recipe changes. So the pick is kept in the state where it differs from
/// the catalog's own, and saved with the view for a relaunch the same day.
extension AppState {
    /// Today's recipe: the one kept for today while the catalog still has it, else the catalog's pick.
    func recipeOfTheDay(in catalog: RecipeCatalog) -> Recipe? {
        if let kept = keptRecipeOfTheDay, catalog.name(ofRecipe: kept) != nil { return catalog[kept] }
        return catalog.recipeOfTheDay(for: today)
    }

    /// The ID of today's recipe, without building the recipe.
    func recipeOfTheDayID(in catalog: RecipeCatalog) -> String? {
        if let kept = keptRecipeOfTheDay, catalog.name(ofRecipe: kept) != nil { return kept }
        return catalog.recipeOfTheDayID(for: today)
    }

    /// The name of today's recipe, without building the recipe.
    func recipeOfTheDayName(in catalog: RecipeCatalog) -> String? {
        recipeOfTheDayID(in: catalog).flatMap(catalog.name(ofRecipe:))
    }

    /// Keeps recipe `id` as today's on `catalog`: nothing to keep when the catalog picks it anyway, or no longer has it.
    mutating func keepRecipeOfTheDay(_ id: String?, in catalog: RecipeCatalog) {
        guard let id, catalog.name(ofRecipe: id) != nil, id != catalog.recipeOfTheDayID(for: today) else {
            keptRecipeOfTheDay = nil
            return
        }
        keptRecipeOfTheDay = id
    }

    /// Takes today's recipe from a saved view, when it was saved today.
    mutating func restoreRecipeOfTheDay(from view: SavedView?, in catalog: RecipeCatalog) {
        guard let pick = view?.recipeOfTheDay, pick.date == today.description else { return }
        keepRecipeOfTheDay(pick.recipe, in: catalog)
    }
}
