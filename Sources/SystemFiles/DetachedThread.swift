#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// Starts work on a thread of its own, or says at once that the system has no thread to give.
///
/// `DispatchQueue.async` cannot fail: where no thread can be had (a process limit such as
/// `prlimit --nproc=1`, a tight `ulimit -v`), the work it was given waits for ever, and so does
/// whoever waits for that work. A caller of `start` learns that it failed and does the work itself,
/// or goes without it.
package enum DetachedThread {
    /// Runs `body` on a new detached thread with a stack of `stackSize` bytes; false when no thread could be started.
    package static func start(stackSize: Int = 1 << 20, _ body: @escaping @Sendable () -> Void) -> Bool {
        final class Box {
            let body: @Sendable () -> Void
            init(_ body: @escaping @Sendable () -> Void) { self.body = body }
        }
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        // A small stack still starts under a tight address-space limit.
        pthread_attr_setstacksize(&attributes, stackSize)
        let context = Unmanaged.passRetained(Box(body)).toOpaque()
        var thread = pthread_t()
        let result = pthread_create(&thread, &attributes, { context in
            Unmanaged<Box>.fromOpaque(context!).takeRetainedValue().body()
            return nil
        }, context)
        if result != 0 {
            Unmanaged<Box>.fromOpaque(context).release()
            return false
        }
        return true
    }
}

extension DetachedThread {
    /// Makes the calling thread yield to the others: background work (a reload of the data) must
    /// not make keys wait on a machine whose every core it could fill.
    ///
    /// On Linux a thread's nice value is its own, and threads it starts inherit it. Failing (a
    /// system that refuses) leaves the priority as it was, which is only slower keys, never wrong.
    package static func lowerPriorityOfCurrentThread(to niceness: Int32 = 10) {
        #if os(Linux)
        // Who 0 is the calling thread on Linux, where the nice value is per thread (see setpriority(2)).
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, niceness)
        #endif
    }
}
