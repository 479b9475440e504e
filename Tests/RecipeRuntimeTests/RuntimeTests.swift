import RecipeApp
import RecipeModel
import RecipeNavigation
import RecipeTestSupport
import Testing

@testable import RecipeRuntime

/// The one loop, on a scripted terminal and a clock that moves only when told: what it makes of
/// events and signals, when it paints and saves, and how it ends. No test sleeps.
@Suite("Runtime")
struct RuntimeTests {
    static let wide = Size(width: 120, height: 40)
    static let day = CalendarDate(year: 2026, month: 11, day: 21)!

    /// A runtime on `catalog` at `navigation`, on a terminal of `size` that will bring `script`, with fakes for everything else.
    final class Harness {
        let clock = ManualClock()
        let terminal: ScriptedTerminal
        let writer = RecordingWriter()
        let reloader = ScriptedReloader()
        let editor = FakeEditor()
        var reports: [String] = []
        var actions: [Action] = []
        let catalog: RecipeCatalog
        lazy var runtime: Runtime = {
            let runtime = Runtime(
                state: AppState(navigation: navigation, size: Size(width: 80, height: 24), today: RuntimeTests.day),
                environment: AppEnvironment(catalog: catalog), terminal: terminal, clock: clock, writer: writer, reloader: reloader, editor: editor,
                launch: launch, report: { [unowned self] in reports.append($0) })
            runtime.willApply = { [unowned self] in actions.append($0) }
            return runtime
        }()
        let navigation: NavigationModel
        var launch: Runtime.Launch

        init(
            catalog: RecipeCatalog = bundledCatalog, navigation: NavigationModel = NavigationModel(), size: Size = RuntimeTests.wide,
            launch: Runtime.Launch = Runtime.Launch(), script: [ScriptedTerminal.Step]
        ) {
            self.catalog = catalog
            self.navigation = navigation
            self.launch = launch
            terminal = ScriptedTerminal(size: size, clock: clock)
            terminal.script = script
        }

        /// The state the pure update reaches from the launch through `actions`, for comparison with the runtime's.
        func expected(after actions: [Action], size: Size = RuntimeTests.wide) -> AppState {
            var state = AppState(navigation: navigation, size: Size(width: 80, height: 24), today: RuntimeTests.day)
            let environment = AppEnvironment(catalog: catalog)
            for action in [.start(size: size, view: nil)] + actions { _ = state.apply(action, in: environment) }
            return state
        }
    }

    @Test("A key is applied, painted, and its place handed to the writer after the frame; q ends with the last save waited for")
    func keyThenQuit() {
        let harness = Harness(script: [.keys(.down), .keys(.character("q"))])
        let status = harness.runtime.run()
        #expect(status == 0)
        #expect(harness.actions == [.start(size: Self.wide, view: nil), .move(.down), .quit])
        #expect(harness.runtime.state == harness.expected(after: [.move(.down), .quit]))
        // The first frame, then ↓'s; q ends before painting.
        #expect(harness.terminal.paints == 2)
        #expect(harness.writer.submissions.map(\.navigation) == [harness.runtime.state.navigation])
        #expect(harness.writer.flushes == 1)
        #expect(harness.terminal.log.suffix(1) == ["stop"])
        #expect(harness.reports.isEmpty)
        #expect(harness.reloader.startedWatching)
    }

    @Test("Typed text that follows text is one action; a run of resizes is one resize, to the last size")
    func coalescing() {
        let small = Size(width: 60, height: 20)
        let harness = Harness(script: [
            ScriptedTerminal.Step([.key(.character("f")), .key(.character("p")), .key(.character("i")), .key(.character("e")), .key(.down)]),
            ScriptedTerminal.Step([.resize(Size(width: 80, height: 24)), .resize(Size(width: 100, height: 30)), .resize(small), .key(.escape)]),
        ])
        #expect(harness.runtime.run() == 129)
        #expect(harness.actions.dropFirst() == [.startGlobalSearch, .insertText("pie"), .move(.down), .resize(small), .dismiss])
        #expect(harness.runtime.state.size == small)
    }

    @Test("A long burst is applied in slices of the clock's 50 ms, each painted, with no wait between them")
    func burstSlices() {
        let harness = Harness(script: [ScriptedTerminal.Step(Array(repeating: .key(.down), count: 10))])
        harness.terminal.readTime = .milliseconds(20)
        _ = harness.runtime.run()
        // Three keys cross 50 ms: slices of 3, 3, 3 and 1, after the first frame.
        #expect(harness.terminal.paints == 5)
        #expect(harness.terminal.log.filter { $0 == "wait" }.count == 2)
        #expect(harness.runtime.state == harness.expected(after: Array(repeating: .move(.down), count: 10)))
    }

    @Test("A failed save is said in the bottom line at once, and only once")
    func saveFailure() {
        let harness = Harness(script: [.keys(.down), ScriptedTerminal.Step(), .keys(.down), ScriptedTerminal.Step()])
        harness.writer.failure = "No space left on device"
        _ = harness.runtime.run()
        #expect(harness.actions.contains(.saveFailed(reason: "No space left on device")))
        #expect(harness.actions.filter { if case .saveFailed = $0 { true } else { false } }.count == 1)
        // The second ↓ cleared the notice; the failure is not said again.
        #expect(harness.runtime.state.notice == nil)
        #expect(harness.writer.submissions.count == 2)
    }

    @Test("A failed save's notice is painted before the next key")
    func saveFailurePainted() {
        let harness = Harness(script: [.keys(.down), ScriptedTerminal.Step()])
        harness.writer.failure = "No space left on device"
        _ = harness.runtime.run()
        #expect(harness.terminal.screen.contains { $0.contains("Your place will not be saved") })
    }

    @Test("A finished reload is an action: the place moves onto the new data, which the runtime draws from, and the place is saved")
    func reload() {
        let old = TestCatalogs.small
        let new = TestCatalogs.small { _, recipes in recipes.removeAll { $0.id == "crepes" } }
        let navigation = NavigationModel(selectedCategory: "dessert", path: .recipes(["crepes"]), focus: .detail)
        let harness = Harness(catalog: old, navigation: navigation, launch: Runtime.Launch(dataName: "recipes.json"), script: [ScriptedTerminal.Step()])
        harness.reloader.outcomes = [
            .reloaded(CatalogReloader.Reloaded(catalog: new, difference: CatalogDifference(from: old, to: new), folders: DataFolders(folders: [], fileNames: nil), sawChanges: true))
        ]
        _ = harness.runtime.run()
        guard case .reloaded(let reload)? = harness.actions.last else {
            Issue.record("no reload applied: \(harness.actions)")
            return
        }
        #expect(reload.dataName == "recipes.json")
        #expect(harness.runtime.environment.catalog.name(ofRecipe: "crepes") == nil)
        var expected = harness.expected(after: [])
        _ = expected.apply(.reloaded(reload), in: AppEnvironment(catalog: old))
        #expect(harness.runtime.state == expected)
        // Crêpes, selected, was removed: the row that took its place is selected (issue 28).
        #expect(harness.runtime.state.navigation.path == [.recipe("pie-crust")])
        #expect(harness.writer.submissions.last?.navigation == harness.runtime.state.navigation)
        #expect(harness.terminal.screen.contains { $0.contains("recipes.json changed") })
    }

    @Test("A reload that failed is an action too: the data on screen stays and the bottom line says why")
    func reloadFailed() throws {
        let error: CatalogLoadError
        do {
            _ = try CatalogLoading.load(path: "/nonexistent/recipes.json", environment: [:])
            Issue.record("a missing file loaded")
            return
        } catch let caught {
            error = caught
        }
        let harness = Harness(launch: Runtime.Launch(dataName: "recipes.json"), script: [ScriptedTerminal.Step()])
        harness.reloader.outcomes = [.failed(error)]
        harness.reloader.watchProblem = nil
        _ = harness.runtime.run()
        #expect(harness.actions.last == .reloadFailed(dataName: "recipes.json", reason: error.description, postscript: nil))
        #expect(harness.runtime.environment.catalog.recipeCount == bundledCatalog.recipeCount)
    }

    @Test("The editor runs with the screen given back and the place written; its return is an action that asks for a reload")
    func editor() {
        let navigation = NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie"]), focus: .detail)
        let harness = Harness(navigation: navigation, launch: Runtime.Launch(processEnvironment: ["EDITOR": "vi"]), script: [.keys(.character("e"))])
        harness.editor.outcome = .exited(status: 1)
        harness.terminal.measuredSize = Size(width: 100, height: 30)
        _ = harness.runtime.run()
        #expect(harness.editor.commands.count == 1)
        #expect(harness.editor.commands.first?.editor == "vi")
        #expect(harness.actions.dropFirst() == [.edit, .editorReturned(.exited(status: 1), editor: "vi"), .resize(Size(width: 100, height: 30))])
        #expect(harness.reloader.requests.count == 1)
        #expect(Array(harness.terminal.log.prefix(4)) == ["wait", "stop", "resume", "invalidate"])
        #expect(harness.writer.flushes >= 1)
        #expect(harness.terminal.screen.contains { $0.contains("The editor `vi` exited with status 1.") })
    }

    @Test("Ctrl-Z leaves the screen with the place written, stops, and comes back at the terminal's size then; its SIGCONT repaints nothing more")
    func suspend() {
        let harness = Harness(script: [
            ScriptedTerminal.Step(signals: [.suspend]), ScriptedTerminal.Step(signals: [.continued]), ScriptedTerminal.Step(signals: [.end(exitStatus: 143)]),
        ])
        harness.terminal.measuredSize = Size(width: 70, height: 20)
        let status = harness.runtime.run()
        #expect(status == 143)
        #expect(harness.terminal.log == ["wait", "stop", "suspend", "resume", "invalidate", "wait", "wait", "stop"])
        #expect(harness.runtime.state.size == Size(width: 70, height: 20))
        #expect(harness.terminal.paints == 2)
        // Once before suspending, once at the end.
        #expect(harness.writer.flushes == 2)
    }

    @Test("A SIGCONT the app did not ask for repaints at the terminal's size; SIGWINCH resizes")
    func continuedAndResized() {
        let harness = Harness(script: [ScriptedTerminal.Step(signals: [.continued]), ScriptedTerminal.Step(signals: [.resized])])
        harness.terminal.measuredSize = Size(width: 90, height: 30)
        _ = harness.runtime.run()
        #expect(harness.actions.dropFirst() == [.resize(Size(width: 90, height: 30)), .resize(Size(width: 90, height: 30))])
        #expect(harness.terminal.paints == 3)
    }

    @Test("A terminal that hangs up ends the app with its status, writing the place on screen when none was ever saved")
    func hangUp() {
        let harness = Harness(launch: Runtime.Launch(hasSavedPlace: false), script: [])
        #expect(harness.runtime.run() == 129)
        #expect(harness.writer.submissions.map(\.navigation) == [harness.runtime.state.navigation])
    }

    @Test("What the launch changed is saved after the first frame")
    func saveAtStart() {
        let harness = Harness(launch: Runtime.Launch(saveAtStart: true), script: [])
        harness.runtime.start()
        #expect(harness.terminal.paints == 1)
        #expect(harness.writer.submissions.count == 1)
    }

    @Test("A last save that does not finish in time is said on standard error, and the app ends all the same")
    func finalSaveLimit() {
        let harness = Harness(script: [.keys(.down), .keys(.character("q"))])
        harness.writer.flushSucceeds = false
        #expect(harness.runtime.run() == 0)
        #expect(harness.reports == ["your place could not be saved within 3 seconds (the disk does not answer); quitting without it"])
    }

    @Test("A problem watching the data, found after the first frame, is said and painted at once")
    func watchProblem() {
        let harness = Harness(launch: Runtime.Launch(), script: [])
        harness.reloader.watchProblem = "Changes to the data are not watched (Too many open files): they show after a relaunch."
        harness.runtime.start()
        #expect(harness.actions.last == .watchProblem("Changes to the data are not watched (Too many open files): they show after a relaunch."))
        #expect(harness.terminal.paints == 2)
        #expect(harness.terminal.screen.contains { $0.contains("Changes to the data are not watched") })
    }
}
