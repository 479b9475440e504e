import RecipeModel
import RecipeNavigation
import RecipeTestSupport
import Testing

@testable import RecipeApp

/// `AppState.apply` for help, notices and the effects the shell carries out: each action from a
/// known state, compared with the whole expected state and effects.
///
/// Unless a test says otherwise the catalog is the bundled one and the terminal is 120x40, as in
/// `AppStateUpdateTests`, whose note says what the bundled lists hold.
@Suite("AppState.apply: help, notices and effects")
struct AppStateHelpAndEffectsTests {
    let catalog = bundledCatalog

    // MARK: - Help, notices and the shell's effects

    /// Tall enough for the whole help (58 lines with the query language, the plan's, the doctor's and the tags' keys): at 120x40 it scrolls.
    static let helpFits = Size(width: 120, height: 72)

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
