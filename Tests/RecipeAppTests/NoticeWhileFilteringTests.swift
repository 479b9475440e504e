import RecipeModel
import RecipeNavigation
import RecipeTestSupport
import Testing

@testable import RecipeApp

/// A live-reload notice that arrives while a filter is typed: held (the bar shows the filter), said to
/// wait beside the prompt, and shown when the filter closes; never lost.
@Suite("Notices that arrive while a filter is typed")
struct NoticeWhileFilteringTests {
    static let old = TestCatalogs.small
    static let new = TestCatalogs.small { _, recipes in recipes.removeAll { $0.id == "crepes" } }
    static let said = "recipes.json changed: \"Crêpes\" was removed."

    /// The recipes list of Desserts focused, `/` pressed and "p" typed, then the data reloaded without Crêpes.
    static func typingWhenReloaded() -> AppState {
        var state = appState(NavigationModel(selectedCategory: "dessert", focus: .recipes))
        state.prepareForFirstFrame(in: old)
        state.apply([.startFilter, .insertText("p")], in: old)
        let reload = DataReload(environment: AppEnvironment(catalog: new), difference: CatalogDifference(from: old, to: new), dataName: "recipes.json")
        _ = state.apply(.reloaded(reload), in: AppEnvironment(catalog: old))
        return state
    }

    @Test("Typing on keeps the notice; the prompt says one waits; the panes keep their rows")
    func typingKeepsTheNotice() {
        let state = Self.typingWhenReloaded()
        #expect(state.notice == Self.said)
        let typed = expect(apply: .insertText("i"), from: state, in: Self.new) { $0.filter?.query = "pi" }.state
        let lines = typed.render(in: Self.new).lines
        #expect(lines[39].hasPrefix(" /pi▏ 2 matches · a notice waits: Enter or Esc shows it"), "\(lines[39])")
        // The bar keeps one row while the filter is typed: the notice's rows are not taken from the panes yet.
        #expect(typed.layout == appState(typed.navigation).layout)
    }

    @Test("Enter keeps the filter and shows the notice, which the next key clears", arguments: [Action.forward, .dismiss])
    func closingShowsTheNotice(closing: Action) {
        var state = Self.typingWhenReloaded()
        state.apply(closing, in: Self.new)
        #expect(state.filter?.isEditing != true)
        #expect(state.notice == Self.said)
        #expect(state.render(in: Self.new).lines[39].hasPrefix(" " + Self.said), "\(state.render(in: Self.new).lines[39])")
        state.apply(.move(.down), in: Self.new)
        #expect(state.notice == nil)
    }

    @Test("Enter on a filter that matches nothing says so, and the held notice follows")
    func noMatchKeepsTheNotice() {
        var state = Self.typingWhenReloaded()
        state.apply([.insertText("zzz"), .forward], in: Self.new)
        #expect(state.notice == "No match for \"pzzz\". " + Self.said)
    }
}
