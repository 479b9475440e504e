import RecipeApp
import RecipeModel
import RecipeNavigation
import SystemFiles

/// The time as the runtime reads it: the real monotonic clock, or a test's that moves only when told.
package protocol RuntimeClock: AnyObject {
    var now: ContinuousClock.Instant { get }
    /// The wall clock, in seconds since 1970: what kitchen timers are saved by, since they must outlive the process.
    var wallSeconds: Double { get }
}

/// The monotonic clock, and the system's wall clock beside it.
package final class SystemClock: RuntimeClock {
    package init() {}
    package var now: ContinuousClock.Instant { .now }
    package var wallSeconds: Double { Double(realTimeNanoseconds()) / 1e9 }
}

/// Writes the place off the key path (`StateWriter`, or a test's recorder).
package protocol PlaceWriting: AnyObject {
    /// Asks for the place to be written soon; a newer one replaces one not yet written.
    func submit(_ navigation: NavigationModel, view: SavedView?)
    /// Waits, at most `limit`, until all that was submitted is written; false when it is not.
    @discardableResult func flush(within limit: Duration) -> Bool
    /// Why a save failed, in words, once: the first failure since the last call.
    func takeSaveFailure() -> String?
}

/// Reads the data again when it changes (`CatalogReloader`, or a test's that hands out scripted outcomes).
package protocol DataReloading: AnyObject {
    /// Starts watching the data; called after the first frame.
    func startWatching()
    /// Why the data, or a folder of it, is not watched, once.
    func takeWatchProblem() -> String?
    /// Asks for a reload at once.
    func requestReload(now: ContinuousClock.Instant)
    /// Notes changes, starts a load when they settled, and returns a finished load's outcome.
    func poll(now: ContinuousClock.Instant) -> CatalogReloader.Outcome?
    /// How long the loop may sleep before `poll` has a load to start; nil for as long as it likes.
    func timeout(now: ContinuousClock.Instant) -> Duration?
    /// Whether the kitchen's files changed on disk since the last call, as the last `poll` found.
    func takeKitchenChanges() -> Bool
}

extension DataReloading {
    /// A reloader that does not watch the kitchen's files never reports them.
    package func takeKitchenChanges() -> Bool { false }
}

/// Reads recipe details too large for the key path off it (`DetailLoader`), and hands them back when done.
package protocol DetailLoading: AnyObject {
    /// Starts reading `route`'s detail from `catalog`; false when it cannot be read off the key path, and the caller reads it at once.
    func start(_ route: Route, in catalog: RecipeCatalog) -> Bool
    /// The reads finished since the last call, in the order they finished.
    func takeFinished() -> [(Route, RecipeDetail?)]
}

/// Reads the kitchen's files off the key path (`KitchenLoader`, or a test's that reads at once).
package protocol KitchenReading: AnyObject {
    /// Starts `read`; one asked for while another runs starts after it.
    func request(_ read: @escaping @Sendable () -> KitchenFiles)
    /// The last read finished since the last call, if any.
    func takeFinished() -> KitchenFiles?
}

/// Runs the user's editor in the foreground and says how it ended (`EditorProcess`, or a test's).
package protocol EditorRunning {
    func run(_ command: EditorCommand) -> EditorOutcome
}

extension StateWriter: PlaceWriting {
    package func takeSaveFailure() -> String? {
        takeFailure()?.description
    }
}

extension CatalogReloader: DataReloading {}

/// Runs the doctor off the key path (`ProblemsExaminer`, or a test's), and hands its findings back when done.
package protocol ProblemsExamining: AnyObject {
    /// Starts examining the data at `dataPath` for one load of it (`load`, the catalog's index's identity);
    /// false when it cannot be done off the key path, and the caller examines at once. True, too, when
    /// one is running: nothing more for the same load, else this one starts when that one ends.
    func start(dataPath: String, isCollection: Bool, load: ObjectIdentifier) -> Bool
    /// The findings of an examination finished since the last call.
    func takeFinished() -> DoctorFindings?
}
