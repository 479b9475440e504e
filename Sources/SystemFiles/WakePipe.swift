#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// A pipe whose ends never block and close on exec: how a thread or a signal handler wakes a loop asleep in `poll`.
///
/// The writer writes a byte; the loop reads whatever is there without waiting. Neither end may
/// block (a full pipe already says "wake up"), and neither may leak into a program the app starts.
/// The pipe closes both ends when its owner lets it go. A thread is given only `writeEnd`: the session
/// ends with the process, so a thread still working then writes to a pipe that is gone, harmlessly.
package final class WakePipe: Sendable {
    package let readEnd: Int32
    package let writeEnd: Int32

    /// Makes the pipe; throws the system's reason when no descriptor is left.
    package init() throws(SystemError) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw SystemError() }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        readEnd = ends[0]
        writeEnd = ends[1]
    }

    deinit {
        close(readEnd)
        close(writeEnd)
    }

    /// Wakes the loop watching the pipe whose write end is `writeEnd`; -1 does nothing.
    ///
    /// Takes only the descriptor, so that a thread needs nothing else of its owner's.
    package static func wake(writeEnd: Int32) {
        guard writeEnd >= 0 else { return }
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
    }

    /// Empties the pipe whose read end is `readEnd` without waiting, once the loop is awake; -1 does nothing.
    package static func drain(readEnd: Int32) {
        guard readEnd >= 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(readEnd, &buffer, buffer.count) > 0 {}
    }
}
