import RecipeModel
import RecipeNavigation

/// Moving the cursor, going forward and back, and focusing panes: the split view's and the collapsed stack's rules.
extension AppState {
    /// Moves the focused pane's cursor: in split views that selects; in the collapsed stack it only browses.
    ///
    /// A count repeats the move (`5j`), and makes Home and End go to that row (`5G`), as in vim.
    mutating func move(_ movement: Movement, count: Int? = nil, in environment: AppEnvironment) {
        switch navigation.focus {
        case .categories, .recipes:
            let pane = navigation.focus
            if pane == .recipes, navigation.listing == nil { return }
            let rows = ListRows(pane, state: self, in: environment)
            let current = pane == .categories ? categoryCursor(in: environment) : recipeCursor(in: environment)
            guard var index = Self.moved(current, by: movement, count: rows.count, page: layout.contentHeight(of: pane)) else { return }
            if let count {
                switch movement {
                case .top, .bottom:
                    index = min(count, rows.count) - 1
                default:
                    for _ in 1..<min(count, rows.count) {
                        index = Self.moved(index, by: movement, count: rows.count, page: layout.contentHeight(of: pane)) ?? index
                    }
                }
            }
            placeCursor(of: pane, onRow: index, of: rows, in: environment)
        case .detail:
            // The detail's lines are bounded, so a count beyond them changes nothing more.
            for _ in 0..<min(count ?? 1, 1_000) { moveInDetail(movement, in: environment) }
        }
    }

    /// Puts a list's cursor on a row: in split views that selects it; in the collapsed stack it only browses.
    mutating func placeCursor(of pane: Pane, onRow index: Int, of rows: ListRows, in environment: AppEnvironment) {
        let catalog = environment.catalog
        let browsing = layout.style == .stack
        switch pane {
        case .categories:
            if browsing { cursors.categories = index } else { navigation.apply(rows.selection(at: index, in: pane), in: catalog) }
        case .recipes:
            if browsing { cursors.recipes = index } else { navigation.apply(rows.selection(at: index, in: pane), in: catalog) }
        case .detail:
            break
        }
    }

    /// Moves the focused list's cursor to the next (or previous) row the last kept filter matches, wrapping around.
    mutating func moveToMatch(forward: Bool, in environment: AppEnvironment) {
        let pane = navigation.focus
        guard let query = lastQuery else {
            notice = "No filter to repeat yet: \(environment.keymap.label(for: .startFilter)) starts one."
            return
        }
        guard pane != .detail, pane != .recipes || navigation.listing != nil else { return }
        var probe = self
        probe.filter = ListFilter(pane: pane, query: query, isEditing: false)
        let hits = ListRows(pane, state: probe, in: environment)
        let matches = Set((0..<hits.count).map(hits.id(at:)))
        let rows = ListRows(pane, state: self, in: environment)
        guard rows.count > 0, !matches.isEmpty else {
            notice = "No match for \"\(query)\" here."
            return
        }
        let current = (pane == .categories ? categoryCursor(in: environment) : recipeCursor(in: environment)) ?? (forward ? -1 : rows.count)
        for step in 1...rows.count {
            let index = ((current + (forward ? step : -step)) % rows.count + rows.count) % rows.count
            if matches.contains(rows.id(at: index)) {
                placeCursor(of: pane, onRow: index, of: rows, in: environment)
                return
            }
        }
        notice = "No match for \"\(query)\" here."
    }

    /// The index `movement` leads to from `current` in a list of `count`, or nil when the list is empty.
    static func moved(_ current: Int?, by movement: Movement, count: Int, page: Int) -> Int? {
        guard count > 0 else { return nil }
        guard let current else { return movement == .bottom ? count - 1 : 0 }
        let target: Int
        switch movement {
        case .up: target = current - 1
        case .down: target = current + 1
        case .pageUp: target = current - max(1, page - 1)
        case .pageDown: target = current + max(1, page - 1)
        case .halfPageUp: target = current - max(1, page / 2)
        case .halfPageDown: target = current + max(1, page / 2)
        case .top: target = 0
        case .bottom: target = count - 1
        }
        return min(max(0, target), count - 1)
    }

    // MARK: - Going forward and back

    /// Goes right: focuses the next pane, or in the detail opens the row under the cursor.
    mutating func forward(in environment: AppEnvironment) {
        switch navigation.focus {
        case .categories:
            focus(.recipes, in: environment)
        case .recipes:
            focus(.detail, in: environment)
        case .detail:
            openDetailRow(in: environment)
        }
    }

    /// Goes back: to a search's origin, down the collapsed stack, off the detail stack, or one pane left.
    mutating func back(in environment: AppEnvironment) {
        let catalog = environment.catalog
        if let origin = jumpOrigin, navigation.path.count <= 1, navigation.focus == .detail || layout.style == .stack {
            // Back from a search result returns to where the search started.
            jumpOrigin = nil
            let focus = navigation.focus
            navigation = origin
            navigation.focus = origin.path.isEmpty ? origin.focus : focus
            return
        }
        if layout.style == .stack {
            popStack(in: environment)
            return
        }
        switch navigation.focus {
        case .detail where navigation.path.count > 1:
            let popped = navigation.path.last!
            navigation.apply(.goBack, in: catalog)
            placeDetailCursor(on: popped, in: environment)
        case .detail, .recipes:
            if let left = navigation.focus.previous { focus(left, in: environment) }
        case .categories:
            break
        }
    }

    /// Back in the collapsed stack: pop the path, and from the recipe list clear the category.
    private mutating func popStack(in environment: AppEnvironment) {
        let catalog = environment.catalog
        switch navigation.stackTop {
        case .detail:
            let popped = navigation.path.last!
            navigation.apply(.goBack, in: catalog)
            if navigation.path.isEmpty {
                cursors.recipes = listRow(of: popped, in: environment) ?? 0
            } else {
                placeDetailCursor(on: popped, in: environment)
            }
        case .recipes:
            cursors.categories = ListRows(.categories, state: self, in: environment).row(of: navigation.listing, in: catalog) ?? 0
            navigation.apply(.selectCategory(nil), in: catalog)
        case .categories:
            break
        }
    }

    /// Focuses a pane, selecting the row under its cursor when it has nothing selected, as a list gaining focus does.
    ///
    /// In the collapsed stack this is how a screen is pushed: the category or recipe under the cursor is selected.
    mutating func focus(_ pane: Pane, in environment: AppEnvironment) {
        let catalog = environment.catalog
        // Split views select as the cursor lands; the collapsed stack selects only what it pushes.
        let selecting = layout.style != .stack
        if pane != .categories || selecting, navigation.listing == nil {
            let rows = ListRows(.categories, state: self, in: environment)
            if rows.count > 0 { navigation.apply(rows.selection(at: categoryCursor(in: environment) ?? 0, in: .categories), in: catalog) }
        }
        if pane == .detail || (pane == .recipes && selecting), navigation.path.isEmpty, navigation.listing != nil {
            let rows = ListRows(.recipes, state: self, in: environment)
            if rows.count > 0 { navigation.apply(rows.selection(at: recipeCursor(in: environment) ?? 0, in: .recipes), in: catalog) }
        }
        if pane == .detail && navigation.path.isEmpty { return }
        if pane == .recipes && navigation.listing == nil { return }
        navigation.apply(.focus(pane), in: catalog)
    }

    /// The row of the second column that lists `route` (a recipe, or under the Menus row a menu), if it lists it.
    func listRow(of route: Route, in environment: AppEnvironment) -> Int? {
        if navigation.showsMenus, case .menu(let id) = route { return environment.kitchen.menus.firstIndex { $0.id == id } }
        return route.recipeID.flatMap(environment.catalog.position(ofRecipe:))
    }

    /// Moves the focus to the visible pane nearest the one it was on, when that one is hidden.
    mutating func focusNearestVisiblePane() {
        let visible = layout.panes.map(\.pane)
        guard !visible.contains(navigation.focus), !visible.isEmpty else { return }
        let order = Pane.allCases
        let current = order.firstIndex(of: navigation.focus)!
        navigation.focus = visible.min { abs(order.firstIndex(of: $0)! - current) < abs(order.firstIndex(of: $1)! - current) }!
    }
}
