import Foundation
import Testing

@Suite("Launch options and the state file, end to end")
struct LaunchOptionsEndToEndTests {
    @Test("--open starts at the deep link and saves it at once")
    func openStartsAtTheLink() throws {
        let session = try TmuxSession()
        try session.startApp(["--open", "recipes://dessert/apple-pie/pie-crust"])
        let lines = try session.waitForAppFrame()

        #expect(lines[0] == Screen.topBar(" Desserts › Apple Pie › Pie Crust"))
        #expect(lines[1].hasSuffix("│▶ Detail · 2 deep"))
        #expect(lines[2].contains("│▸ Apple Pie "))
        #expect(lines[2].hasSuffix("│ Pie Crust"))
        let saved = try session.waitForFile(session.statePath, "the linked place is saved") { SavedState(data: $0) != nil }
        #expect(SavedState(data: saved) == SavedState(selectedCategory: "dessert", path: ["apple-pie", "pie-crust"], focus: "detail"))
    }

    static let badLinks: [(link: String, reason: String)] = [
        ("nope/apple-pie", #"unknown category "nope" (segment 1 of the link)"#),
        ("dessert/apple-pie/no-such-recipe", #"unknown recipe "no-such-recipe" (segment 3 of the link)"#),
    ]

    @Test("A bad --open exits 2 with a message naming the bad segment and leaves the terminal untouched", arguments: badLinks)
    func badOpenLeavesTheTerminalAlone(bad: (link: String, reason: String)) throws {
        let session = try TmuxSession()
        let recording = try session.recordOutput()
        let command = try session.startApp(["--open", bad.link])
        #expect(try session.waitForExit(ofCommand: command) == 2)

        let lines = try session.screen()
        let exitLine = try #require(lines.firstIndex(of: "[command \(command) exit 2]"))
        #expect(lines[exitLine - 1] == "recipe-tui: --open \"\(bad.link)\": \(bad.reason)")
        #expect(try session.display("#{alternate_on}") == "0")
        // Not one escape sequence reached the terminal: no alternate screen, no mode changes, no clearing.
        let output = try session.waitForFile(recording, "the exit status is recorded") {
            String(decoding: $0, as: UTF8.self).contains("[command \(command) exit 2]")
        }
        #expect(!output.contains(0x1B), "the app wrote escape sequences: \(String(decoding: output, as: UTF8.self).debugDescription)")
        #expect(!FileManager.default.fileExists(atPath: session.statePath))
    }

    @Test("--print-link prints the saved place as recipes://... without touching the terminal or the state")
    func printLinkPrintsTheSavedPlace() throws {
        let session = try TmuxSession()
        let browse = try session.startApp()
        try session.waitForAppFrame()
        try session.browseToApplePieAndPushTwoRelatedRecipes()
        try session.sendKeys("q")
        #expect(try session.waitForExit(ofCommand: browse) == 0)
        let stateBefore = try #require(FileManager.default.contents(atPath: session.statePath))

        let recording = try session.recordOutput()
        let command = try session.startApp(["--print-link"])
        #expect(try session.waitForExit(ofCommand: command) == 0)

        let output = try session.waitForFile(recording, "the exit status is recorded") {
            String(decoding: $0, as: UTF8.self).contains("[command \(command) exit 0]")
        }
        let text = String(decoding: output, as: UTF8.self)
        #expect(text.contains("\r\nrecipes://dessert/apple-pie/pie-crust/fruit-pie-filling\r\n[command \(command) exit 0]\r\n"), "\(text.debugDescription)")
        #expect(!output.contains(0x1B), "the app wrote escape sequences: \(text.debugDescription)")
        #expect(try session.display("#{alternate_on}") == "0")
        #expect(FileManager.default.contents(atPath: session.statePath) == stateBefore)
    }

    @Test("The state file is written with mode 0600 in folders of mode 0700, even under umask 000")
    func stateFileIsPrivate() throws {
        let session = try TmuxSession()
        // With umask 000, only modes the app asks for explicitly keep others out.
        let umask = try session.runShellLine("umask 000")
        #expect(try session.waitForExit(ofCommand: umask) == 0)
        let command = try session.startApp()
        try session.waitForAppFrame()
        try session.sendKeys("Down")  // Select the second category: a change of place, so a save.
        try session.waitForFile(session.statePath, "the new category is saved") { SavedState(data: $0)?.selectedCategory == "soup" }

        let stateFolder = (session.statePath as NSString).deletingLastPathComponent
        #expect(try Self.permissions(of: session.statePath) == 0o600)
        #expect(try Self.permissions(of: stateFolder) == 0o700)
        #expect(try Self.permissions(of: (stateFolder as NSString).deletingLastPathComponent) == 0o700)
        // The atomic write leaves no temporary file behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: stateFolder) == ["state.json"])
        try session.sendKeys("q")
        #expect(try session.waitForExit(ofCommand: command) == 0)
        #expect(try Self.permissions(of: session.statePath) == 0o600)
    }

    @Test("Not a terminal: with standard input from /dev/null the app exits 3 with a one-line message")
    func standardInputIsNotATerminal() throws {
        let scratch = FileManager.default.temporaryDirectory.path + "/recipe-e2e-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let result = try ProcessRunner.run(
            try RecipeTUIApp.binary(),
            ["--data", RecipeTUIApp.dataPath, "--state", scratch + "/state.json", "--date", RecipeTUIApp.fixedDate],
            environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TERM": "xterm-256color"],
            standardInput: FileHandle(forReadingAtPath: "/dev/null")
        )
        #expect(result.status == 3)
        #expect(result.standardOutput == "")
        #expect(result.standardError.hasPrefix("recipe-tui: standard input and output must be a terminal"))
        #expect(result.standardError.hasSuffix("\n"))
        #expect(result.standardError.filter { $0 == "\n" }.count == 1, "\(result.standardError.debugDescription)")
        #expect(!FileManager.default.fileExists(atPath: scratch))
    }

    @Test("Not a terminal: with standard output redirected to a file the app exits 3 and leaves the terminal alone")
    func standardOutputIsNotATerminal() throws {
        let session = try TmuxSession()
        let redirected = session.scratch + "/stdout.txt"
        let command = try session.runShellLine(
            ([try RecipeTUIApp.binary(), "--data", RecipeTUIApp.dataPath, "--state", session.statePath].map(TmuxSession.shellQuoted)
                + [">", TmuxSession.shellQuoted(redirected)]).joined(separator: " ")
        )
        #expect(try session.waitForExit(ofCommand: command) == 3)

        let lines = try session.screen()
        let exitLine = try #require(lines.firstIndex(of: "[command \(command) exit 3]"))
        #expect(lines[exitLine - 1].hasPrefix("recipe-tui: standard input and output must be a terminal"))
        #expect(FileManager.default.contents(atPath: redirected) == Data())
        #expect(try session.display("#{alternate_on}") == "0")
    }

    private static func permissions(of path: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return try #require(attributes[.posixPermissions] as? Int) & 0o777
    }
}
