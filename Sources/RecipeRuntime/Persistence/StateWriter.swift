import RecipeApp
import Glibc  // the writer thread's mutex and condition
import RecipeModel
import RecipeNavigation
import SystemFiles

/// Writes the saved place on a thread of its own, so that a slow disk never delays a key.
///
/// A save is an atomic replace with two `fsync`s, which can take tens of milliseconds. Only the
/// latest place matters: a submission replaces one not yet written, so a burst of keys costs one
/// write. `flush(within:)` waits, for a bounded time, until everything submitted is on disk, for
/// quitting and suspending. A failure wakes the session through `wakeDescriptor`, so that it can
/// say so at once.
///
/// The thread is a plain `pthread`, not a Dispatch queue: where no thread can be had (a process
/// limit, a tight address-space limit), `DispatchQueue.async` waits for one for ever, with the key
/// that asked for the save. Here a thread that cannot be started makes the writer save on the
/// caller's thread instead, and a key waits for the disk but never hangs.
package final class StateWriter: @unchecked Sendable {
    /// Saves one place; the store's `save` unless a test gives another.
    package typealias Save = @Sendable (NavigationModel) throws(StateStore.SaveError) -> Void
    /// Saves one place with the view state beside it.
    package typealias SavePlace = @Sendable (NavigationModel, SavedView?) throws(StateStore.SaveError) -> Void
    /// Starts `body` on a new detached thread; false when no thread can be had.
    package typealias ThreadStarter = (@escaping @Sendable () -> Void) -> Bool

    private let save: SavePlace
    private let startThread: ThreadStarter
    /// Guards everything below it; `changed` is signalled when any of it changes.
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let changed = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    /// The place to write next, with its view state; nil when nothing waits.
    private var pending: (navigation: NavigationModel, view: SavedView?)?
    /// Whether the thread is writing a place it has taken from `pending`.
    private var writing = false
    /// The first failure not yet reported.
    private var failure: StateStore.SaveError?
    private var thread = ThreadState.notStarted

    private enum ThreadState {
        case notStarted, running, unavailable
    }

    /// Becomes readable when a save fails, so that a loop asleep in `poll` wakes to report it; -1 without a pipe.
    package let wakeDescriptor: Int32
    /// Owns the pipe's ends, closed with the writer.
    private let wake: WakePipe?
    private let wakeWriter: Int32

    package convenience init(store: StateStore) {
        self.init(savePlace: { navigation, view throws(StateStore.SaveError) in try store.save(navigation, view: view) })
    }

    /// A writer of the navigation alone, for tests of when it writes.
    package convenience init(save: @escaping Save, startThread: @escaping ThreadStarter = { DetachedThread.start($0) }) {
        self.init(savePlace: { navigation, _ throws(StateStore.SaveError) in try save(navigation) }, startThread: startThread)
    }

    package init(savePlace: @escaping SavePlace, startThread: @escaping ThreadStarter = { DetachedThread.start($0) }) {
        self.save = savePlace
        self.startThread = startThread
        pthread_mutex_init(lock, nil)
        // Timed waits measure a monotonic clock: a clock set back must not stretch the wait at quit.
        var attributes = pthread_condattr_t()
        pthread_condattr_init(&attributes)
        pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
        pthread_cond_init(changed, &attributes)
        pthread_condattr_destroy(&attributes)
        wake = try? WakePipe()
        wakeDescriptor = wake?.readEnd ?? -1
        wakeWriter = wake?.writeEnd ?? -1
    }

    deinit {
        // The thread holds the writer while it runs, so a writer being freed has none.
        pthread_cond_destroy(changed)
        pthread_mutex_destroy(lock)
        changed.deallocate()
        lock.deallocate()
    }

    private func locked<Result>(_ body: () -> Result) -> Result {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return body()
    }

    /// Asks for `navigation` and `view` to be written soon; returns at once, unless no thread can be had, when it writes them now.
    package func submit(_ navigation: NavigationModel, view: SavedView? = nil) {
        let writeHere = locked { () -> Bool in
            pending = (navigation, view)
            if thread == .notStarted {
                // The thread keeps the writer alive; a process that quits ends it with everything else.
                thread = startThread { [self] in run() } ? .running : .unavailable
            }
            pthread_cond_broadcast(changed)
            return thread == .unavailable
        }
        if writeHere { writePending() }
    }

    /// Waits until every place submitted so far has been written, or `limit` has passed; false when it has not all been written.
    ///
    /// A disk that does not answer (an `fsync` held for half a minute) must not keep the app from
    /// quitting or suspending for ever: the session waits a few seconds, then goes on and says so.
    @discardableResult
    package func flush(within limit: Duration = .seconds(3)) -> Bool {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        let (seconds, attoseconds) = limit.components
        var nanoseconds = Int(now.tv_nsec) + Int(attoseconds / 1_000_000_000)
        var deadline = timespec(tv_sec: now.tv_sec + Int(seconds) + nanoseconds / 1_000_000_000, tv_nsec: 0)
        nanoseconds %= 1_000_000_000
        deadline.tv_nsec = nanoseconds
        return locked {
            while thread == .running, pending != nil || writing {
                if pthread_cond_timedwait(changed, lock, &deadline) == ETIMEDOUT { break }
            }
            return thread != .running || (pending == nil && !writing)
        }
    }

    /// The first failure since the last call, if any: the app reports it once.
    package func takeFailure() -> StateStore.SaveError? {
        WakePipe.drain(readEnd: wakeDescriptor)
        return locked {
            defer { failure = nil }
            return failure
        }
    }

    /// The thread's loop: waits for a place, writes it, and again.
    private func run() {
        while true {
            locked {
                while pending == nil { pthread_cond_wait(changed, lock) }
            }
            writePending()
        }
    }

    private func writePending() {
        guard let place = locked({ () -> (navigation: NavigationModel, view: SavedView?)? in
            defer { pending = nil }
            if pending != nil { writing = true }
            return pending
        }) else { return }
        var error: StateStore.SaveError?
        do {
            try save(place.navigation, place.view)
        } catch let caught {
            error = caught
        }
        locked {
            writing = false
            if let error, failure == nil { failure = error }
            pthread_cond_broadcast(changed)
        }
        if error != nil { WakePipe.wake(writeEnd: wakeWriter) }
    }
}
