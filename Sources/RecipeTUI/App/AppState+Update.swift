import RecipeModel

extension AppState {
    /// Carries out an action and returns the effects the shell must perform; pure, so tests drive it directly.
    mutating func apply(_ action: Action, in catalog: RecipeCatalog) -> [Effect] {
        let before = navigation
        var effects: [Effect] = []
        if case .resize = action {} else { notice = nil }

        switch (overlay, action) {
        case (_, .quit):
            effects.append(.quit)
        case (_, .redraw):
            effects.append(.repaint)
        case (_, .resize(let newSize)):
            size = newSize
            effects.append(.repaint)
        case (.help(let firstLine)?, .move(let movement)) where !HelpOverlayView.fits(size):
            // Help taller than the screen scrolls; otherwise every key but a few closes it.
            let page = max(1, HelpOverlayView.visibleLines(for: size))
            let last = max(0, HelpOverlayView(keymap: .standard).lines.count - page)
            overlay = .help(firstLine: Self.moved(firstLine, by: movement, count: last + 1, page: page) ?? 0)
        case (.help?, _):
            // Help is modal: the key that closes it does nothing else.
            overlay = nil
        case (.stackPicker(let selected)?, _):
            applyInStackPicker(action, selected: selected, in: catalog)
        case (.globalSearch(let search)?, _):
            applyInGlobalSearch(action, search: search, in: catalog)
        case (nil, _) where filter?.isEditing == true:
            applyInFilter(action, in: catalog)
        case (nil, _):
            let place = (navigation.selectedCategory, navigation.recipePath)
            applyToPanes(action, in: catalog)
            if action != .back, place != (navigation.selectedCategory, navigation.recipePath) {
                // Navigating anywhere else forgets the way back from a search jump.
                jumpOrigin = nil
            }
        }

        if layout.style == .stack { navigation.focus = navigation.stackTop }
        focusNearestVisiblePane()
        if navigation.visibleRecipe != before.visibleRecipe, detailPlacedFor != navigation.visibleRecipe {
            // Another recipe is showing: its detail starts at the top with the first related recipe.
            detailCursor = 0
            scroll.detail = 0
        }
        detailPlacedFor = nil
        if case .wheel = action {
            keepCursorsVisible(in: catalog, revealing: false)
        } else {
            keepCursorsVisible(in: catalog)
        }
        if navigation != before { effects.insert(.save, at: 0) }
        return effects
    }

    private mutating func applyToPanes(_ action: Action, in catalog: RecipeCatalog) {
        switch action {
        case .move(let movement):
            move(movement, in: catalog)
        case .forward:
            forward(in: catalog)
        case .back:
            back(in: catalog)
        case .popToRoot:
            if navigation.recipePath.count > 1 {
                let above = navigation.recipePath[1]
                navigation.apply(.popToRoot, in: catalog)
                placeDetailCursor(on: above, in: catalog)
            }
        case .focusNext, .focusPrevious:
            let visible = layout.panes.map(\.pane)
            if let current = visible.firstIndex(of: navigation.focus), visible.count > 1 {
                let step = action == .focusNext ? 1 : visible.count - 1
                // A pane that refuses the focus (a detail with nothing to show) is skipped, not a dead end.
                var next = (current + step) % visible.count
                while next != current {
                    focus(visible[next], in: catalog)
                    if navigation.focus == visible[next] { break }
                    next = (next + step) % visible.count
                }
            }
        case .recipeOfTheDay:
            if let recipe = catalog.recipeOfTheDay(for: today) {
                navigation.apply(.jump(to: recipe.id), in: catalog)
                notice = "Recipe of the day (\(today)): \(recipe.name)"
            }
        case .showLink:
            notice = DeepLink(navigation).map { "Link: \($0) (open it with recipe-tui --open)" } ?? "Nothing selected yet."
        case .showStack:
            let screens = stackScreens
            if screens.count > 1 {
                overlay = .stackPicker(selected: screens.count - 2)
            } else {
                notice = "The stack has one screen; there is nothing to go back to."
            }
        case .cycleColumns:
            navigation.apply(.setColumnVisibility(navigation.columnVisibility.next), in: catalog)
            // Hiding columns takes the focus along to the first column still shown, as the split view would.
            switch navigation.columnVisibility {
            case .doubleColumn where navigation.focus == .categories: focus(.recipes, in: catalog)
            case .detailOnly: focus(.detail, in: catalog)
            default: break
            }
            notice = "Columns: " + navigation.columnVisibility.label
        case .toggleHelp:
            overlay = .help(firstLine: 0)
        case .startFilter:
            if navigation.focus == .detail {
                overlay = .globalSearch(GlobalSearch())
            } else {
                filter = ListFilter(pane: navigation.focus, query: "", isEditing: true)
            }
        case .startGlobalSearch:
            overlay = .globalSearch(GlobalSearch())
        case .dismiss:
            filter = nil
        case .click(let x, let y):
            click(x: x, y: y, in: catalog)
        case .wheel(let x, let y, let lines):
            wheel(x: x, y: y, lines: lines, in: catalog)
        case .insertText, .deleteBackward, .quit, .redraw, .resize:
            break
        }
    }

    // MARK: - Moving

    private mutating func move(_ movement: Movement, in catalog: RecipeCatalog) {
        let browsing = layout.style == .stack
        switch navigation.focus {
        case .categories:
            let rows = ListRows(.categories, state: self, catalog: catalog)
            guard let index = Self.moved(categoryCursor(in: catalog), by: movement, count: rows.count, page: layout.contentHeight(of: .categories)) else { return }
            if browsing { cursors.categories = index } else { navigation.apply(.selectCategory(rows.id(at: index)), in: catalog) }
        case .recipes:
            guard navigation.selectedCategory != nil else { return }
            let rows = ListRows(.recipes, state: self, catalog: catalog)
            guard let index = Self.moved(recipeCursor(in: catalog), by: movement, count: rows.count, page: layout.contentHeight(of: .recipes)) else { return }
            if browsing { cursors.recipes = index } else { navigation.apply(.selectRecipe(rows.id(at: index)), in: catalog) }
        case .detail:
            moveInDetail(movement, in: catalog)
        }
    }

    /// The categories row the cursor is on: the selected category, else where the cursor rests.
    func categoryCursor(in catalog: RecipeCatalog) -> Int? {
        cursor(in: ListRows(.categories, state: self, catalog: catalog), selected: navigation.selectedCategory, resting: cursors.categories, pane: .categories, catalog: catalog)
    }

    /// The recipes row the cursor is on: the selected recipe, else where the cursor rests.
    func recipeCursor(in catalog: RecipeCatalog) -> Int? {
        guard navigation.selectedCategory != nil else { return nil }
        return cursor(in: ListRows(.recipes, state: self, catalog: catalog), selected: navigation.selectedRecipe, resting: cursors.recipes, pane: .recipes, catalog: catalog)
    }

    /// The selected row; while typing a filter, the result under its cursor; in the collapsed stack,
    /// which browses without selecting, the row where the cursor rests. Nil when the list shows no cursor.
    private func cursor(in rows: ListRows, selected: String?, resting: Int, pane: Pane, catalog: RecipeCatalog) -> Int? {
        guard rows.count > 0 else { return nil }
        if let filter, filter.pane == pane, filter.isEditing { return min(filter.cursor, rows.count - 1) }
        if let selected, let row = rows.row(of: selected, in: catalog) { return row }
        return layout.style == .stack ? min(resting, rows.count - 1) : nil
    }

    /// In the detail, Up and Down walk the related recipes; paging and Home/End scroll the text.
    private mutating func moveInDetail(_ movement: Movement, in catalog: RecipeCatalog) {
        guard let content = detailContent(in: catalog) else { return }
        let page = layout.contentHeight(of: .detail)
        let relatedCount = content.relatedLines.count
        switch movement {
        case .up where relatedCount > 0:
            detailCursor = max(0, detailCursor - 1)
            revealDetailCursor(content)
        case .down where relatedCount > 0:
            detailCursor = min(relatedCount - 1, detailCursor + 1)
            revealDetailCursor(content)
        case .up: scroll.detail -= 1
        case .down: scroll.detail += 1
        case .pageUp: scroll.detail -= max(1, page - 1)
        case .pageDown: scroll.detail += max(1, page - 1)
        case .top: scroll.detail = 0
        case .bottom: scroll.detail = content.lines.count
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

    private mutating func forward(in catalog: RecipeCatalog) {
        switch navigation.focus {
        case .categories:
            focus(.recipes, in: catalog)
        case .recipes:
            focus(.detail, in: catalog)
        case .detail:
            guard let top = navigation.visibleRecipe.flatMap({ catalog[$0] }) else { return }
            let related = top.relatedIDs
            guard related.indices.contains(detailCursor) else { return }
            navigation.apply(.openRelated(related[detailCursor]), in: catalog)
        }
    }

    private mutating func back(in catalog: RecipeCatalog) {
        if let origin = jumpOrigin, navigation.recipePath.count <= 1, navigation.focus == .detail || layout.style == .stack {
            // Back from a search result returns to where the search started.
            jumpOrigin = nil
            let focus = navigation.focus
            navigation = origin
            navigation.focus = origin.recipePath.isEmpty ? origin.focus : focus
            return
        }
        if layout.style == .stack {
            popStack(in: catalog)
            return
        }
        switch navigation.focus {
        case .detail where navigation.recipePath.count > 1:
            let popped = navigation.recipePath.last!
            navigation.apply(.goBack, in: catalog)
            placeDetailCursor(on: popped, in: catalog)
        case .detail, .recipes:
            if let left = navigation.focus.previous { focus(left, in: catalog) }
        case .categories:
            break
        }
    }

    /// Back in the collapsed stack: pop the path, and from the recipe list clear the category.
    private mutating func popStack(in catalog: RecipeCatalog) {
        switch navigation.stackTop {
        case .detail:
            let popped = navigation.recipePath.last!
            navigation.apply(.goBack, in: catalog)
            if navigation.recipePath.isEmpty {
                cursors.recipes = catalog.position(ofRecipe: popped) ?? 0
            } else {
                placeDetailCursor(on: popped, in: catalog)
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
    private mutating func focus(_ pane: Pane, in catalog: RecipeCatalog) {
        // Split views select as the cursor lands; the collapsed stack selects only what it pushes.
        let selecting = layout.style != .stack
        if pane != .categories || selecting, navigation.selectedCategory == nil {
            let rows = ListRows(.categories, state: self, catalog: catalog)
            if rows.count > 0 { navigation.apply(.selectCategory(rows.id(at: categoryCursor(in: catalog) ?? 0)), in: catalog) }
        }
        if pane == .detail || (pane == .recipes && selecting), navigation.recipePath.isEmpty, navigation.selectedCategory != nil {
            let rows = ListRows(.recipes, state: self, catalog: catalog)
            if rows.count > 0 { navigation.apply(.selectRecipe(rows.id(at: recipeCursor(in: catalog) ?? 0)), in: catalog) }
        }
        if pane == .detail && navigation.recipePath.isEmpty { return }
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

    // MARK: - The stack picker

    /// A screen of the navigation stack, as the stack picker lists it.
    enum StackScreen: Equatable, Sendable {
        case categories
        case recipes
        /// The detail of the path element at this index.
        case recipe(Int)
    }

    /// The screens of the stack, root first: in the collapsed stack the lists too, else the detail stack.
    var stackScreens: [StackScreen] {
        var screens: [StackScreen] = []
        if layout.style == .stack {
            screens.append(.categories)
            if navigation.selectedCategory != nil { screens.append(.recipes) }
        }
        return screens + navigation.recipePath.indices.map(StackScreen.recipe)
    }

    private mutating func applyInStackPicker(_ action: Action, selected: Int, in catalog: RecipeCatalog) {
        let screens = stackScreens
        switch action {
        case .move(let movement):
            let index = Self.moved(selected, by: movement, count: screens.count, page: max(1, size.height - 6)) ?? 0
            overlay = .stackPicker(selected: index)
        case .forward:
            overlay = nil
            guard screens.indices.contains(selected) else { return }
            jump(to: screens[selected], in: catalog)
        case .toggleHelp:
            overlay = .help(firstLine: 0)
        default:
            overlay = nil
        }
    }

    /// Pops back to a screen of the stack, leaving the cursor on what was above it.
    private mutating func jump(to screen: StackScreen, in catalog: RecipeCatalog) {
        let path = navigation.recipePath
        switch screen {
        case .categories:
            if let category = navigation.selectedCategory { cursors.categories = catalog.position(ofCategory: category) ?? 0 }
            navigation.apply(.selectCategory(nil), in: catalog)
        case .recipes:
            if let first = path.first { cursors.recipes = catalog.position(ofRecipe: first) ?? 0 }
            while !navigation.recipePath.isEmpty { navigation.apply(.goBack, in: catalog) }
        case .recipe(let index):
            navigation.apply(.popTo(index: index), in: catalog)
            if index + 1 < path.count { placeDetailCursor(on: path[index + 1], in: catalog) }
            if layout.style != .stack { navigation.apply(.focus(.detail), in: catalog) }
        }
    }

    // MARK: - Detail view

    /// The detail text of the visible recipe laid out for the detail pane's width.
    func detailContent(in catalog: RecipeCatalog) -> DetailContent? {
        guard let recipe = navigation.visibleRecipe.flatMap({ catalog[$0] }), let rect = layout.rect(of: .detail) else { return nil }
        return detailCache.content(for: recipe, width: rect.width) {
            DetailContent(recipe: recipe, catalog: catalog, width: rect.width)
        }
    }

    /// After going back, puts the cursor on the related recipe the user came back from.
    mutating func placeDetailCursor(on recipeID: String, in catalog: RecipeCatalog) {
        let related = navigation.visibleRecipe.flatMap { catalog[$0] }?.relatedIDs ?? []
        detailPlacedFor = navigation.visibleRecipe
        detailCursor = related.firstIndex(of: recipeID) ?? 0
        scroll.detail = 0
        if let content = detailContent(in: catalog) { revealDetailCursor(content) }
    }

    private mutating func revealDetailCursor(_ content: DetailContent) {
        guard content.relatedLines.indices.contains(detailCursor) else { return }
        let line = content.relatedLines[detailCursor]
        let height = layout.contentHeight(of: .detail)
        if line < scroll.detail { scroll.detail = max(0, line - 1) }
        if line >= scroll.detail + height { scroll.detail = line - height + 1 }
    }

    // MARK: - Scrolling

    /// Clamps cursors and scroll offsets, and scrolls each list just enough to show its cursor.
    ///
    /// The mouse wheel scrolls without moving the cursor, so after it `revealing` is false.
    mutating func keepCursorsVisible(in catalog: RecipeCatalog, revealing: Bool = true) {
        let layout = self.layout
        let categoryRows = ListRows(.categories, state: self, catalog: catalog)
        let categoryRow = categoryCursor(in: catalog)
        scroll.categories = Self.scrolled(scroll.categories, toShow: revealing ? categoryRow : nil, count: categoryRows.count, height: layout.contentHeight(of: .categories))
        let recipeRows = ListRows(.recipes, state: self, catalog: catalog)
        let recipeRow = recipeCursor(in: catalog)
        scroll.recipes = Self.scrolled(scroll.recipes, toShow: revealing ? recipeRow : nil, count: recipeRows.count, height: layout.contentHeight(of: .recipes))
        let content = detailContent(in: catalog)
        let relatedCount = content?.relatedLines.count ?? 0
        detailCursor = relatedCount == 0 ? 0 : min(max(0, detailCursor), relatedCount - 1)
        let lineCount = content?.lines.count ?? 0
        scroll.detail = min(max(0, scroll.detail), max(0, lineCount - layout.contentHeight(of: .detail)))
        if case .stackPicker(let selected) = overlay {
            overlay = .stackPicker(selected: min(max(0, selected), max(0, stackScreens.count - 1)))
        }
    }

    /// The offset that shows row `row` of `count` in `height` rows, moving `offset` as little as possible.
    static func scrolled(_ offset: Int, toShow row: Int?, count: Int, height: Int) -> Int {
        var offset = min(max(0, offset), max(0, count - height))
        if let row {
            if row < offset { offset = row }
            if row >= offset + height { offset = row - height + 1 }
        }
        return max(0, offset)
    }

    /// Makes a freshly restored state presentable: a focus that has something to show, and the cursor in view.
    ///
    /// A first launch in a split layout selects the first category, as a list showing its first row
    /// selected does; the collapsed stack starts at the categories instead.
    mutating func prepareForFirstFrame(in catalog: RecipeCatalog) {
        if navigation.focus == .detail && navigation.recipePath.isEmpty { navigation.focus = .recipes }
        if navigation.focus == .recipes && navigation.selectedCategory == nil { navigation.focus = .categories }
        if layout.style == .stack {
            navigation.focus = navigation.stackTop
        } else if navigation.selectedCategory == nil, let first = catalog.categories.first {
            navigation.apply(.selectCategory(first.id), in: catalog)
        }
        focusNearestVisiblePane()
        keepCursorsVisible(in: catalog)
    }
}

extension ColumnVisibility {
    /// How the notice names the setting.
    var label: String {
        switch self {
        case .all: "all"
        case .doubleColumn: "recipes and detail"
        case .detailOnly: "detail only"
        }
    }
}
