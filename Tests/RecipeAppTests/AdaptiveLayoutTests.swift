import RecipeModel
import RecipeNavigation
import RecipeTestSupport
import Testing

@testable import RecipeApp

/// The split view adapts to the terminal like NavigationSplitView: three columns, two, or one stack.
@Suite("Adaptive layout")
struct AdaptiveLayoutTests {
    /// Apple Pie opened from Desserts, Pie Crust pushed on it, the focus on the detail.
    static let deep = NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie", "pie-crust"]), focus: .detail)

    static func deepState(_ size: Size) -> AppState {
        var state = appState(Self.deep, size: size)
        state.prepareForFirstFrame(in: bundledCatalog)
        return state
    }

    @Test("The same place rendered at five sizes, from three columns down to too small", arguments: [
        (Size(width: 160, height: 50), "deep-160x50"), (Size(width: 100, height: 30), "deep-100x30"),
        (Size(width: 60, height: 20), "deep-60x20"), (Size(width: 40, height: 12), "deep-40x12"), (Size(width: 10, height: 3), "deep-10x3"),
    ])
    func framesAtFiveSizes(size: Size, snapshot: String) {
        let state = Self.deepState(size)
        #expect(state.navigation == Self.deep)
        expectScreen(state.render(in: bundledCatalog).lines, matchesSnapshot: snapshot)
    }

    @Test("The breakpoints: three columns from 96, two from 56, one stack below", arguments: [
        (200, LayoutStyle.threeColumn), (96, .threeColumn), (95, .twoColumn), (56, .twoColumn), (55, .stack), (20, .stack),
    ])
    func breakpoints(width: Int, style: LayoutStyle) {
        #expect(LayoutMode.automatic.style(forWidth: width) == style)
        #expect(Layout(size: Size(width: width, height: 30), navigation: Self.deep).style == style)
    }

    @Test("--layout forces a style at any width", arguments: [LayoutMode.stack, .twoColumn, .threeColumn])
    func forcedLayout(mode: LayoutMode) {
        for width in [40, 80, 160] {
            let expected: LayoutStyle = switch mode {
            case .stack: .stack
            case .twoColumn: .twoColumn
            default: .threeColumn
            }
            #expect(mode.style(forWidth: width) == expected)
        }
    }

    @Test("Two columns show Recipes | Detail, and Categories | Recipes while the focus is on the categories")
    func twoColumnWindowFollowsFocus() {
        let size = Size(width: 80, height: 24)
        for (focus, panes) in [(Pane.detail, [Pane.recipes, .detail]), (.recipes, [.recipes, .detail]), (.categories, [.categories, .recipes])] {
            var navigation = Self.deep
            navigation.focus = focus
            #expect(Layout(size: size, navigation: navigation).panes.map(\.pane) == panes)
        }
    }

    @Test("Column visibility: all, double column and detail only, capped by what the width allows")
    func columnVisibility() {
        let wide = Size(width: 160, height: 40)
        var navigation = Self.deep
        for (visibility, panes) in [(ColumnVisibility.all, [Pane.categories, .recipes, .detail]), (.doubleColumn, [.recipes, .detail]), (.detailOnly, [.detail])] {
            navigation.columnVisibility = visibility
            #expect(Layout(size: wide, navigation: navigation).panes.map(\.pane) == panes)
        }
        navigation.columnVisibility = .all
        #expect(Layout(size: Size(width: 40, height: 20), navigation: navigation).panes.map(\.pane) == [.detail])
    }

    @Test("v cycles the column visibility, which is part of the saved navigation state")
    func cycleColumns() {
        var state = Self.deepState(Size(width: 160, height: 40))
        for (visibility, notice) in [
            (ColumnVisibility.doubleColumn, "Columns: recipes and detail"), (.detailOnly, "Columns: detail only"), (.all, "Columns: all"),
        ] {
            state = expect(apply: .cycleColumns, from: state, effects: [.save]) {
                $0.navigation.columnVisibility = visibility
                $0.notice = notice
            }.state
        }
    }

    @Test("Resizing wide, narrow and wide again keeps the category, the path, the focus and the detail cursor")
    func resizeKeepsThePlace() {
        let start = expect(apply: .move(.down), from: Self.deepState(Size(width: 160, height: 50))) { $0.detailCursor = 1 }.state
        var state = start
        // Only the size changes, and the scrolls that keep each cursor in view: at 30x10 the detail
        // scrolls to keep its cursor's row in view; at 1x1 each list shows one row, and the categories
        // scroll to Desserts, the seventh, while the detail, drawn nowhere, keeps its place.
        for (size, scroll) in [
            (Size(width: 100, height: 30), PaneScroll()), (Size(width: 60, height: 20), PaneScroll()), (Size(width: 30, height: 10), PaneScroll(detail: 4)),
            (Size(width: 1, height: 1), PaneScroll(categories: 6, detail: 4)), (Size(width: 45, height: 15), PaneScroll(detail: 4)),
            (Size(width: 160, height: 50), PaneScroll()),
        ] {
            state = expect(apply: .resize(size), from: state, effects: [.repaint]) {
                $0.size = size
                $0.scroll = scroll
            }.state
            #expect(state.checkInvariants(in: AppEnvironment(catalog: bundledCatalog)) == [])
        }
        #expect(state == start)
    }

    @Test("Focus on a pane the narrower layout hides moves to the nearest visible pane")
    func focusMovesToNearestVisiblePane() {
        let state = appState(NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie"]), focus: .categories), size: Size(width: 160, height: 40))
        let doubleColumn = expect(apply: .cycleColumns, from: state, effects: [.save]) {
            // Categories hidden.
            $0.navigation.columnVisibility = .doubleColumn
            $0.navigation.focus = .recipes
            $0.notice = "Columns: recipes and detail"
        }.state
        expect(apply: .cycleColumns, from: doubleColumn, effects: [.save]) {
            $0.navigation.columnVisibility = .detailOnly
            $0.navigation.focus = .detail
            $0.notice = "Columns: detail only"
        }
    }

    @Test("In the collapsed stack Back pops the path, then clears the category, exactly as a collapsed split view does")
    func collapsedStackBack() {
        var state = Self.deepState(Size(width: 40, height: 20))
        let steps: [(navigation: NavigationModel, effects: [Effect], change: (inout AppState) -> Void)] = [
            // Back on Apple Pie, the cursor on Pie Crust, the recipe popped, scrolled just into view
            // (line 39 of the detail, the last of its 17 rows).
            (NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie"]), focus: .detail), [.save], {
                $0.detailCursor = relatedRow(0, of: "apple-pie")
                $0.scroll.detail = 23
            }),
            // Back on the list, the cursor resting on Apple Pie without selecting it.
            (NavigationModel(selectedCategory: "dessert", path: .recipes([]), focus: .recipes), [.save], {
                $0.cursors.recipes = 0
                $0.detailCursor = 0
                $0.scroll.detail = 0
            }),
            // Back on the categories, the cursor resting on Desserts.
            (NavigationModel(selectedCategory: nil, path: .recipes([]), focus: .categories), [.save], { $0.cursors.categories = 6 }),
            // Nowhere further back.
            (NavigationModel(selectedCategory: nil, path: .recipes([]), focus: .categories), [], { _ in }),
        ]
        for (navigation, effects, change) in steps {
            state = expect(apply: .back, from: state, effects: effects) {
                $0.navigation = navigation
                $0.detailCursorRoute = navigation.visibleRoute
                change(&$0)
            }.state
            #expect(state.layout.panes.map(\.pane) == [navigation.focus])
        }
        // The cursor rests where the user came from, without selecting it.
        let screen = state.render(in: bundledCatalog).lines
        #expect(screen.contains { $0.hasPrefix("▸ Desserts ") && $0.hasSuffix(" 11") })
        // Forward pushes the list again, then the detail.
        state = expect(apply: .forward, from: state, effects: [.save]) {
            $0.navigation = NavigationModel(selectedCategory: "dessert", focus: .recipes)
        }.state
        expect(apply: .forward, from: state, effects: [.save]) {
            $0.navigation = NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie"]), focus: .detail)
            $0.detailCursorRoute = .recipe("apple-pie")
        }
    }

    @Test("In the collapsed stack the arrows browse a list without selecting; Enter selects and pushes")
    func collapsedStackBrowses() {
        var state = appState(NavigationModel(), size: Size(width: 40, height: 20))
        state.prepareForFirstFrame(in: bundledCatalog)
        #expect(state == appState(NavigationModel(), size: Size(width: 40, height: 20)))
        for row in [1, 2] {
            state = expect(apply: .move(.down), from: state) { $0.cursors.categories = row }.state
        }
        expect(apply: .forward, from: state, effects: [.save]) {
            $0.navigation = NavigationModel(selectedCategory: "salad", focus: .recipes)
        }
    }

    @Test("b lists the stack's screens; choosing one pops back to it and leaves the cursor on what was above")
    func stackPicker() {
        var state = expect(
            apply: .showStack,
            from: appState(NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie", "pie-crust", "apple-pie", "fruit-pie-filling"]), focus: .detail))
        ) { $0.overlay = .stackPicker(selected: 2) }.state
        let screen = state.render(in: bundledCatalog).lines.joined(separator: "\n")
        #expect(screen.contains("1. Apple Pie"))
        #expect(screen.contains("4. Fruit Pie Filling (here)"))
        for row in [1, 0] {
            state = expect(apply: .move(.up), from: state) { $0.overlay = .stackPicker(selected: row) }.state
        }
        expect(apply: .forward, from: state, effects: [.save]) {
            // Apple Pie's related recipes start with Pie Crust, the screen that was above it.
            $0 = appState(NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie"]), focus: .detail), detailCursor: relatedRow(0, of: "apple-pie"))
        }
    }

    @Test("A 50-deep stack keeps the breadcrumb on one line, elided in the middle, first and last segments kept")
    func deepBreadcrumb() {
        let path = (0..<50).map { $0.isMultiple(of: 2) ? "apple-pie" : "pie-crust" }
        let state = appState(NavigationModel(selectedCategory: "dessert", path: .recipes(path), focus: .detail), size: Size(width: 80, height: 24))
        let top = state.render(in: bundledCatalog).lines[0]
        #expect(top.hasPrefix(" Desserts › … › "))
        let crumbs = top.dropLast(" recipe-tui".count).reversed().drop { $0 == " " }.reversed()
        #expect(String(crumbs).hasSuffix("› Apple Pie › Pie Crust"))
        #expect(DisplayText(top).width <= 80)
    }

    @Test("Nothing crashes at any small size, and the too-small notice shows below 20x5", arguments: [(1, 1), (5, 2), (19, 5), (20, 4), (10, 3)])
    func tinyTerminals(width: Int, height: Int) {
        let state = Self.deepState(Size(width: width, height: height))
        let lines = state.render(in: bundledCatalog).lines
        #expect(lines.count == height)
        #expect(lines.allSatisfy { DisplayText($0).width <= width })
        if width >= 9 { #expect(lines[0].hasPrefix("Too small") || lines[0].hasPrefix("Terminal too small")) }
    }
}
