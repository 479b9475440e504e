import Foundation
import Testing

/// The keys under several terminal descriptions, the resize round trip, the clipboard, ASCII under
/// LANG=C and the state file of a quit without navigation: the built app in tmux.
@Suite("Keys in every terminal, resizing, the clipboard and the locale, end to end")
struct ChromeEndToEndTests {
    /// Starts the app under `TERM=term` (and any other variables) with this session's state file; returns the command number.
    @discardableResult
    static func startApp(in session: TmuxSession, environment: [String], _ arguments: [String] = []) throws -> Int {
        try session.runCommand(
            ["env"] + environment + [try RecipeTUIApp.binary(), "--data", RecipeTUIApp.dataPath, "--state", session.statePath, "--date", RecipeTUIApp.fixedDate]
                + arguments)
    }

    @Test(
        "Home, End, PgUp, PgDn and Shift-Tab work whatever TERM says (tmux sends ESC[1~ and ESC[4~ for Home and End)",
        arguments: ["xterm", "screen", "linux", "vt100", "tmux-256color"])
    func keysUnderEveryTerm(term: String) throws {
        let session = try TmuxSession()
        let command = try Self.startApp(in: session, environment: ["TERM=\(term)"])
        try session.waitForAppFrame()
        // A fresh start: the categories have the focus, Breakfast selected.
        for (key, category) in [("End", "Drinks"), ("Home", "Breakfast"), ("NPage", "Drinks"), ("PPage", "Breakfast")] {
            try session.sendKeys(key)
            try session.waitUntil("\(key) selects \(category) under TERM=\(term)") { $0.contains { $0.hasPrefix("▸ \(category)") } }
        }
        // 5j: a count moves five rows at once.
        try session.sendKeys("5", "j")
        try session.waitUntil("5j selects Breads & Pastry under TERM=\(term)") { $0.contains { $0.hasPrefix("▸ Breads & Pastry") } }
        // Shift-Tab from the categories goes round to the detail.
        try session.sendKeys("BTab")
        try session.waitUntil("Shift-Tab focuses the detail under TERM=\(term)") { $0[1].hasSuffix("│▶ Detail") }
        try session.sendKeys("q")
        #expect(try session.waitForExit(ofCommand: command) == 0)
    }

    @Test("Tab to the categories, resize to 40x12 and back: the focus is on the categories, on screen and in the state file")
    func resizeRoundTripKeepsTheFocus() throws {
        let session = try TmuxSession()
        let command = try session.startApp(["--open", "dessert/apple-pie"])
        try session.waitForAppFrame()
        try session.sendKeys("BTab", "BTab")
        let wide = try session.waitUntil("the categories have the focus") { $0[1].hasPrefix("▶ Categories") }
        try session.resize(width: 40, height: 12)
        try session.waitUntil("the stack shows the detail") { $0.count == 12 && $0[1].hasPrefix("▶ Detail") }
        try session.resize(width: TmuxSession.defaultWidth, height: TmuxSession.defaultHeight)
        let back = try session.waitUntil("the categories have the focus again") { $0.count == 40 && $0[1].hasPrefix("▶ Categories") }
        #expect(back == wide, "before:\n\(TmuxSession.framed(wide))\nafter:\n\(TmuxSession.framed(back))")
        try session.sendKeys("q")
        #expect(try session.waitForExit(ofCommand: command) == 0)
        #expect(SavedState.read(session.statePath) == SavedState(selectedCategory: "dessert", path: ["apple-pie"], focus: "categories"))
    }

    @Test("A resize clears and repaints the screen once")
    func resizeRepaintsOnce() throws {
        let session = try TmuxSession()
        let command = try session.startApp(["--open", "dessert/apple-pie"])
        try session.waitForAppFrame()
        let recording = try session.recordOutput()
        try session.resize(width: 100, height: 30)
        try session.waitUntil("the frame at 100x30") { $0.count == 30 && $0[0].hasSuffix("recipe-tui") }
        // A key after the resize's frame: when its frame shows, everything the resize caused has been written.
        try session.sendKeys("Down")
        try session.waitForScreen(containing: "▸ 1.2 kg")
        let clears = TmuxSession.screenClears(in: FileManager.default.contents(atPath: recording) ?? Data())
        #expect(clears == 1, "the resize cleared and repainted the screen \(clears) times")
        try session.sendKeys("q")
        #expect(try session.waitForExit(ofCommand: command) == 0)
    }

    @Test("At 40x12 a recipe under the cursor, browsed but not opened, keeps the cursor when the terminal widens")
    func resizeKeepsTheCursor() throws {
        let session = try TmuxSession(width: 40, height: 12)
        try session.startApp(["--open", "dessert"])
        try session.waitUntil("the Desserts list") { $0.count == 12 && $0[1].hasPrefix("▶ Desserts") }
        try session.sendKeys("Down", "Down", "Down")
        try session.waitUntil("the cursor on Cinnamon Rice Pudding") { $0.contains { $0.hasPrefix("▸ Cinnamon Rice Pudding") } }
        try session.resize(width: TmuxSession.defaultWidth, height: TmuxSession.defaultHeight)
        try session.waitUntil("the cursor is still on Cinnamon Rice Pudding") { lines in
            lines.count == 40 && lines.contains { $0.contains("│▸ Cinnamon Rice Pudding") || $0.hasPrefix("▸ Cinnamon Rice Pudding") }
        }
    }

    @Test("y shows the link and copies it through OSC 52, which tmux takes into its paste buffer")
    func linkToTheClipboard() throws {
        let session = try TmuxSession()
        try session.tmux("set-option", "-s", "set-clipboard", "on")
        try session.startApp(["--open", "dessert/apple-pie/pie-crust"])
        try session.waitForAppFrame()
        try session.sendKeys("y")
        try session.waitForScreen(containing: "Link: recipes://dessert/apple-pie/pie-crust")
        let deadline = ContinuousClock.now + .seconds(5)
        var buffer = ""
        while ContinuousClock.now < deadline {
            buffer = (try? session.tmux("show-buffer")) ?? ""
            if !buffer.isEmpty { break }
            Thread.sleep(forTimeInterval: 0.05)
        }
        #expect(buffer == "recipes://dessert/apple-pie/pie-crust")
    }

    @Test("Under LANG=C the frame is drawn in ASCII: | for lines, > for the selection, no UTF-8")
    func asciiUnderTheCLocale() throws {
        let session = try TmuxSession()
        let command = try Self.startApp(in: session, environment: ["LANG=C", "LC_ALL=C"], ["--open", "dessert/apple-pie"])
        let lines = try session.waitUntil("the ASCII frame") { lines in
            (lines.first?.hasSuffix("recipe-tui") ?? false) && lines.count == 40 && lines[2].contains("|>")
        }
        #expect(lines.allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) }, "\(TmuxSession.framed(lines))")
        #expect(lines[1].hasPrefix("  Categories"))
        #expect(lines.contains { $0.hasPrefix("> Desserts") })
        try session.sendKeys("q")
        #expect(try session.waitForExit(ofCommand: command) == 0)
    }

    @Test("A quit without any navigation writes the place on screen, as the README says")
    func quitWithoutNavigationSaves() throws {
        let session = try TmuxSession()
        let command = try session.startApp()
        try session.waitForAppFrame()
        #expect(!FileManager.default.fileExists(atPath: session.statePath))
        try session.sendKeys("q")
        #expect(try session.waitForExit(ofCommand: command) == 0)
        #expect(SavedState.read(session.statePath) == SavedState(selectedCategory: "breakfast", path: [], focus: "categories"))
    }

    @Test("After --reset a quit without navigation keeps the old place, as --reset promises")
    func resetQuitKeepsTheOldPlace() throws {
        let session = try TmuxSession()
        var command = try session.startApp(["--open", "dessert/apple-pie"])
        try session.waitForAppFrame()
        try session.sendKeys("q")
        #expect(try session.waitForExit(ofCommand: command) == 0)
        command = try session.startApp(["--reset"])
        try session.waitForAppFrame()
        try session.sendKeys("q")
        #expect(try session.waitForExit(ofCommand: command) == 0)
        #expect(SavedState.read(session.statePath)?.path == ["apple-pie"])
    }
}
