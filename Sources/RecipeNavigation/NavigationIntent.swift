/// A named change the user asks of the navigation state; `NavigationModel.apply` carries it out.
public enum NavigationIntent: Equatable, Hashable, Sendable {
    /// Select a category (or none); a different category clears the detail stack.
    case selectCategory(String?)
    /// Select the Menus row of the first column (its second column lists the menus); a different row clears the detail stack.
    case selectMenus
    /// Select a menu in the Menus list, by its ID (`Route.menu`): the Menus row is selected and the stack becomes just that menu.
    case selectMenu(String)
    /// Select a recipe in the list: the stack becomes just that recipe, and the category follows it.
    case selectRecipe(String)
    /// Open a screen from the one on top: push a related recipe or an ingredient onto the detail stack.
    case push(Route)
    /// Go back one screen: pop the top of the detail stack.
    case goBack
    /// Go back to the root of the detail stack: the recipe selected in the list.
    case popToRoot
    /// Go back to the stack element at `index` (0 is the root), dropping everything above it.
    case popTo(index: Int)
    /// Go back to the recipe list: empty the detail stack, keeping the category.
    case popToList
    /// Jump straight to a recipe, as the recipe of the day does: the category follows it, the stack becomes `[recipe]`.
    case jump(to: String)
    /// Open a deep link that was already validated against the catalog.
    case openLink(DeepLink)
    /// Show the recipe on top of the stack (its screen or its cook mode) scaled to these servings, or as
    /// written (nil); ignored on another kind of screen, and for a recipe that does not say how many it serves.
    case scale(servings: Double?)
    /// Move the focus to a pane.
    case focus(Pane)
    /// Show another set of columns.
    case setColumnVisibility(ColumnVisibility)
}
