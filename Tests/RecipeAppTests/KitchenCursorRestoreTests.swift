import RecipeModel
import RecipeNavigation
import RecipeTestSupport
import Testing

@testable import RecipeApp

/// The cursor of a screen of the kitchen's files (shopping list, plan, menu) saved with the place and
/// put back by a relaunch, once the kitchen's first read has come and the screen has rows.
@Suite("The kitchen screens' cursor across a relaunch")
struct KitchenCursorRestoreTests {
    /// `before` as a relaunch finds it: started on an unread kitchen, then the kitchen loaded.
    /// Checks the place saved meanwhile is the saved one, and returns the state after the load.
    static func relaunched(_ before: AppState, in environment: AppEnvironment) -> AppState {
        let view = before.savedView(in: environment)
        var state = AppState(navigation: before.navigation, size: before.size, today: before.today)
        let unread = AppEnvironment(catalog: environment.catalog)
        _ = state.apply(.start(size: before.size, view: view), in: unread)
        // Nothing to find the cursor in yet: the saved place is kept, not overwritten with the first row.
        #expect(state.savedView(in: unread).detail == view.detail)
        _ = state.apply(.kitchenLoaded(KitchenReload(environment: environment)), in: unread)
        #expect(state.savedView(in: environment) == view)
        #expect(state.checkInvariants(in: environment) == [])
        return state
    }

    @Test("s, the cursor moved to an item, a relaunch: the cursor is back on the item once the kitchen is read")
    func shoppingList() throws {
        let environment = ShoppingKeysTests().environment()
        var before = AppState(
            navigation: NavigationModel(selectedCategory: "dessert", path: [.recipe("apple-pie"), .shoppingList(pantry: false)], focus: .detail),
            size: .wide, today: testDay)
        before.prepareForFirstFrame(in: environment)
        for _ in 0..<2 { _ = before.apply(.move(.down), in: environment) }
        let content = try #require(before.detailContent(in: environment))
        #expect(content.route(ofSelectable: before.detailCursor) == .ingredient("milk"))
        #expect(before.savedView(in: environment).detail?.cursor?.route == .ingredient("milk"))
        let state = Self.relaunched(before, in: environment)
        #expect(state.detailCursor == before.detailCursor)
        #expect(state.scroll == before.scroll)
        #expect(state.navigation == before.navigation)
    }

    @Test("p, the cursor moved down the plan, a relaunch: the cursor is back on its line once the kitchen is read")
    func plan() {
        let environment = PlanScreenTests.environment()
        var before = PlanScreenTests.onPlan(environment)
        for _ in 0..<2 { _ = before.apply(.move(.down), in: environment) }
        #expect(before.detailCursor == 2)
        #expect(before.savedView(in: environment).detail?.cursor != nil)
        let state = Self.relaunched(before, in: environment)
        #expect(state.detailCursor == before.detailCursor)
        #expect(state.scroll == before.scroll)
    }

    @Test("A menu's screen, the cursor on a later recipe, a relaunch: the cursor is back on it once the menus are read")
    func menu() {
        let environment = PlanScreenTests.environment()
        var before = AppState(navigation: NavigationModel(listing: .menus, path: [.menu("Plans/week")], focus: .detail), size: .wide, today: testDay)
        before.prepareForFirstFrame(in: environment)
        for _ in 0..<2 { _ = before.apply(.move(.down), in: environment) }
        #expect(before.detailCursor == 2)
        let state = Self.relaunched(before, in: environment)
        #expect(state.detailCursor == before.detailCursor)
        #expect(state.navigation == before.navigation)
    }

    @Test("The saved place is put back only once, and only on the screen it was saved for")
    func onlyOnce() {
        let environment = PlanScreenTests.environment()
        var before = PlanScreenTests.onPlan(environment)
        for _ in 0..<2 { _ = before.apply(.move(.down), in: environment) }
        var state = Self.relaunched(before, in: environment)
        _ = state.apply(.move(.up), in: environment)
        _ = state.apply(.kitchenLoaded(KitchenReload(environment: environment)), in: environment)
        #expect(state.detailCursor == before.detailCursor - 1)
        #expect(state.pendingPlaces[.kitchen] == nil)
        // With the kitchen read already (a test's environment), the place is restored at once and nothing waits.
        var direct = AppState(navigation: before.navigation, size: .wide, today: testDay)
        _ = direct.apply(.start(size: .wide, view: before.savedView(in: environment)), in: environment)
        #expect(direct.detailCursor == before.detailCursor)
        #expect(direct.pendingPlaces[.kitchen] == nil)
    }
}
