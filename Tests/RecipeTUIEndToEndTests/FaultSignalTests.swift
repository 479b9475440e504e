import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Signals beyond the SIGTERM, Ctrl-C, SIGHUP and Ctrl-Z of `SignalEndToEndTests`: a terminal closed under the app, and crashes.
@Suite("Faults: hangups and crashes")
struct FaultSignalTests {
    static let pushedStack = SavedState(selectedCategory: "dessert", path: ["apple-pie", "pie-crust", "fruit-pie-filling"], focus: "detail")

    @Test("Closing the terminal under the app (a real hangup) still saves the latest place, and the app ends")
    func terminalClosedUnderTheApp() throws {
        let session = try TmuxSession()
        try session.startApp()
        try session.waitForAppFrame()
        try session.browseToApplePieAndPushTwoRelatedRecipes()
        let app = try session.waitForProcess(named: "recipe-tui")
        let statePath = session.statePath
        // The app's last saved place is a moment behind its screen: wait for it, then hang up.
        try session.waitForFile(statePath, "the pushed stack is saved") { SavedState(data: $0) == Self.pushedStack }
        try session.sendKeys("Left")  // Pops Fruit Pie Filling; the save of this change may race the hangup.
        try session.waitUntil("Fruit Pie Filling is popped") { $0[1].hasSuffix("│▶ Detail · 2 deep") }

        // Killing the server closes the pane's terminal: the kernel sends the app SIGHUP, and every write fails.
        // (The session's own clean-up can no longer ask the server where its socket is: remove it here.)
        let socket = try session.display("#{socket_path}")
        defer { try? FileManager.default.removeItem(atPath: socket) }
        try session.tmux("kill-server")
        let deadline = ContinuousClock.now + .seconds(5)
        while FileFacts.processExists(app) && ContinuousClock.now < deadline { Thread.sleep(forTimeInterval: 0.02) }
        #expect(!FileFacts.processExists(app), "the app (PID \(app)) still runs after its terminal was closed")
        #expect(SavedState.read(statePath) == SavedState(selectedCategory: "dessert", path: ["apple-pie", "pie-crust"], focus: "detail"))
    }

    /// What the app leaves the terminal with when it crashes: the crash handler's reset sequence.
    static let crashReset = "\u{1B}[0m\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1006l\u{1B}[?25h\u{1B}[?1l\u{1B}>\u{1B}[?1049l"

    static let crashes: [(signal: Int32, backtrace: String)] = [
        (SIGSEGV, "interactive=no"),  // A bad pointer, with the Swift runtime's backtracer (as by default).
        (SIGILL, "interactive=no"),  // A Swift trap (ud2 on x86-64).
        (SIGABRT, "interactive=no"),  // abort(), a C assertion.
        (SIGQUIT, "interactive=no"),  // Ctrl-\.
        (SIGSEGV, "enable=no"),  // No backtracer: the default action straight away.
        // SIGBUS goes to the guard of mapped files first (see `MappingGuard`), which passes on any
        // SIGBUS outside a guarded mapping, one sent with kill(2) included, to the crash handler.
        (SIGBUS, "interactive=no"),
        (SIGBUS, "enable=no"),
    ]

    @Test("A crash signal leaves the alternate screen, shows the cursor, restores the modes, and the app dies of the signal", arguments: crashes)
    func crashRestoresTheTerminal(crash: (signal: Int32, backtrace: String)) throws {
        let session = try TmuxSession()
        let settingsBefore = try session.terminalSettings()
        let recording = try session.recordOutput()
        let command = try session.startApp(state: session.statePath, ["--open", "dessert/apple-pie"], environment: ["SWIFT_BACKTRACE": crash.backtrace])
        try session.waitForAppFrame()
        let app = try session.waitForProcess(named: "recipe-tui")

        #expect(kill(app, crash.signal) == 0)
        // The shell reports 128 + N, and names the signal the job died of (as strsignal does).
        #expect(try session.waitForExit(ofCommand: command, timeout: .seconds(20)) == 128 + crash.signal)
        let signalName = String(cString: strsignal(crash.signal))
        let lines = try session.screen()
        #expect(lines.contains { $0.hasPrefix(signalName) }, "the shell did not report death by \(signalName):\n\(TmuxSession.framed(lines))")
        #expect(!FileFacts.processExists(app))

        // After the last frame the handler reset the terminal, and nothing turned the alternate screen
        // or the hidden cursor back on afterwards.
        let output = String(
            decoding: try session.waitForFile(recording, "the exit status is recorded") {
                String(decoding: $0, as: UTF8.self).contains("[command \(command) exit ")
            },
            as: UTF8.self
        )
        let lastFrame = try #require(output.range(of: "Apple Pie", options: .backwards), "the app's frame is not in the recording")
        let reset = try #require(output.range(of: Self.crashReset, options: .backwards), "no reset sequence: \(output.suffix(400).debugDescription)")
        #expect(lastFrame.upperBound <= reset.lowerBound, "the app drew after resetting the terminal")
        let after = output[reset.upperBound...]
        #expect(!after.contains("\u{1B}[?1049h") && !after.contains("\u{1B}[?25l"), "the terminal was taken again: \(after.debugDescription)")
        try session.expectTerminalRestored(settingsBefore: settingsBefore)
    }
}
