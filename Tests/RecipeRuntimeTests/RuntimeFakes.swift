import RecipeApp
import RecipeModel
import RecipeNavigation
import RecipeRuntime

// The services a runtime under test is given: each records what the loop asked of it, and answers as the test says.

/// A writer that keeps every place submitted, and fails or stalls when told.
final class RecordingWriter: PlaceWriting {
    var submissions: [(navigation: NavigationModel, view: SavedView?)] = []
    var flushes = 0
    /// What `flush` answers: false for a disk that does not answer within the limit.
    var flushSucceeds = true
    /// Handed out by the first `takeSaveFailure` after a submission, as the real writer's thread would set it.
    var failure: String?
    private var failed: String?

    func submit(_ navigation: NavigationModel, view: SavedView?) {
        submissions.append((navigation, view))
        if let failure { failed = failure }
    }

    func flush(within limit: Duration) -> Bool {
        flushes += 1
        return flushSucceeds
    }

    func takeSaveFailure() -> String? {
        defer { failed = nil }
        return failed
    }
}

/// A reloader whose loads are done already: each poll hands out the next outcome given to it.
final class ScriptedReloader: DataReloading {
    var outcomes: [CatalogReloader.Outcome] = []
    var watchProblem: String?
    private(set) var startedWatching = false
    private(set) var requests: [ContinuousClock.Instant] = []

    func startWatching() { startedWatching = true }

    func takeWatchProblem() -> String? {
        defer { watchProblem = nil }
        return watchProblem
    }

    func requestReload(now: ContinuousClock.Instant) { requests.append(now) }
    /// Handed out once by `takeKitchenChanges`, as a watcher that saw a kitchen file change.
    var kitchenChanges = false

    func takeKitchenChanges() -> Bool {
        defer { kitchenChanges = false }
        return kitchenChanges
    }
    func timeout(now: ContinuousClock.Instant) -> Duration? { nil }

    func poll(now: ContinuousClock.Instant) -> CatalogReloader.Outcome? {
        outcomes.isEmpty ? nil : outcomes.removeFirst()
    }
}

/// An editor that ends as the test says, and keeps the commands it was given.
final class FakeEditor: EditorRunning {
    var outcome: EditorOutcome = .finished
    private(set) var commands: [EditorCommand] = []

    func run(_ command: EditorCommand) -> EditorOutcome {
        commands.append(command)
        return outcome
    }
}
