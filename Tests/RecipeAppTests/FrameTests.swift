import RecipeModel
import RecipeNavigation
import RecipeTestSupport
import Testing

@testable import RecipeApp

/// Whole rendered frames, compared line by line with golden screens in Snapshots/.
///
/// The three-column screens are at 100 columns or more; the compact 60x12 one is the screen most
/// likely to change with new layout modes: re-record it with RECORD_SNAPSHOTS=1 and check it by eye.
@Suite("Rendered frames")
struct FrameTests {
    /// Apple Pie with its first related recipe, Pie Crust, pushed on top; the detail has the focus.
    static func pushedPieCrust(sourceLocation: SourceLocation = #_sourceLocation) -> AppState {
        expect(
            apply: .forward, from: appState(NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie"]), focus: .detail), detailCursor: relatedRow(0, of: "apple-pie")), effects: [.save],
            sourceLocation: sourceLocation
        ) {
            $0.navigation.path = .recipes(["apple-pie", "pie-crust"])
            $0.detailCursorRoute = .recipe("pie-crust")
            $0.detailCursor = 0
        }.state
    }

    @Test("The first screen of a fresh start: categories focused, the first one selected, its recipes listed")
    func initialScreen() {
        let lines = freshState().render(in: bundledCatalog).lines
        #expect(lines.count == 40)
        #expect(lines[1] == "▶ Categories           │  Breakfast                      │  Detail")
        #expect(lines[2] == "▸ Breakfast          9 │  Breakfast Burrito          35m │ Select a recipe")
        #expect(lines[39] == " ↑↓ move  → open  ← back  ? help  q quit  / filter  f find  r root  b stack    Today: Grilled Corn with Lime Butter [t]")
        expectScreen(lines, matchesSnapshot: "initial-120x40")
    }

    @Test("A pushed related recipe: breadcrumb of the stack, \"Detail · 2 deep\", the cursor on its first row, an ingredient")
    func pushedRelatedRecipe() {
        let state = Self.pushedPieCrust()
        #expect(state.navigation.path == .recipes(["apple-pie", "pie-crust"]))
        let lines = state.render(in: bundledCatalog).lines
        #expect(lines[0] == " Desserts › Apple Pie › Pie Crust" + String(repeating: " ", count: 76) + "recipe-tui")
        #expect(lines[1] == "  Categories           │  Desserts                       │▶ Detail · 2 deep")
        #expect(lines[7] == "  Breads & Pastry   10 │  Fruit Pie Filling          20m │ ▸ 2 1/2 cups     all-purpose flour")
        #expect(lines[28] == "                       │                                 │   Apple Pie")
        #expect(lines[29] == "                       │                                 │   Fruit Pie Filling")
        expectScreen(lines, matchesSnapshot: "pushed-related-120x40")
    }

    @Test("Going back from the pushed recipe shows Apple Pie with the cursor on Pie Crust")
    func backFromPushedRecipe() {
        var state = Self.pushedPieCrust()
        _ = state.apply(.back, in: bundledCatalog)
        let lines = state.render(in: bundledCatalog).lines
        #expect(lines[0].hasPrefix(" Desserts › Apple Pie "))
        #expect(lines[1] == "  Categories           │  Desserts                       │▶ Detail")
        #expect(lines[33...36] == [
            "                       │                                 │ ▸ Pie Crust",
            "                       │                                 │   Fruit Pie Filling",
            "                       │                                 │   Whipped Cream",
            "                       │                                 │   Waldorf Salad",
        ])
    }

    @Test("The help overlay: a framed box of every binding over the screen")
    func helpOverlay() {
        var state = freshState()
        _ = state.apply(.toggleHelp, in: bundledCatalog)
        expectScreen(state.render(in: bundledCatalog).lines, matchesSnapshot: "help-120x40")
    }

    @Test("A compact screen of a small catalog, exactly")
    func compactScreen() {
        var state = freshState(size: Size(width: 60, height: 12), catalog: Kitchen.catalog)
        _ = state.apply([.forward, .forward], in: Kitchen.catalog)
        #expect(state == appState(NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie"]), focus: .detail), size: Size(width: 60, height: 12)))
        expectScreen(state.render(in: Kitchen.catalog).lines, matchesSnapshot: "compact-60x12")
    }

    @Test("Nothing selected: every pane says what to select")
    func nothingSelected() {
        let state = appState(NavigationModel(), size: Size(width: 100, height: 12))
        let lines = state.render(in: Kitchen.catalog).lines
        #expect(lines[0] == " All categories" + String(repeating: " ", count: 74) + "recipe-tui")
        #expect(lines[2] == "  Desserts       2 │ Select a category         │ Select a recipe")
        expectScreen(lines, matchesSnapshot: "nothing-selected-100x12")
    }

    @Test("An empty category says it has no recipes")
    func emptyCategory() {
        let state = appState(NavigationModel(selectedCategory: "empty", focus: .recipes), size: Size(width: 100, height: 12))
        let lines = state.render(in: Kitchen.catalog).lines
        #expect(lines[2] == "  Desserts       2 │ No recipes                │ Select a recipe")
        expectScreen(lines, matchesSnapshot: "empty-category-100x12")
    }

    @Test(
        "Below 20x5 the screen says it is too small, in as much of the message as fits",
        arguments: [
            (Size(width: 19, height: 5), ["Terminal too small", "19x5 < 20x5", "", "", ""]),
            (Size(width: 100, height: 4), ["Terminal too small", "100x4 < 20x5", "", ""]),
            (Size(width: 18, height: 2), ["Terminal too small", "18x2 < 20x5"]),
            (Size(width: 15, height: 3), ["Too small", "15x3 < 20x5", ""]),
            (Size(width: 9, height: 2), ["Too small", "9x2"]),  // the size alone when "< 20x5" does not fit whole
            (Size(width: 1, height: 1), ["T"]),
            (Size(width: 0, height: 0), []),
        ])
    func tooSmall(size: Size, lines: [String]) {
        #expect(appState(NavigationModel(selectedCategory: "dessert"), size: size).render(in: bundledCatalog).lines == lines)
    }

    @Test("A small terminal gets the longest message that fits whole", arguments: 1...19)
    func tooSmallMessageIsWhole(width: Int) {
        let first = appState(NavigationModel(), size: Size(width: width, height: 2)).render(in: bundledCatalog).lines[0]
        let expected = width >= 18 ? "Terminal too small" : width >= 9 ? "Too small" : ["T", "To", "Too", "Too", "Too s", "Too sm", "Too sma", "Too smal"][width - 1]
        #expect(first == expected)
    }

    @Test("A recipe named like a terminal escape sequence is drawn as harmless visible text")
    func hostileNames() throws {
        let catalog = try RecipeCatalog(
            categories: [Category(id: "evil", name: "Evil\u{1B}[2J")],
            recipes: [
                Recipe(
                    id: "osc52", name: "\u{1B}]52;c;SGVsbG8=\u{07}", categoryID: "evil", summary: "Bell\u{07} CSI\u{9B}31m RLO\u{202E}txt DEL\u{7F}",
                    ingredients: [Ingredient(amount: "1\u{1B}[A", name: "line\nbreak\ttab")], relatedIDs: ["osc52-twin"]),
                Recipe(id: "osc52-twin", name: "Twin\u{1B}P", categoryID: "evil"),
            ])
        let state = appState(NavigationModel(selectedCategory: "evil", path: .recipes(["osc52"]), focus: .detail), size: Size(width: 100, height: 12))
        let buffer = state.render(in: catalog)
        #expect(cellProblems(in: buffer) == [])
        #expect(!buffer.lines.joined().unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        #expect(buffer.lines[0].hasPrefix(" Evil␛[2J › ␛]52;c;SGVsbG8=␇ "))
        #expect(buffer.lines[2].contains("│▸ ␛]52;c;SGVsbG8=␇         │ ␛]52;c;SGVsbG8=␇"))
        expectScreen(buffer.lines, matchesSnapshot: "hostile-names-100x12")
    }

    @Test("A long recipe name is cut with a space to spare before its duration")
    func longNameKeepsGapBeforeDuration() {
        let state = appState(NavigationModel(selectedCategory: "side", path: .recipes(["grilled-corn"]), focus: .recipes))
        let lines = state.render(in: bundledCatalog).lines
        #expect(lines[2...6] == [
            "  Breakfast          9 │  Baked Mac and Cheese       45m │ Grilled Corn with Lime Butter",
            "  Soups & Stews     10 │  Fresh Tomato Salsa         15m │ Charred sweet corn brushed with lime and chili butter.",
            "  Salads             9 │  Garlicky Green Beans       15m │ Serves 4 · Ready in 20 min · Sides",
            "  Main Courses      11 │▸ Grilled Corn with Lime Bu… 20m │",
            "▸ Sides              9 │  Guacamole                  10m │ Ingredients",
        ])
    }

    // MARK: - Styles

    @Test("The focused pane's selection is the cursor; the other panes show theirs as a plain selection")
    func selectionStyles() {
        let buffer = Self.pushedPieCrust().render(in: bundledCatalog)
        let layout = Self.pushedPieCrust().layout
        let categories = layout.rect(of: .categories)!
        let recipes = layout.rect(of: .recipes)!
        let detail = layout.rect(of: .detail)!
        #expect(categories == Rect(x: 0, y: 1, width: 23, height: 38))
        #expect(recipes == Rect(x: 24, y: 1, width: 33, height: 38))
        #expect(detail == Rect(x: 58, y: 1, width: 62, height: 38))
        // Desserts (row 8) and Apple Pie (row 2) are selected in unfocused panes.
        #expect(styles(of: buffer, row: 8, columns: 0..<23) == Array(repeating: .selection, count: 23))
        #expect(styles(of: buffer, row: 2, columns: 24..<57) == Array(repeating: .selection, count: 33))
        // The detail's cursor, on the first ingredient (row 7), is the one focused selection.
        #expect(styles(of: buffer, row: 7, columns: 58..<120) == Array(repeating: .focusedSelection, count: 62))
        // Unselected rows are plain; durations are dim.
        #expect(styles(of: buffer, row: 3, columns: 24..<57) == Array(repeating: .normal, count: 29) + Array(repeating: .dim, count: 3) + [.normal])
        #expect(styles(of: buffer, row: 29, columns: 58..<120) == Array(repeating: .normal, count: 62))
        // Pane titles: only the focused one is highlighted; separators are borders.
        #expect(styles(of: buffer, row: 1, columns: 0..<23) == Array(repeating: .title, count: 23))
        #expect(styles(of: buffer, row: 1, columns: 58..<120) == Array(repeating: .focusedTitle, count: 62))
        #expect((1..<39).allSatisfy { buffer[$0, 23].style == .border && buffer[$0, 57].style == .border })
        #expect(styles(of: buffer, row: 0, columns: 0..<120) == Array(repeating: .bar, count: 120))
        #expect(styles(of: buffer, row: 39, columns: 0..<120) == Array(repeating: .bar, count: 120))
    }

    @Test("Moving the focus moves the cursor style with it")
    func focusMovesCursorStyle() {
        let state = expect(apply: .focusNext, from: Self.pushedPieCrust(), effects: [.save]) { $0.navigation.focus = .categories }.state
        let buffer = state.render(in: bundledCatalog)
        #expect(styles(of: buffer, row: 8, columns: 0..<23) == Array(repeating: .focusedSelection, count: 23))
        #expect(styles(of: buffer, row: 2, columns: 24..<57) == Array(repeating: .selection, count: 33))
        #expect(styles(of: buffer, row: 7, columns: 58..<120) == Array(repeating: .selection, count: 62))
        #expect(buffer.lines[1].hasPrefix("▶ Categories "))
    }

    @Test("A notice replaces the key hints, in the notice style")
    func noticeStyle() {
        var state = Self.pushedPieCrust()
        _ = state.apply(.showLink, in: bundledCatalog)
        let buffer = state.render(in: bundledCatalog)
        let notice = " Link: recipes://dessert/apple-pie/pie-crust (copied where the terminal allows; open it with recipe-tui --open)"
        // Today's recipe gives way to a notice that would not fit whole beside it.
        #expect(buffer.lines[39] == notice)
        #expect(styles(of: buffer, row: 39, columns: 0..<notice.count) == Array(repeating: .notice, count: notice.count))
    }

    @Test("The key hints are whole items; today's recipe shows only beside hints or a notice that fit whole")
    func statusBarFitting() {
        var state = appState(NavigationModel(selectedCategory: "dessert"), size: Size(width: 60, height: 12))
        #expect(state.render(in: Kitchen.catalog).lines[11] == " ↑↓ move  → open  ← back  ? help  q quit  / filter  f find")
        _ = state.apply(.showLink, in: Kitchen.catalog)
        // A notice too long for the bar wraps upwards over the row above it, cut nowhere.
        #expect(state.render(in: Kitchen.catalog).lines[10...11] == [" Link: recipes://dessert (copied where the terminal allows;", " open it with recipe-tui --open)"])
        state = appState(NavigationModel(selectedCategory: "dessert"), size: Size(width: 100, height: 12))
        // Today's recipe needs room for a long name beside the essential hints; at 100 columns it gives way to them.
        #expect(state.render(in: Kitchen.catalog).lines[11] == " ↑↓ move  → open  ← back  ? help  q quit  / filter  f find  r root  b stack  v columns  y link")
        state = appState(NavigationModel(selectedCategory: "dessert"), size: Size(width: 110, height: 12))
        // Today's recipe keeps to the right edge.
        #expect(state.render(in: Kitchen.catalog).lines[11] == " ↑↓ move  → open  ← back  ? help  q quit  / filter  f find  r root                   Today: Whipped Cream [t]")
    }

    // MARK: - Geometry

    @Test("Forced to three columns, the panes and two separators fill every width from 20 columns up; the detail keeps at least a third")
    func columnWidths() {
        for width in 20...300 {
            let layout = Layout(size: Size(width: width, height: 30), navigation: NavigationModel(), mode: .threeColumn)
            let rects = layout.panes.map(\.rect)
            #expect(layout.panes.map(\.pane) == [.categories, .recipes, .detail])
            #expect(rects.map(\.width).reduce(0, +) + 2 == width, "at \(width)")
            #expect(layout.separators == [rects[0].maxX, rects[1].maxX], "at \(width)")
            #expect(rects[1].x == rects[0].maxX + 1 && rects[2].x == rects[1].maxX + 1 && rects[2].maxX == width, "at \(width)")
            #expect(rects.allSatisfy { $0.width >= 1 && $0.y == 1 && $0.height == 28 }, "at \(width)")
            #expect(rects[2].width >= (width - 2) / 3, "at \(width)")
        }
    }

    @Test("Every pane stays inside its rectangle: the separators survive at every width", arguments: [20, 21, 24, 26, 28, 30, 40, 60, 100])
    func separatorsSurvive(width: Int) {
        var state = appState(NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie"]), focus: .detail), size: Size(width: width, height: 10))
        _ = state.apply(.move(.top), in: bundledCatalog)
        let buffer = state.render(in: bundledCatalog)
        for x in state.layout.separators {
            #expect((1..<9).map { buffer[$0, x].text } == Array(repeating: "│", count: 8), "column \(x) at \(width)")
        }
        #expect(cellProblems(in: buffer) == [])
    }
}
