import RecipeModel
import RecipeNavigation

/// The shopping list's screen: the plan's list by aisle with its ticks, or the pantry's view, from the kitchen's files.
extension ShoppingListRoute: RouteScreen {
    /// Laid out from the kitchen as the runtime last read it and the list it built from it: never a read of the disk.
    func detailContent(in context: ScreenContext) -> DetailContent? {
        let kitchen = context.kitchen
        return DetailContent(
            shopping: kitchen.shoppingList, inputs: kitchen.isRead ? kitchen.shopping : nil, pantryView: pantry, today: context.today,
            width: context.width, units: context.units)
    }

    func breadcrumbTitle(in catalog: RecipeCatalog) -> String {
        pantry ? "Shopping list · pantry" : "Shopping list"
    }

    func pickerLabel(in catalog: RecipeCatalog) -> String {
        pantry ? "Shopping list: the pantry" : "Shopping list"
    }

    /// No recipe: the list is the plan's.
    func recipeToEdit(underCursor: () -> Route?) -> String? {
        nil
    }

    var nothingToEditNotice: String { "No recipe to edit: the shopping list is made from the plan." }
}
