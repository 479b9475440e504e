import RecipeModel
import RecipeNavigation
import RecipeTestSupport
import Testing

@testable import RecipeApp

/// Each view drawn alone from the small value it takes, without a state, a catalog or a whole frame.
@Suite("Views drawn alone from their inputs")
struct ViewAloneTests {
    /// Draws into a blank buffer of `width`×`height` and returns its lines.
    static func lines(width: Int, height: Int, _ draw: (inout ScreenBuffer, Rect) -> Void) -> [String] {
        var buffer = ScreenBuffer(width: width, height: height)
        draw(&buffer, Rect(x: 0, y: 0, width: width, height: height))
        return buffer.lines
    }

    @Test("The top bar draws its breadcrumb's segments with separators between them, and the app's name at the right")
    func topBar() {
        let segments = [
            Breadcrumb.Segment(text: "Desserts", column: 1, width: 8, target: .category),
            Breadcrumb.Segment(text: "Apple Pie", column: 12, width: 9, target: .route(0)),
        ]
        let lines = Self.lines(width: 40, height: 1) { TopBarView(segments: segments).draw(into: &$0, rect: $1) }
        #expect(lines == [" Desserts › Apple Pie        recipe-tui"])
    }

    @Test("A list pane draws its title and position, its rows with the cursor's marked, and no message when it has rows")
    func listPane() {
        let pane = ListPane(
            title: "Desserts", position: "↓ 1/9",
            rows: [ListPane.Row(name: "Apple Pie", trailing: "2h 30m"), ListPane.Row(name: "Shortbread", trailing: nil)],
            selectedRow: 0, message: " No recipes")
        let lines = Self.lines(width: 30, height: 4) { ListPaneView(pane: pane).draw(into: &$0, rect: $1, focused: false) }
        #expect(lines == [
            "  Desserts              ↓ 1/9",
            "▸ Apple Pie            2h 30m",
            "  Shortbread",
            "",
        ])
    }

    @Test("A list pane without rows draws its message under the title")
    func emptyListPane() {
        let pane = ListPane(title: "Recipes", rows: [], message: " Select a category")
        let lines = Self.lines(width: 24, height: 3) { ListPaneView(pane: pane).draw(into: &$0, rect: $1, focused: false) }
        #expect(lines == ["  Recipes", " Select a category", ""])
    }

    @Test("The status bar draws its message in its room and today's recipe against the right edge")
    func statusBar() {
        let line = StatusLine(message: .plain(DisplayText(" ↑↓ move  → open  ← back")), messageWidth: 20, today: DisplayText("Today: Pie [t] "))
        let lines = Self.lines(width: 40, height: 1) { StatusBarView(line: line).draw(into: &$0, rect: $1) }
        // The message is cut at its 20 cells; today's recipe ends at the bar's last cell.
        #expect(lines == [" ↑↓ move  → open  ←      Today: Pie [t]"])
    }

    @Test("A notice wrapped onto lines takes the bar's rows, one line each")
    func wrappedNotice() {
        let line = StatusLine(message: .notice([DisplayText(" The saved place"), DisplayText(" changed.")]), messageWidth: 18, today: nil)
        let lines = Self.lines(width: 20, height: 2) { StatusBarView(line: line).draw(into: &$0, rect: $1) }
        #expect(lines == [" The saved place", " changed."])
    }

    @Test("The status line built from a state with a long notice gives today's recipe's room to the notice")
    func statusLineFromState() {
        let notice = "Saved place changed: recipe \"apple-pie\" no longer exists."
        let state = appState(NavigationModel(selectedCategory: "dessert"), size: Size(width: 80, height: 24), notice: notice)
        let rect = Rect(x: 0, y: 23, width: 80, height: 1)
        let line = StatusLine(state, in: AppEnvironment(catalog: bundledCatalog), rect: rect)
        #expect(line == StatusLine(message: .notice([DisplayText(" " + notice)]), messageWidth: 78, today: nil))
    }

    @Test("The stack picker draws the names it is given, numbered, the last marked as here")
    func stackPicker() {
        let lines = Self.lines(width: 50, height: 9) { buffer, _ in
            StackPickerView(names: ["Desserts", "Apple Pie", "Ingredient: butter"], selected: 1).draw(into: &buffer, size: Size(width: 50, height: 9))
        }
        #expect(lines.contains { $0.contains("▸ 2. Apple Pie") })
        #expect(lines.contains { $0.contains("  3. Ingredient: butter (here)") })
        #expect(lines.contains { $0.contains("Enter or 1-3: go back there · Esc: cancel") })
    }
}
