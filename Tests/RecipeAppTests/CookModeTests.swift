@testable import RecipeApp
import Foundation
import RecipeModel
import RecipeNavigation
import RecipeTestSupport
import Testing

/// A collection with one bread of three steps in two sections, two of its timers in the last step.
let cookCatalog: RecipeCatalog = {
    let root = try! makeCooklangFolder(text: ["Bread/Loaf.cook": CookStepsTests.loaf + "\n\nEnough of @salt{10%g}, no timer.\n", "Bread/Toast.cook": "Toast the @bread.\n"])
    return try! RecipeCatalog(cooklangFolder: root.path)
}()

@Suite("Cook mode: one step at a time, the card to tick, the step's timers")
struct CookModeTests {
    let catalog = cookCatalog
    static let wall = 1_800_000_000.0

    /// The loaf open in the detail, the focus on it.
    func onLoaf(size: Size = .wide) -> AppState {
        var state = AppState(navigation: NavigationModel(selectedCategory: "Bread", path: [.recipe("Bread/Loaf")], focus: .detail), size: size, today: testDay)
        state.prepareForFirstFrame(in: catalog)
        state.timers.now = Self.wall
        return state
    }

    func lines(_ state: AppState) -> [String] {
        guard let content = state.detailContent(in: catalog) else { return [] }
        return (0..<content.lineCount).map { String(repeating: " ", count: content.line(at: $0).indent - 1) + content.line(at: $0).text.string }
    }

    @Test("c opens cook mode at the first step; its keys come before the global table")
    func opens() {
        var state = onLoaf()
        state.apply(.openCook, in: catalog)
        #expect(state.navigation.path == [.recipe("Bread/Loaf"), .cook("Bread/Loaf", step: 1)])
        #expect(state.navigation.focus == .detail)
        #expect(state.inputMode == .cook)
        #expect(Keymap.standard.action(for: .right, mode: .cook) == .cook(.next))
        #expect(Keymap.standard.action(for: .character(" "), mode: .cook) == .cook(.next))
        #expect(Keymap.standard.action(for: .character("q"), mode: .cook) == .cook(.leave))
        #expect(Keymap.standard.action(for: .character("t"), mode: .cook) == .cook(.startTimers))
        #expect(Keymap.standard.action(for: .character("t"), mode: .commands) == .recipeOfTheDay)
        #expect(lines(state) == [
            "Loaf · Levain",
            "Step 1 of 4 ██████░░░░░░░░░░░░░░░░░░",
            "",
            "Get ready (Enter ticks)",
            "  [ ] 50 g starter",
            "  [ ] 50 g flour",
            "",
            "  Mix @starter and @flour; leave for ~6 hours.",
            "",
            "In this step",
            "  50 g starter",
            "  50 g flour",
            "",
            "Timers (t starts them)",
            "  6:00:00 · 6 hours",
            "",
            "> Warm water speeds it up.",
        ])
    }

    @Test("Next, previous, Home and End move through the steps; past either end a notice says so")
    func moves() {
        var state = onLoaf()
        state.apply([.openCook, .cook(.next)], in: catalog)
        #expect(state.navigation.visibleRoute == .cook("Bread/Loaf", step: 2))
        #expect(lines(state).prefix(2) == ["Loaf · Bake", "Step 2 of 4 ████████████░░░░░░░░░░░░"])
        state.apply(.cook(.last), in: catalog)
        #expect(state.navigation.visibleRoute == .cook("Bread/Loaf", step: 4))
        state.apply(.cook(.next), in: catalog)
        #expect(state.navigation.visibleRoute == .cook("Bread/Loaf", step: 4))
        #expect(state.notice == "This is the last step: Esc goes back to the recipe.")
        state.apply(.cook(.first), in: catalog)
        state.apply(.cook(.previous), in: catalog)
        #expect(state.navigation.visibleRoute == .cook("Bread/Loaf", step: 1))
        #expect(state.navigation.path.count == 2)
    }

    @Test("Esc goes back to the recipe, and c returns to the step that was left")
    func stepKept() {
        var state = onLoaf()
        state.apply([.openCook, .cook(.next), .cook(.next), .cook(.leave)], in: catalog)
        #expect(state.navigation.path == [.recipe("Bread/Loaf")])
        state.apply(.openCook, in: catalog)
        #expect(state.navigation.visibleRoute == .cook("Bread/Loaf", step: 3))
    }

    @Test("Enter ticks the card's ingredient under the cursor, and again unticks it")
    func ticks() {
        var state = onLoaf()
        state.apply([.openCook, .move(.down), .cook(.tick)], in: catalog)
        #expect(lines(state)[4...5] == ["  [ ] 50 g starter", "  [x] 50 g flour"])
        state.apply(.cook(.tick), in: catalog)
        #expect(lines(state)[5] == "  [ ] 50 g flour")
    }

    @Test("t starts each of the step's timers once, named by its own name or the recipe and step")
    func startsTimers() {
        var state = onLoaf()
        state.apply([.openCook, .cook(.last), .cook(.previous), .cook(.startTimers)], in: catalog)
        #expect(state.timers.timers.map(\.name) == ["Loaf step 3, timer 1", "Loaf step 3, timer 2"])
        #expect(state.timers.timers.map { $0.secondsLeft(at: Self.wall) } == [1200, 1500])
        #expect(state.notice == "Loaf step 3, timer 1 started, 0:20:00; Loaf step 3, timer 2 started, 0:25:00.")
        state.apply([.cook(.previous), .cook(.startTimers), .cook(.startTimers)], in: catalog)
        #expect(state.timers.timers.map(\.name) == ["Loaf step 3, timer 1", "Loaf step 3, timer 2", "Rise"])
        #expect(state.notice == "Rise already runs.")
        state.apply([.cook(.last), .cook(.startTimers)], in: catalog)
        #expect(state.notice == "This step has no timer.")
    }

    @Test("The strip shows on every screen and counts down; a timer that ends rings, notifies, and its notice stays until dismissed")
    func ends() {
        var state = onLoaf()
        state.apply([.openCook, .cook(.next), .cook(.startTimers), .cook(.leave), .move(.up)], in: catalog)
        #expect(state.apply(.clockTick(Self.wall + 3000.2), in: catalog) == [])
        var screen = state.render(in: catalog).lines
        #expect(screen[38].hasPrefix(" Rise 0:40:00"))
        let effects = state.apply(.clockTick(Self.wall + 5400), in: catalog)
        #expect(effects == [.bell, .notifyDesktop(title: "recipe-tui", body: "Timer ended: Rise")])
        #expect(state.apply(.clockTick(Self.wall + 5460), in: catalog) == [])
        state.apply(.move(.down), in: catalog)
        screen = state.render(in: catalog).lines
        #expect(screen[38].hasPrefix(" Rise ended 1 min ago"))
        #expect(screen[39].hasPrefix(" Timer ended: Rise (Esc dismisses, T shows the timers)"))
        state.apply(.dismiss, in: catalog)
        #expect(state.timers.isEmpty)
        #expect(state.layout.timerStrip == nil)
        #expect(!state.render(in: catalog).lines.contains { $0.contains("Rise") })
    }

    @Test("T shows every timer: pause, resume, a minute more, cancel")
    func timersBox() throws {
        var state = onLoaf()
        state.apply([.openCook, .cook(.last), .cook(.previous), .cook(.startTimers), .showTimers], in: catalog)
        #expect(state.overlay == .timers(selected: 0))
        #expect(state.inputMode == .timers)
        #expect(Keymap.standard.action(for: .character("+"), mode: .timers) == .timer(.addMinute))
        state.apply([.move(.down), .timer(.pauseOrResume)], in: catalog)
        state.apply(.clockTick(Self.wall + 100), in: catalog)
        try #require(state.timers.timers.count == 2)
        #expect(state.timers.timers.map { $0.secondsLeft(at: state.timers.now) } == [1100, 1500])
        state.apply([.timer(.pauseOrResume), .timer(.addMinute)], in: catalog)
        #expect(state.timers.timers[1].secondsLeft(at: state.timers.now) == 1560)
        state.apply([.move(.up), .timer(.cancel)], in: catalog)
        #expect(state.timers.timers.map { $0.secondsLeft(at: state.timers.now) } == [1560])
        #expect(state.overlay == .timers(selected: 0))
        #expect(state.render(in: catalog).lines.contains { $0.contains("▸ Loaf step 3, timer 2 0:26:00") })
        state.apply([.timer(.cancel)], in: catalog)
        #expect(state.overlay == nil)
        state.apply(.showTimers, in: catalog)
        #expect(state.notice == "No timer runs: in cook mode (c), t starts the step's timers.")
    }

    @Test("Cook mode opens only from a recipe, and reads at 40×12 with the strip")
    func narrow() {
        var state = onLoaf(size: Size(width: 40, height: 12))
        state.apply([.openCook, .cook(.next), .cook(.startTimers)], in: catalog)
        let screen = state.render(in: catalog).lines
        #expect(screen.count == 12)
        #expect(screen.contains { $0.contains("Step 2 of 4") })
        #expect(screen[10].hasPrefix(" Rise 1:30:00"))
        #expect(cellProblems(in: state.render(in: catalog)).isEmpty)
        var ingredient = onLoaf()
        ingredient.apply([.forward], in: catalog)
        ingredient.apply(.openCook, in: catalog)
        #expect(ingredient.notice == "Cook mode starts from a recipe: this screen is not one.")
    }

    @Test("Timers are saved with the view by their end times; a relaunch drops those whose recipe is gone, and says which ended")
    func savedTimers() throws {
        var state = onLoaf()
        state.apply([.openCook, .cook(.next), .cook(.startTimers)], in: catalog)
        var view = state.savedView(in: AppEnvironment(catalog: catalog))
        #expect(view.timers == state.timers.timers)
        view.timers?.append(CookTimer(id: 9, name: "Gone", recipeID: "Bread/Brioche", step: 1, endsAt: Self.wall))
        let data = try JSONEncoder().encode(view)
        let decoded = try JSONDecoder().decode(SavedView.self, from: data)
        var relaunched = AppState(navigation: state.navigation, size: .wide, today: testDay)
        relaunched.timers.now = Self.wall + 5400 + 180
        _ = relaunched.apply(.start(size: .wide, view: decoded), in: AppEnvironment(catalog: catalog))
        #expect(relaunched.timers.timers.map(\.name) == ["Rise"])
        #expect(relaunched.notice == "Timer \"Gone\" dropped: the recipe no longer exists; Rise ended 3 min ago.")
    }
}
