import RecipeModel
import RecipeNavigation
import Testing

@testable import RecipeApp

/// The vim-like keys: counts, half pages, the next match of the last filter, and the stack picker's numbers.
@Suite("Counts, half pages, matches and the stack picker's numbers")
struct KeyCommandTests {
    static let catalog = Kitchen.longList
    static let size = Size(width: 100, height: 12)
    static func many(_ recipe: String) -> NavigationModel {
        NavigationModel(selectedCategory: "many", path: .recipes([recipe]), focus: .recipes)
    }
    static func state(on recipe: String) -> AppState {
        var state = appState(many(recipe), size: size)
        state.prepareForFirstFrame(in: catalog)
        return state
    }

    @Test("5j: the digits wait as a count, then the move goes five rows at once")
    func countPrefix() {
        var state = expect(apply: .digit(5), from: Self.state(on: "r01"), in: Self.catalog) { $0.pendingCount = 5 }.state
        state = expect(apply: .move(.down), from: state, in: Self.catalog, effects: [.save]) {
            $0.pendingCount = nil
            $0.navigation.path = .recipes(["r06"])
            $0.detailCursorRoute = .recipe("r06")
        }.state
        // The count is used once: the next j moves one row.
        expect(apply: .move(.down), from: state, in: Self.catalog, effects: [.save]) {
            $0.navigation.path = .recipes(["r07"])
            $0.detailCursorRoute = .recipe("r07")
        }
    }

    @Test("12G goes to row 12; a leading 0 counts nothing; a count beyond the list stops at its end")
    func countWithEnd() {
        var state = Self.state(on: "r01")
        state.apply([.digit(0), .digit(1), .digit(2)], in: Self.catalog)
        #expect(state.pendingCount == 12)
        state.apply(.move(.bottom), in: Self.catalog)
        #expect(state.navigation.path == .recipes(["r12"]))
        state.apply([.digit(9), .digit(9), .move(.down)], in: Self.catalog)
        #expect(state.navigation.path == .recipes(["r30"]))
        #expect(state.pendingCount == nil)
    }

    @Test("Ctrl-D and Ctrl-U move half a page (the recipes pane shows 9 rows here)")
    func halfPages() {
        let start = Self.state(on: "r01")
        let down = expect(apply: .move(.halfPageDown), from: start, in: Self.catalog, effects: [.save]) {
            $0.navigation.path = .recipes(["r05"])
            $0.detailCursorRoute = .recipe("r05")
        }.state
        expect(apply: .move(.halfPageUp), from: down, in: Self.catalog, effects: [.save]) {
            $0.navigation.path = .recipes(["r01"])
            $0.detailCursorRoute = .recipe("r01")
        }
        #expect(Keymap.standard.action(for: .control("d")) == .move(.halfPageDown))
        #expect(Keymap.standard.action(for: .control("u")) == .move(.halfPageUp))
    }

    @Test("n and N move to the next and previous row the last kept filter matches, wrapping around")
    func nextAndPreviousMatch() {
        var start = Self.state(on: "r01")
        start.lastQuery = "Recipe 2"
        let next = expect(apply: .nextMatch, from: start, in: Self.catalog, effects: [.save]) {
            $0.navigation.path = .recipes(["r02"])
            $0.detailCursorRoute = .recipe("r02")
        }.state
        var state = next
        state.apply(.nextMatch, in: Self.catalog)
        #expect(state.navigation.path == .recipes(["r12"]))
        // Backwards from r02 wraps around to the last match.
        state = next
        state.apply(.previousMatch, in: Self.catalog)
        #expect(state.navigation.path == .recipes(["r29"]))
        #expect(Keymap.standard.action(for: .character("n")) == .nextMatch)
        #expect(Keymap.standard.action(for: .character("N")) == .previousMatch)
    }

    @Test("n with no filter yet says how to start one; the filter kept with Enter is the one n repeats")
    func nextMatchWithoutFilter() {
        expect(apply: .nextMatch, from: Self.state(on: "r01"), in: Self.catalog) { $0.notice = "No filter to repeat yet: / starts one." }
        var state = Self.state(on: "r01")
        state.apply([.startFilter, .insertText("2"), .insertText("7"), .forward, .dismiss], in: Self.catalog)
        #expect(state.lastQuery == "27")
        #expect(state.filter == nil)
        state.apply([.move(.top), .nextMatch], in: Self.catalog)
        #expect(state.navigation.path == .recipes(["r27"]))
    }

    @Test("In the stack picker a digit goes back to the screen of that number at once; one it does not list leaves it open")
    func stackPickerDigits() {
        let deep = NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie", "pie-crust"]), focus: .detail)
        var picker = appState(deep)
        picker.apply(.showStack, in: Kitchen.catalog)
        #expect(picker.overlay == .stackPicker(selected: 0))
        #expect(picker.render(in: Kitchen.catalog).lines.contains { $0.contains("│ Enter or 1-2: go back there · Esc: cancel") })
        expect(apply: .digit(7), from: picker, in: Kitchen.catalog)
        expect(apply: .digit(1), from: picker, in: Kitchen.catalog, effects: [.save]) {
            $0.overlay = nil
            $0.navigation.path = .recipes(["apple-pie"])
            $0.detailCursorRoute = .recipe("apple-pie")
            $0.detailCursor = relatedRow(0, of: "apple-pie", in: Kitchen.catalog)
        }
    }

    @Test("b with no recipe open says the stack has nothing to pick")
    func stackPickerWithNothingSelected() {
        expect(apply: .showStack, from: appState(NavigationModel(selectedCategory: "dessert")), in: Kitchen.catalog) {
            $0.notice = "No recipe is open: the stack has nothing to pick."
        }
    }
}
