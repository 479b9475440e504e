import RecipeModel
import RecipeNavigation

/// What can I make: the recipes the pantry covers, from the kitchen's pantry and aisle files; `e` edits the recipe under the cursor.
extension CookableRoute: RouteScreen {
    func detailContent(in context: ScreenContext) -> DetailContent? {
        let shopping = context.kitchen.shopping
        let cookable = CookableRecipes(catalog: context.catalog, pantry: shopping.pantry, aisles: shopping.aisles, words: context.ingredientWords)
        return DetailContent(cookable: cookable, kitchen: context.kitchen, width: context.width)
    }

    func breadcrumbTitle(in catalog: RecipeCatalog) -> String {
        "What can I make"
    }

    func pickerLabel(in catalog: RecipeCatalog) -> String {
        "What can I make"
    }

    func recipeToEdit(underCursor: () -> Route?) -> String? {
        underCursor()?.recipeID
    }

    var nothingToEditNotice: String { "No recipe to edit: the cursor is on none of the recipes the pantry covers." }
}
