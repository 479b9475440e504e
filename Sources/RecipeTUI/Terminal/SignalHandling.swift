import RecipeApp
import Glibc
import SystemFiles

/// Turns signals into bytes on a pipe, so the main loop handles them between keys with the full API.
///
/// A signal handler may only call async-signal-safe functions, so the handlers here only
/// `write` the signal number to a pipe (the self-pipe trick); the loop reads it with the keys.
/// Fatal signals get a separate handler that puts the terminal back, lets the runtime report the
/// crash, and ends the process with the signal.
enum SignalHandling {
    /// Signals the loop acts on: quit ones, suspend, and window size changes.
    ///
    /// The quit signals are every signal whose default action ends the process without a core
    /// (as vim's handler covers them): each saves, gives the terminal back and exits 128 + N, rather
    /// than leaving the alternate screen, a hidden cursor and mouse reporting behind.
    static let quitSignals: [Int32] = [
        SIGINT, SIGTERM, SIGHUP, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGPWR, SIGIO, SIGSTKFLT,
    ]
    static let monitored: [Int32] = quitSignals + [SIGTSTP, SIGWINCH, SIGCONT]
    /// Crashes, and SIGQUIT (Ctrl-\\), which the Swift runtime also answers with a backtrace.
    private static let fatalSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT, SIGQUIT, SIGSYS]

    /// The read end of the signal pipe, for the loop to wait on; -1 before `install()`.
    static var readDescriptor: Int32 { signalPipeRead }

    /// Installs the handlers; call before ncurses starts so that ncurses keeps its hands off these signals.
    ///
    /// Returns why the signal pipe could not be made (no file descriptor left), and installs nothing then.
    static func install() -> SystemError? {
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { return SystemError() }
        // A terminal app's output that breaks (its terminal gone) is noticed by the hangup, not killed by SIGPIPE mid-write.
        setHandler(SIGPIPE, ignoreSignal, flags: 0)
        for descriptor in descriptors {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        signalPipeRead = descriptors[0]
        signalPipeWrite = descriptors[1]
        for signal in monitored { setHandler(signal, forwardSignal, flags: 0) }

        // Remember the terminal as the user had it, for the crash handler to put back.
        savedTerminalModes = UnsafeMutablePointer<termios>.allocate(capacity: 1)
        if tcgetattr(STDIN_FILENO, savedTerminalModes) != 0 { savedTerminalModes = nil }
        installAlternateStack()
        // The guard of mapped files (see `MappingGuard`), installed by the first load, must answer a
        // SIGBUS before the crash handler does: it is lifted off here and put back on top below.
        MappingGuard.removeHandler()
        // Keep the runtime's own crash handlers (Swift prints a backtrace) to hand over to afterwards.
        previousFatalActions = UnsafeMutablePointer<sigaction>.allocate(capacity: Int(NSIG))
        for signal in fatalSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_sigaction = restoreTerminalAndCrash
            action.sa_flags = Int32(SA_ONSTACK | SA_SIGINFO)
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, previousFatalActions! + Int(signal))
        }
        // A fault in a guarded mapping is answered with zeros; any other SIGBUS chains to the crash handler.
        MappingGuard.installHandler()
        return nil
    }

    /// Returns the signals that arrived since the last call, each once: quit signals first, the others oldest first.
    ///
    /// A storm of resizes (a window dragged, or thousands of SIGWINCH sent on purpose) fills the
    /// pipe with the same byte; acting on each would repaint thousands of times before a later
    /// quit signal or key is seen. One resize stands for all of them, and a quit is never queued
    /// behind anything.
    static func drain() -> [Int32] {
        var signals: [Int32] = []
        var buffer = [UInt8](repeating: 0, count: 512)
        while signalPipeRead >= 0 {
            let count = buffer.withUnsafeMutableBytes { read(signalPipeRead, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            for byte in buffer[0..<count] where !signals.contains(Int32(byte)) {
                signals.append(Int32(byte))
            }
        }
        return signals.filter(quitSignals.contains) + signals.filter { !quitSignals.contains($0) }
    }

    /// Stops the process as the shell's Ctrl-Z expects, returning when it is continued.
    static func suspendSelf() {
        setHandler(SIGTSTP, nil, flags: 0)
        raise(SIGTSTP)
        setHandler(SIGTSTP, forwardSignal, flags: 0)
    }

    /// The keyboard's signals, which reach every process of the terminal's foreground group.
    static let keyboardSignals: [Int32] = [SIGINT, SIGQUIT, SIGTSTP]

    /// Signals a child must start with at their default action: the keyboard's, which the app ignores
    /// while the child runs (and an ignored signal stays ignored across exec), and the app's own SIGPIPE.
    static let childDefaultSignals: [Int32] = keyboardSignals + [SIGPIPE, SIGTTIN, SIGTTOU]

    /// Runs `body`, which runs a child in the terminal's foreground and waits for it, with the keyboard's signals ignored.
    ///
    /// Ctrl-C and Ctrl-\ typed into the child are the child's: as `system()` does, the app ignores
    /// SIGINT and SIGQUIT meanwhile, so they neither end it (SIGQUIT's handler would crash it on
    /// purpose) nor wait in the signal pipe to end it afterwards. SIGTSTP is ignored too: if the child
    /// stops, `stopWithForegroundChild()` stops the app. The handlers are put back exactly as they were.
    static func whileForegroundChildRuns<T>(_ body: () -> T) -> T {
        var previous: [sigaction] = Array(repeating: sigaction(), count: keyboardSignals.count)
        for (index, signal) in keyboardSignals.enumerated() {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = ignoreSignal
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, &previous[index])
        }
        defer {
            for (index, signal) in keyboardSignals.enumerated() { sigaction(signal, &previous[index], nil) }
        }
        return body()
    }

    /// Stops the app, as Ctrl-Z would, because the foreground child stopped; returns when the app is continued.
    ///
    /// Call only inside `whileForegroundChildRuns`, whose SIGTSTP is ignored and is ignored again after.
    static func stopWithForegroundChild() {
        setHandler(SIGTSTP, nil, flags: 0)
        raise(SIGTSTP)
        setHandler(SIGTSTP, ignoreSignal, flags: 0)
    }

    /// `SIG_IGN`, which Swift does not import as a function value.
    private static let ignoreSignal = unsafeBitCast(1, to: (@convention(c) (Int32) -> Void).self)

    private static func setHandler(_ signal: Int32, _ handler: (@convention(c) (Int32) -> Void)?, flags: Int32) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler  // nil is SIG_DFL
        action.sa_flags = flags
        sigemptyset(&action.sa_mask)
        sigaction(signal, &action, nil)
    }

    /// A stack for the crash handler, so that even a stack overflow can put the terminal back.
    private static func installAlternateStack() {
        let size = 64 * 1024
        var stack = stack_t()
        stack.ss_sp = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
        stack.ss_size = size
        stack.ss_flags = 0
        sigaltstack(&stack, nil)
    }
}

// Globals with constant initialisers are set before main runs, so the handlers can touch them safely.
nonisolated(unsafe) private var signalPipeRead: Int32 = -1
nonisolated(unsafe) private var signalPipeWrite: Int32 = -1
nonisolated(unsafe) private var savedTerminalModes: UnsafeMutablePointer<termios>? = nil
nonisolated(unsafe) private var previousFatalActions: UnsafeMutablePointer<sigaction>? = nil

/// Leaves the alternate screen, shows the cursor and resets attributes, mouse reporting and the cursor
/// keys' and keypad's application mode (which the next program would read as `^[OA` for an arrow).
private let terminalResetSequence: StaticString = "\u{1B}[0m\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1006l\u{1B}[?25h\u{1B}[?1l\u{1B}>\u{1B}[?1049l\r\n"

private func forwardSignal(_ signal: Int32) {
    let savedErrno = errno
    var byte = UInt8(truncatingIfNeeded: signal)
    _ = write(signalPipeWrite, &byte, 1)
    errno = savedErrno
}

private func restoreTerminalAndCrash(_ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?) {
    _ = write(STDOUT_FILENO, terminalResetSequence.utf8Start, terminalResetSequence.utf8CodeUnitCount)
    if let savedTerminalModes { _ = tcsetattr(STDIN_FILENO, TCSANOW, savedTerminalModes) }
    // Let the handler that was there before (the runtime's backtracer) report the crash, now on a
    // normal screen. It is called directly rather than re-raised, because it returns: it expects a
    // fault to happen again, and after a signal sent with kill(2) none would, and the app would run on.
    if let previousFatalActions {
        let previous = previousFatalActions[Int(signal)]
        if previous.sa_flags & Int32(SA_SIGINFO) != 0 {
            previous.__sigaction_handler.sa_sigaction?(signal, info, context)
        } else if let handler = previous.__sigaction_handler.sa_handler, unsafeBitCast(handler, to: Int.self) > 1 {
            // Not SIG_DFL (nil) and not SIG_IGN (1).
            handler(signal)
        }
    }
    // Then die of the signal, with its default action.
    var action = sigaction()
    action.__sigaction_handler.sa_handler = nil
    sigemptyset(&action.sa_mask)
    sigaction(signal, &action, nil)
    var unblock = sigset_t()
    sigemptyset(&unblock)
    sigaddset(&unblock, signal)
    pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
    raise(signal)
    _exit(128 + signal)
}
