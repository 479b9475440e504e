import Dispatch
import Glibc
import RecipeModel
import RecipeNavigation
import Synchronization

/// Writes the saved place on a background queue, so that a slow disk never delays a key.
///
/// A save is an atomic replace with two `fsync`s, which can take tens of milliseconds. Only the
/// latest place matters: a submission replaces one not yet written, so a burst of keys costs one
/// write. `flush()` waits until everything submitted is on disk, for quitting and suspending. A
/// failure wakes the session through `wakeDescriptor`, so that it can say so at once.
package final class StateWriter: Sendable {
    private let store: StateStore
    private let queue = DispatchQueue(label: "recipe-tui.state-writer")
    private let shared = Mutex(Shared())
    /// Becomes readable when a save fails, so that a loop asleep in `poll` wakes to report it; -1 without a pipe.
    package let wakeDescriptor: Int32
    private let wakeWriter: Int32

    private struct Shared {
        /// The place to write next; nil when nothing waits.
        var pending: NavigationModel?
        /// The first failure not yet reported.
        var failure: StateStore.SaveError?
    }

    package init(store: StateStore) {
        self.store = store
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            for end in ends {
                _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            }
        } else {
            ends = [-1, -1]
        }
        wakeDescriptor = ends[0]
        wakeWriter = ends[1]
    }

    deinit {
        if wakeDescriptor >= 0 { close(wakeDescriptor) }
        if wakeWriter >= 0 { close(wakeWriter) }
    }

    /// Asks for `navigation` to be written soon; returns at once.
    package func submit(_ navigation: NavigationModel) {
        let wasIdle = shared.withLock { shared in
            defer { shared.pending = navigation }
            return shared.pending == nil
        }
        // A write already waiting will pick up the newer place; otherwise one is queued.
        if wasIdle { queue.async { self.writePending() } }
    }

    /// Waits until every place submitted so far has been written.
    package func flush() {
        queue.sync {}
    }

    /// The first failure since the last call, if any: the app reports it once.
    package func takeFailure() -> StateStore.SaveError? {
        if wakeDescriptor >= 0 {
            var byte: UInt8 = 0
            while read(wakeDescriptor, &byte, 1) > 0 {}
        }
        return shared.withLock { shared in
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
            var byte: UInt8 = 1
            if wakeWriter >= 0 { _ = write(wakeWriter, &byte, 1) }
        }
    }
}
