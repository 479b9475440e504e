@testable import RecipeApp
import Foundation
import RecipeModel
import RecipeNavigation
import RecipeTestSupport
import Testing

/// A collection with a bread for 4: two steps, a fixed quantity, two timers.
let scaledCookCatalog: RecipeCatalog = {
    let bread = """
        ---
        servings: 4
        ---
        = Dough

        Mix @flour{500%g} and @water{300%ml}; rest ~rest{1%hour}.

        = Bake

        Bake with @salt{=10%g} for ~{30%minutes}.
        """
    let root = try! makeCooklangFolder(text: ["Bread/Bread.cook": bread, "Bread/Toast.cook": "Toast the @bread{2%slices}.\n"])
    return try! RecipeCatalog(cooklangFolder: root.path)
}()

@Suite("Cook mode scaled by the servings the recipe was opened at")
struct CookScalingTests {
    let catalog = scaledCookCatalog

    /// The bread open in the detail at `servings`, the focus on it.
    func onBread(servings: Double? = nil) -> AppState {
        var state = AppState(
            navigation: NavigationModel(selectedCategory: "Bread", path: [.recipe("Bread/Bread", servings: servings)], focus: .detail), size: .wide, today: testDay)
        state.prepareForFirstFrame(in: catalog)
        return state
    }

    func lines(_ state: AppState) -> [String] {
        guard let content = state.detailContent(in: catalog) else { return [] }
        return (0..<content.lineCount).map { String(repeating: " ", count: content.line(at: $0).indent - 1) + content.line(at: $0).text.string }
    }

    @Test("c on a recipe scaled to 6 opens cook mode for 6: the card and the step's ingredients scaled, a fixed one not, the timers as written")
    func opensScaled() {
        var state = onBread(servings: 6)
        state.apply(.openCook, in: catalog)
        #expect(state.navigation.path == [.recipe("Bread/Bread", servings: 6), .cook("Bread/Bread", step: 1, servings: 6)])
        #expect(lines(state) == [
            "Bread · Dough",
            "Serves 6 (×1.5)",
            "Step 1 of 2 ████████████░░░░░░░░░░░░",
            "",
            "Get ready (Enter ticks)",
            "  [ ] 750 g flour",
            "  [ ] 450 ml water",
            "",
            "  Mix @flour and @water; rest ~1 hour.",
            "",
            "In this step",
            "  750 g flour",
            "  450 ml water",
            "",
            "Timers (t starts them)",
            "  rest: 1:00:00 · 1 hour",
        ])
        state.apply(.cook(.next), in: catalog)
        #expect(state.navigation.visibleRoute == .cook("Bread/Bread", step: 2, servings: 6))
        #expect(lines(state).contains("  10 g salt"))
        // The timers count as written: scaling a recipe does not make it bake longer.
        state.apply(.cook(.startTimers), in: catalog)
        #expect(state.timers.timers.map { $0.secondsLeft(at: state.timers.now) } == [1800])
    }

    @Test("c on a recipe as written opens cook mode as written, without a servings line")
    func opensAsWritten() {
        var state = onBread()
        state.apply(.openCook, in: catalog)
        #expect(state.navigation.visibleRoute == .cook("Bread/Bread", step: 1))
        #expect(lines(state).prefix(3) == ["Bread · Dough", "Step 1 of 2 ████████████░░░░░░░░░░░░", ""])
        #expect(lines(state).contains("  [ ] 500 g flour"))
    }

    @Test("+, - and = scale cook mode itself, at its step; u shows its quantities in other units")
    func scaleInCookMode() {
        var state = onBread()
        state.apply([.openCook, .cook(.next), .moreServings], in: catalog)
        #expect(state.navigation.path == [.recipe("Bread/Bread"), .cook("Bread/Bread", step: 2, servings: 5)])
        state.apply([.cook(.previous), .fewerServings, .fewerServings], in: catalog)
        #expect(state.navigation.visibleRoute == .cook("Bread/Bread", step: 1, servings: 3))
        #expect(lines(state)[1] == "Serves 3 (×0.75)")
        #expect(lines(state).contains("  [ ] 375 g flour"))
        state.apply(.cycleUnits, in: catalog)
        #expect(state.units == .metric)
        #expect(lines(state)[1] == "Serves 3 (×0.75) · metric")
        state.apply([.cycleUnits, .recipeServings], in: catalog)
        #expect(state.units == .us)
        #expect(state.navigation.visibleRoute == .cook("Bread/Bread", step: 1))
        // Not scaled, but not as written either: the header still says so.
        #expect(lines(state)[1] == "Serves 4 · US customary")
        #expect(lines(state).contains { $0.hasPrefix("  [ ] ") && $0.hasSuffix(" water") && !$0.contains("ml") })
    }

    @Test("A recipe that does not say how many it serves is not scaled in cook mode either, and says so")
    func notScalable() {
        var state = AppState(navigation: NavigationModel(selectedCategory: "Bread", path: [.recipe("Bread/Toast")], focus: .detail), size: .wide, today: testDay)
        state.prepareForFirstFrame(in: catalog)
        state.apply([.openCook, .moreServings], in: catalog)
        #expect(state.navigation.visibleRoute == .cook("Bread/Toast", step: 1))
        #expect(state.notice == "Toast does not say how many it serves, so it cannot be scaled.")
    }

    @Test("A JSON recipe's cook mode is scaled too: the card's amounts, the directions as written")
    func jsonScaled() throws {
        let catalog = bundledCatalog
        var state = AppState(navigation: NavigationModel(selectedCategory: "dessert", path: [.recipe("apple-pie", servings: 16)], focus: .detail), size: .wide, today: testDay)
        state.prepareForFirstFrame(in: catalog)
        state.apply(.openCook, in: catalog)
        #expect(state.navigation.visibleRoute == .cook("apple-pie", step: 1, servings: 16))
        let content = try #require(state.detailContent(in: catalog))
        let shown = (0..<content.lineCount).map { content.line(at: $0).text.string }
        #expect(shown[1] == "Serves 16 (×2)")
        var unscaled = state
        unscaled.apply(.recipeServings, in: catalog)
        let written = try #require(unscaled.detailContent(in: catalog))
        let writtenLines = (0..<written.lineCount).map { written.line(at: $0).text.string }
        // The card's rows change by their amounts; the rest (the step's text) is the same.
        let card = { (lines: [String]) in lines.filter { $0.hasPrefix("[ ] ") } }
        #expect(card(shown).count == card(writtenLines).count)
        #expect(card(shown) != card(writtenLines))
        #expect(shown.filter { !$0.hasPrefix("[ ] ") && $0 != "Serves 16 (×2)" } == writtenLines.filter { !$0.hasPrefix("[ ] ") })
    }
}
