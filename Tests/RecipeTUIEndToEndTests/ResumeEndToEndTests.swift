import Foundation
import Testing

/// Resuming exactly: the detail's scroll and cursor survive a relaunch, saved as the panes scroll.
@Suite("Resuming exactly, end to end")
struct ResumeEndToEndTests {
    /// The `"view"` member of the state file at `path`, or nil when there is none.
    static func savedView(_ data: Data) -> [String: Any]? {
        (try? JSONSerialization.jsonObject(with: data) as? [String: Any])?["view"] as? [String: Any]
    }

    /// The route under the detail's cursor in a saved view, as `{"kind": "key"}`.
    static func detailCursor(_ data: Data) -> [String: String]? {
        (savedView(data)?["detail"] as? [String: Any])?["cursor"] as? [String: String]
    }

    @Test("The relaunch of a scrolled detail: the same lines in view, the cursor on the same row, and keys go on from there")
    func relaunchOfAScrolledDetail() throws {
        let session = try TmuxSession(width: 100, height: 16)
        var command = try session.startApp(["--open", "dessert/apple-pie"])
        let opened = try session.waitForAppFrame()
        // Scrolling is no navigation: only the view changes, and it is saved all the same.
        try session.sendKeys("End")
        try session.waitUntil("the detail scrolled to its related recipes") { $0.contains { $0.hasSuffix("│ ▸ Pie Crust") } }
        try session.sendKeys("j", "j")
        let beforeQuit = try session.waitUntil("the cursor on Whipped Cream") { $0.contains { $0.hasSuffix("│ ▸ Whipped Cream") } }
        #expect(beforeQuit != opened)
        // Saved while the app runs, not only when it quits: a crash loses no more than the last burst of keys.
        try session.waitForFile(session.statePath, "the view with the cursor on Whipped Cream") { Self.detailCursor($0) == ["recipe": "whipped-cream"] }
        try session.sendKeys("q")
        #expect(try session.waitForExit(ofCommand: command) == 0)
        #expect(SavedState.read(session.statePath) == SavedState(selectedCategory: "dessert", path: ["apple-pie"], focus: "detail"))

        command = try session.startApp()
        let afterRelaunch = try session.waitForAppFrame()
        #expect(afterRelaunch == beforeQuit, "before quitting:\n\(TmuxSession.framed(beforeQuit))\nafter relaunching:\n\(TmuxSession.framed(afterRelaunch))")
        try session.sendKeys("k")
        try session.waitUntil("the cursor one row up, on Fruit Pie Filling") { $0.contains { $0.hasSuffix("│ ▸ Fruit Pie Filling") } }
        try session.sendKeys("q")
        #expect(try session.waitForExit(ofCommand: command) == 0)
    }

    @Test("After --reset, scrolling alone keeps the old place, view and all, as --reset promises")
    func resetThenScrollKeepsTheOldPlace() throws {
        let session = try TmuxSession(width: 40, height: 8)
        var command = try session.startApp(["--open", "dessert/apple-pie"])
        try session.waitUntil("Apple Pie in the stack") { $0.count == 8 && $0[1].hasPrefix("▶ Detail") }
        try session.sendKeys("End")
        try session.waitUntil("the detail scrolled to its related recipes") { $0[2] == " Related recipes" }
        try session.sendKeys("q")
        #expect(try session.waitForExit(ofCommand: command) == 0)
        let saved = try #require(FileManager.default.contents(atPath: session.statePath))
        #expect(Self.detailCursor(saved) != nil)

        // The collapsed stack browses the categories without selecting: the list scrolls, nothing is navigated.
        command = try session.startApp(["--reset", "--layout", "stack"])
        try session.waitUntil("the categories in the stack") { $0.count == 8 && $0[1].hasPrefix("▶ Categories") }
        try session.sendKeys("End")
        try session.waitUntil("the categories scrolled to Drinks") { $0.contains { $0.hasPrefix("▸ Drinks") } }
        try session.sendKeys("q")
        #expect(try session.waitForExit(ofCommand: command) == 0)
        #expect(FileManager.default.contents(atPath: session.statePath) == saved)
    }
}
