import Foundation
import RecipeModel
import RecipeNavigation
import RecipeTestSupport
import Testing

@testable import RecipeApp

/// `+`, `-`, `=` and `u` through `AppState.apply`, each compared with the whole expected state.
///
/// The bundled Apple Pie serves 8; Desserts lists it first.
@Suite("Servings and units: +, -, = and u")
struct ServingsActionTests {
    let catalog = bundledCatalog

    func pie(_ servings: Double? = nil, focus: Pane = .detail) -> NavigationModel {
        NavigationModel(selectedCategory: "dessert", path: [.recipe("apple-pie", servings: servings)], focus: focus)
    }

    @Test("+ and - scale the recipe on screen by one serving, keeping its cursor and scroll; = returns to its own", arguments: [
        ([Action.moreServings], Double?.some(9)),
        ([.fewerServings, .fewerServings], 6),
        ([.moreServings, .moreServings, .recipeServings], nil),
        ([.moreServings, .fewerServings], nil),
    ])
    func scaleByOne(actions: [Action], servings: Double?) {
        // A short terminal, where the detail scrolls.
        let size = Size(width: 120, height: 16)
        var state = appState(pie(), size: size, detailCursor: 3, scroll: PaneScroll(detail: 4))
        var effects: [Effect] = []
        for action in actions { effects = state.apply(action, in: catalog) }
        #expect(state == appState(pie(servings), size: size, detailCursor: 3, scroll: PaneScroll(detail: 4)))
        #expect(effects == [.save])
    }

    @Test("+ works wherever the focus is while the detail shows the recipe")
    func scaleFromTheList() {
        var state = appState(pie(focus: .recipes))
        #expect(state.apply(.moreServings, in: catalog) == [.save])
        #expect(state == appState(pie(9, focus: .recipes)))
    }

    @Test("A scaled recipe steps from where it is: 1.5 goes up to 2 and down to 1, and not below 1")
    func fractionalSteps() {
        var state = appState(pie(1.5))
        state.apply(.moreServings, in: catalog)
        #expect(state == appState(pie(2)))
        state.apply(.fewerServings, in: catalog)
        #expect(state == appState(pie(1)))
        #expect(state.apply(.fewerServings, in: catalog) == [])
        #expect(state == appState(pie(1), notice: "Serves 1: the fewest it is scaled to; = returns to its own 8."))
    }

    @Test("A recipe that does not say how many it serves is not scaled, and the bottom line says why")
    func noServings() {
        let catalog = TestCatalogs.small
        let model = NavigationModel(selectedCategory: "dessert", path: [.recipe("pie-crust")], focus: .detail)
        var state = appState(model)
        #expect(state.apply(.moreServings, in: catalog) == [])
        #expect(state == appState(model, notice: "Pie Crust does not say how many it serves, so it cannot be scaled."))
    }

    @Test("With no recipe on screen, + says what it is for")
    func noRecipe() {
        let model = NavigationModel(selectedCategory: "dessert", focus: .recipes)
        var state = appState(model)
        #expect(state.apply(.moreServings, in: catalog) == [])
        #expect(state == appState(model, notice: "Servings scale a recipe: open one in the detail first."))
    }

    @Test("u cycles the units as written, metric, US customary and back, and says which; the place itself is unchanged")
    func cycleUnits() {
        var state = appState(pie())
        var seen: [DisplayUnits] = []
        for label in ["metric", "US customary", "as written"] {
            #expect(state.apply(.cycleUnits, in: catalog) == [])
            var expected = appState(pie(), notice: "Units: \(label).")
            expected.units = state.units
            #expect(state == expected)
            seen.append(state.units)
        }
        #expect(seen == [.metric, .us, .original])
    }

    @Test("The units are saved with the view, left out when as written, and put back at a relaunch")
    func unitsSaved() {
        var state = appState(pie())
        let environment = AppEnvironment(catalog: catalog)
        state.loadVisibleDetail(in: catalog)
        #expect(state.savedView(in: environment).units == nil)
        state.units = .us
        let view = state.savedView(in: environment)
        #expect(view.units == .us)
        var relaunched = appState(pie())
        relaunched.restore(view, in: environment)
        #expect(relaunched.units == .us)
    }

    @Test("A saved view whose units this version does not know keeps the rest of the view")
    func unknownUnitsSkipped() throws {
        let json = #"{"recipesTop": "apple-pie", "units": "imperial"}"#
        let view = try JSONDecoder().decode(SavedView.self, from: Data(json.utf8))
        #expect(view == SavedView(recipesTop: "apple-pie"))
    }

    @Test("A recipe that lists its sizes steps through them, then on by the last gap")
    func listedSteps() throws {
        let own = try #require(RecipeServings(servings: 2, written: "2|4|6"))
        #expect(own.listed == [2, 4, 6])
        #expect(own.more(than: 2) == 4)
        #expect(own.more(than: 4.5) == 6)
        #expect(own.more(than: 6) == 8)
        #expect(own.fewer(than: 6) == 4)
        #expect(own.fewer(than: 2) == nil)
        #expect(RecipeServings(servings: 4, written: "4 people")?.listed == [])
        #expect(RecipeServings(servings: 4, written: "2|4|six")?.listed == [])
        #expect(RecipeServings(servings: 0, written: nil) == nil)
    }
}
