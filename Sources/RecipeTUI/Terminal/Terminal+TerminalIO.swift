import Glibc
import RecipeApp
import RecipeRuntime

/// The ncurses terminal as the runtime drives it: the waiting and the signals are the process's.
extension Terminal: TerminalIO {
    /// Sleeps in `poll` until a key, a signal, or a wake-up on one of `wakeDescriptors` arrives, at most `timeout`.
    ///
    /// A hung-up terminal is normally announced by SIGHUP; checking for it here as well means a
    /// lost SIGHUP can never leave the loop spinning on a dead descriptor.
    func waitForInput(timeout: Duration?) -> TerminalWait {
        var descriptors = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)]
        let signalDescriptor = SignalHandling.readDescriptor
        if signalDescriptor >= 0 { descriptors.append(pollfd(fd: signalDescriptor, events: Int16(POLLIN), revents: 0)) }
        for descriptor in wakeDescriptors() where descriptor >= 0 {
            descriptors.append(pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0))
        }
        var milliseconds: Int32 = -1
        if let timeout {
            let (seconds, attoseconds) = timeout.components
            milliseconds = Int32(min(60_000, seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000))
        }
        guard poll(&descriptors, nfds_t(descriptors.count), milliseconds) > 0 else { return .woken }
        return descriptors[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) == 0 ? .woken : .gone(exitStatus: 128 + SIGHUP)
    }

    func takeSignals() -> [TerminalSignal] {
        SignalHandling.drain().map { signal in
            switch signal {
            case SIGWINCH: .resized
            case SIGTSTP: .suspend
            case SIGCONT: .continued
            default: .end(exitStatus: 128 + signal)
            }
        }
    }

    func suspendProcess() {
        SignalHandling.suspendSelf()
    }
}
