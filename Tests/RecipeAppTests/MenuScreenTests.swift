import CooklangConventions
import RecipeModel
import RecipeNavigation
import RecipeTestSupport
import Testing

@testable import RecipeApp

/// Menus: a menu's screen with its days and their recipes as scaled, today's section beside today's
/// recipe and `m` to it, `a` on a day and `A` on the whole menu.
@Suite("plan: menus")
struct MenuScreenTests {
    static let environment = PlanScreenTests.environment()

    @Test("A menu's screen lists its sections and their recipes with the menu's scaling; → opens a recipe scaled as it says")
    func layout() {
        let content = DetailContent(route: .menu("Plans/week"), context: ScreenContext(catalog: bundledCatalog, width: 70, kitchen: Self.environment.kitchen))
        #expect(PlanScreenTests.lines(content) == [
            " week",
            " Menu · 2 sections, 3 recipes · Plans/week.menu",
            " ",
            " Friday (2026-11-20)",
            "   Apple Pie",
            " ",
            " Saturday (2026-11-21)",
            "   Apple Pie · for 16",
            "   🍋 Fresh Lemonade ×2 · 16 servings",
            " ",
            " a adds the section under the cursor to the plan · A the whole menu ·",
            " → opens the recipe as scaled",
        ])
        #expect(content?.selectables.map(\.route) == [.recipe("apple-pie"), .recipe("apple-pie", servings: 16), .recipe("lemonade", servings: 16)])
        let missing = DetailContent(route: .menu("gone"), context: ScreenContext(catalog: bundledCatalog, width: 70, kitchen: Self.environment.kitchen))
        #expect(PlanScreenTests.lines(missing) == [" gone", " This menu is not in the collection (gone.menu was moved or deleted)."])
    }

    @Test("m opens the menu of today's section, the cursor on its first recipe; a adds that day, A the whole menu")
    func todaysSection() {
        var state = freshState()
        _ = state.apply(.openTodaysMenu, in: Self.environment)
        #expect(state.navigation.path == [.menu("Plans/week")])
        #expect(state.navigation.focus == .detail)
        #expect(state.detailCursor == 1)
        #expect(state.inputMode == .screen("menu"))
        #expect(Keymap.standard.action(for: .character("a"), mode: state.inputMode) == .menu(.addSection))
        #expect(state.apply(.menu(.addSection), in: Self.environment) == [.editPlan(.addMenu(id: "Plans/week", section: 1))])
        #expect(state.apply(.menu(.addAll), in: Self.environment) == [.editPlan(.addMenu(id: "Plans/week", section: nil))])
        #expect(state.checkInvariants(in: Self.environment) == [])
        var elsewhere = freshState()
        elsewhere.today = CalendarDate(year: 2026, month: 12, day: 1)!
        _ = elsewhere.apply(.openTodaysMenu, in: Self.environment)
        #expect(elsewhere.navigation.path.isEmpty)
        #expect(elsewhere.notice == "No menu section is headed by today's date (2026-12-01); p lists the collection's menus.")
    }

    @Test("Today's section is named at the right of the top bar, with its key, instead of the app's name; a click still finds the breadcrumb")
    func topBar() {
        var state = freshState()
        let first = FrameRenderer(state: state, environment: Self.environment).render().lines.first ?? ""
        #expect(first.hasSuffix(" Menu: week, Saturday [m]"))
        let plain = FrameRenderer(state: state, environment: AppEnvironment(catalog: bundledCatalog)).render().lines.first ?? ""
        #expect(plain.hasSuffix("recipe-tui"))
        _ = state.apply(.openTodaysMenu, in: Self.environment)
        let crumbs = FrameRenderer(state: state, environment: Self.environment).render().lines.first ?? ""
        #expect(crumbs.hasPrefix(" Breakfast › week "))
        _ = state.apply(.click(x: 3, y: 0), in: Self.environment)
        #expect(state.navigation.path.isEmpty)
        #expect(MenuNames.sectionLabel("Day 1 (2026-03-07)") == "Day 1")
        #expect(MenuNames.sectionLabel("2026-03-07") == "2026-03-07")
    }

    @Test("Today's section takes up to half of a bar 80 to 95 cells wide, its key kept whole when the name is cut")
    func topBarNarrow() {
        let label = "Menu: Thanksgiving dinner for the whole family, Thursday [m]"
        #expect(Breadcrumb.trailing(forBarWidth: 80, todaysMenu: "Menu: Thanksgiving, Thursday [m]")?.string == "Menu: Thanksgiving, Thursday [m]")
        let cut = Breadcrumb.trailing(forBarWidth: 80, todaysMenu: label)
        #expect(cut?.width == 40)
        #expect(cut?.string.hasSuffix("… [m]") == true)
        #expect(Breadcrumb.trailing(forBarWidth: 79, todaysMenu: label)?.string == Breadcrumb.appName)
    }

    @Test("A menu, or one day of it, is added as the conventions nest it: the menu, its recipes under it at the menu's factors")
    func addedNested() {
        let added = PlanWriting.edited(
            .addMenu(id: "Plans/week", section: 1), text: "salt\n", file: "p",
            menuChildren: { ([("apple-pie", 2), ("lemonade", nil)], "week, Saturday") })
        #expect(added.text == "salt\n./Plans/week\n  ./apple-pie{2}\n  ./lemonade\n")
        #expect(added.notice == "Added week, Saturday to the plan: 2 recipes.")
        let week = PlanScreenTests.week.menu
        let recipes = CatalogShoppingRecipes(catalog: bundledCatalog)
        let children = PlanWriting.menuChildren(week, id: "Plans/week", section: 1, recipes: recipes)
        #expect(children.label == "week, Saturday (2026-11-21)")
        #expect(children.children.map(\.path) == ["apple-pie", "lemonade"])
        #expect(children.children.map(\.multiplier) == [2, 2])
    }
}
