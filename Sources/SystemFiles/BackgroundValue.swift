import Dispatch

/// A value worked out on a thread of its own while the caller does something else, or by the caller
/// when the system has no thread to give.
///
/// For two pieces of work that need each other only at the end, such as reading a cache while
/// walking the folder it describes: on two cores they take the time of the longer one.
package struct BackgroundValue<Value: Sendable>: Sendable {
    /// Where the thread leaves the value; the semaphore orders its write before every read.
    private final class Slot: @unchecked Sendable {
        // @unchecked: `value` is written once, by the thread, before `done` is signalled, and read only after waiting for it.
        var value: Value?
        let done = DispatchSemaphore(value: 0)
    }

    private let work: @Sendable () -> Value
    /// Nil when no thread could be started: `value()` then does the work itself.
    private let slot: Slot?

    /// Starts `work` on a new thread at once.
    package init(_ work: @escaping @Sendable () -> Value) {
        self.work = work
        let slot = Slot()
        let started = DetachedThread.start {
            slot.value = work()
            slot.done.signal()
        }
        self.slot = started ? slot : nil
    }

    /// The work's value, waiting for the thread to finish it; without a thread, the work is done now.
    package func value() -> Value {
        guard let slot else { return work() }
        slot.done.wait()
        // Signalled again, so that asking twice does not wait for ever.
        defer { slot.done.signal() }
        return slot.value!
    }
}
