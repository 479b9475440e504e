import RecipeModel
import RecipeNavigation

/// An ingredient's screen: the recipes that use it; `e` edits the one under the cursor.
extension IngredientRoute: RouteScreen {
    func detailContent(in context: ScreenContext) -> DetailContent? {
        DetailContent(ingredient: name, catalog: context.catalog, width: context.width)
    }

    func breadcrumbTitle(in catalog: RecipeCatalog) -> String {
        name
    }

    func pickerLabel(in catalog: RecipeCatalog) -> String {
        "Ingredient: " + name
    }

    func recipeToEdit(underCursor: () -> Route?) -> String? {
        underCursor()?.recipeID
    }

    var nothingToEditNotice: String { "No recipe to edit: the cursor is on none of the recipes that use \(name)." }
}
