import RecipeModel
import RecipeNavigation
import RecipeTestSupport
import Testing

@testable import RecipeApp

/// Mouse events fed to the pure app at pane and row coordinates of the 120x40 three-column layout.
///
/// Columns: categories 0-22, separator 23, recipes 24-56, separator 57, detail 58-119. Row 0 is the
/// breadcrumb, row 1 the titles, lists start at row 2.
@Suite("Mouse")
struct MouseTests {
    static let pushed = NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie", "pie-crust"]), focus: .detail)

    @Test("The layout the coordinates below assume")
    func geometry() {
        let layout = appState(Self.pushed).layout
        #expect(layout.panes.map(\.rect.x) == [0, 24, 58])
        #expect(layout.separators == [23, 57])
    }

    @Test("Clicking a category selects it and focuses the categories")
    func clickCategory() {
        expect(apply: .click(x: 5, y: 2 + 3), from: appState(Self.pushed), effects: [.save]) {
            $0 = appState(NavigationModel(selectedCategory: "main", focus: .categories))
        }
    }

    @Test("Clicking a recipe selects it as the root of the stack and focuses the recipes")
    func clickRecipe() {
        expect(apply: .click(x: 30, y: 2 + 2), from: appState(Self.pushed), effects: [.save]) {
            $0 = appState(NavigationModel(selectedCategory: "dessert", path: .recipes(["chocolate-mousse"]), focus: .recipes))
        }
    }

    @Test("Clicking a related recipe in the detail opens it")
    func clickRelated() throws {
        let state = appState(Self.pushed)
        let content = try #require(state.detailContent(in: bundledCatalog))
        let recipe = bundledCatalog["pie-crust"]!.relatedIDs[1]
        let line = content.lines(ofSelectable: try #require(content.selectable(of: .recipe(recipe)))).lowerBound
        expect(apply: .click(x: 70, y: 2 + line), from: state, effects: [.save]) {
            $0 = appState(NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie", "pie-crust", recipe]), focus: .detail))
        }
    }

    @Test("Clicking a breadcrumb segment pops back to it; the category segment pops to the list")
    func clickBreadcrumb() {
        let start = appState(NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie", "pie-crust", "apple-pie"]), focus: .detail))
        // " Desserts › Apple Pie › Pie Crust › Apple Pie": "Apple Pie" starts at column 12.
        let state = expect(apply: .click(x: 13, y: 0), from: start, effects: [.save]) {
            // The detail cursor is on Pie Crust, the screen that was above.
            $0 = appState(NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie"]), focus: .detail), detailCursor: relatedRow(0, of: "apple-pie"))
        }.state
        expect(apply: .click(x: 2, y: 0), from: state, effects: [.save]) {
            $0 = appState(NavigationModel(selectedCategory: "dessert", path: .recipes([]), focus: .recipes))
        }
    }

    @Test("The wheel scrolls the pane under the pointer and leaves the selection alone")
    func wheelScrolls() {
        var state = appState(NavigationModel(selectedCategory: "many", path: .recipes(["r01"]), focus: .recipes), size: Size(width: 120, height: 12))
        state = expect(apply: .wheel(x: 30, y: 5, lines: 3), from: state, in: Kitchen.longList) { $0.scroll.recipes = 3 }.state
        state = expect(apply: .wheel(x: 30, y: 5, lines: 100), from: state, in: Kitchen.longList) { $0.scroll.recipes = 30 - 9 }.state
        expect(apply: .wheel(x: 30, y: 5, lines: -100), from: state, in: Kitchen.longList) { $0.scroll.recipes = 0 }
    }

    @Test("Clicks outside every pane, on separators or the bottom bar, change nothing", arguments: [(23, 5), (57, 5), (10, 39), (200, 5), (-1, -1)])
    func clicksOnNothing(x: Int, y: Int) {
        expect(apply: .click(x: x, y: y), from: appState(Self.pushed))
    }

    @Test("Terminal mouse events map to clicks and wheel turns")
    func mouseEventsMapToActions() {
        #expect(Keymap.standard.action(for: .mouse(MouseEvent(kind: .press, x: 3, y: 4)), mode: .commands) == .click(x: 3, y: 4))
        #expect(Keymap.standard.action(for: .mouse(MouseEvent(kind: .wheelUp, x: 3, y: 4)), mode: .text) == .wheel(x: 3, y: 4, lines: -3))
        #expect(Keymap.standard.action(for: .mouse(MouseEvent(kind: .wheelDown, x: 3, y: 4)), mode: .commands) == .wheel(x: 3, y: 4, lines: 3))
    }
}
