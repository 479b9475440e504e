import CooklangCatalog
import RecipeModel
import RecipeNavigation

/// `e`: which recipe is on screen, and which file and line the editor opens for it.
extension AppState {
    /// The file and line to edit for the recipe on screen; nil, with a notice saying why, when there is none.
    ///
    /// The recipe on screen is the detail's when it shows one; on an ingredient's screen, the recipe
    /// under the detail's cursor; with the detail empty, the recipe under the recipe list's cursor.
    /// A Cooklang recipe is its own file; a JSON recipe is the catalog file at the line its object
    /// starts on (counted from the file now, which is why only `e` asks).
    mutating func editRequest(in environment: AppEnvironment) -> EditRequest? {
        let catalog = environment.catalog
        if navigation.visibleRoute == .problems {
            // A problem is edited where it is: its file, at its line.
            let (request, said) = problemEditRequest(in: environment)
            notice = said
            return request
        }
        guard let recipe = recipeOnScreen(in: environment) else {
            notice = navigation.visibleRoute?.screen.nothingToEditNotice ?? "No recipe to edit: none is on screen."
            return nil
        }
        if let collection = catalog.cooklang {
            if let entry = collection.entry(ofRecipe: recipe) { return EditRequest(path: entry.path) }
        } else if let path = catalog.dataFilePath {
            return EditRequest(path: path, line: catalog.line(ofRecipe: recipe))
        }
        notice = "\(catalog.name(ofRecipe: recipe) ?? recipe) has no file to edit: this catalog was not read from one."
        return nil
    }

    /// The ID of the recipe `e` edits, as `editRequest(in:)` describes it.
    private func recipeOnScreen(in environment: AppEnvironment) -> String? {
        if let screen = navigation.visibleRoute?.screen {
            return screen.recipeToEdit { detailRowUnderCursor(in: environment) }
        }
        let rows = ListRows(.recipes, state: self, in: environment)
        guard let row = recipeCursor(in: environment), !rows.listsMenus else { return nil }
        return rows.id(at: row)
    }
}
