import RecipeModel
import RecipeNavigation
import RecipeTestSupport
import Testing

@testable import RecipeApp

/// `AppState.apply` for the recipe of the day, links, resizing and the first frame: each action from
/// a known state, compared with the whole expected state and effects.
///
/// Unless a test says otherwise the catalog is the bundled one and the terminal is 120x40, as in
/// `AppStateUpdateTests`, whose note says what the bundled lists hold.
@Suite("AppState.apply: the day's recipe, links, resizing and the first frame")
struct AppStateLaunchAndResizeTests {
    let catalog = bundledCatalog

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
