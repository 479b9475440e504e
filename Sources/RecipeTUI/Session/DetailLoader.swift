import Glibc
import RecipeModel
import RecipeNavigation
import Synchronization
import SystemFiles

/// Reads recipe details too large for the key path on threads of their own, and wakes the
/// session's `poll` when one is done: the session applies `Action.detailLoaded` for it then.
final class DetailLoader: Sendable {
    /// The screens being read now, so that a key pressed while one loads does not start it again.
    private let loading = Mutex<Set<Route>>([])
    /// The loads finished since the session last took them.
    private let finished = Mutex<[(Route, RecipeDetail?)]>([])
    private let wake: WakePipe?

    init() {
        wake = try? WakePipe()
    }

    deinit {
        if let wake {
            close(wake.readEnd)
            close(wake.writeEnd)
        }
    }

    /// What the session's `poll` watches; -1 when there is no wake pipe (loads then run at once).
    var wakeDescriptor: Int32 { wake?.readEnd ?? -1 }

    /// Starts reading `route`'s detail from `catalog`; false when it cannot be read off the key path
    /// (no wake pipe, no thread), and the caller reads it at once. True, too, when it is being read already.
    func start(_ route: Route, in catalog: RecipeCatalog) -> Bool {
        guard let wake, case .recipe(let id) = route else { return false }
        guard loading.withLock({ $0.insert(route).inserted }) else { return true }
        // A deep stack: the parse of a front matter recurses once per level of its (bounded) nesting.
        let started = DetachedThread.start(stackSize: 8 << 20) { [self] in
            let detail = catalog.loadDetail(id)
            finished.withLock { $0.append((route, detail)) }
            loading.withLock { _ = $0.remove(route) }
            var byte: UInt8 = 1
            _ = write(wake.writeEnd, &byte, 1)
        }
        if !started { loading.withLock { _ = $0.remove(route) } }
        return started
    }

    /// The loads finished since the last call, in the order they finished.
    func takeFinished() -> [(Route, RecipeDetail?)] {
        guard let wake else { return [] }
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(wake.readEnd, &buffer, buffer.count) > 0 {}
        return finished.withLock { taken in
            defer { taken = [] }
            return taken
        }
    }
}
