import Foundation
import RecipeModel
import RecipeNavigation
import RecipeTestSupport
import Testing

@testable import RecipeApp

/// The recipe of the day stays the same all day: recipes added or removed by a live reload or between
/// two launches of the day do not change it; only its own removal does.
@Suite("The recipe of the day stays for the day")
struct RecipeOfTheDayKeptTests {
    static let old = TestCatalogs.small
    /// The small catalog's recipe of the test day.
    static let todays = "oyakodon"
    static let added = TestCatalogs.small { _, recipes in
        recipes.append(Recipe(id: "miso-ramen", name: "Miso Ramen", categoryID: "soup"))
        recipes.append(Recipe(id: "gyoza", name: "Gyoza", categoryID: "main"))
    }

    static func state(on catalog: RecipeCatalog = old) -> AppState {
        ReloadFittingTests.showing(NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie"]), focus: .recipes), in: catalog)
    }

    /// The bottom line's recipe of the day, as shown.
    static func shown(_ state: AppState, in catalog: RecipeCatalog) -> String? {
        let line = state.render(in: catalog).lines[state.size.height - 1]
        return line.range(of: "Today: ").map { String(line[$0.upperBound...]).trimmingCharacters(in: .whitespaces) }
    }

    @Test("The test day's pick changes with the number of recipes: what the state must keep")
    func catalogsPickChangesWithTheCount() {
        #expect(Self.old.recipeOfTheDay(for: testDay)?.id == Self.todays)
        #expect(Self.added.recipeOfTheDay(for: testDay)?.id != Self.todays)
    }

    @Test("Recipes added by a live reload: the bar and t keep today's recipe, and only that is kept in the state")
    func reloadAddingRecipes() {
        let (after, _) = ReloadFittingTests.reloaded(Self.state(), to: Self.added)
        var expected = Self.state(on: Self.added)
        expected.notice = after.notice
        expected.keptRecipeOfTheDay = Self.todays
        #expect(after == expected)
        #expect(Self.shown(after, in: Self.added) == "親子丼 (Oyakodon) [t]")

        var jumped = after
        jumped.apply(.recipeOfTheDay, in: Self.added)
        #expect(jumped.navigation == NavigationModel(selectedCategory: "main", path: .recipes([Self.todays]), focus: .detail))
        #expect(jumped.notice == "Recipe of the day (2026-11-21): 親子丼 (Oyakodon)")
    }

    @Test("Today's recipe is removed: the catalog picks again, and nothing is kept")
    func todaysRecipeRemoved() {
        let new = TestCatalogs.small { _, recipes in recipes.removeAll { $0.id == Self.todays } }
        let (after, _) = ReloadFittingTests.reloaded(Self.state(), to: new)
        #expect(after.keptRecipeOfTheDay == nil)
        let pick = try! #require(new.recipeOfTheDay(for: testDay))
        #expect(after.recipeOfTheDay(in: new)?.id == pick.id)
        #expect(Self.shown(after, in: new)?.hasPrefix(pick.name) == true)
    }

    @Test("A second reload that adds more keeps the first pick still")
    func twoReloads() {
        let (first, _) = ReloadFittingTests.reloaded(Self.state(), to: Self.added)
        let more = TestCatalogs.small { _, recipes in
            recipes.append(Recipe(id: "miso-ramen", name: "Miso Ramen", categoryID: "soup"))
        }
        let (second, _) = ReloadFittingTests.reloaded(first, from: Self.added, to: more)
        #expect(second.recipeOfTheDay(in: more)?.id == Self.todays)
    }

    @Test("Saved with the view: a relaunch the same day on data with more recipes shows the same one; another day, the catalog's pick")
    func relaunch() throws {
        let view = Self.state().savedView(in: AppEnvironment(catalog: Self.old))
        #expect(view.recipeOfTheDay == SavedView.DailyPick(date: "2026-11-21", recipe: Self.todays))
        let object = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(view)) as? [String: Any])
        #expect(object["recipeOfTheDay"] as? [String: String] == ["date": "2026-11-21", "recipe": Self.todays])

        let saved = try JSONDecoder().decode(SavedView.self, from: JSONEncoder().encode(view))
        var sameDay = AppState(navigation: NavigationModel(), size: .wide, today: testDay)
        _ = sameDay.apply(.start(size: .wide, view: saved), in: AppEnvironment(catalog: Self.added))
        #expect(sameDay.recipeOfTheDay(in: Self.added)?.id == Self.todays)

        let nextDay = CalendarDate(year: 2026, month: 11, day: 22)!
        var later = AppState(navigation: NavigationModel(), size: .wide, today: nextDay)
        _ = later.apply(.start(size: .wide, view: saved), in: AppEnvironment(catalog: Self.added))
        #expect(later.keptRecipeOfTheDay == nil)
        #expect(later.recipeOfTheDay(in: Self.added)?.id == Self.added.recipeOfTheDay(for: nextDay)?.id)
    }

    @Test("An --open link keeps of the saved view what is no place's: today's recipe, the units, the timers; not the scroll")
    func placelessView() throws {
        var view = Self.state().savedView(in: AppEnvironment(catalog: Self.old))
        view.units = .metric
        view.categoriesTop = "dessert"
        let kept = try #require(view.placeless)
        var expected = SavedView()
        expected.units = .metric
        expected.recipeOfTheDay = SavedView.DailyPick(date: "2026-11-21", recipe: Self.todays)
        #expect(kept == expected)
        #expect(SavedView().placeless == nil)

        var opened = AppState(navigation: NavigationModel(), size: .wide, today: testDay)
        _ = opened.apply(.start(size: .wide, view: kept), in: AppEnvironment(catalog: Self.added))
        #expect(opened.recipeOfTheDay(in: Self.added)?.id == Self.todays)
    }
}
