import Dispatch
import RecipeModel
import Synchronization

/// Writes the saved place on a background queue, so that a slow disk never delays a key.
///
/// A save is an atomic replace with two `fsync`s, which can take tens of milliseconds. Only the
/// latest place matters: a submission replaces one not yet written, so a burst of keys costs one
/// write. `flush()` waits until everything submitted is on disk, for quitting and suspending.
final class StateWriter: Sendable {
    private let store: StateStore
    private let queue = DispatchQueue(label: "recipe-tui.state-writer")
    private let shared = Mutex(Shared())

    private struct Shared {
        /// The place to write next; nil when nothing waits.
        var pending: NavigationModel?
        /// The first failure not yet reported.
        var failure: StateStore.SaveError?
    }

    init(store: StateStore) {
        self.store = store
    }

    /// Asks for `navigation` to be written soon; returns at once.
    func submit(_ navigation: NavigationModel) {
        let wasIdle = shared.withLock { shared in
            defer { shared.pending = navigation }
            return shared.pending == nil
        }
        // A write already waiting will pick up the newer place; otherwise one is queued.
        if wasIdle { queue.async { self.writePending() } }
    }

    /// Waits until every place submitted so far has been written.
    func flush() {
        queue.sync {}
    }

    /// The first failure since the last call, if any: the app reports it once.
    func takeFailure() -> StateStore.SaveError? {
        shared.withLock { shared in
            defer { shared.failure = nil }
            return shared.failure
        }
    }

    private func writePending() {
        guard let navigation = shared.withLock({ shared in
            defer { shared.pending = nil }
            return shared.pending
        }) else { return }
        do {
            try store.save(navigation)
        } catch {
            shared.withLock { shared in
                if shared.failure == nil { shared.failure = error }
            }
        }
    }
}
