import RecipeModel
import RecipeNavigation

extension AppState {
    /// Carries out an action and returns the effects the shell must perform; pure, so tests drive it directly.
    package mutating func apply(_ action: Action, in environment: AppEnvironment) -> [Effect] {
        if let effects = applyFromRuntime(action, in: environment) { return effects }
        switch action {
        case .detailLoaded(let route):
            // Data arriving is no key: the notice, a count and any overlay stay as they are.
            if route == navigation.visibleRoute { keepCursorsVisible(in: environment) }
            return detailLoadEffects(in: environment)
        case .sourceChanged:
            return [.reloadData]
        default:
            break
        }
        let before = navigation
        let styleBefore = layout.style
        var effects: [Effect] = []
        // A notice that arrived while a filter is typed has not been seen (the bar shows the filter):
        // it is kept until the filter closes, and the next key after that clears it.
        let typingFilter = overlay == nil && filter?.isEditing == true
        if case .resize = action {} else if !typingFilter { notice = nil }
        let count = pendingCount
        switch action {
        case .digit, .resize: break
        default: pendingCount = nil
        }

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
        case (.help(let firstLine)?, .move(let movement)) where helpLineCount(environment.keymap) > OverlayBox.maximumListRows(on: size):
            // Help taller than the screen scrolls; otherwise every key but a few closes it.
            let page = max(1, OverlayBox.maximumListRows(on: size))
            let last = max(0, helpLineCount(environment.keymap) - page)
            overlay = .help(firstLine: Self.moved(firstLine, by: movement, count: last + 1, page: page) ?? 0)
        case (.help?, _):
            // Help is modal: the key that closes it does nothing else.
            overlay = nil
        case (.stackPicker(let selected)?, _):
            applyInStackPicker(action, selected: selected, in: environment)
        case (.timers(let selected)?, _):
            applyInTimers(action, selected: selected)
        case (.globalSearch(let search)?, _):
            applyInGlobalSearch(action, search: search, in: environment)
        case (.planItemPrompt(let text)?, _):
            effects += applyInPlanPrompt(action, text: text)
        case (nil, _) where filter?.isEditing == true:
            applyInFilter(action, in: environment)
        case (nil, _):
            let place = (navigation.listing, navigation.path)
            applyToPanes(action, count: count, in: environment)
            if action == .showLink, let link = DeepLink(navigation) { effects.append(.copyToClipboard(link.description)) }
            if action == .edit, let request = editRequest(in: environment) { effects.append(.edit(request)) }
            if action == .showProblems { effects += showProblems(in: environment) }
            if action == .addToPlan {
                effects += addToPlanEffects(in: environment)
                noteNothingToAdd(in: environment)
            }
            if case .plan(let command) = action { effects += applyPlan(command, in: environment) }
            if case .menu(let command) = action { effects += applyMenu(command, in: environment) }
            if case .shopping(let command) = action { effects += applyShopping(command, in: environment) }
            if action != .back, place != (navigation.listing, navigation.path) {
                // Navigating anywhere else forgets the way back from a search jump.
                jumpOrigin = nil
            }
        }

        keepFocusAcrossResize(action, from: before, styleBefore: styleBefore)
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
        return effects + detailLoadEffects(in: environment)
    }

    /// Asks for the detail on screen to be loaded when the catalog does not have it at hand, and for
    /// the doctor's findings when the Problems screen shows none of this data.
    package func detailLoadEffects(in environment: AppEnvironment) -> [Effect] {
        guard let id = navigation.visibleRoute?.detailRecipeID, environment.catalog.detailAtHand(id) == nil,
            environment.catalog.name(ofRecipe: id) != nil
        else { return problemsExaminationEffects(in: environment) }
        // Cook mode reads its recipe's detail: loaded as the recipe's screen, which it then shows too.
        return [.loadDetail(.recipe(id))]
    }

    /// The lines of the help as the overlay lays them out on this screen.
    private func helpLineCount(_ keymap: Keymap) -> Int {
        keymap.helpLines(width: keymap.helpWidth(on: size)).count
    }

    private mutating func applyToPanes(_ action: Action, count: Int?, in environment: AppEnvironment) {
        let catalog = environment.catalog
        switch action {
        case .move(let movement):
            move(movement, count: count, in: environment)
        case .digit(let digit):
            // A leading 0 counts nothing; the count stops growing where no list is that long.
            if digit > 0 || pendingCount != nil { pendingCount = min(99_999, (pendingCount ?? 0) * 10 + digit) }
        case .nextMatch, .previousMatch:
            moveToMatch(forward: action == .nextMatch, in: environment)
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
            let visible = tabOrder
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
            if let recipe = recipeOfTheDay(in: catalog) {
                navigation.apply(.jump(to: recipe.id), in: catalog)
                notice = "Recipe of the day (\(today)): \(recipe.name)"
            }
        case .showLink:
            notice = DeepLink(navigation).map { "Link: \($0) (copied where the terminal allows; open it with recipe-tui --open)" } ?? "Nothing selected yet."
        case .showStack:
            let screens = stackScreens
            if screens.count > 1 {
                overlay = .stackPicker(selected: screens.count - 2)
            } else if screens.isEmpty {
                notice = "No recipe is open: the stack has nothing to pick."
            } else {
                notice = "The stack has one screen; there is nothing to go back to."
            }
        case .cycleColumns:
            cycleColumns(in: environment)
        case .moreServings, .fewerServings, .recipeServings:
            changeServings(action, in: environment)
        case .cycleUnits:
            cycleUnits(in: environment)
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
            timers.dismissEnded()
        case .openCook:
            openCook(in: environment)
        case .openTags:
            openScreen(TagRoute.overview, in: environment)
        case .openCookable:
            openScreen(.cookable, in: environment)
        case .cook(let command):
            applyCook(command, in: environment)
        case .openShoppingList:
            openShoppingList(in: environment)
        case .showTimers:
            showTimers()
        case .click(let x, let y):
            click(x: x, y: y, in: environment)
        case .wheel(let x, let y, let lines):
            wheel(x: x, y: y, lines: lines, in: environment)
        case .openPlan:
            openPlan(in: environment)
        case .openTodaysMenu:
            openTodaysMenu(in: environment)
        case .insertText, .deleteBackward, .openMatchedIngredient, .edit, .addToPlan, .plan, .menu, .showProblems, .quit, .redraw, .resize, .detailLoaded,
            .sourceChanged, .timer, .clockTick,
            .shopping:  // Its effects are the runtime's: `applyShopping`, with the others' above.
            break
        case .start, .reloaded, .reloadFailed, .editorReturned, .saveFailed, .watchProblem, .planWritten, .kitchenLoaded, .problemsExamined, .checkLogWritten:
            break  // The runtime's, handled by `applyFromRuntime`.
        }
    }

    /// Makes a freshly restored state presentable: a focus that has something to show, and the cursor in view.
    ///
    /// A first launch in a split layout selects the first category, as a list showing its first row
    /// selected does; the collapsed stack starts at the categories instead.
    mutating func prepareForFirstFrame(in environment: AppEnvironment) {
        let catalog = environment.catalog
        if navigation.focus == .detail && navigation.path.isEmpty { navigation.focus = .recipes }
        if navigation.focus == .recipes && navigation.listing == nil { navigation.focus = .categories }
        if layout.style == .stack {
            navigation.focus = navigation.stackTop
        } else if navigation.listing == nil, let first = catalog.categories.first {
            navigation.apply(.selectCategory(first.id), in: catalog)
        }
        focusNearestVisiblePane()
        keepCursorsVisible(in: environment)
    }
}
