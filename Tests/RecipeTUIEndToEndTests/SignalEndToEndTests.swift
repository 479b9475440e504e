import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

@Suite("Signals and job control, end to end")
struct SignalEndToEndTests {
    static let pushedStack = SavedState(selectedCategory: "dessert", path: ["apple-pie", "pie-crust", "fruit-pie-filling"], focus: "detail")

    /// A signal that ends the app, the status the shell reports for it, and how the test sends it.
    struct Ending: Sendable, CustomTestStringConvertible {
        enum Sender: Sendable {
            /// kill(2) to the app's process.
            case kill
            /// Keys typed at the terminal, whose line discipline sends the signal.
            case keys(String)
        }

        var name: String
        var signal: Int32
        var exitStatus: Int32
        var sender: Sender
        var testDescription: String { name }
    }

    static let endings = [
        Ending(name: "SIGTERM", signal: SIGTERM, exitStatus: 143, sender: .kill),
        Ending(name: "Ctrl-C (SIGINT)", signal: SIGINT, exitStatus: 130, sender: .keys("C-c")),
        Ending(name: "SIGHUP", signal: SIGHUP, exitStatus: 129, sender: .kill),
    ]

    @Test("SIGTERM, Ctrl-C (SIGINT) and SIGHUP each save the latest place, exit 128 + the signal and give the terminal back as it was", arguments: endings)
    func signalSavesAndRestoresTheTerminal(_ ending: Ending) throws {
        #expect(ending.exitStatus == 128 + ending.signal)
        let session = try TmuxSession()
        let settingsBefore = try session.terminalSettings()
        let command = try session.startApp()
        try session.waitForAppFrame()
        try session.browseToApplePieAndPushTwoRelatedRecipes()

        switch ending.sender {
        case .kill:
            let app = try session.waitForProcess(named: "recipe-tui")
            #expect(kill(app, ending.signal) == 0)
        case .keys(let keys):
            try session.sendKeys(keys)
        }
        #expect(try session.waitForExit(ofCommand: command) == ending.exitStatus)

        #expect(SavedState.read(session.statePath) == Self.pushedStack)
        try session.expectTerminalRestored(settingsBefore: settingsBefore)
    }

    @Test("Ctrl-Z returns to a sane shell, and fg repaints the app, which still answers keys")
    func suspendAndResume() throws {
        let session = try TmuxSession()
        let settingsBefore = try session.terminalSettings()
        let command = try session.startApp(["--open", "dessert/apple-pie"])
        let frame = try session.waitUntil("Apple Pie is open") { $0[0] == Screen.topBar(" Desserts › Apple Pie") && $0.last!.contains(RecipeTUIApp.todayLabel) }
        // The app asks for application cursor keys (keypad transmit) before drawing, so arrows typed now are read as arrows.
        #expect(try session.display("#{keypad_cursor_flag}") == "1")

        try session.sendKeys("C-z")
        // The shell goes on with the rest of the command line once the job stops: 148 is 128 + SIGTSTP.
        #expect(try session.waitForExit(ofCommand: command) == 148)
        let shellScreen = try session.waitUntil("the shell prompt is back") { lines in
            lines.contains { $0.hasPrefix("[1] + Stopped") } && lines.last(where: { !$0.isEmpty }) == "e2e$"
        }
        #expect(!shellScreen.contains { $0.contains("Apple Pie") && !$0.hasPrefix("e2e$") })
        try session.expectTerminalRestored(settingsBefore: settingsBefore)

        let recording = try session.recordOutput()
        let resumed = try session.runShellLine("fg")
        try session.waitUntil("the app repaints exactly the frame it had") { $0 == frame }
        #expect(try session.display("#{keypad_cursor_flag}") == "1")
        // As at startup, keypad transmit (application cursor keys) must be back on before the frame
        // is: an arrow pressed as soon as the app shows again would otherwise arrive as ESC [ B and be lost.
        let keypadTransmit = "\u{1B}[?1h\u{1B}="  // smkx for TERM=tmux-256color
        let output = String(
            decoding: try session.waitForFile(recording, "the app turns keypad transmit on and draws its frame") {
                let text = String(decoding: $0, as: UTF8.self)
                return text.contains(keypadTransmit) && text.contains(" Desserts › Apple Pie ")
            },
            as: UTF8.self
        )
        let keypadOn = try #require(output.range(of: keypadTransmit)).lowerBound
        let frameDrawn = try #require(output.range(of: " Desserts › Apple Pie ")).lowerBound
        #expect(keypadOn < frameDrawn, "after fg the app drew its frame before turning keypad transmit on: \(output.debugDescription)")
        try session.sendKeys("Down")  // In the detail: the cursor moves from the first ingredient to the second.
        try session.waitForScreen(containing: "│ ▸ 1.2 kg")
        // One full repaint for fg: the resize report ncurses queued for the size read on return is no second resize.
        let clears = TmuxSession.screenClears(in: FileManager.default.contents(atPath: recording) ?? Data())
        #expect(clears == 1, "fg cleared and repainted the screen \(clears) times")
        try session.sendKeys("q")
        #expect(try session.waitForExit(ofCommand: resumed) == 0)
        try session.expectTerminalRestored(settingsBefore: settingsBefore)
    }
}
