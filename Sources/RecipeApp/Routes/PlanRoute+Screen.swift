import RecipeModel
import RecipeNavigation

/// The plan's screen: what is planned, from the kitchen's files as last read; its own keys scale and remove lines.
extension PlanRoute: RouteScreen {
    func detailContent(in context: ScreenContext) -> DetailContent? {
        DetailContent(plan: context.kitchen, catalog: context.catalog, width: context.width, units: context.units)
    }

    var hasOwnKeys: Bool { true }

    func breadcrumbTitle(in catalog: RecipeCatalog) -> String {
        "Plan"
    }

    func pickerLabel(in catalog: RecipeCatalog) -> String {
        "Plan"
    }

    /// The recipe under the cursor, as on an ingredient's screen.
    func recipeToEdit(underCursor: () -> Route?) -> String? {
        underCursor()?.recipeID
    }

    var nothingToEditNotice: String { "No recipe to edit: the cursor is on none of the plan's recipes." }
}
