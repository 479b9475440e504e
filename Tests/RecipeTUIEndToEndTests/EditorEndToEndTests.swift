import Foundation
import Testing

/// `e` runs the user's editor on the recipe on screen, in the foreground of the terminal, and comes back.
///
/// The editors are small shell scripts named as real editors are (`vi` reads `+LINE`), so that what
/// the app passes them, and what the terminal's signal keys do meanwhile, can be checked exactly.
@Suite("Editing a recipe in $EDITOR, end to end")
struct EditorEndToEndTests {
    /// Writes an executable script `name` in the session's scratch folder and returns its path.
    static func script(_ name: String, in session: TmuxSession, _ body: String) throws -> String {
        let folder = session.scratch + "/bin"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/" + name
        try ("#!/bin/sh\n" + body).write(toFile: path, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        return path
    }

    /// A copy of the bundled catalog in the session's scratch folder, for the editor to change.
    static func copyOfBundledData(in session: TmuxSession) throws -> String {
        let path = session.scratch + "/recipes.json"
        try FileManager.default.copyItem(atPath: RecipeTUIApp.dataPath, toPath: path)
        return path
    }

    /// Starts the app on `data` at `link` with `EDITOR` set; returns the command number.
    static func startApp(in session: TmuxSession, editor: String, data: String, link: String) throws -> Int {
        let command = [try RecipeTUIApp.binary(), "--data", data, "--state", session.statePath, "--date", RecipeTUIApp.fixedDate, "--open", link]
        return try session.runShellLine("EDITOR=" + TmuxSession.shellQuoted(editor) + " " + command.map(TmuxSession.shellQuoted).joined(separator: " "))
    }

    /// The 1-based line on which recipe `id`'s object opens in the JSON file at `path`.
    static func line(of id: String, inFile path: String) throws -> Int {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let member = try #require(text.range(of: "\"id\": \"\(id)\""))
        let brace = try #require(text[..<member.lowerBound].lastIndex(of: "{"))
        return text[..<brace].filter { $0 == "\n" }.count + 1
    }

    @Test("e opens the catalog at the recipe's line in $EDITOR; the app comes back to the same screen, saved, and quitting restores the terminal")
    func editsTheRecipeOnScreen() throws {
        let session = try TmuxSession()
        let settingsBefore = try session.terminalSettings()
        let data = try Self.copyOfBundledData(in: session)
        let arguments = session.scratch + "/arguments.txt"
        // Records its arguments, then edits the last one, the file, as an editor would.
        let editor = try Self.script("vi", in: session, """
            printf '%s\\n' "$@" > \(TmuxSession.shellQuoted(arguments))
            for file; do :; done
            sed -i 's/"name": "Pie Crust"/"name": "Pie Crust (edited)"/' "$file"
            """)
        let command = try Self.startApp(in: session, editor: editor, data: data, link: "dessert/apple-pie/pie-crust")
        let before = try session.waitUntil("Pie Crust is on screen above Apple Pie") { lines in
            lines.first == Screen.topBar(" Desserts › Apple Pie › Pie Crust") && lines.last?.hasSuffix(" [t]") == true
        }

        try session.sendKeys("e")
        let recorded = try session.waitForFile(arguments, "the editor ran") { !$0.isEmpty }
        #expect(String(decoding: recorded, as: UTF8.self) == "+\(try Self.line(of: "pie-crust", inFile: RecipeTUIApp.dataPath))\n\(data)\n")
        // Back on the same place, and the reload shows the edit without a key.
        let after = try session.waitUntil("the app is back on the same place, the edited recipe reloaded") { lines in
            lines.first == Screen.topBar(" Desserts › Apple Pie › Pie Crust (edited)")
                && TmuxSession.notice(in: lines)?.hasPrefix(" recipes.json changed: \"Pie Crust (edited)\" changed.") == true
        }
        #expect(after[1] == before[1])
        #expect(after[2].hasSuffix("│ Pie Crust (edited)"))
        #expect(Array(after[3..<(after.count - 1)]) == Array(before[3..<(before.count - 1)]), "the rest of the screen is as before")
        #expect(try String(contentsOfFile: data, encoding: .utf8).contains("\"name\": \"Pie Crust (edited)\""))
        #expect(SavedState.read(session.statePath) == SavedState(selectedCategory: "dessert", path: ["apple-pie", "pie-crust"], focus: "detail"))

        // The app still answers keys, and gives the terminal back as it was.
        try session.sendKeys("Left")
        try session.waitUntil("Back pops to Apple Pie") { $0.first == Screen.topBar(" Desserts › Apple Pie") }
        try session.sendKeys("q")
        #expect(try session.waitForExit(ofCommand: command) == 0)
        try session.expectTerminalRestored(settingsBefore: settingsBefore)
    }

    @Test("An editor that cannot be started is a notice on the app's screen, and the app runs on")
    func missingEditor() throws {
        let session = try TmuxSession()
        let command = try Self.startApp(in: session, editor: "/nonexistent", data: RecipeTUIApp.dataPath, link: "dessert/apple-pie")
        try session.waitForAppFrame()
        try session.sendKeys("e")
        let lines = try session.waitForScreen(containing: "could not be started")
        #expect(lines.first == Screen.topBar(" Desserts › Apple Pie"))
        #expect(TmuxSession.notice(in: lines) == " The editor `/nonexistent` could not be started: not found (the shell exited with status 127). Set VISUAL or EDITOR.")
        try session.sendKeys("q")
        #expect(try session.waitForExit(ofCommand: command) == 0)
    }

    @Test("Ctrl-C and Ctrl-\\ typed while the editor runs are the editor's: the app neither quits nor crashes, then or after")
    func signalKeysWhileEditing() throws {
        let session = try TmuxSession()
        let log = session.scratch + "/editor.log"
        let stop = session.scratch + "/stop"
        // Notes the signals it is sent, and runs until the test tells it to stop; its sleeps ignore
        // them, so that the script alone answers the keys and ends only when told.
        let editor = try Self.script("vi", in: session, """
            trap 'echo INT >> \(TmuxSession.shellQuoted(log))' INT
            trap 'echo QUIT >> \(TmuxSession.shellQuoted(log))' QUIT
            echo started >> \(TmuxSession.shellQuoted(log))
            until [ -e \(TmuxSession.shellQuoted(stop)) ]; do (trap '' INT QUIT; exec sleep 0.05); done
            """)
        let command = try Self.startApp(in: session, editor: editor, data: RecipeTUIApp.dataPath, link: "dessert/apple-pie")
        let before = try session.waitForAppFrame()
        try session.sendKeys("e")
        try session.waitForFile(log, "the editor started") { String(decoding: $0, as: UTF8.self).contains("started") }
        try session.sendKeys("C-c")
        try session.waitForFile(log, "the editor got Ctrl-C") { String(decoding: $0, as: UTF8.self).contains("INT") }
        try session.sendKeys("C-\\")
        try session.waitForFile(log, "the editor got Ctrl-\\") { String(decoding: $0, as: UTF8.self).contains("QUIT") }

        #expect(FileManager.default.createFile(atPath: stop, contents: nil))
        try session.waitUntil("the app is back on its screen") { $0 == before }
        // A Ctrl-C the app had kept for later would end it now, with status 130, before q is read.
        try session.sendKeys("q")
        #expect(try session.waitForExit(ofCommand: command) == 0)
    }
    @Test("An editor that stops itself stops the app too, and the shell's prompt comes back; fg continues both, and the app returns after the editor")
    func editorThatStops() throws {
        let session = try TmuxSession()
        let log = session.scratch + "/editor.log"
        // Stops as Ctrl-Z or vim's :suspend stop an editor, then exits once continued.
        let editor = try Self.script("vi", in: session, """
            echo started >> \(TmuxSession.shellQuoted(log))
            kill -TSTP $$
            echo continued >> \(TmuxSession.shellQuoted(log))
            """)
        let command = try Self.startApp(in: session, editor: editor, data: RecipeTUIApp.dataPath, link: "dessert/apple-pie")
        let before = try session.waitForAppFrame()
        try session.sendKeys("e")
        // The shell goes on with the rest of the command line once the job stops: 148 is 128 + SIGTSTP.
        #expect(try session.waitForExit(ofCommand: command) == 148)
        try session.waitUntil("the shell prompt is back") { lines in
            lines.contains { $0.hasPrefix("[1] + Stopped") } && lines.last(where: { !$0.isEmpty }) == "e2e$"
        }
        #expect(String(decoding: FileManager.default.contents(atPath: log) ?? Data(), as: UTF8.self) == "started\n")

        let resumed = try session.runShellLine("fg")
        try session.waitForFile(log, "the editor is continued") { String(decoding: $0, as: UTF8.self).contains("continued") }
        try session.waitUntil("the app is back on its screen after the editor") { $0 == before }
        try session.sendKeys("q")
        #expect(try session.waitForExit(ofCommand: resumed) == 0)
    }
}
