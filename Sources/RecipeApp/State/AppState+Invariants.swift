import RecipeModel
import RecipeNavigation

extension AppState {
    /// Lists every rule this state breaks in `environment`; an empty list means the state is sound.
    ///
    /// These hold between updates, whatever actions led here (the fuzz test checks them after every
    /// step). The rules:
    /// - The navigation model keeps its own rules (`NavigationModel.checkInvariants(in:)`): the
    ///   selected category and every recipe of the path exist, and the path starts in the selected category.
    /// - The focus is on a visible pane (unless the screen is too small to show any); in the
    ///   collapsed stack it is on the stack's top; the detail has it only with a recipe to show.
    /// - `detailCursorRoute` is the visible route.
    /// - The detail cursor is on one of the visible screen's selectable rows; it is 0 when there are
    ///   none or the detail is not on screen. When any selectable row is in view, the cursor's is.
    /// - The detail is scrolled within its lines: from 0 to the start of its last page.
    /// - Each list is scrolled within its rows, and its cursor, if it shows one, is on one of them.
    /// - With a category selected and no filter on the categories, their cursor is on its row.
    /// - The stack picker's row is one of the stack's screens.
    /// - The global search holds at most `GlobalSearch.maximumResults` results and its cursor is on
    ///   one of them (0 when there are none).
    /// - A list filter is on a list, never the detail; one being typed is under no overlay, and its
    ///   cursor is on one of its rows (0 when there are none).
    ///
    /// That each list shows its cursor row is not among them: the wheel scrolls a list without
    /// moving its cursor, so that holds only after the other actions.
    package func checkInvariants(in environment: AppEnvironment) -> [String] {
        let catalog = environment.catalog
        var violations = navigation.checkInvariants(in: catalog).map { "the navigation: " + $0 }
        let layout = self.layout

        // Focus.
        let visible = layout.panes.map(\.pane)
        if !layout.isTooSmall, !visible.contains(navigation.focus) {
            violations.append("the focus \(navigation.focus) is on a hidden pane (visible: \(visible.map { "\($0)" }.joined(separator: ", ")))")
        }
        if layout.style == .stack, navigation.focus != navigation.stackTop {
            violations.append("in the collapsed stack the focus \(navigation.focus) is not the stack's top \(navigation.stackTop)")
        }
        if navigation.focus == .detail, navigation.path.isEmpty {
            violations.append("the detail has the focus with nothing to show")
        }

        // The detail: its cursor and its scroll.
        if detailCursorRoute != navigation.visibleRoute {
            violations.append(
                "the detail cursor indexes the rows of \(detailCursorRoute.map(String.init(describing:)) ?? "nothing"), not of the visible \(navigation.visibleRoute.map(String.init(describing:)) ?? "nothing")")
        }
        let content = detailContent(in: environment)
        let selectableCount = content?.selectableCount ?? 0
        if !(0..<max(1, selectableCount)).contains(detailCursor) {
            violations.append("the detail cursor \(detailCursor) is outside the \(selectableCount) rows the detail shows")
        }
        if let content, !isDetailRowInView(detailCursor, of: content),
            let shown = content.selectables(startingIn: scroll.detail..<(scroll.detail + max(0, layout.contentHeight(of: .detail)))).first {
            violations.append("the detail cursor \(detailCursor) is out of view while row \(shown) is in view")
        }
        let detailLines = content?.lineCount ?? 0
        let detailHeight = layout.contentHeight(of: .detail)
        if !(0...max(0, detailLines - detailHeight)).contains(scroll.detail) {
            violations.append("the detail is scrolled to \(scroll.detail) of \(detailLines) lines in \(detailHeight) rows")
        }

        // The lists: scrolls and cursors.
        for pane in [Pane.categories, .recipes] {
            let rows = ListRows(pane, state: self, in: environment)
            let height = layout.contentHeight(of: pane)
            let offset = pane == .categories ? scroll.categories : scroll.recipes
            if !(0...max(0, rows.count - height)).contains(offset) {
                violations.append("the \(pane) list is scrolled to \(offset) of \(rows.count) rows in \(height)")
            }
            let cursor = pane == .categories ? categoryCursor(in: environment) : recipeCursor(in: environment)
            if let cursor, !(0..<rows.count).contains(cursor) {
                violations.append("the \(pane) cursor \(cursor) is outside its \(rows.count) rows")
            }
            if pane == .categories, filter?.pane != .categories, let row = rows.row(of: navigation.listing, in: catalog), cursor != row {
                violations.append("the categories cursor \(cursor.map(String.init) ?? "nil") is not on the selected category's row \(row)")
            }
        }

        // Overlays and filters.
        switch overlay {
        case .stackPicker(let selected)?:
            let screens = stackScreens.count
            if !(0..<screens).contains(selected) {
                violations.append("the stack picker's row \(selected) is outside its \(screens) screens")
            }
        case .globalSearch(let search)?:
            if search.results.count > GlobalSearch.maximumResults {
                violations.append("the search has \(search.results.count) results, more than \(GlobalSearch.maximumResults)")
            }
            if !(0..<max(1, search.results.count)).contains(search.cursor) {
                violations.append("the search cursor \(search.cursor) is outside its \(search.results.count) results")
            }
        case .timers(let selected)?:
            if !(0..<timers.timers.count).contains(selected) {
                violations.append("the timers box's row \(selected) is outside its \(timers.timers.count) timers")
            }
        case .help?, .planItemPrompt?, nil:
            break
        }
        if timers.timers.count > CookTimers.maximum { violations.append("\(timers.timers.count) timers run, more than \(CookTimers.maximum)") }
        if let filter {
            if filter.pane == .detail { violations.append("a list filter is on the detail") }
            if filter.isEditing {
                if overlay != nil { violations.append("a filter is being typed under an overlay") }
                let rows = ListRows(filter.pane, state: self, in: environment).count
                if !(0..<max(1, rows)).contains(filter.cursor) {
                    violations.append("the filter's cursor \(filter.cursor) is outside its \(rows) rows")
                }
            }
        }
        return violations
    }
}
