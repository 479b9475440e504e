import CooklangConventions
import RecipeModel
import RecipeNavigation
import RecipeTestSupport
import Testing
@testable import RecipeApp

/// The shopping list's keys: `s` from anywhere, space ticks, `P` the pantry's view, `y` the Markdown.
@Suite("shopping list: its keys")
struct ShoppingKeysTests {
    let catalog = TestCatalogs.small

    /// The environment with the kitchen read and the list built, as the runtime hands it over.
    func environment(checked: String = "+ butter\n") -> AppEnvironment {
        var kitchen = KitchenFiles(shopping: ShoppingScreenTests.inputs(checked: checked))
        kitchen.shoppingList = ShoppingScreenTests.list
        return AppEnvironment(catalog: catalog).replacingKitchen(kitchen)
    }

    func onPie(_ path: [Route] = [.recipe("apple-pie")], focus: Pane = .detail) -> AppState {
        var state = AppState(navigation: NavigationModel(selectedCategory: "dessert", path: path, focus: focus), size: .wide, today: testDay)
        state.prepareForFirstFrame(in: environment())
        return state
    }

    @Test("s pushes the list on the recipe open and focuses it; its keys then come before the global table")
    func opens() {
        var state = onPie(focus: .recipes)
        let effects = state.apply(.openShoppingList, in: environment())
        #expect(state.navigation.path == [.recipe("apple-pie"), .shoppingList(pantry: false)])
        #expect(state.navigation.focus == .detail)
        #expect(effects == [.save])
        #expect(state.inputMode == .shopping)
        let keymap = Keymap.standard
        #expect(keymap.action(for: .character(" "), mode: .shopping) == .shopping(.tick))
        #expect(keymap.action(for: .character("y"), mode: .shopping) == .shopping(.copyMarkdown))
        #expect(keymap.action(for: .character("P"), mode: .shopping) == .shopping(.togglePantry))
        // Elsewhere the keys keep their meaning: space pages down, y shows the link.
        #expect(keymap.action(for: .character(" "), mode: .commands) == .move(.pageDown))
        #expect(keymap.action(for: .character("y"), mode: .commands) == .showLink)
        #expect(keymap.action(for: .character("s"), mode: .commands) == .openShoppingList)
    }

    @Test("s with the list deeper in the stack goes back to it; with nothing open it starts the stack, as p does")
    func backToTheList() {
        var state = onPie([.recipe("apple-pie"), .shoppingList(pantry: false), .ingredient("apples"), .recipe("apple-pie")])
        _ = state.apply(.openShoppingList, in: environment())
        #expect(state.navigation.path == [.recipe("apple-pie"), .shoppingList(pantry: false)])
        var nothing = AppState(navigation: NavigationModel(), size: .wide, today: testDay)
        nothing.prepareForFirstFrame(in: environment())
        _ = nothing.apply(.openShoppingList, in: environment())
        #expect(nothing.navigation.path == [.shoppingList(pantry: false)])
        #expect(nothing.navigation.focus == .detail)
        #expect(nothing.notice == nil)
        #expect(nothing.checkInvariants(in: environment()) == [])
    }

    @Test("space asks the runtime to tick the item under the cursor, or untick a ticked one; the state itself is unchanged")
    func ticks() {
        let state = onPie([.recipe("apple-pie"), .shoppingList(pantry: false)])
        var ticked = state
        #expect(ticked.apply(.shopping(.tick), in: environment()) == [.recordTick(.init(name: "tomato", checked: true))])
        #expect(ticked == state)
        var onButter = state
        // tomato, onion, milk, then the ticked butter.
        for _ in 0..<3 { _ = onButter.apply(.move(.down), in: environment()) }
        #expect(onButter.apply(.shopping(.tick), in: environment()) == [.recordTick(.init(name: "butter", checked: false))])
    }

    @Test("the tick written comes back as the kitchen: the item moves to the end of its aisle and the cursor stays on its row")
    func tickComesBack() throws {
        var state = onPie([.recipe("apple-pie"), .shoppingList(pantry: false)])
        _ = state.apply(.shopping(.tick), in: environment())
        let after = environment(checked: "+ butter\n+ tomato\n")
        _ = state.apply(.kitchenLoaded(KitchenReload(environment: after)), in: after)
        let content = try #require(state.detailContent(in: after))
        #expect(state.detailCursor == 0)
        #expect(content.route(ofSelectable: 0) == .ingredient("onion"))
        #expect(content.route(ofSelectable: 1) == .ingredient("tomato"))
    }

    @Test("P shows the pantry's view and back; space there ticks nothing; y copies the list as Markdown with its ticks")
    func pantryAndCopy() {
        var state = onPie([.recipe("apple-pie"), .shoppingList(pantry: false)])
        _ = state.apply(.shopping(.togglePantry), in: environment())
        #expect(state.navigation.path == [.recipe("apple-pie"), .shoppingList(pantry: true)])
        #expect(state.apply(.shopping(.tick), in: environment()).isEmpty)
        #expect(state.notice == "The pantry's view has nothing to tick: P goes back to the list.")
        _ = state.apply(.shopping(.togglePantry), in: environment())
        #expect(state.navigation.path == [.recipe("apple-pie"), .shoppingList(pantry: false)])
        let effects = state.apply(.shopping(.copyMarkdown), in: environment())
        let markdown = ShoppingScreenTests.list.markdown(checked: CheckedLog.read("+ butter\n", file: "c").log, today: CalendarDate(year: 2026, month: 11, day: 21))
        #expect(effects == [.copyToClipboard(markdown)])
        #expect(markdown.contains("## dairy\n\n- [ ] milk 1 l\n- [x] butter 50 g\n"))
        #expect(state.notice == "Copied the list as Markdown (7 items), where the terminal allows.")
    }

    @Test("before the kitchen is read the list says so, and space asks for nothing")
    func unread() {
        var state = onPie([.recipe("apple-pie"), .shoppingList(pantry: false)])
        let bare = AppEnvironment(catalog: catalog)
        #expect(state.apply(.shopping(.tick), in: bare).isEmpty)
        #expect(state.apply(.shopping(.copyMarkdown), in: bare).isEmpty)
        #expect(state.detailContent(in: bare)?.lines.map(\.text.string) == ["Shopping list", "Reading the plan…"])
    }
}
