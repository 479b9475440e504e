import Foundation
import RecipeTestSupport

#if canImport(Glibc)
import Glibc
#endif

/// A failure of the end-to-end harness or of an expectation it waits for, with a readable reason.
struct EndToEndFailure: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}

/// One private tmux server whose single pane runs an interactive `sh`, driven like a user at a terminal.
///
/// Each session has its own socket (`tmux -L recipe-e2e-<uuid>`) and its own scratch folder, so
/// sessions share nothing and tests can run in parallel. The shell is `sh` (dash on Debian): it
/// has no line editor, so it never touches the terminal modes itself, and whatever a program
/// leaves behind is what `stty` reports afterwards.
final class TmuxSession {
    /// The shell's prompt, distinctive so that waiting for it cannot match anything else.
    static let prompt = "e2e$ "
    /// How long to wait for the screen to show something before failing.
    static let defaultTimeout: Duration = .seconds(5)
    /// The window size unless a test asks for another.
    static let defaultWidth = 120
    static let defaultHeight = 40

    let socket = "recipe-e2e-\(UUID().uuidString)"
    /// A fresh folder for this session's files (state files, data copies, recordings); removed at the end.
    let scratch: String
    private let scratchFolder: ScratchFolder
    private let tmuxPath: String
    private var commandCount = 0

    /// Starts the server with a `width` x `height` window and waits for the shell's prompt.
    init(width: Int = defaultWidth, height: Int = defaultHeight) throws {
        tmuxPath = try Self.locateTmux()
        scratchFolder = try ScratchFolder("recipe-e2e")
        scratch = scratchFolder.path
        do {
            // The first command starts the server, which must not inherit this thread's signal mask.
            // Several arguments after the options: tmux runs them directly, so the pane's process is the shell.
            let started = try ProcessRunner.runStartingDaemon(
                tmuxPath,
                [
                    "-L", socket, "-f", "/dev/null", "new-session", "-d", "-x", String(width), "-y", String(height),
                    "env", "-i", "PATH=/usr/local/bin:/usr/bin:/bin", "HOME=\(scratch)", "LANG=C.UTF-8",
                    "TERM=tmux-256color", "PS1=\(Self.prompt)", "/bin/sh",
                ],
                environment: Self.clientEnvironment
            )
            guard started.status == 0 else {
                throw EndToEndFailure("tmux new-session failed with status \(started.status): \(started.standardError)")
            }
            try waitUntil("the shell prompt appears") { $0.contains(Self.prompt.trimmingCharacters(in: .whitespaces)) }
            // Signals blocked here would be blocked in the app too, and the signal tests would test nothing.
            let shell = try shellPID()
            guard ProcessTable.blockedSignals(of: shell) == 0 else {
                throw EndToEndFailure("the pane's shell blocks signals (SigBlk \(String(ProcessTable.blockedSignals(of: shell) ?? 0, radix: 16)))")
            }
        } catch {
            tearDown()
            throw error
        }
    }

    deinit {
        tearDown()
    }

    private func tearDown() {
        // tmux leaves its socket file behind when the server is killed; learn where it is first.
        let socketPath = try? display("#{socket_path}")
        _ = try? tmux("kill-server")
        if let socketPath, !socketPath.isEmpty { try? FileManager.default.removeItem(atPath: socketPath) }
        scratchFolder.remove()
    }

    // MARK: - Driving the pane

    /// Runs a tmux command against this session's server and returns its standard output.
    @discardableResult
    func tmux(_ arguments: String...) throws -> String {
        try tmux(arguments)
    }

    @discardableResult
    func tmux(_ arguments: [String]) throws -> String {
        let result = try ProcessRunner.run(tmuxPath, ["-L", socket, "-f", "/dev/null"] + arguments, environment: Self.clientEnvironment)
        guard result.status == 0 else {
            throw EndToEndFailure("tmux \(arguments.joined(separator: " ")) failed with status \(result.status): \(result.standardError)")
        }
        return result.standardOutput
    }

    /// Presses keys by tmux name ("Down", "Enter", "C-z", "q", ...).
    func sendKeys(_ keys: String...) throws {
        try sendKeys(keys)
    }

    /// Types tmux key names, such as `Down` or `Enter`, in order.
    func sendKeys(_ keys: [String]) throws {
        try tmux(["send-keys"] + keys)
    }

    /// Types `text` literally, then presses Enter.
    func typeLine(_ text: String) throws {
        try tmux("send-keys", "-l", text)
        try tmux("send-keys", "Enter")
    }

    /// Types a shell command followed by an `echo` of its exit status; returns the number that `waitForExit` needs.
    ///
    /// The echo is written as `"[command N exit $?]"`: the typed line shows `$?`, so only the
    /// shell's output can match `[command N exit <digits>]`.
    func runCommand(_ arguments: [String]) throws -> Int {
        try runShellLine(arguments.map(Self.shellQuoted).joined(separator: " "))
    }

    /// Types a line of shell code (quoted by the caller) the same way as `runCommand`.
    func runShellLine(_ code: String) throws -> Int {
        commandCount += 1
        try typeLine(code + "; echo \"[command \(commandCount) exit $?]\"")
        return commandCount
    }

    /// Waits until the shell reports the exit status of command `number` and returns it.
    func waitForExit(ofCommand number: Int, timeout: Duration = defaultTimeout) throws -> Int32 {
        var status: Int32?
        try waitUntil("command \(number) has exited", timeout: timeout) { lines in
            status = Self.exitStatus(ofCommand: number, in: lines)
            return status != nil
        }
        return status!
    }

    /// The exit status the shell printed for command `number` on one of `lines`, or nil while it runs:
    /// the typed line's `[command N exit $?]` is not a status.
    static func exitStatus(ofCommand number: Int, in lines: [String]) -> Int32? {
        let pattern = "[command \(number) exit "
        return lines.lazy.compactMap { line -> Int32? in
            guard let start = line.range(of: pattern) else { return nil }
            let rest = line[start.upperBound...]
            guard let end = rest.firstIndex(of: "]") else { return nil }
            return Int32(rest[..<end])
        }.first
    }

    /// The lines of the visible screen, one per row, with trailing blanks trimmed (as tmux prints them).
    func screen() throws -> [String] {
        var lines = try tmux("capture-pane", "-p").components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Expands a tmux format for the pane, such as `#{alternate_on}`.
    func display(_ format: String) throws -> String {
        try tmux("display-message", "-p", format).trimmingCharacters(in: .newlines)
    }

    /// Resizes the window, as a user dragging the terminal's corner would.
    func resize(width: Int, height: Int) throws {
        try tmux("resize-window", "-x", String(width), "-y", String(height))
    }

    // MARK: - Waiting

    /// Polls the screen every 20 ms until it has settled and `condition` holds; fails with the last screen after `timeout`.
    ///
    /// A program may draw one frame in several writes, and a capture between them shows half of
    /// it. So a screen counts only once it has stayed the same for `settle`, and no condition is
    /// ever judged on a frame still being drawn.
    @discardableResult
    func waitUntil(
        _ what: String, timeout: Duration = defaultTimeout, settle: Duration = .milliseconds(50), _ condition: ([String]) throws -> Bool
    ) throws -> [String] {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        var lines = try screen()
        var changedAt = clock.now
        while true {
            if clock.now - changedAt >= settle, try condition(lines) { return lines }
            if clock.now >= deadline {
                throw EndToEndFailure("timed out after \(timeout) waiting until \(what); the screen was:\n" + Self.framed(lines))
            }
            Thread.sleep(forTimeInterval: 0.02)
            let next = try screen()
            if next != lines {
                lines = next
                changedAt = clock.now
            }
        }
    }

    /// Waits until some line of the screen contains `text`.
    @discardableResult
    func waitForScreen(containing text: String, timeout: Duration = defaultTimeout) throws -> [String] {
        try waitUntil("the screen contains \"\(text)\"", timeout: timeout) { lines in lines.contains { $0.contains(text) } }
    }

    /// Waits until a file exists and `condition` holds for its contents (the screen is not involved).
    @discardableResult
    func waitForFile(_ path: String, _ what: String, timeout: Duration = defaultTimeout, _ condition: (Data) -> Bool) throws -> Data {
        let deadline = ContinuousClock.now + timeout
        while true {
            if let data = FileManager.default.contents(atPath: path), condition(data) { return data }
            if ContinuousClock.now >= deadline {
                let contents = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? "(no file)"
                throw EndToEndFailure("timed out after \(timeout) waiting until \(what) in \(path); it holds:\n\(contents)")
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
    }

    // MARK: - Recording and processes

    /// Starts copying every byte the pane's programs write to a file, and returns the file's path.
    ///
    /// Once per session: a second `pipe-pane -o` would stop the recording instead.
    func recordOutput() throws -> String {
        let path = scratch + "/pane-output.bin"
        guard !FileManager.default.fileExists(atPath: path) else { throw EndToEndFailure("the pane's output is already being recorded") }
        guard FileManager.default.createFile(atPath: path, contents: nil) else { throw EndToEndFailure("cannot create \(path)") }
        try tmux("pipe-pane", "-o", "cat >> " + Self.shellQuoted(path))
        return path
    }

    /// How many times recorded output clears the whole screen (`clear`: ESC [ H ESC [ J under tmux's own
    /// TERM, ESC [ H ESC [ 2 J under xterm's), which a full repaint after a resize or fg starts with.
    static func screenClears(in output: Data) -> Int {
        let text = String(decoding: output, as: UTF8.self)
        return ["\u{1B}[H\u{1B}[J", "\u{1B}[H\u{1B}[2J"].map { text.components(separatedBy: $0).count - 1 }.reduce(0, +)
    }

    /// The process ID of the pane's shell.
    func shellPID() throws -> pid_t {
        guard let pid = pid_t(try display("#{pane_pid}")) else { throw EndToEndFailure("tmux did not report the pane's process ID") }
        return pid
    }

    /// Waits for a descendant of the pane's shell named `name` (as in /proc/PID/comm) and returns its ID.
    func waitForProcess(named name: String, timeout: Duration = defaultTimeout) throws -> pid_t {
        let shell = try shellPID()
        let deadline = ContinuousClock.now + timeout
        while true {
            if let pid = ProcessTable.descendants(of: shell).first(where: { ProcessTable.name(of: $0) == name }) { return pid }
            if ContinuousClock.now >= deadline { throw EndToEndFailure("no process named \(name) appeared under the pane's shell (PID \(shell))") }
            Thread.sleep(forTimeInterval: 0.02)
        }
    }

    // MARK: - Helpers

    /// The environment for tmux clients: a UTF-8 locale so captures keep box drawing and accents.
    private static let clientEnvironment: [String: String] = {
        var environment = ProcessInfo.processInfo.environment
        environment["LANG"] = "C.UTF-8"
        environment["LC_ALL"] = "C.UTF-8"
        environment.removeValue(forKey: "TMUX")
        // The shell tmux runs a window's command line with: else the user's login shell, which for
        // an account like nobody is nologin, and a `new-window` command would never run.
        environment["SHELL"] = "/bin/sh"
        return environment
    }()

    private static func locateTmux() throws -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin"] {
            let candidate = directory + "/tmux"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw EndToEndFailure(
            "tmux is not installed, and the end-to-end tests drive recipe-tui through it; install it (apt-get install tmux; the CI script installs it)"
        )
    }

    /// Quotes a word for `sh` with single quotes.
    static func shellQuoted(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// A screen between rules, with row numbers, for failure messages.
    static func framed(_ lines: [String]) -> String {
        let rule = String(repeating: "-", count: 40)
        let rows = lines.enumerated().map { String(format: "%3d|", $0.offset) + $0.element }
        return ([rule] + rows + [rule]).joined(separator: "\n")
    }
}
