import CooklangConventions
import Foundation
import RecipeModel
import RecipeNavigation
import RecipeTestSupport
import Testing

@testable import RecipeApp

/// The Menus row of the first column: listed after the categories when the collection has menus;
/// its rows are the menus, and selecting one shows its screen in the detail, as a recipe would be.
@Suite("plan: the Menus category")
struct MenusCategoryTests {
    static let breakfast = KitchenFiles.MenuFile(
        id: "breakfast", path: "/c/breakfast.menu", menu: MenuReader.read("= Sunday\n@./lemonade{}\n", file: "b").menu)
    static let environment = PlanScreenTests.environment(PlanScreenTests.kitchen(menus: [breakfast, PlanScreenTests.week]))

    /// The first two columns of a frame's rows, where the lists are.
    static func lists(_ state: AppState, in environment: AppEnvironment = environment, rows: Range<Int> = 1..<9) -> [String] {
        let lines = FrameRenderer(state: state, environment: environment).render().lines
        return rows.map { String(lines[$0].prefix(60)) }
    }

    /// A fresh split view with the Menus row selected by moving the cursor down to it.
    static func onMenusRow() -> AppState {
        var state = freshState()
        _ = state.apply(.move(.bottom), in: environment)
        return state
    }

    @Test("The Menus row comes after the categories, with how many menus there are; without menus it is not there")
    func row() {
        let state = freshState()
        let categories = bundledCatalog.categories.count
        #expect(ListRows(.categories, state: state, in: Self.environment).count == categories + 1)
        #expect(ListRows(.categories, state: state, in: Self.environment).listing(at: categories) == .menus)
        #expect(ListRows(.categories, state: state, in: AppEnvironment(catalog: bundledCatalog)).count == categories)
        let pane = state.categoryPane(in: Self.environment, visibleRows: 20)
        #expect(pane.rows.last == ListPane.Row(name: "Menus", trailing: "2"))
    }

    @Test("Moving onto the Menus row lists the menus in the second column with nothing selected; → and Enter select the first and show its screen")
    func selecting() {
        var state = Self.onMenusRow()
        var expected = appState(NavigationModel(listing: .menus, path: [], focus: .categories), scroll: state.scroll)
        #expect(state == expected)
        #expect(state.recipePane(in: Self.environment, visibleRows: 10).rows == [
            ListPane.Row(name: "breakfast", trailing: "1"), ListPane.Row(name: "Plans/week", trailing: "3"),
        ])
        #expect(FrameRenderer(state: state, environment: Self.environment).render().lines[2].hasSuffix("│ Select a menu"))
        _ = state.apply(.forward, in: Self.environment)
        expected.navigation = NavigationModel(listing: .menus, path: [.menu("breakfast")], focus: .recipes)
        expected.detailCursorRoute = .menu("breakfast")
        #expect(state == expected)
        _ = state.apply(.move(.down), in: Self.environment)
        #expect(state.navigation.path == [.menu("Plans/week")])
        #expect(state.recipeCursor(in: Self.environment) == 1)
        _ = state.apply(.forward, in: Self.environment)
        #expect(state.navigation == NavigationModel(listing: .menus, path: [.menu("Plans/week")], focus: .detail))
        #expect(state.inputMode == .screen("menu"))
        // Enter on a menu's recipe pushes it, scaled as the menu says, as → does on a recipe's rows.
        _ = state.apply(.move(.down), in: Self.environment)
        _ = state.apply(.forward, in: Self.environment)
        #expect(state.navigation.path == [.menu("Plans/week"), .recipe("apple-pie", servings: 16)])
        #expect(state.checkInvariants(in: Self.environment) == [])
        // Back pops to the menu, then to the menus list, then to the categories with the Menus row kept.
        _ = state.apply([.back, .back], in: Self.environment)
        #expect(state.navigation == NavigationModel(listing: .menus, path: [.menu("Plans/week")], focus: .recipes))
    }

    @Test("The screen shows the Menus row, the menus and the menu's screen side by side; the top bar says Menus › week")
    func frame() {
        var state = Self.onMenusRow()
        _ = state.apply([.forward, .move(.down)], in: Self.environment)
        let lines = FrameRenderer(state: state, environment: Self.environment).render().lines
        #expect(lines[0].hasPrefix(" Menus › week "))
        let rows = lines[1..<16].map { String($0.prefix(100)) }
        #expect(rows == [
            "  Categories           │▶ Menus                          │  Detail",
            "  Breakfast          9 │  breakfast                    1 │ week",
            "  Soups & Stews     10 │▸ Plans/week                   3 │ Menu · 2 sections, 3 recipes · Plans/week",
            "  Salads             9 │                                 │",
            "  Main Courses      11 │                                 │ Friday (2026-11-20)",
            "  Sides              9 │                                 │ ▸ Apple Pie",
            "  Breads & Pastry   10 │                                 │",
            "  Desserts          11 │                                 │ Saturday (2026-11-21)",
            "  Drinks             9 │                                 │   Apple Pie · for 16",
            "▸ Menus              2 │                                 │   🍋 Fresh Lemonade ×2 · 16 servings",
            "                       │                                 │",
            "                       │                                 │ a adds the section under the cursor to th",
            "                       │                                 │ whole menu · → opens the recipe as scaled",
            "                       │                                 │",
            "                       │                                 │",
        ])
    }

    @Test("The collapsed stack browses onto the Menus row and pushes the menus, then a menu")
    func stack() {
        var state = freshState(size: Size(width: 50, height: 20))
        _ = state.apply([.move(.bottom), .forward], in: Self.environment)
        #expect(state.navigation == NavigationModel(listing: .menus, path: [], focus: .recipes))
        _ = state.apply(.forward, in: Self.environment)
        #expect(state.navigation == NavigationModel(listing: .menus, path: [.menu("breakfast")], focus: .detail))
        _ = state.apply([.back, .back], in: Self.environment)
        #expect(state.navigation == NavigationModel(listing: nil, path: [], focus: .categories))
        #expect(state.categoryCursor(in: Self.environment) == bundledCatalog.categories.count)
        #expect(state.checkInvariants(in: Self.environment) == [])
    }

    @Test("y gives the Menus place as a link starting with *, which --open reads back; a category named Menus stays a category")
    func link() throws {
        var state = Self.onMenusRow()
        _ = state.apply(.forward, in: Self.environment)
        let effects = state.apply(.showLink, in: Self.environment)
        #expect(effects.contains(.copyToClipboard("recipes://*/*breakfast")))
        let link = try DeepLink(parsing: "recipes://*/*breakfast", in: bundledCatalog)
        #expect(link == DeepLink(listing: .menus, routes: [.menu("breakfast")]))
        #expect(throws: DeepLinkError.self) { try DeepLink(parsing: "*/apple-pie", in: bundledCatalog) }
        let withMenusCategory = TestCatalogs.small { categories, recipes in
            categories.append(Category(id: "Menus", name: "Menus"))
            recipes.append(Recipe(id: "toast", name: "Toast", categoryID: "Menus"))
        }
        #expect(try DeepLink(parsing: "Menus/toast", in: withMenusCategory).listing == .category("Menus"))
        #expect(DeepLink(categoryID: "*").description == "recipes://%2A")
        #expect(try DeepLink(parsing: "%2A").listing == .category("*"))
    }

    @Test("The place is saved as \"menus\": true and restored; a category named Menus is saved and restored as a category")
    func saved() throws {
        let model = NavigationModel(listing: .menus, path: [.menu("Plans/week"), .recipe("apple-pie")], focus: .detail)
        let json = String(decoding: model.encodedJSON(), as: UTF8.self)
        #expect(json.contains("\"menus\" : true"))
        #expect(!json.contains("selectedCategory"))
        let restored = try NavigationModel.restore(from: model.encodedJSON(), in: bundledCatalog)
        #expect(restored.model == model)
        #expect(restored.report.isEmpty)
        let withMenusCategory = TestCatalogs.small { categories, _ in categories.append(Category(id: "Menus", name: "Menus")) }
        let category = NavigationModel(selectedCategory: "Menus", path: [.menu("Plans/week")], focus: .detail)
        #expect(!String(decoding: category.encodedJSON(), as: UTF8.self).contains("\"menus\""))
        #expect(try NavigationModel.restore(from: category.encodedJSON(), in: withMenusCategory).model == category)
        // An older file, without the member, loads as it always did.
        let older = #"{"version": 2, "selectedCategory": "dessert", "path": [{"recipe": "apple-pie"}], "focus": "detail"}"#
        #expect(try NavigationModel.restore(from: Data(older.utf8), in: bundledCatalog).model.listing == .category("dessert"))
    }

    @Test("A menu gone from disk is dropped with a notice, at the first read and later; with no menus left the Menus row goes too")
    func goneMenu() {
        var state = AppState(navigation: NavigationModel(listing: .menus, path: [.menu("gone"), .recipe("apple-pie")], focus: .detail), size: .wide, today: testDay)
        let unread = AppEnvironment(catalog: bundledCatalog)
        _ = state.apply(.start(size: .wide, view: nil), in: unread)
        // Not read yet: the place waits for the menus, and the Menus row stands for the selection meanwhile.
        #expect(state.navigation.path.count == 2)
        #expect(ListRows(.categories, state: state, in: unread).listing(at: bundledCatalog.categories.count) == .menus)
        let effects = state.apply(.kitchenLoaded(KitchenReload(environment: Self.environment)), in: unread)
        #expect(effects == [.save])
        #expect(state.navigation == NavigationModel(listing: .menus, path: [], focus: .recipes))
        #expect(state.notice == "Saved place changed: menu \"gone\" no longer exists; a screen opened from it was closed.")
        #expect(state.checkInvariants(in: Self.environment) == [])
        // Later, the last menu removed: the Menus row goes, and the notice says what changed.
        _ = state.apply(.forward, in: Self.environment)
        let none = PlanScreenTests.environment(PlanScreenTests.kitchen())
        _ = state.apply(.kitchenLoaded(KitchenReload(environment: none)), in: Self.environment)
        #expect(state.navigation.listing == nil)
        #expect(state.navigation.path.isEmpty)
        #expect(state.notice == "Menus changed: menu \"breakfast\" no longer exists; the collection has no menus any more.")
        #expect(state.checkInvariants(in: none) == [])
        // A menu added shows the row again.
        #expect(ListRows(.categories, state: state, in: Self.environment).count == bundledCatalog.categories.count + 1)
    }

    @Test("A filter on the menus list matches their paths; Enter selects the match")
    func filter() {
        var state = Self.onMenusRow()
        _ = state.apply([.focusNext, .startFilter, .insertText("wee")], in: Self.environment)
        #expect(ListRows(.recipes, state: state, in: Self.environment).count == 1)
        _ = state.apply(.forward, in: Self.environment)
        #expect(state.navigation.path == [.menu("Plans/week")])
        #expect(state.checkInvariants(in: Self.environment) == [])
    }
}

extension AppState {
    /// Applies actions in order in `environment` and returns the effects of the last one.
    @discardableResult
    fileprivate mutating func apply(_ actions: [Action], in environment: AppEnvironment) -> [Effect] {
        var effects: [Effect] = []
        for action in actions { effects = apply(action, in: environment) }
        return effects
    }
}
