import RecipeModel
import RecipeNavigation

/// Moving the cursor, going forward and back, and focusing panes: the split view's and the collapsed stack's rules.
extension AppState {
    /// Moves the focused pane's cursor: in split views that selects; in the collapsed stack it only browses.
    mutating func move(_ movement: Movement, in environment: AppEnvironment) {
        let catalog = environment.catalog
        let browsing = layout.style == .stack
        switch navigation.focus {
        case .categories:
            let rows = ListRows(.categories, state: self, in: environment)
            guard let index = Self.moved(categoryCursor(in: environment), by: movement, count: rows.count, page: layout.contentHeight(of: .categories)) else { return }
            if browsing { cursors.categories = index } else { navigation.apply(.selectCategory(rows.id(at: index)), in: catalog) }
        case .recipes:
            guard navigation.selectedCategory != nil else { return }
            let rows = ListRows(.recipes, state: self, in: environment)
            guard let index = Self.moved(recipeCursor(in: environment), by: movement, count: rows.count, page: layout.contentHeight(of: .recipes)) else { return }
            if browsing { cursors.recipes = index } else { navigation.apply(.selectRecipe(rows.id(at: index)), in: catalog) }
        case .detail:
            moveInDetail(movement, in: environment)
        }
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
                cursors.recipes = popped.recipeID.flatMap(catalog.position(ofRecipe:)) ?? 0
            } else {
                placeDetailCursor(on: popped, in: environment)
            }
        case .recipes:
            if let category = navigation.selectedCategory { cursors.categories = catalog.position(ofCategory: category) ?? 0 }
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
        if pane != .categories || selecting, navigation.selectedCategory == nil {
            let rows = ListRows(.categories, state: self, in: environment)
            if rows.count > 0 { navigation.apply(.selectCategory(rows.id(at: categoryCursor(in: environment) ?? 0)), in: catalog) }
        }
        if pane == .detail || (pane == .recipes && selecting), navigation.path.isEmpty, navigation.selectedCategory != nil {
            let rows = ListRows(.recipes, state: self, in: environment)
            if rows.count > 0 { navigation.apply(.selectRecipe(rows.id(at: recipeCursor(in: environment) ?? 0)), in: catalog) }
        }
        if pane == .detail && navigation.path.isEmpty { return }
        if pane == .recipes && navigation.selectedCategory == nil { return }
        navigation.apply(.focus(pane), in: catalog)
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
