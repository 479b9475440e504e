import CooklangCatalog
import RecipeModel
import RecipeNavigation

/// A recipe's screen: the recipe laid out whole, called by its name, edited in its own file.
extension RecipeRoute: RouteScreen {
    /// The recipe as its source holds it (a Cooklang file, or a JSON catalog's object), laid out from
    /// what the catalog has loaded: never a read of the disk (see `RecipeCatalog.loadDetail`). Until
    /// it is loaded, its name and that it is loading; the placeholder of a file that changed under the app.
    ///
    /// Scaled to the route's servings, its quantities in the context's units: the scaling step
    /// (`QuantityDisplay`) makes the recipe the layout then lays out as it would any other.
    func detailContent(in context: ScreenContext) -> DetailContent? {
        let (catalog, width, units) = (context.catalog, context.width, context.units)
        guard let name = catalog.name(ofRecipe: id) else { return nil }
        let display = QuantityDisplay(ownServings: RecipeServings(of: id, in: catalog)?.servings, servings: servings, units: units)
        switch catalog.detailAtHand(id) {
        case nil:
            return DetailContent(loading: name, width: width)
        case .changedOnDisk(let entry):
            return DetailContent(changedOnDisk: entry, width: width)
        case .recipe(let recipe):
            return DetailContent(recipe: display.shown(recipe), catalog: catalog, width: width, display: display)
        case .file(let recipe, let read as CooklangFileDetail):
            // Quantities are shown as `display` shows them as they are laid out: a huge recipe is not copied scaled first.
            return DetailContent(cooklang: read.file, parsed: read.parsed, recipe: recipe, catalog: catalog, width: width, display: display)
        case .file(let recipe, _):
            return DetailContent(recipe: display.shown(recipe), catalog: catalog, width: width, display: display)
        }
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
