import Glibc  // posix_spawn and waitpid, to run the editor in the foreground
import RecipeApp
import SystemFiles

/// Runs the user's editor in the terminal's foreground and waits for it, as `system()` would.
///
/// The editor shares the app's process group, so the keys that send signals reach both: Ctrl-C
/// and Ctrl-\ typed into the editor must not end the app, and Ctrl-Z typed into it (or vim's
/// `:suspend`) must stop the app too, or the shell would wait for a job that never stops.
enum EditorProcess {
    /// Starts `command` with the terminal as its standard input, output and error, and waits until it ends.
    ///
    /// While it runs, the app ignores SIGINT, SIGQUIT and SIGTSTP (see
    /// `SignalHandling.whileForegroundChildRuns`). When the editor stops, the app stops as well, so the
    /// shell sees the job stopped; when the app is continued (`fg` continues both), it continues the
    /// editor in case only the app was, and waits on.
    static func run(_ command: EditorCommand) -> EditorOutcome {
        SignalHandling.whileForegroundChildRuns {
            let spawned = spawn(command.arguments)
            guard case .success(let pid) = spawned else {
                if case .failure(let error) = spawned { return .spawnFailed(reason: error.description) }
                return .spawnFailed(reason: "unknown error")
            }
            return wait(for: pid)
        }
    }

    /// Starts the program `arguments[0]` with the app's environment, the signals it would have had
    /// from a shell at their defaults (the app ignores some of them) and none blocked.
    private static func spawn(_ arguments: [String]) -> Result<pid_t, SystemError> {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in SignalHandling.childDefaultSignals { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        let result = argv.withUnsafeBufferPointer { argv in
            posix_spawn(&pid, arguments[0], nil, &attributes, argv.baseAddress!, environ)
        }
        return result == 0 ? .success(pid) : .failure(SystemError(code: result))
    }

    /// Waits for `pid` to end, stopping the app while it is stopped; returns how it ended.
    private static func wait(for pid: pid_t) -> EditorOutcome {
        var status: Int32 = 0
        while true {
            guard waitpid(pid, &status, WUNTRACED) == pid else {
                if errno == EINTR { continue }
                // Only a child that is not ours (ECHILD) gets here: nothing is left to wait for.
                return .spawnFailed(reason: SystemError().description)
            }
            switch status & 0x7F {
            case 0:
                let code = (status >> 8) & 0xFF
                return code == 0 ? .finished : .exited(status: code)
            case 0x7F:
                // Stopped (WIFSTOPPED): the shell waits for the app, so the app must stop too.
                SignalHandling.stopWithForegroundChild()
                kill(pid, SIGCONT)
            default:
                return .killed(signal: status & 0x7F)
            }
        }
    }
}
