import RecipeModel
import RecipeNavigation

/// The Menus row of the first column: shown after the catalog's categories when the collection has
/// menus; under it the second column lists them, and selecting one shows its screen in the detail.
///
/// The row comes last, after the catalog's own categories: those are what the collection is made of,
/// in the order the user knows from its folders, and a row that is not one of its folders should not
/// push them down or sit among them in their natural order.
extension AppState {
    /// What the Menus row and the second column's title are called.
    static let menusRowName = "Menus"

    /// Whether the first column shows the Menus row: when the collection has menus, and while it is
    /// selected (before the menus are read at launch, or as they go), so that the selection always has its row.
    func showsMenusRow(in environment: AppEnvironment) -> Bool {
        !environment.kitchen.menus.isEmpty || navigation.showsMenus
    }

    /// The second column under the Menus row, with `visibleRows` rows in view: each menu by its path,
    /// and how many recipes it lists.
    func menuPane(in environment: AppEnvironment, visibleRows: Int) -> ListPane {
        let items = ListRows(.recipes, state: self, in: environment)
        let first = scroll.recipes
        let cursor = recipeCursor(in: environment)
        var rows: [ListPane.Row] = []
        for index in first..<max(first, min(items.count, first + visibleRows)) {
            let id = items.id(at: index)
            let count = environment.kitchen.menu(id)?.menu.entries.count
            rows.append(ListPane.Row(name: id, trailing: count.map(String.init), matched: items.matchedCharacters(at: index)))
        }
        let empty = items.isFiltered || filter?.pane == .recipes ? " No match" : environment.kitchen.isRead ? " No menus" : " Reading the menus…"
        var title = Self.menusRowName
        if let filter, filter.pane == .recipes, !filter.query.isEmpty || filter.isEditing { title += " /" + filter.query }
        return ListPane(
            title: title,
            position: listPosition(first: first, visible: visibleRows, count: items.count, cursor: cursor),
            rows: rows, selectedRow: cursor.map { $0 - first }, message: items.count == 0 ? empty : nil)
    }

    /// Fits the place to the menus of `environment`, read just now: under the Menus row, a menu that is
    /// gone leaves the stack and the Menus row goes with the last menu, as a deleted recipe or category
    /// would (`NavigationModel.fitted(toMenus:)`). Says so, and returns `.save` when the place changed.
    ///
    /// `firstRead` is the read after a launch: its notice says the saved place changed, as a restore's does.
    mutating func fitToMenus(in environment: AppEnvironment, firstRead: Bool) -> [Effect] {
        guard environment.kitchen.isRead else { return [] }
        let ids = Set(environment.kitchen.menus.map(\.id))
        jumpOrigin = jumpOrigin.map { $0.fitted(toMenus: ids).model }
        let fitted = navigation.fitted(toMenus: ids)
        guard fitted.model != navigation else { return [] }
        let hadFocus = navigation.focus
        navigation = fitted.model
        if navigation.path.isEmpty, hadFocus == .detail { navigation.focus = navigation.listing == nil ? .categories : .recipes }
        if navigation.listing == nil, navigation.focus == .recipes { navigation.focus = .categories }
        if layout.style == .stack { navigation.focus = navigation.stackTop }
        detailCursorRoute = navigation.visibleRoute
        detailCursor = 0
        scroll.detail = 0
        let said = firstRead ? fitted.report.summary : fitted.report.summaryParts.isEmpty ? nil : "Menus changed: " + fitted.report.summaryParts.joined(separator: "; ") + "."
        if let said { notice = [notice, said].compactMap { $0 }.joined(separator: " ") }
        keepCursorsVisible(in: environment)
        return [.save]
    }
}
