/// Where the user is: the selected category, the detail column's stack of routes, and the focus.
///
/// This is the single source of navigation truth; everything on screen is derived from it. It holds
/// IDs, never recipes, so it can be saved and restored against a catalog that changed meanwhile.
public struct NavigationModel: Equatable, Hashable, Sendable {
    /// What the first column has selected: a category, whose recipes the second column lists, or the
    /// Menus row, whose menus it lists; nil for nothing.
    public var listing: Listing?
    /// The detail column's stack, like SwiftUI's `NavigationPath`: the recipe (or, under Menus, the
    /// menu) selected in the list, then each screen opened from it (related recipes, ingredients).
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
        self.listing = selectedCategory.map(Listing.category)
        self.path = path
        self.focus = focus
        self.columnVisibility = columnVisibility
    }

    /// A state whose first column has `listing` selected (`.menus` for the Menus row).
    public init(listing: Listing?, path: [Route] = [], focus: Pane = .categories, columnVisibility: ColumnVisibility = .all) {
        self.init(path: path, focus: focus, columnVisibility: columnVisibility)
        self.listing = listing
    }

    /// The catalog category whose recipes the second column lists; nil when none is, or the Menus row is
    /// selected. Setting it selects that category (or nothing).
    public var selectedCategory: String? {
        get {
            if case .category(let id)? = listing { return id }
            return nil
        }
        set { listing = newValue.map(Listing.category) }
    }

    /// Whether the first column has the Menus row selected, so the second lists the menus.
    public var showsMenus: Bool { listing == .menus }

    /// The recipe selected in the list: the root of the detail stack.
    public var selectedRecipe: String? { path.first?.recipeID }

    /// The menu selected in the Menus list: the root of the detail stack when the Menus row is selected.
    public var selectedMenu: String? {
        guard showsMenus, case .menu(let id)? = path.first else { return nil }
        return id
    }

    /// The screen the detail column shows: the top of the stack.
    public var visibleRoute: Route? { path.last }

    /// The screen on top of the collapsed stack: the detail if a route is open, else the recipe list
    /// if a category is selected, else the categories.
    public var stackTop: Pane {
        if !path.isEmpty { return .detail }
        return listing == nil ? .categories : .recipes
    }
}
