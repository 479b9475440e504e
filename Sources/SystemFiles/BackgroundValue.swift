#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// A value worked out on a thread of its own while the caller does something else, or by the caller
/// when the system has no thread to give.
///
/// For two pieces of work that need each other only at the end, such as reading a cache while
/// walking the folder it describes: on two cores they take the time of the longer one. The thread
/// is a POSIX thread, joined for its value, never Dispatch's: where no thread can be had (see
/// `DetachedThread`), Dispatch would wait for one for ever.
package final class BackgroundValue<Value: Sendable>: @unchecked Sendable {
    // @unchecked: `result` is written by the thread before it ends and read only after `pthread_join`
    // returns, which orders the two; `thread` and `value()` belong to the caller's thread alone.
    private let work: @Sendable () -> Value
    private var result: Value?
    /// The thread while it has not been joined; nil when none could be started, or once joined.
    private var thread: pthread_t?

    /// Starts `work` on a new thread with a stack of `stackSize` bytes, at once.
    package init(stackSize: Int = 1 << 20, _ work: @escaping @Sendable () -> Value) {
        self.work = work
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        // A small stack still starts under a tight address-space limit.
        pthread_attr_setstacksize(&attributes, stackSize)
        // The thread holds the value until it ends: dropped unread, the value ends with the thread.
        let context = Unmanaged.passRetained(ThreadBody { self.result = self.work() }).toOpaque()
        var thread = pthread_t()
        let started = pthread_create(&thread, &attributes, { context in
            Unmanaged<ThreadBody>.fromOpaque(context!).takeRetainedValue().run()
            return nil
        }, context)
        if started == 0 {
            self.thread = thread
        } else {
            Unmanaged<ThreadBody>.fromOpaque(context).release()
        }
    }

    deinit {
        guard let thread else { return }
        // The last reference may be the thread's own, as it ends: it cannot join itself, and leaves instead.
        if pthread_equal(thread, pthread_self()) != 0 { pthread_detach(thread) } else { pthread_join(thread, nil) }
    }

    /// The work's value, waiting for the thread to finish it; without a thread, the work is done now, once.
    package func value() -> Value {
        if let thread {
            pthread_join(thread, nil)
            self.thread = nil
        }
        if let result { return result }
        let value = work()
        result = value
        return value
    }
}

/// What a `BackgroundValue`'s thread runs: a class of its own, since a C function cannot name a generic one.
private final class ThreadBody {
    let run: () -> Void

    init(_ run: @escaping () -> Void) {
        self.run = run
    }
}
