import RecipeModel
import RecipeNavigation

/// The Problems screen: the doctor's findings grouped by file; Enter and `e` edit the problem under the cursor.
extension ProblemsRoute: RouteScreen {
    func detailContent(in context: ScreenContext) -> DetailContent? {
        DetailContent(problems: context.problems, width: context.width)
    }

    func breadcrumbTitle(in catalog: RecipeCatalog) -> String {
        DetailContent.problemsTitle
    }

    func pickerLabel(in catalog: RecipeCatalog) -> String {
        DetailContent.problemsTitle
    }

    /// The recipe the problem under the cursor is in; `e` edits the problem's own line instead (`AppState.problemEditRequest`).
    func recipeToEdit(underCursor: () -> Route?) -> String? {
        underCursor()?.recipeID
    }

    var nothingToEditNotice: String { "No problem to edit: the cursor is on none." }
}
