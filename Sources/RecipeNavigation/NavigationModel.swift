/// Where the user is: the selected category, the detail column's stack of recipe IDs, and the focus.
///
/// This is the single source of navigation truth; everything on screen is derived from it. It holds
/// IDs, never recipes, so it can be saved and restored against a catalog that changed meanwhile.
public struct NavigationModel: Equatable, Hashable, Sendable {
    /// The category whose recipes the second column lists.
    public var selectedCategory: String?
    /// The detail column's stack: the recipe selected in the list, then each related recipe opened from it.
    public var recipePath: [String]
    /// The pane that receives the arrow keys.
    public var focus: Pane
    /// Which columns are shown.
    public var columnVisibility: ColumnVisibility

    public init(
        selectedCategory: String? = nil,
        recipePath: [String] = [],
        focus: Pane = .categories,
        columnVisibility: ColumnVisibility = .all
    ) {
        self.selectedCategory = selectedCategory
        self.recipePath = recipePath
        self.focus = focus
        self.columnVisibility = columnVisibility
    }

    /// The recipe selected in the list: the root of the detail stack.
    public var selectedRecipe: String? { recipePath.first }

    /// The recipe the detail column shows: the top of the stack.
    public var visibleRecipe: String? { recipePath.last }

    /// The screen on top of the collapsed stack: the detail if a recipe is open, else the recipe list
    /// if a category is selected, else the categories.
    public var stackTop: Pane {
        if !recipePath.isEmpty { return .detail }
        return selectedCategory == nil ? .categories : .recipes
    }
}
