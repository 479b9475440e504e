import RecipeModel
import Synchronization
import SystemFiles

/// Reloads the data when it changes on disk: waits for a burst of changes to settle, reads the new
/// version on a thread of its own, and hands it to the session whole, with what changed.
///
/// The session owns the catalog on screen; nothing here touches it. It calls `poll(now:)` whenever
/// `poll(2)` wakes it on one of `descriptors` or after `timeout(now:)`, and gets a finished reload at
/// most once per load. A load never overlaps another: changes that arrive during one start the
/// next after it. An editor writes a file in several steps (truncate, write, close, rename), so a
/// load starts only once the data has been quiet for `settle`, and at the latest `longest` after
/// the first change, so that a file rewritten without pause is still shown within a second.
package final class CatalogReloader: @unchecked Sendable {
    /// A newer version of the data, read whole.
    package struct Reloaded: Sendable {
        package var catalog: RecipeCatalog
        /// What it changed, compared with the catalog it replaces.
        package var difference: CatalogDifference
        /// What to watch now that the data was listed again.
        package var folders: DataFolders
        /// Whether the watcher reported a change before this load; false for a load only asked for
        /// (after the editor ran), which says nothing when it finds nothing changed.
        package var sawChanges: Bool

        package init(catalog: RecipeCatalog, difference: CatalogDifference, folders: DataFolders, sawChanges: Bool) {
            self.catalog = catalog
            self.difference = difference
            self.folders = folders
            self.sawChanges = sawChanges
        }
    }

    /// What a load ended with.
    package enum Outcome: Sendable {
        case reloaded(Reloaded)
        /// The data could not be read as it now is; the catalog on screen stays.
        case failed(CatalogLoadError)
    }

    /// Reads the data as it is now.
    package typealias Load = @Sendable () -> Result<RecipeCatalog, CatalogLoadError>
    /// Lists what to watch for the data as it is now.
    package typealias ListFolders = @Sendable () -> DataFolders
    /// Starts `body` on a new detached thread; false when no thread can be had.
    package typealias ThreadStarter = (@escaping @Sendable () -> Void) -> Bool

    private var watcher: (any DataWatching)?
    private let load: Load
    private let listFolders: ListFolders
    private let startThread: ThreadStarter
    private let makeWakePipe: () throws(SystemError) -> WakePipe
    private let settle: Duration
    private let longest: Duration
    /// The catalog the next load is compared with: the last one handed out.
    private var current: RecipeCatalog
    /// The folders watched now.
    private var watched: Set<String> = []
    /// When the first change not yet loaded arrived, and the last one.
    private var firstChange: ContinuousClock.Instant?
    private var lastChange: ContinuousClock.Instant?
    private var loading = false
    /// Whether the watcher reported a change since the last load started.
    private var changeSeen = false
    /// A load's outcome and what the data spans after it, set by its thread, taken by `poll`.
    private let finished = Mutex<(outcome: Outcome, folders: DataFolders)?>(nil)
    /// Why a folder could not be watched, said once.
    private var watchProblem: String?
    /// Made when watching starts; closed with the reloader.
    private var wake: WakePipe?
    private var wakeReader: Int32 { wake?.readEnd ?? -1 }
    private var wakeWriter: Int32 { wake?.writeEnd ?? -1 }
    /// Set when reloading cannot work at all (no descriptor for the wake pipe); nothing is loaded then.
    private var disabled = false

    /// Reloads the data `load` reads, compared with `current`, when `watcher` says it changed, once `startWatching` was called.
    ///
    /// Without a watcher (inotify refused), reloads happen only when asked for with `requestReload`.
    package init(
        current: RecipeCatalog, watcher: (any DataWatching)?, load: @escaping Load, listFolders: @escaping ListFolders,
        settle: Duration = .milliseconds(100), longest: Duration = .milliseconds(500),
        startThread: @escaping ThreadStarter = { DetachedThread.start(stackSize: 16 << 20, $0) },
        makeWakePipe: @escaping () throws(SystemError) -> WakePipe = { () throws(SystemError) in try WakePipe() }
    ) {
        self.makeWakePipe = makeWakePipe
        self.current = current
        self.watcher = watcher
        self.load = load
        self.listFolders = listFolders
        self.startThread = startThread
        self.settle = settle
        self.longest = longest
    }

    /// Lists what the data spans and starts watching it; a collection's folders are walked, and the
    /// watcher and the wake pipe take descriptors, so the session calls this after its first frame,
    /// once the terminal has what it needs (a low `ulimit -n` costs live reload, never the screen).
    package func startWatching() {
        let wake: WakePipe
        do {
            wake = try makeWakePipe()
        } catch {
            // Without a way to wake the session when a load ends, a reload could wait for the next key: none, then.
            watchProblem = "Changes to the data are not watched (\(error)): they show after a relaunch."
            watcher = nil
            disabled = true
            return
        }
        self.wake = wake
        let folders = listFolders()
        watched = folders.folders
        note(watcher?.follow(folders))
        // A data file replaced between its load and this watch sent its event to no one: load it now.
        if current.dataFileChangedSinceRead { requestReload(now: .now) }
    }

    /// The last problem said, so that one a later load finds again is not said again.
    private var saidProblem: String?

    /// Keeps `problem` to be said, unless it was said already.
    private func note(_ problem: String?) {
        guard let problem, problem != saidProblem else { return }
        saidProblem = problem
        watchProblem = problem
    }

    /// What the session's `poll` waits on besides its own: the watcher, and the end of a load.
    package var descriptors: [Int32] {
        [watcher?.descriptor ?? -1, wakeReader].filter { $0 >= 0 }
    }

    /// How long the session may sleep before `poll` has a load to start; nil for as long as it likes.
    package func timeout(now: ContinuousClock.Instant) -> Duration? {
        guard !loading, !disabled, let due = dueTime else { return nil }
        return max(.zero, due - now)
    }

    /// Asks for a reload at once, as after the editor returns or when a recipe could not be read because its file changed.
    package func requestReload(now: ContinuousClock.Instant) {
        guard !disabled else { return }
        firstChange = firstChange ?? now - longest
        lastChange = now - settle
    }

    /// Whether the watcher saw the kitchen's files change since the last call (as `poll` read its events).
    package func takeKitchenChanges() -> Bool {
        watcher?.takeKitchenChanges() ?? false
    }

    /// Why the data, or a folder of it, is not watched, as a sentence for the bottom line, once; nil when all is, or it was said already.
    package func takeWatchProblem() -> String? {
        defer { watchProblem = nil }
        return watchProblem
    }

    /// Notes changes, starts a load when they have settled, and returns a finished load's outcome.
    package func poll(now: ContinuousClock.Instant) -> Outcome? {
        if let watcher, watcher.takeChanges() {
            firstChange = firstChange ?? now
            lastChange = now
            changeSeen = true
        }
        WakePipe.drain(readEnd: wakeReader)
        if let (outcome, folders) = finished.withLock({ value -> (Outcome, DataFolders)? in
            defer { value = nil }
            return value
        }) {
            loading = false
            if case .reloaded(let reloaded) = outcome { current = reloaded.catalog }
            // Followed after a failed load too: a data folder deleted and made again, still empty, is
            // watched from now on, so that the first recipe written there is seen.
            follow(folders, now: now)
            return outcome
        }
        if !loading, !disabled, let due = dueTime, now >= due {
            firstChange = nil
            lastChange = nil
            start()
            // A load on this thread (no thread to be had) is finished already.
            return loading ? nil : poll(now: now)
        }
        return nil
    }

    /// When the next load should start: once the changes settled, and no later than `longest` after the first.
    private var dueTime: ContinuousClock.Instant? {
        guard let firstChange, let lastChange else { return nil }
        return min(lastChange + settle, firstChange + longest)
    }

    private func start() {
        loading = true
        let sawChanges = changeSeen
        changeSeen = false
        let work: @Sendable () -> Void = { [self, current] in
            let outcome: Outcome
            let folders: DataFolders
            switch load() {
            case .success(let catalog):
                folders = listFolders()
                let reloaded = Reloaded(
                    catalog: catalog, difference: CatalogDifference(from: current, to: catalog), folders: folders, sawChanges: sawChanges)
                outcome = .reloaded(reloaded)
            case .failure(let error):
                folders = listFolders()
                outcome = .failed(error)
            }
            finished.withLock { $0 = (outcome, folders) }
            WakePipe.wake(writeEnd: wakeWriter)
        }
        let started = startThread {
            // Yield to the key path: on two cores, a scan on both would otherwise make keys wait.
            DetachedThread.lowerPriorityOfCurrentThread()
            work()
        }
        if !started {
            // No thread to be had: the keys wait for this load, but the data is still shown as it is.
            work()
            loading = false
        }
    }

    /// Watches what the data spans after a load.
    private func follow(_ folders: DataFolders, now: ContinuousClock.Instant) {
        let added = !folders.folders.isSubset(of: watched)
        watched = folders.folders
        note(watcher?.follow(folders))
        // A file written in a new folder before its watch was added would go unseen: look once more.
        if added, watcher != nil { requestReload(now: now) }
    }
}
