import RecipeModel
import RecipeNavigation

/// A menu's screen: its days and their recipes with their scaling, from the kitchen's files as last read.
extension MenuRoute: RouteScreen {
    func detailContent(in context: ScreenContext) -> DetailContent? {
        DetailContent(menu: id, kitchen: context.kitchen, catalog: context.catalog, width: context.width)
    }

    var hasOwnKeys: Bool { true }

    func breadcrumbTitle(in catalog: RecipeCatalog) -> String {
        MenuNames.title(of: id)
    }

    func pickerLabel(in catalog: RecipeCatalog) -> String {
        "Menu: " + MenuNames.title(of: id)
    }

    /// The recipe under the cursor.
    func recipeToEdit(underCursor: () -> Route?) -> String? {
        underCursor()?.recipeID
    }

    var nothingToEditNotice: String { "No recipe to edit: the cursor is on none of the menu's recipes." }
}
