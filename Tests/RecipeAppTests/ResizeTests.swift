import RecipeModel
import RecipeNavigation
import RecipeTestSupport
import Testing

@testable import RecipeApp

/// Resizing never changes the focus or the cursor for good, whatever layouts it passes through.
@Suite("Resizing keeps the focus and the cursor")
struct ResizeTests {
    static let wide = Size(width: 120, height: 40)
    static let small = Size(width: 40, height: 12)

    @Test("Tab to the categories, resize to 40x12 (the stack focuses its top) and back: the focus is on the categories again")
    func focusSurvivesTheStack() {
        var start = appState(NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie", "pie-crust"]), focus: .detail), size: Self.wide)
        start.prepareForFirstFrame(in: bundledCatalog)
        let categories = expect(apply: .focusPrevious, from: start, effects: [.save]) { $0.navigation.focus = .recipes }.state
        let focused = expect(apply: .focusPrevious, from: categories, effects: [.save]) { $0.navigation.focus = .categories }.state
        let narrow = expect(apply: .resize(Self.small), from: focused, effects: [.save, .repaint]) {
            $0.size = Self.small
            $0.navigation.focus = .detail
            $0.splitFocus = .categories
        }.state
        // Through two columns and back to three: the focus is given back at the first split layout.
        let twoColumns = expect(apply: .resize(Size(width: 70, height: 20)), from: narrow, effects: [.save, .repaint]) {
            $0.size = Size(width: 70, height: 20)
            $0.navigation.focus = .categories
            $0.splitFocus = nil
        }.state
        var back = twoColumns
        back.apply(.resize(Self.wide), in: bundledCatalog)
        #expect(back == focused)
        #expect(back.render(in: bundledCatalog).lines[1].hasPrefix("▶ Categories"))
    }

    @Test("Navigating in the stack forgets the split view's focus: the place chosen there wins")
    func navigatingInTheStackWins() {
        var state = appState(NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie"]), focus: .categories), size: Self.wide)
        state.apply([.resize(Self.small), .back], in: bundledCatalog)
        #expect(state.splitFocus == nil)
        state.apply(.resize(Self.wide), in: bundledCatalog)
        #expect(state.navigation.focus == .recipes)
    }

    @Test("A recipe under the cursor at 40x12, browsed but not opened, keeps the cursor when the screen widens")
    func cursorSurvivesWidening() {
        var state = appState(NavigationModel(selectedCategory: "many", focus: .recipes), size: Self.small)
        state.prepareForFirstFrame(in: Kitchen.longList)
        state.apply([.move(.down), .move(.down), .move(.down), .move(.down), .move(.down)], in: Kitchen.longList)
        #expect(state.recipeCursor(in: Kitchen.longList) == 5)
        #expect(state.navigation.path == .recipes([]))
        for size in [Size(width: 100, height: 12), Size(width: 70, height: 20), Self.small, Self.wide] {
            state.apply(.resize(size), in: Kitchen.longList)
            #expect(state.recipeCursor(in: Kitchen.longList) == 5, "at \(size)")
            #expect(state.render(in: Kitchen.longList).lines.contains { $0.contains("▸ Recipe 06") }, "at \(size)")
        }
        // Moving on goes from there, and opening it selects it.
        state.apply(.move(.down), in: Kitchen.longList)
        #expect(state.navigation.path == .recipes(["r07"]))
    }
}
