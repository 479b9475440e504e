import RecipeModel
import RecipeNavigation
import Testing

@testable import RecipeApp

/// `AppState.apply`: each action from a known state, compared with the whole expected state and effects.
///
/// Unless a test says otherwise the catalog is the bundled one and the terminal is 120x40, where
/// every list fits: Desserts lists Apple Pie first and Whipped Cream last; Apple Pie's related
/// recipes are Pie Crust, Fruit Pie Filling, Whipped Cream and Waldorf Salad; Whipped Cream's are
/// Strawberry Shortcake, Apple Pie and Hot Chocolate.
@Suite("AppState.apply")
struct AppStateUpdateTests {
    let catalog = bundledCatalog

    // MARK: - Moving in the lists

    @Test(
        "Moving in the categories selects another category and saves",
        arguments: [
            (Movement.up, "soup"), (.down, "main"), (.pageUp, "breakfast"), (.pageDown, "drink"), (.top, "breakfast"), (.bottom, "drink"),
        ])
    func moveInCategories(movement: Movement, category: String) {
        var state = appState(NavigationModel(selectedCategory: "salad"))
        let effects = state.apply(.move(movement), in: catalog)
        #expect(state == appState(NavigationModel(selectedCategory: category)))
        #expect(effects == [.save])
    }

    @Test("Selecting another category clears the detail stack and the detail's cursor and scroll")
    func moveCategoryClearsStack() {
        var state = appState(
            NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie", "pie-crust"]), focus: .categories),
            detailCursor: 1, scroll: PaneScroll(detail: 3))
        let effects = state.apply(.move(.down), in: catalog)
        #expect(state == appState(NavigationModel(selectedCategory: "drink", focus: .categories)))
        #expect(effects == [.save])
    }

    @Test("Moving past either end of a list stays put and saves nothing", arguments: [
        (NavigationModel(selectedCategory: "breakfast"), Movement.up),
        (NavigationModel(selectedCategory: "drink"), .down),
        (NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie"]), focus: .recipes), .up),
        (NavigationModel(selectedCategory: "dessert", path: .recipes(["whipped-cream"]), focus: .recipes), .pageDown),
    ])
    func moveAtTheEnds(navigation: NavigationModel, movement: Movement) {
        var state = appState(navigation, notice: "Restored.")
        let effects = state.apply(.move(movement), in: catalog)
        // The key still clears the notice.
        #expect(state == appState(navigation))
        #expect(effects == [])
    }

    @Test(
        "Moving in the recipes selects another recipe as the new root of the detail stack",
        arguments: [
            (Movement.down, "chocolate-chip-cookies"), (.bottom, "whipped-cream"), (.pageDown, "whipped-cream"), (.top, "apple-pie"),
        ])
    func moveInRecipes(movement: Movement, recipe: String) {
        var state = appState(
            NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie", "pie-crust"]), focus: .recipes),
            detailCursor: 1, scroll: PaneScroll(detail: 2))
        let effects = state.apply(.move(movement), in: catalog)
        // Selecting the root again in the list also drops what was pushed on it.
        #expect(state == appState(NavigationModel(selectedCategory: "dessert", path: .recipes([recipe]), focus: .recipes)))
        #expect(effects == [.save])
    }

    @Test("Moving in a list with nothing selected selects its first row (its last for End)")
    func moveFromNoSelection() {
        var state = appState(NavigationModel(selectedCategory: "dessert", focus: .recipes))
        #expect(state.apply(.move(.down), in: catalog) == [.save])
        #expect(state == appState(NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie"]), focus: .recipes)))

        state = appState(NavigationModel(selectedCategory: "dessert", focus: .recipes))
        state.apply(.move(.bottom), in: catalog)
        #expect(state == appState(NavigationModel(selectedCategory: "dessert", path: .recipes(["whipped-cream"]), focus: .recipes)))

        state = appState(NavigationModel())
        state.apply(.move(.up), in: catalog)
        #expect(state == appState(NavigationModel(selectedCategory: "breakfast")))
    }

    @Test("Moving in an empty category does nothing")
    func moveInEmptyCategory() {
        var state = appState(NavigationModel(selectedCategory: "empty", focus: .recipes))
        #expect(state.apply(.move(.down), in: Kitchen.catalog) == [])
        #expect(state == appState(NavigationModel(selectedCategory: "empty", focus: .recipes)))
    }

    // MARK: - The detail's cursor

    @Test("In the detail, Up and Down walk the ingredients, then the related recipes, without changing the navigation")
    func moveDetailCursor() {
        let apple = NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie"]), focus: .detail)
        var state = appState(apple)
        #expect(state.apply(.move(.down), in: catalog) == [])
        #expect(state == appState(apple, detailCursor: 1))
        // Nine ingredients, then four related recipes: the cursor stops on the last.
        state.apply(Array(repeating: .move(.down), count: 20), in: catalog)
        #expect(state == appState(apple, detailCursor: relatedRow(3, of: "apple-pie")))
        state.apply(Array(repeating: .move(.up), count: 20), in: catalog)
        #expect(state == appState(apple, detailCursor: 0))
    }

    @Test("With no row in view, Down scrolls the detail a line at a time; a row that scrolls into view takes the cursor")
    func detailCursorScrollsIntoView() {
        // 100x12: the detail shows 9 lines; Long's related recipes are lines 36 to 38 of 39.
        let long = NavigationModel(selectedCategory: "other", path: .recipes(["long"]), focus: .detail)
        let size = Size(width: 100, height: 12)
        var state = appState(long, size: size)
        state.apply(.move(.down), in: Kitchen.longList)
        #expect(state == appState(long, size: size, detailCursor: 0, scroll: PaneScroll(detail: 1)))
        // At scroll 28 the first related recipe, line 36, is the last line shown: the cursor is on it.
        state.apply(Array(repeating: .move(.down), count: 27), in: Kitchen.longList)
        #expect(state == appState(long, size: size, detailCursor: 0, scroll: PaneScroll(detail: 28)))
        // The next row is not in view yet: Down scrolls it in, then moves onto it.
        state.apply(.move(.down), in: Kitchen.longList)
        #expect(state == appState(long, size: size, detailCursor: 0, scroll: PaneScroll(detail: 29)))
        state.apply(.move(.down), in: Kitchen.longList)
        #expect(state == appState(long, size: size, detailCursor: 1, scroll: PaneScroll(detail: 29)))
        state.apply(.move(.up), in: Kitchen.longList)
        #expect(state == appState(long, size: size, detailCursor: 0, scroll: PaneScroll(detail: 29)))
        // Home scrolls to the top; no row is in view there, so Up has nothing to scroll or select.
        state.apply(.move(.top), in: Kitchen.longList)
        #expect(state == appState(long, size: size, detailCursor: 0, scroll: PaneScroll(detail: 0)))
        state.apply(.move(.up), in: Kitchen.longList)
        #expect(state == appState(long, size: size, detailCursor: 0, scroll: PaneScroll(detail: 0)))
    }

    @Test(
        "In the detail, PgDn, PgUp, Home and End scroll the text by pages of one line less than the pane",
        arguments: [
            ([Action.move(.pageDown)], 8),
            ([.move(.pageDown), .move(.pageDown)], 16),
            ([.move(.pageDown), .move(.pageDown), .move(.pageDown), .move(.pageDown)], 30),
            ([.move(.bottom)], 30),
            ([.move(.bottom), .move(.pageUp)], 22),
            ([.move(.bottom), .move(.top)], 0),
            ([.move(.pageUp)], 0),
        ])
    func scrollDetail(actions: [Action], scroll: Int) {
        let long = NavigationModel(selectedCategory: "other", path: .recipes(["long"]), focus: .detail)
        let size = Size(width: 100, height: 12)
        var state = appState(long, size: size)
        let effects = state.apply(actions, in: Kitchen.longList)
        #expect(state == appState(long, size: size, scroll: PaneScroll(detail: scroll)))
        #expect(effects == [])
    }

    @Test("A detail without related recipes scrolls a line at a time with Up and Down")
    func scrollDetailWithoutRelated() {
        let plain = NavigationModel(selectedCategory: "other", path: .recipes(["plain"]), focus: .detail)
        let size = Size(width: 100, height: 12)
        var state = appState(plain, size: size)
        state.apply([.move(.down), .move(.down)], in: Kitchen.longList)
        #expect(state == appState(plain, size: size, scroll: PaneScroll(detail: 2)))
        state.apply([.move(.up), .move(.up), .move(.up)], in: Kitchen.longList)
        #expect(state == appState(plain, size: size, scroll: PaneScroll(detail: 0)))
        // 34 lines in 9 rows: the last page starts at line 25.
        state.apply(.move(.bottom), in: Kitchen.longList)
        #expect(state == appState(plain, size: size, scroll: PaneScroll(detail: 25)))
        state.apply(.move(.down), in: Kitchen.longList)
        #expect(state == appState(plain, size: size, scroll: PaneScroll(detail: 25)))
    }

    // MARK: - Scrolling long lists

    @Test(
        "A long list scrolls only when the selection would leave the screen, and only as far as needed",
        arguments: [
            (Array(repeating: Action.move(.down), count: 8), "r09", 0),
            (Array(repeating: Action.move(.down), count: 9), "r10", 1),
            (Array(repeating: Action.move(.down), count: 9) + Array(repeating: Action.move(.up), count: 4), "r06", 1),
            (Array(repeating: Action.move(.down), count: 9) + Array(repeating: Action.move(.up), count: 9), "r01", 0),
            ([.move(.pageDown)], "r09", 0),
            ([.move(.pageDown), .move(.pageDown)], "r17", 8),
            ([.move(.pageDown), .move(.pageDown), .move(.pageUp)], "r09", 8),
            ([.move(.bottom)], "r30", 21),
            ([.move(.bottom), .move(.up)], "r29", 21),
            ([.move(.bottom), .move(.top)], "r01", 0),
        ])
    func longListScrolling(actions: [Action], recipe: String, scroll: Int) {
        // 100x12: the recipe list shows 9 rows below its title.
        let size = Size(width: 100, height: 12)
        var state = appState(NavigationModel(selectedCategory: "many", path: .recipes(["r01"]), focus: .recipes), size: size)
        state.apply(actions, in: Kitchen.longList)
        #expect(
            state == appState(NavigationModel(selectedCategory: "many", path: .recipes([recipe]), focus: .recipes), size: size, scroll: PaneScroll(recipes: scroll)))
    }

    // MARK: - Forward and back

    @Test("Forward from the categories focuses the recipes, selecting the first recipe")
    func forwardFromCategories() {
        var state = freshState()
        #expect(state.apply(.forward, in: catalog) == [.save])
        #expect(state == appState(NavigationModel(selectedCategory: "breakfast", path: .recipes(["breakfast-burrito"]), focus: .recipes)))
    }

    @Test("Forward from the recipes focuses the detail")
    func forwardFromRecipes() {
        var state = appState(NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie"]), focus: .recipes))
        #expect(state.apply(.forward, in: catalog) == [.save])
        #expect(state == appState(NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie"]), focus: .detail)))
    }

    @Test("Forward in the detail pushes the related recipe under the cursor, with a fresh cursor and scroll")
    func forwardPushesRelated() {
        var state = appState(
            NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie"]), focus: .detail), detailCursor: relatedRow(2, of: "apple-pie"))
        #expect(state.apply(.forward, in: catalog) == [.save])
        #expect(state == appState(NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie", "whipped-cream"]), focus: .detail)))
        // A related recipe of another category is pushed too; the category stays the root's.
        state.apply(Array(repeating: .move(.down), count: relatedRow(2, of: "whipped-cream")) + [.forward], in: catalog)
        #expect(state == appState(NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie", "whipped-cream", "hot-chocolate"]), focus: .detail)))
    }

    @Test("Forward does nothing where there is nothing to open")
    func forwardWithNothingToOpen() {
        var state = appState(NavigationModel(selectedCategory: "other", path: .recipes(["plain"]), focus: .detail), size: Size(width: 100, height: 12))
        #expect(state.apply(.forward, in: Kitchen.longList) == [])
        #expect(state == appState(NavigationModel(selectedCategory: "other", path: .recipes(["plain"]), focus: .detail), size: Size(width: 100, height: 12)))

        var empty = appState(NavigationModel(selectedCategory: "empty", focus: .recipes))
        #expect(empty.apply(.forward, in: Kitchen.catalog) == [])
        #expect(empty == appState(NavigationModel(selectedCategory: "empty", focus: .recipes)))
    }

    @Test("Back pops the detail stack and puts the cursor on the recipe you came back from")
    func backPopsToTheRecipeYouCameFrom() {
        var state = appState(
            NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie", "whipped-cream", "hot-chocolate"]), focus: .detail))
        #expect(state.apply(.back, in: catalog) == [.save])
        #expect(
            state
                == appState(NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie", "whipped-cream"]), focus: .detail), detailCursor: relatedRow(2, of: "whipped-cream")))
        #expect(state.apply(.back, in: catalog) == [.save])
        #expect(state == appState(NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie"]), focus: .detail), detailCursor: relatedRow(2, of: "apple-pie")))
        // Forward from there opens the same recipe again.
        state.apply(.forward, in: catalog)
        #expect(state == appState(NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie", "whipped-cream"]), focus: .detail)))
    }

    @Test("Back scrolls the detail so that the cursor on the recipe you came back from is in view")
    func backRevealsCursor() {
        let size = Size(width: 100, height: 12)
        // The last page shows the third related recipe, under the cursor.
        var state = appState(NavigationModel(selectedCategory: "other", path: .recipes(["long"]), focus: .detail), size: size, detailCursor: 2, scroll: PaneScroll(detail: 30))
        state.apply(.forward, in: Kitchen.longList)
        #expect(state == appState(NavigationModel(selectedCategory: "other", path: .recipes(["long", "r03"]), focus: .detail), size: size))
        state.apply(.back, in: Kitchen.longList)
        // Line 38 of 39, in 9 rows: the last page.
        #expect(state == appState(NavigationModel(selectedCategory: "other", path: .recipes(["long"]), focus: .detail), size: size, detailCursor: 2, scroll: PaneScroll(detail: 30)))
    }

    @Test(
        "Back with nothing to pop moves the focus left, and does nothing in the categories",
        arguments: [
            (Pane.detail, Pane.recipes), (.recipes, .categories), (.categories, .categories),
        ])
    func backMovesLeft(from pane: Pane, to expected: Pane) {
        var state = appState(NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie"]), focus: pane))
        let effects = state.apply(.back, in: catalog)
        #expect(state == appState(NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie"]), focus: expected)))
        #expect(effects == (pane == expected ? [] : [.save]))
    }

    @Test("Pop to root keeps only the root and puts the cursor on the recipe opened from it")
    func popToRoot() {
        var state = appState(
            NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie", "whipped-cream", "strawberry-shortcake"]), focus: .detail),
            detailCursor: 1, scroll: PaneScroll(detail: 4))
        #expect(state.apply(.popToRoot, in: catalog) == [.save])
        #expect(state == appState(NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie"]), focus: .detail), detailCursor: relatedRow(2, of: "apple-pie")))
        // At the root there is nothing to pop.
        #expect(state.apply(.popToRoot, in: catalog) == [])
        #expect(state == appState(NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie"]), focus: .detail), detailCursor: relatedRow(2, of: "apple-pie")))
    }

    // MARK: - Focus

    @Test("Tab and Shift-Tab cycle the focus through the panes")
    func focusCycles() {
        let apple = { (pane: Pane) in appState(NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie"]), focus: pane)) }
        var state = apple(.categories)
        for expected in [Pane.recipes, .detail, .categories] {
            #expect(state.apply(.focusNext, in: catalog) == [.save])
            #expect(state == apple(expected))
        }
        for expected in [Pane.detail, .recipes, .categories] {
            #expect(state.apply(.focusPrevious, in: catalog) == [.save])
            #expect(state == apple(expected))
        }
    }

    @Test("Focusing a list with nothing selected selects its first row, as a list gaining focus does")
    func focusSelectsFirstRow() {
        var state = freshState()
        state.apply(.focusPrevious, in: catalog)
        #expect(state == appState(NavigationModel(selectedCategory: "breakfast", path: .recipes(["breakfast-burrito"]), focus: .detail)))

        state = appState(NavigationModel(focus: .recipes))
        state.apply(.back, in: catalog)
        #expect(state == appState(NavigationModel(selectedCategory: "breakfast", focus: .categories)))
    }

    @Test("Tab and Shift-Tab skip a detail with nothing to show instead of stopping at it")
    func focusSkipsEmptyDetail() {
        var state = appState(NavigationModel(selectedCategory: "empty", focus: .recipes))
        #expect(state.apply(.focusNext, in: Kitchen.catalog) == [.save])
        #expect(state == appState(NavigationModel(selectedCategory: "empty", focus: .categories)))
        #expect(state.apply(.focusPrevious, in: Kitchen.catalog) == [.save])
        #expect(state == appState(NavigationModel(selectedCategory: "empty", focus: .recipes)))
    }

    // MARK: - Recipe of the day and links

    @Test("The recipe of the day selects its category and recipe, focuses the detail and says so")
    func recipeOfTheDay() {
        var state = appState(
            NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie", "pie-crust"]), focus: .categories),
            detailCursor: 1, scroll: PaneScroll(detail: 3))
        #expect(state.apply(.recipeOfTheDay, in: catalog) == [.save])
        let expected = appState(
            NavigationModel(selectedCategory: "side", path: .recipes(["grilled-corn"]), focus: .detail),
            notice: "Recipe of the day (2026-11-21): Grilled Corn with Lime Butter")
        #expect(state == expected)
        // Again: the same place, so nothing to save, and the same notice.
        #expect(state.apply(.recipeOfTheDay, in: catalog) == [])
        #expect(state == expected)
    }

    @Test("The recipe of the day follows the date")
    func recipeOfTheDayNextDay() {
        let nextDay = CalendarDate(year: 2026, month: 11, day: 22)!
        var state = appState(NavigationModel(), today: nextDay)
        state.apply(.recipeOfTheDay, in: catalog)
        #expect(
            state
                == appState(
                    NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie"]), focus: .detail), today: nextDay,
                    notice: "Recipe of the day (2026-11-22): Apple Pie"))
    }

    @Test(
        "Show link puts the place as a deep link in the status line, changing nothing else",
        arguments: [
            (NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie", "pie-crust"]), focus: .detail),
             "Link: recipes://dessert/apple-pie/pie-crust (copied where the terminal allows; open it with recipe-tui --open)"),
            (NavigationModel(selectedCategory: "dessert"), "Link: recipes://dessert (copied where the terminal allows; open it with recipe-tui --open)"),
            (NavigationModel(), "Nothing selected yet."),
        ])
    func showLink(navigation: NavigationModel, notice: String) {
        var state = appState(navigation)
        // The link goes to the clipboard as an effect: only the terminal layer writes the escape sequence.
        let copied = DeepLink(navigation).map { [Effect.copyToClipboard($0.description)] } ?? []
        #expect(state.apply(.showLink, in: catalog) == copied)
        #expect(state == appState(navigation, notice: notice))
    }

    // MARK: - Help, notices and the shell's effects

    /// Tall enough for the whole help: at 120x40 it is one line too long and scrolls.
    static let helpFits = Size(width: 120, height: 45)

    @Test("Help opens with ?, and the next key only closes it")
    func helpIsModal() {
        let apple = NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie"]), focus: .recipes)
        var state = appState(apple, size: Self.helpFits)
        #expect(state.apply(.toggleHelp, in: catalog) == [])
        #expect(state == appState(apple, size: Self.helpFits, isShowingHelp: true))
        #expect(state.apply(.move(.down), in: catalog) == [])
        #expect(state == appState(apple, size: Self.helpFits))
    }

    @Test(
        "These keys close help (when it fits on the screen) and do nothing else",
        arguments: [
            Action.move(.down), .forward, .back, .popToRoot, .focusNext, .focusPrevious, .recipeOfTheDay, .showLink, .dismiss, .toggleHelp,
            .digit(3), .nextMatch, .edit,
        ])
    func keysThatCloseHelp(action: Action) {
        let apple = NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie", "pie-crust"]), focus: .detail)
        var state = appState(apple, size: Self.helpFits, isShowingHelp: true)
        #expect(state.apply(action, in: catalog) == [])
        #expect(state == appState(apple, size: Self.helpFits))
    }

    @Test(
        "Quit, redraw and resize work over help and leave it open",
        arguments: [
            (Action.quit, [Effect.quit], Size.wide), (.redraw, [.repaint], .wide), (.resize(Size(width: 100, height: 30)), [.repaint], Size(width: 100, height: 30)),
        ])
    func keysThatWorkOverHelp(action: Action, effects: [Effect], size: Size) {
        let apple = NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie"]), focus: .detail)
        var state = appState(apple, isShowingHelp: true)
        #expect(state.apply(action, in: catalog) == effects)
        #expect(state == appState(apple, size: size, isShowingHelp: true))
    }

    @Test("Esc clears the notice; so does any other key except a resize")
    func notices() {
        let apple = NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie"]), focus: .detail)
        var state = appState(apple, notice: "Saved place changed.")
        #expect(state.apply(.resize(Size(width: 110, height: 40)), in: catalog) == [.repaint])
        #expect(state == appState(apple, size: Size(width: 110, height: 40), notice: "Saved place changed."))
        #expect(state.apply(.dismiss, in: catalog) == [])
        #expect(state == appState(apple, size: Size(width: 110, height: 40)))

        state.notice = "Saved place changed."
        expect(apply: .redraw, from: state, effects: [.repaint]) { $0.notice = nil }
    }

    @Test(
        "Effects: save exactly when the navigation changed, repaint for redraw and resize, quit for quit",
        arguments: [
            (Action.move(.down), [Effect]()),
            (.move(.pageDown), []),
            (.forward, [.save]),
            (.back, [.save]),
            (.popToRoot, [.save]),
            (.focusNext, [.save]),
            (.focusPrevious, [.save]),
            (.recipeOfTheDay, [.save]),
            (.showLink, [.copyToClipboard("recipes://dessert/apple-pie/pie-crust")]),
            (.toggleHelp, []),
            (.dismiss, []),
            (.redraw, [.repaint]),
            (.quit, [.quit]),
            (.resize(Size(width: 80, height: 24)), [.repaint]),
        ])
    func effects(action: Action, effects: [Effect]) {
        let start = appState(NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie", "pie-crust"]), focus: .detail))
        var state = start
        #expect(state.apply(action, in: catalog) == effects)
        #expect(effects.contains(.save) == (state.navigation != start.navigation))
    }

    @Test("Quit and redraw change nothing but ask the shell to act")
    func quitAndRedraw() {
        let start = appState(NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie"]), focus: .detail), detailCursor: 2)
        var state = start
        #expect(state.apply(.quit, in: catalog) == [.quit])
        #expect(state == start)
        #expect(state.apply(.redraw, in: catalog) == [.repaint])
        #expect(state == start)
    }

    // MARK: - Resizing

    @Test("A resize scrolls the lists to keep the selection in view and clamps every scroll")
    func resizeClampsScrolls() {
        let last = NavigationModel(selectedCategory: "many", path: .recipes(["r30"]), focus: .recipes)
        var state = appState(last, size: Size(width: 100, height: 12))
        state.apply(.move(.bottom), in: Kitchen.longList)
        #expect(state == appState(last, size: Size(width: 100, height: 12), scroll: PaneScroll(recipes: 21)))
        state.apply(.resize(Size(width: 100, height: 6)), in: Kitchen.longList)
        #expect(state == appState(last, size: Size(width: 100, height: 6), scroll: PaneScroll(recipes: 27)))
        state.apply(.resize(Size(width: 100, height: 40)), in: Kitchen.longList)
        #expect(state == appState(last, size: Size(width: 100, height: 40)))
    }

    @Test("A resize clamps the detail's scroll to the last page at the new size")
    func resizeClampsDetailScroll() {
        let long = NavigationModel(selectedCategory: "other", path: .recipes(["long"]), focus: .detail)
        var state = appState(long, size: Size(width: 100, height: 12))
        state.apply(.move(.bottom), in: Kitchen.longList)
        #expect(state == appState(long, size: Size(width: 100, height: 12), scroll: PaneScroll(detail: 30)))
        // 40 rows show 37 lines of 39.
        state.apply(.resize(Size(width: 100, height: 40)), in: Kitchen.longList)
        #expect(state == appState(long, size: Size(width: 100, height: 40), scroll: PaneScroll(detail: 2)))
        state.apply(.resize(Size(width: 100, height: 50)), in: Kitchen.longList)
        #expect(state == appState(long, size: Size(width: 100, height: 50)))
    }

    @Test("A resize to a size too small to draw keeps the place; growing again shows it as it was")
    func resizeTooSmall() {
        let apple = NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie", "pie-crust"]), focus: .detail)
        var state = appState(apple, detailCursor: 1)
        state.apply(.resize(Size(width: 1, height: 1)), in: catalog)
        // One row per list: the categories scroll to Desserts, the seventh.
        #expect(state == appState(apple, size: Size(width: 1, height: 1), detailCursor: 1, scroll: PaneScroll(categories: 6)))
        state.apply(.resize(.wide), in: catalog)
        #expect(state == appState(apple, detailCursor: 1))
    }

    // MARK: - First frame

    @Test("A first launch selects the first category and focuses the categories")
    func firstFrame() {
        #expect(freshState() == appState(NavigationModel(selectedCategory: "breakfast")))
    }

    @Test(
        "A restored place is made presentable: the focus moves to a pane that has something to show",
        arguments: [
            (NavigationModel(selectedCategory: "dessert", focus: .detail), NavigationModel(selectedCategory: "dessert", focus: .recipes)),
            (NavigationModel(focus: .detail), NavigationModel(selectedCategory: "breakfast", focus: .categories)),
            (NavigationModel(focus: .recipes), NavigationModel(selectedCategory: "breakfast", focus: .categories)),
            (NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie"]), focus: .detail),
             NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie"]), focus: .detail)),
        ])
    func firstFrameFixesFocus(restored: NavigationModel, expected: NavigationModel) {
        var state = appState(restored)
        state.prepareForFirstFrame(in: catalog)
        #expect(state == appState(expected))
    }

    @Test("A first frame scrolls a restored selection into view")
    func firstFrameScrolls() {
        let last = NavigationModel(selectedCategory: "many", path: .recipes(["r30"]), focus: .recipes)
        var state = appState(last, size: Size(width: 100, height: 12))
        state.prepareForFirstFrame(in: Kitchen.longList)
        #expect(state == appState(last, size: Size(width: 100, height: 12), scroll: PaneScroll(recipes: 21)))
    }
}

@Suite("Help taller than the screen")
struct HelpScrollingTests {
    @Test("On a short terminal the arrows scroll the help instead of closing it, within its length")
    func arrowsScrollLongHelp() {
        let size = Size(width: 100, height: 20)
        let lineCount = Keymap.standard.helpLines.count
        let page = OverlayBox.maximumListRows(on: size)
        #expect(page < lineCount)
        var state = appState(NavigationModel(selectedCategory: "dessert"), size: size, isShowingHelp: true)
        state = expect(apply: .move(.down), from: state) { $0.overlay = .help(firstLine: 1) }.state
        state = expect(apply: .move(.bottom), from: state) { $0.overlay = .help(firstLine: lineCount - page) }.state
        state = expect(apply: .move(.pageDown), from: state).state
        // The last binding is on screen once scrolled to the end.
        let screen = state.render(in: bundledCatalog).lines.joined(separator: "\n")
        #expect(screen.contains(Keymap.standard.helpLines.last!))
        #expect(screen.contains("↑↓ PgUp PgDn scroll · Esc or q closes"))
        expect(apply: .forward, from: state) { $0.overlay = nil }
    }
}
