import Foundation
import RecipeTestSupport
import Testing

@Suite("The Menus row of the first column, end to end")
struct MenusEndToEndTests {
    @Test("End goes to the Menus row, → selects the menu and shows its screen, the place is saved and restored; the menu deleted meanwhile takes the row with it")
    func menusRow() throws {
        let session = try TmuxSession()
        let collection = try CooklangEndToEndTests.copyOfBundledCollection(into: session.scratch)
        let first = try session.startApp(data: collection)
        try session.waitForAppFrame()
        try session.waitUntil("the menus are read and the row is listed after the categories") { lines in
            lines.contains { $0.hasPrefix("  Menus ") && $0.contains(" 1 │") }
        }
        try session.sendKeys("End", "Right", "Right")
        let shown = try session.waitUntil("the collection's one menu is selected and its screen focused in the detail") { lines in
            lines[0] == Screen.topBar(" Menus › Week") && lines[1].hasSuffix("│▶ Detail")
        }
        #expect(shown.contains { $0.contains("│▸ Plans/Week ") })
        #expect(shown.contains { $0.hasSuffix("│ Monday") })
        _ = try session.waitForFile(session.statePath, "the Menus place is saved") { data in
            let text = String(decoding: data, as: UTF8.self)
            return text.contains(#""menus" : true"#) && text.contains(#""menu" : "Plans/Week""#)
        }
        try session.sendKeys("q")
        #expect(try session.waitForExit(ofCommand: first) == 0)

        try session.startApp(data: collection)
        try session.waitUntil("the relaunch restores the menu under the Menus row") { lines in
            lines[0] == Screen.topBar(" Menus › Week") && lines.contains { $0.contains("│▸ Plans/Week ") }
        }
        try FileManager.default.removeItem(atPath: collection + "/Plans/Week.menu")
        let after = try session.waitUntil("the deleted menu is dropped, and the Menus row with it") { lines in
            (TmuxSession.notice(in: lines) ?? "").contains("Menus changed: menu \"Plans/Week\" no longer exists")
        }
        #expect(!after.contains { $0.hasPrefix("  Menus ") || $0.hasPrefix("▸ Menus ") })
        _ = try session.waitForFile(session.statePath, "the place without the menu is saved") { data in
            !String(decoding: data, as: UTF8.self).contains("menus")
        }
    }
}
