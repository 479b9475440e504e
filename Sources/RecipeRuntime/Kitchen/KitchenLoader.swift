import RecipeApp
import Synchronization
import SystemFiles

/// Reads the kitchen's files on a thread of its own and wakes the runtime's `poll` when done: the
/// runtime applies `Action.kitchenLoaded` with what it read.
///
/// Used from the runtime's thread only. One read at a time: a read asked for while one runs starts
/// when it ends, so the last read always reflects the files after the last request.
package final class KitchenLoader: KitchenReading {
    private final class Shared: Sendable {
        let finished = Mutex<KitchenFiles?>(nil)
    }

    private let shared = Shared()
    private var wake: WakePipe?
    private var reading = false
    /// The read asked for while another ran, started when it ends.
    private var pending: (@Sendable () -> KitchenFiles)?

    package init() {}


    /// What the session's `poll` watches; -1 before the first read, or without a pipe.
    package var wakeDescriptor: Int32 { wake?.readEnd ?? -1 }

    package func request(_ read: @escaping @Sendable () -> KitchenFiles) {
        if reading {
            pending = read
            return
        }
        if wake == nil { wake = try? WakePipe() }
        let shared = shared
        guard let writeEnd = wake?.writeEnd else {
            // No descriptor for the pipe: read now, on the key path, rather than never.
            shared.finished.withLock { $0 = read() }
            return
        }
        reading = true
        let started = DetachedThread.start(stackSize: 8 << 20) {
            // Yield to the key path, as the reloader's thread does.
            DetachedThread.lowerPriorityOfCurrentThread()
            let kitchen = read()
            shared.finished.withLock { $0 = kitchen }
            WakePipe.wake(writeEnd: writeEnd)
        }
        if !started {
            reading = false
            shared.finished.withLock { $0 = read() }
        }
    }

    package func takeFinished() -> KitchenFiles? {
        if let wake { WakePipe.drain(readEnd: wake.readEnd) }
        guard let kitchen = shared.finished.withLock({ taken -> KitchenFiles? in
            defer { taken = nil }
            return taken
        }) else { return nil }
        reading = false
        if let next = pending {
            pending = nil
            request(next)
        }
        return kitchen
    }
}
