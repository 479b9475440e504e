import Foundation
import RecipeApp
import RecipeModel
import RecipeNavigation
import RecipeTestSupport
import Testing

@testable import RecipeRuntime

/// The loop with kitchen timers: it wakes once a second only while one counts, repaints only the
/// strip's cells, rings and notifies when one ends. The clock is a `ManualClock`: no test sleeps.
@Suite("Runtime: timers")
struct RuntimeTimerTests {
    static let catalog: RecipeCatalog = {
        let root = try! makeCooklangFolder(text: ["Kitchen/Eggs.cook": "Boil the @eggs{2} for ~eggs{3%seconds}, then cool them ~{1%minute}.\n"])
        return try! RecipeCatalog(cooklangFolder: root.path)
    }()

    func runtime(_ script: [ScriptedTerminal.Step], clock: ManualClock, launch: Runtime.Launch = Runtime.Launch()) -> (Runtime, ScriptedTerminal) {
        let terminal = ScriptedTerminal(size: Size(width: 120, height: 40), clock: clock)
        terminal.script = script
        let navigation = NavigationModel(selectedCategory: "Kitchen", path: [.recipe("Kitchen/Eggs")], focus: .detail)
        let runtime = Runtime(
            state: AppState(navigation: navigation, size: Size(width: 120, height: 40), today: CalendarDate(year: 2026, month: 11, day: 26)!),
            environment: AppEnvironment(catalog: Self.catalog), terminal: terminal, clock: clock, writer: nil, editor: NoEditor(), launch: launch)
        return (runtime, terminal)
    }

    @Test("Without a timer the loop sleeps without a limit; with one it wakes each second, and the tick changes only the strip's digits")
    func wakesEachSecond() {
        let clock = ManualClock()
        let start = clock.now
        let (runtime, terminal) = runtime([.keys(.character("c")), .keys(.character("t")), Step(), Step()], clock: clock)
        runtime.start()
        _ = runtime.turn()
        _ = runtime.turn()
        // No timer yet: each wait asked for no timeout, so the scripted clock did not move.
        #expect(clock.now == start)
        _ = runtime.turn()
        #expect(runtime.state.timers.timers.map(\.name) == ["Eggs", "Eggs step 1"])
        // The wait after `t` lasts to the next whole second of the wall clock, no longer.
        #expect(clock.now - start <= .milliseconds(1002))
        let cellsBefore = terminal.changedCells
        let paintsBefore = terminal.paints
        _ = runtime.turn()
        // One tick painted: a few digits of the strip, and nothing else.
        #expect(terminal.paints == paintsBefore + 1)
        #expect(terminal.changedCells - cellsBefore <= 8)
        #expect(terminal.screen[38].contains("Eggs 0:00:02"))
    }

    @Test("A timer that ends rings the bell and asks for a desktop notification, unless they are turned off; Ctrl-Z does not stop it")
    func ends() {
        for notifications in [true, false] {
            let clock = ManualClock()
            var launch = Runtime.Launch()
            launch.desktopNotifications = notifications
            let steps = [.keys(.character("c")), .keys(.character("t")), Step(signals: [.suspend])] + Array(repeating: Step(), count: 4)
            let (runtime, terminal) = runtime(steps, clock: clock, launch: launch)
            runtime.start()
            for _ in 0..<8 { _ = runtime.turn() }
            #expect(terminal.log.contains("suspend"))
            #expect(terminal.log.filter { $0 == "bell" }.count == 1)
            #expect(terminal.log.contains("notify recipe-tui: Timer ended: Eggs") == notifications)
            #expect(terminal.screen[38].contains("Eggs ended just now"))
            #expect(terminal.screen[39].contains("Timer ended: Eggs"))
        }
    }
}

private typealias Step = ScriptedTerminal.Step

private struct NoEditor: EditorRunning {
    func run(_ command: EditorCommand) -> EditorOutcome { .finished }
}
