import RecipeModel
import RecipeNavigation
import RecipeTestSupport
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

    @Test("End on a detail that fits puts the cursor on its last row; on a longer one, a second End does")
    func endGoesToTheLastRow() {
        let apple = NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie"]), focus: .detail)
        let tall = Size(width: 120, height: 60)
        var state = appState(apple, size: tall)
        state.apply(.move(.bottom), in: catalog)
        #expect(state == appState(apple, size: tall, detailCursor: relatedRow(3, of: "apple-pie")))
        state.apply(.move(.top), in: catalog)
        #expect(state == appState(apple, size: tall, detailCursor: 0))

        // 100x12: the first End scrolls to the end, the cursor on the first row in view; the second takes the last.
        let long = NavigationModel(selectedCategory: "other", path: .recipes(["long"]), focus: .detail)
        let size = Size(width: 100, height: 12)
        state = appState(long, size: size)
        state.apply(.move(.bottom), in: Kitchen.longList)
        #expect(state == appState(long, size: size, detailCursor: 0, scroll: PaneScroll(detail: 30)))
        state.apply(.move(.bottom), in: Kitchen.longList)
        #expect(state == appState(long, size: size, detailCursor: 2, scroll: PaneScroll(detail: 30)))
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
}
