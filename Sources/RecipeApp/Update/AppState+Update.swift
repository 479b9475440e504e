import RecipeModel
import RecipeNavigation

extension AppState {
    /// Carries out an action and returns the effects the shell must perform; pure, so tests drive it directly.
    package mutating func apply(_ action: Action, in environment: AppEnvironment) -> [Effect] {
        let before = navigation
        var effects: [Effect] = []
        if case .resize = action {} else { notice = nil }

        switch (overlay, action) {
        case (_, .quit):
            effects.append(.quit)
        case (_, .redraw):
            effects.append(.repaint)
        case (_, .resize(let newSize)):
            // The row under the detail's cursor stays in view: a resize never moves the cursor.
            let cursorWasInView = detailRowUnderCursor(in: environment) != nil
            size = newSize
            if cursorWasInView, let content = detailContent(in: environment) { revealDetailCursor(content) }
            effects.append(.repaint)
        case (.help(let firstLine)?, .move(let movement)) where environment.keymap.helpLines.count > OverlayBox.maximumListRows(on: size):
            // Help taller than the screen scrolls; otherwise every key but a few closes it.
            let page = max(1, OverlayBox.maximumListRows(on: size))
            let last = max(0, environment.keymap.helpLines.count - page)
            overlay = .help(firstLine: Self.moved(firstLine, by: movement, count: last + 1, page: page) ?? 0)
        case (.help?, _):
            // Help is modal: the key that closes it does nothing else.
            overlay = nil
        case (.stackPicker(let selected)?, _):
            applyInStackPicker(action, selected: selected, in: environment)
        case (.globalSearch(let search)?, _):
            applyInGlobalSearch(action, search: search, in: environment)
        case (nil, _) where filter?.isEditing == true:
            applyInFilter(action, in: environment)
        case (nil, _):
            let place = (navigation.selectedCategory, navigation.path)
            applyToPanes(action, in: environment)
            if action != .back, place != (navigation.selectedCategory, navigation.path) {
                // Navigating anywhere else forgets the way back from a search jump.
                jumpOrigin = nil
            }
        }

        if layout.style == .stack { navigation.focus = navigation.stackTop }
        focusNearestVisiblePane()
        if detailCursorRoute != navigation.visibleRoute {
            // Another screen is showing: it starts at the top with the cursor on its first row.
            detailCursorRoute = navigation.visibleRoute
            detailCursor = 0
            scroll.detail = 0
        }
        if case .wheel = action {
            keepCursorsVisible(in: environment, revealing: false)
        } else {
            keepCursorsVisible(in: environment)
        }
        if navigation != before { effects.insert(.save, at: 0) }
        return effects
    }

    private mutating func applyToPanes(_ action: Action, in environment: AppEnvironment) {
        let catalog = environment.catalog
        switch action {
        case .move(let movement):
            move(movement, in: environment)
        case .forward:
            forward(in: environment)
        case .back:
            back(in: environment)
        case .popToRoot:
            if navigation.path.count > 1 {
                let above = navigation.path[1]
                navigation.apply(.popToRoot, in: catalog)
                placeDetailCursor(on: above, in: environment)
            }
        case .focusNext, .focusPrevious:
            let visible = layout.panes.map(\.pane)
            if let current = visible.firstIndex(of: navigation.focus), visible.count > 1 {
                let step = action == .focusNext ? 1 : visible.count - 1
                // A pane that refuses the focus (a detail with nothing to show) is skipped, not a dead end.
                var next = (current + step) % visible.count
                while next != current {
                    focus(visible[next], in: environment)
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
            case .doubleColumn where navigation.focus == .categories: focus(.recipes, in: environment)
            case .detailOnly: focus(.detail, in: environment)
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
            click(x: x, y: y, in: environment)
        case .wheel(let x, let y, let lines):
            wheel(x: x, y: y, lines: lines, in: environment)
        case .insertText, .deleteBackward, .openMatchedIngredient, .quit, .redraw, .resize:
            break
        }
    }

    /// Makes a freshly restored state presentable: a focus that has something to show, and the cursor in view.
    ///
    /// A first launch in a split layout selects the first category, as a list showing its first row
    /// selected does; the collapsed stack starts at the categories instead.
    package mutating func prepareForFirstFrame(in environment: AppEnvironment) {
        let catalog = environment.catalog
        if navigation.focus == .detail && navigation.path.isEmpty { navigation.focus = .recipes }
        if navigation.focus == .recipes && navigation.selectedCategory == nil { navigation.focus = .categories }
        if layout.style == .stack {
            navigation.focus = navigation.stackTop
        } else if navigation.selectedCategory == nil, let first = catalog.categories.first {
            navigation.apply(.selectCategory(first.id), in: catalog)
        }
        focusNearestVisiblePane()
        keepCursorsVisible(in: environment)
    }
}
