import CooklangCatalog
import RecipeModel
import RecipeNavigation

/// A recipe's screen: the recipe laid out whole, called by its name, edited in its own file.
extension RecipeRoute: RouteScreen {
    /// The recipe as its source holds it (a Cooklang file, or a JSON catalog's object), or the placeholder of a file that changed under the app.
    func detailContent(catalog: RecipeCatalog, width: Int) -> DetailContent? {
        let recipe: Recipe
        switch catalog.fullRecipe(id) {
        case nil:
            return nil
        case .changedOnDisk(let entry):
            return DetailContent(changedOnDisk: entry, width: width)
        case .recipe(let whole):
            recipe = whole
        }
        if let file = catalog.cooklang?.entry(ofRecipe: id) {
            return DetailContent(cooklang: file, recipe: recipe, catalog: catalog, width: width)
        }
        return DetailContent(recipe: recipe, catalog: catalog, width: width)
    }

    func breadcrumbTitle(in catalog: RecipeCatalog) -> String {
        catalog.name(ofRecipe: id) ?? id
    }

    func pickerLabel(in catalog: RecipeCatalog) -> String {
        catalog.name(ofRecipe: id) ?? id
    }

    /// The recipe on screen, whatever row the cursor is on.
    func recipeToEdit(underCursor: () -> Route?) -> String? {
        id
    }
}
