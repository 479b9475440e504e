import RecipeModel
import RecipeNavigation

/// Where a list's cursor lands when a reload took away the item it was on: on its neighbour, as ranger and lf do.
extension AppState {
    /// The item under the focused list's cursor before a reload, and the rows it was among.
    ///
    /// With the detail focused, the list is the recipes one, whose cursor is on the stack's root.
    struct ListSpot {
        var pane: Pane
        var id: String
        var row: Int
        var rows: ListRows
        /// The category the recipes list showed: a neighbour is looked for only in the same list.
        var category: Listing?
    }

    /// The focused list's item under the cursor now, or nil when the list shows no cursor or a filter
    /// is being typed (its cursor is on a result, which selects nothing until the filter is kept).
    func focusedListSpot(in environment: AppEnvironment) -> ListSpot? {
        guard filter?.isEditing != true else { return nil }
        let pane: Pane = navigation.focus == .categories ? .categories : .recipes
        guard let row = pane == .categories ? categoryCursor(in: environment) : recipeCursor(in: environment) else { return nil }
        let rows = ListRows(pane, state: self, in: environment)
        guard row < rows.count else { return nil }
        return ListSpot(pane: pane, id: rows.id(at: row), row: row, rows: rows, category: navigation.listing)
    }

    /// Puts the cursor of the list `spot` was taken from on the neighbour of its item when the new
    /// data no longer lists that item: the first row after it that is still listed (the row that took
    /// its place), else the nearest one before it. In split views that selects it, so the detail shows it.
    ///
    /// An item that is still listed, or that moved elsewhere (`moves`), is left to the fitting, which follows it.
    mutating func landOnNeighbour(of spot: ListSpot, moves: [String: String], in environment: AppEnvironment) {
        guard moves[spot.id] == nil else { return }
        if spot.pane == .recipes, navigation.listing != spot.category { return }
        let catalog = environment.catalog
        let rows = ListRows(spot.pane, state: self, in: environment)
        guard rows.count > 0, rows.row(of: spot.id, in: catalog) == nil else { return }
        let after = (spot.row + 1)..<spot.rows.count
        let before = (0..<spot.row).reversed()
        for old in Array(after) + Array(before) {
            if let row = rows.row(of: spot.rows.id(at: old), in: catalog) {
                placeCursor(of: spot.pane, onRow: row, of: rows, in: environment)
                break
            }
        }
        if detailCursorRoute != navigation.visibleRoute {
            detailCursorRoute = navigation.visibleRoute
            detailCursor = 0
            scroll.detail = 0
        }
        keepCursorsVisible(in: environment)
    }
}
