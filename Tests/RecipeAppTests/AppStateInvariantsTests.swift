import RecipeModel
import RecipeNavigation
import RecipeTestSupport
import Testing

@testable import RecipeApp

/// `AppState.checkInvariants(in:)`, which the fuzz test runs after every step: sound states pass, and a broken one names its rule.
@Suite("AppState invariants")
struct AppStateInvariantsTests {
    static let apple = NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie"]), focus: .detail)

    /// A broken state, named by the first violation it must report; `also` lists any others it must report with it.
    struct BrokenState: Sendable, CustomTestStringConvertible {
        var violation: String
        var also: [String] = []
        var state: AppState
        var testDescription: String { violation }
    }

    static let brokenStates: [BrokenState] = [
        BrokenState(violation: "the navigation: the selected category \"nope\" does not exist", state: appState(NavigationModel(selectedCategory: "nope"))),
        BrokenState(violation: "the detail has the focus with nothing to show", state: appState(NavigationModel(selectedCategory: "dessert", focus: .detail))),
        BrokenState(
            violation: "the focus categories is on a hidden pane (visible: detail)",
            also: ["in the collapsed stack the focus categories is not the stack's top detail"],
            state: appState(NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie"]), focus: .categories), size: Size(width: 40, height: 20))),
        {
            var state = appState(apple)
            state.detailCursorRoute = .recipe("pie-crust")
            return BrokenState(violation: #"the detail cursor indexes the rows of recipe "pie-crust", not of the visible recipe "apple-pie""#, state: state)
        }(),
        // Nine ingredients and four related recipes.
        BrokenState(
            violation: "the detail cursor 13 is outside the 13 rows the detail shows", also: ["the detail cursor 13 is out of view while row 0 is in view"],
            state: appState(apple, detailCursor: 13)),
        // 120x12 shows 9 of the detail's 35 lines: scrolled to the end, the related recipes are in view, the first ingredient is not.
        BrokenState(
            violation: "the detail cursor 0 is out of view while row 9 is in view",
            state: appState(apple, size: Size(width: 120, height: 12), scroll: PaneScroll(detail: 26))),
        BrokenState(violation: "the detail is scrolled to 100 of 35 lines in 37 rows", state: appState(apple, scroll: PaneScroll(detail: 100))),
        BrokenState(violation: "the recipes list is scrolled to 1 of 11 rows in 37", state: appState(apple, scroll: PaneScroll(recipes: 1))),
        {
            var state = appState(apple)
            state.overlay = .stackPicker(selected: 1)
            return BrokenState(violation: "the stack picker's row 1 is outside its 1 screens", state: state)
        }(),
        {
            var state = appState(apple)
            state.overlay = .globalSearch(GlobalSearch(query: "", cursor: 1, results: []))
            return BrokenState(violation: "the search cursor 1 is outside its 0 results", state: state)
        }(),
        {
            var state = appState(apple)
            state.filter = ListFilter(pane: .detail, query: "", isEditing: false)
            return BrokenState(violation: "a list filter is on the detail", state: state)
        }(),
        {
            var state = appState(apple)
            state.filter = ListFilter(pane: .recipes, query: "", isEditing: true)
            state.overlay = .help(firstLine: 0)
            return BrokenState(violation: "a filter is being typed under an overlay", state: state)
        }(),
        {
            var state = appState(apple)
            state.filter = ListFilter(pane: .recipes, query: "", isEditing: true, cursor: 11)
            return BrokenState(violation: "the filter's cursor 11 is outside its 11 rows", state: state)
        }(),
    ]

    @Test("A fresh start and every state the update tests start from break no rule")
    func soundStates() {
        let environment = AppEnvironment(catalog: bundledCatalog)
        #expect(freshState().checkInvariants(in: environment) == [])
        #expect(appState(Self.apple, detailCursor: 3).checkInvariants(in: environment) == [])
        #expect(appState(NavigationModel()).checkInvariants(in: environment) == [])
    }

    @Test("A state that breaks a rule is reported by that rule, and only by the rules it breaks", arguments: brokenStates)
    func brokenState(_ broken: BrokenState) {
        #expect(broken.state.checkInvariants(in: AppEnvironment(catalog: bundledCatalog)) == [broken.violation] + broken.also)
    }
}
