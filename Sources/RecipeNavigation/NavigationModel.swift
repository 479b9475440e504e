/// Where the user is: the selected category, the detail column's stack of routes, and the focus.
///
/// This is the single source of navigation truth; everything on screen is derived from it. It holds
/// IDs, never recipes, so it can be saved and restored against a catalog that changed meanwhile.
public struct NavigationModel: Equatable, Hashable, Sendable {
    /// The category whose recipes the second column lists.
    public var selectedCategory: String?
    /// The detail column's stack, like SwiftUI's `NavigationPath`: the recipe selected in the list,
    /// then each screen opened from it (related recipes, ingredients). The first route is always a recipe.
    public var path: [Route]
    /// The pane that receives the arrow keys.
    public var focus: Pane
    /// Which columns are shown.
    public var columnVisibility: ColumnVisibility

    /// The deepest the stack may grow: as deep as a deep link may be written (one segment for the
    /// category, one for each route), so that every stack can be saved, restored and linked.
    public static let maximumDepth = DeepLink.maximumSegments

    public init(
        selectedCategory: String? = nil,
        path: [Route] = [],
        focus: Pane = .categories,
        columnVisibility: ColumnVisibility = .all
    ) {
        self.selectedCategory = selectedCategory
        self.path = path
        self.focus = focus
        self.columnVisibility = columnVisibility
    }

    /// The recipe selected in the list: the root of the detail stack.
    public var selectedRecipe: String? { path.first?.recipeID }

    /// The screen the detail column shows: the top of the stack.
    public var visibleRoute: Route? { path.last }

    /// The screen on top of the collapsed stack: the detail if a route is open, else the recipe list
    /// if a category is selected, else the categories.
    public var stackTop: Pane {
        if !path.isEmpty { return .detail }
        return selectedCategory == nil ? .categories : .recipes
    }
}
