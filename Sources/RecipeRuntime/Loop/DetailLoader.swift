import RecipeModel
import RecipeNavigation
import Synchronization
import SystemFiles

/// Reads recipe details too large for the key path on threads of their own, and wakes the
/// runtime's `poll` when one is done: the runtime applies `Action.detailLoaded` for it then.
///
/// Used from the runtime's thread only; the threads share `Shared` and the wake pipe's write end.
/// The pipe is made at the first large read, so that a launch takes no descriptor for it.
package final class DetailLoader: DetailLoading {
    private final class Shared: Sendable {
        /// The screens being read now, so that a key pressed while one loads does not start it again.
        let loading = Mutex<Set<Route>>([])
        /// The loads finished since the session last took them.
        let finished = Mutex<[(Route, RecipeDetail?)]>([])
    }

    private let shared = Shared()
    private var wake: WakePipe?
    /// Set when the pipe could not be made (no descriptor left): every read is then done at once.
    private var noWake = false

    package init() {}


    /// What the session's `poll` watches; -1 before the first large read, or without a pipe.
    package var wakeDescriptor: Int32 { wake?.readEnd ?? -1 }

    /// Starts reading `route`'s detail from `catalog`; false when it cannot be read off the key path
    /// (no wake pipe, no thread), and the caller reads it at once. True, too, when it is being read already.
    package func start(_ route: Route, in catalog: RecipeCatalog) -> Bool {
        guard case .recipe(let id, _) = route else { return false }
        if wake == nil && !noWake {
            wake = try? WakePipe()
            noWake = wake == nil
        }
        guard let writeEnd = wake?.writeEnd else { return false }
        let shared = shared
        guard shared.loading.withLock({ $0.insert(route).inserted }) else { return true }
        // A deep stack: the parse of a front matter recurses once per level of its (bounded) nesting.
        let started = DetachedThread.start(stackSize: 8 << 20) {
            let detail = catalog.loadDetail(id)
            shared.finished.withLock { $0.append((route, detail)) }
            shared.loading.withLock { _ = $0.remove(route) }
            WakePipe.wake(writeEnd: writeEnd)
        }
        if !started { shared.loading.withLock { _ = $0.remove(route) } }
        return started
    }

    /// The loads finished since the last call, in the order they finished.
    package func takeFinished() -> [(Route, RecipeDetail?)] {
        guard let wake else { return [] }
        WakePipe.drain(readEnd: wake.readEnd)
        return shared.finished.withLock { taken in
            defer { taken = [] }
            return taken
        }
    }
}
