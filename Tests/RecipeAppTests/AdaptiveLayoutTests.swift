import RecipeModel
import RecipeNavigation
import Testing

@testable import RecipeApp

/// The split view adapts to the terminal like NavigationSplitView: three columns, two, or one stack.
@Suite("Adaptive layout")
struct AdaptiveLayoutTests {
    /// Apple Pie opened from Desserts, Pie Crust pushed on it, the focus on the detail.
    static let deep = NavigationModel(selectedCategory: "dessert", recipePath: ["apple-pie", "pie-crust"], focus: .detail)

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
        #expect(state.apply(.cycleColumns, in: bundledCatalog) == [.save])
        #expect(state.navigation.columnVisibility == .doubleColumn)
        #expect(state.notice == "Columns: recipes and detail")
        state.apply(.cycleColumns, in: bundledCatalog)
        #expect(state.navigation.columnVisibility == .detailOnly)
        state.apply(.cycleColumns, in: bundledCatalog)
        #expect(state.navigation.columnVisibility == .all)
    }

    @Test("Resizing wide, narrow and wide again keeps the category, the path, the focus and the detail cursor")
    func resizeKeepsThePlace() {
        var state = Self.deepState(Size(width: 160, height: 50))
        state.apply(.move(.down), in: bundledCatalog)
        let place = state.navigation
        let cursor = state.detailCursor
        #expect(cursor == 1)
        for size in [Size(width: 100, height: 30), Size(width: 60, height: 20), Size(width: 30, height: 10), Size(width: 1, height: 1),
                     Size(width: 45, height: 15), Size(width: 160, height: 50)] {
            state.apply(.resize(size), in: bundledCatalog)
            #expect(state.navigation.selectedCategory == place.selectedCategory)
            #expect(state.navigation.recipePath == place.recipePath)
            #expect(state.detailCursor == cursor)
            #expect(state.navigation.checkInvariants(in: bundledCatalog) == [])
        }
        #expect(state.navigation == place)
    }

    @Test("Focus on a pane the narrower layout hides moves to the nearest visible pane")
    func focusMovesToNearestVisiblePane() {
        var state = appState(NavigationModel(selectedCategory: "dessert", recipePath: ["apple-pie"], focus: .categories), size: Size(width: 160, height: 40))
        state.apply(.cycleColumns, in: bundledCatalog)  // double column: categories hidden
        #expect(state.navigation.focus == .recipes)
        state.apply(.cycleColumns, in: bundledCatalog)  // detail only
        #expect(state.navigation.focus == .detail)
    }

    @Test("In the collapsed stack Back pops the path, then clears the category, exactly as a collapsed split view does")
    func collapsedStackBack() {
        var state = Self.deepState(Size(width: 40, height: 20))
        let expectations: [(String?, [String], Pane)] = [
            ("dessert", ["apple-pie"], .detail),
            ("dessert", [], .recipes),
            (nil, [], .categories),
            (nil, [], .categories),
        ]
        for (category, path, focus) in expectations {
            state.apply(.back, in: bundledCatalog)
            #expect(state.navigation == NavigationModel(selectedCategory: category, recipePath: path, focus: focus))
            #expect(state.layout.panes.map(\.pane) == [focus])
        }
        // The cursor rests where the user came from, without selecting it.
        let screen = state.render(in: bundledCatalog).lines
        #expect(screen.contains { $0.hasPrefix("▸ Desserts ") && $0.hasSuffix(" 11") })
        // Forward pushes the list again, then the detail.
        state.apply(.forward, in: bundledCatalog)
        #expect(state.navigation == NavigationModel(selectedCategory: "dessert", focus: .recipes))
        state.apply(.forward, in: bundledCatalog)
        #expect(state.navigation == NavigationModel(selectedCategory: "dessert", recipePath: ["apple-pie"], focus: .detail))
    }

    @Test("In the collapsed stack the arrows browse a list without selecting; Enter selects and pushes")
    func collapsedStackBrowses() {
        var state = appState(NavigationModel(), size: Size(width: 40, height: 20))
        state.prepareForFirstFrame(in: bundledCatalog)
        #expect(state.navigation == NavigationModel())
        #expect(state.apply([.move(.down), .move(.down)], in: bundledCatalog) == [])
        #expect(state.navigation == NavigationModel())
        #expect(state.cursors.categories == 2)
        state.apply(.forward, in: bundledCatalog)
        #expect(state.navigation == NavigationModel(selectedCategory: "salad", focus: .recipes))
    }

    @Test("b lists the stack's screens; choosing one pops back to it and leaves the cursor on what was above")
    func stackPicker() {
        var state = appState(NavigationModel(selectedCategory: "dessert", recipePath: ["apple-pie", "pie-crust", "apple-pie", "fruit-pie-filling"], focus: .detail))
        state.apply(.showStack, in: bundledCatalog)
        #expect(state.overlay == .stackPicker(selected: 2))
        let screen = state.render(in: bundledCatalog).lines.joined(separator: "\n")
        #expect(screen.contains("1. Apple Pie"))
        #expect(screen.contains("4. Fruit Pie Filling (here)"))
        state.apply([.move(.up), .move(.up)], in: bundledCatalog)
        #expect(state.overlay == .stackPicker(selected: 0))
        #expect(state.apply(.forward, in: bundledCatalog) == [.save])
        #expect(state.overlay == nil)
        #expect(state.navigation == NavigationModel(selectedCategory: "dessert", recipePath: ["apple-pie"], focus: .detail))
        // Apple Pie's related recipes start with Pie Crust, the screen that was above it.
        #expect(state.detailCursor == 0)
    }

    @Test("A 50-deep stack keeps the breadcrumb on one line, elided in the middle, first and last segments kept")
    func deepBreadcrumb() {
        let path = (0..<50).map { $0.isMultiple(of: 2) ? "apple-pie" : "pie-crust" }
        let state = appState(NavigationModel(selectedCategory: "dessert", recipePath: path, focus: .detail), size: Size(width: 80, height: 24))
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
