import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Every way out gives the terminal back: the other terminating signals, job control, too few file
/// descriptors, and terminals the app cannot drive.
@Suite("Faults: every way out restores the terminal")
struct FaultTerminalTests {
    /// Every signal whose default action ends the process without a core, beyond SIGINT, SIGTERM and SIGHUP.
    static let terminating: [Int32] = [SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGPWR, SIGIO]

    @Test("Each other terminating signal saves, leaves the alternate screen, shows the cursor, turns mouse reporting off, and exits 128 + N")
    func otherTerminatingSignals() throws {
        // One session, one signal after another: a tmux server per signal would cost more than the app does.
        let session = try TmuxSession()
        let settingsBefore = try session.terminalSettings()
        for signal in Self.terminating {
            let name = String(cString: strsignal(signal))
            try? FileManager.default.removeItem(atPath: session.statePath)
            let command = try session.startApp(state: session.statePath, ["--open", "dessert/apple-pie/pie-crust"])
            try session.waitForAppFrame()
            #expect(try session.display("#{mouse_any_flag}") == "1", "\(name): mouse reporting was not on to begin with")
            let app = try session.waitForProcess(named: "recipe-tui")
            #expect(kill(app, signal) == 0)
            #expect(try session.waitForExit(ofCommand: command) == 128 + signal, "\(name)")
            #expect(SavedState.read(session.statePath)?.path == ["apple-pie", "pie-crust"], "\(name): the place was not saved")
            #expect(try session.display("#{mouse_any_flag}") == "0", "\(name): mouse reporting is still on")
            try session.expectTerminalRestored(settingsBefore: settingsBefore)
            try session.tmux("send-keys", "-R")
            try session.tmux("clear-history")
        }
    }

    @Test("SIGPIPE is ignored: the app keeps running and answering keys, and quits normally")
    func brokenPipeIsIgnored() throws {
        let session = try TmuxSession()
        let command = try session.startApp(state: session.statePath, ["--open", "dessert/apple-pie"])
        try session.waitForAppFrame()
        let app = try session.waitForProcess(named: "recipe-tui")
        #expect(kill(app, SIGPIPE) == 0)
        try session.sendKeys("Down")  // From Apple Pie's first ingredient to its second.
        try session.waitForScreen(containing: "│ ▸ 1.2 kg")
        try session.sendKeys("q")
        #expect(try session.waitForExit(ofCommand: command) == 0)
    }

    @Test("After Ctrl-Z and fg the cursor is hidden again, as it was before")
    func cursorHiddenAfterResume() throws {
        let session = try TmuxSession()
        let command = try session.startApp(state: session.statePath, ["--open", "dessert/apple-pie"])
        let frame = try session.waitUntil("Apple Pie is open") { $0[0] == Screen.topBar(" Desserts › Apple Pie") && $0.last!.contains(RecipeTUIApp.todayLabel) }
        #expect(try session.display("#{cursor_flag}") == "0")
        try session.sendKeys("C-z")
        #expect(try session.waitForExit(ofCommand: command) == 148)
        #expect(try session.display("#{cursor_flag}") == "1")
        let resumed = try session.runShellLine("fg")
        try session.waitUntil("the app repaints its frame") { $0 == frame }
        #expect(try session.display("#{cursor_flag}") == "0", "the cursor stays visible after fg")
        try session.sendKeys("q")
        #expect(try session.waitForExit(ofCommand: resumed) == 0)
    }

    @Test("TERM=dumb, which cannot move the cursor, is refused like an unknown terminal: one line, exit 3, terminal untouched")
    func dumbTerminalIsRefused() throws {
        let session = try TmuxSession()
        let settingsBefore = try session.terminalSettings()
        let command = try session.startApp(state: session.statePath, environment: ["TERM": "dumb"])
        #expect(try session.waitForExit(ofCommand: command) == 3)
        let lines = try session.screen()
        #expect(lines.contains("recipe-tui: the terminal type \"dumb\" cannot move the cursor, which a full-screen app needs (try TERM=xterm-256color)"), "\(TmuxSession.framed(lines))")
        try session.expectTerminalRestored(settingsBefore: settingsBefore)
        #expect(!FileManager.default.fileExists(atPath: session.statePath))
    }

    @Test("With few file descriptors (ulimit -n 4 to 10) the app either says the true reason, exit 3, or runs with its signals handled")
    func fewFileDescriptors() throws {
        let session = try TmuxSession(width: 160, height: 30)
        let settingsBefore = try session.terminalSettings()
        var ran: [Int] = []
        for limit in 4...10 {
            try session.tmux("send-keys", "-R")
            try session.tmux("clear-history")
            let app = ([try RecipeTUIApp.binary(), "--data", RecipeTUIApp.dataPath, "--state", session.statePath, "--date", RecipeTUIApp.fixedDate]).map(TmuxSession.shellQuoted)
            let command = try session.runShellLine("(ulimit -n \(limit) && exec " + app.joined(separator: " ") + ")")
            // The status line the shell prints, "[command N exit 3]": not the command line typed, whose
            // `echo "[command N exit $?]"` can sit whole on one screen line, as the checkout's path wraps it.
            let exited = { (lines: [String]) in
                lines.contains { line in line.range(of: "[command \(command) exit ").map { line[$0.upperBound...].first?.isNumber == true } ?? false }
            }
            let lines = try session.waitUntil("the app starts or refuses with ulimit -n \(limit)") { lines in
                (lines.first?.hasSuffix("recipe-tui") ?? false) && (lines.last?.contains(RecipeTUIApp.todayLabel) ?? false) || exited(lines)
            }
            if exited(lines) {
                #expect(try session.waitForExit(ofCommand: command) == 3, "ulimit -n \(limit)")
                let message = lines.first { $0.hasPrefix("recipe-tui: ") } ?? ""
                #expect(message.contains("Too many open files (the limit on open files, ulimit -n, is \(limit);"), "ulimit -n \(limit): \(message)\n\(TmuxSession.framed(lines))")
            } else {
                // Running: Ctrl-C must be handled (the signal pipe exists), not kill the app with the terminal raw.
                ran.append(limit)
                try session.sendKeys("C-c")
                #expect(try session.waitForExit(ofCommand: command) == 130, "ulimit -n \(limit)")
            }
            try session.expectTerminalRestored(settingsBefore: settingsBefore)
        }
        #expect(ran.contains(10), "the app did not run with 10 descriptors: \(ran)")
    }
}
