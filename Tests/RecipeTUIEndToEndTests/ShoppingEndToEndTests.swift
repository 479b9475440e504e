import Foundation
import RecipeTestSupport
import Testing

@Suite("The shopping list, end to end")
struct ShoppingEndToEndTests {
    @Test("s opens the plan's list by aisle minus the pantry; two ticks go to .shopping-checked and a relaunch shows them")
    func ticksOutliveTheApp() throws {
        let session = try TmuxSession()
        let collection = session.scratch + "/Kitchen Folder"
        try FileManager.default.createDirectory(atPath: collection + "/Kitchen", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: collection + "/config", withIntermediateDirectories: true)
        let files = [
            "Kitchen/Soup.cook": "Chop @onion{2} and @garlic{3%cloves}, season with @salt.\n",
            "config/aisle.conf": "[produce]\nonion\ngarlic\n\n[spices]\nsalt\n",
            "config/pantry.conf": "staples = [\"salt\"]\n",
            ".shopping-list": "./Kitchen/Soup{2}\n",
        ]
        for (path, text) in files { _ = FileManager.default.createFile(atPath: collection + "/" + path, contents: Data(text.utf8)) }
        let first = try session.startApp(data: collection)
        try session.waitForAppFrame()

        try session.sendKeys("Right", "Right", "s")
        try session.waitUntil("the list shows the produce aisle, salt taken by the pantry") { lines in
            lines.contains { $0.contains("│ produce") } && lines.contains { $0.contains("[ ] onion 4") }
                && lines.contains { $0.contains("[ ] garlic 6 cloves") } && !lines.contains { $0.contains("[ ] salt") }
        }
        try session.sendKeys("Space")
        try session.waitUntil("onion ticked, last in its aisle") { lines in
            let onion = lines.firstIndex { $0.contains("[x] onion 4") }, garlic = lines.firstIndex { $0.contains("[ ] garlic") }
            return onion != nil && garlic != nil && garlic! < onion!
        }
        try session.sendKeys("Space")
        try session.waitUntil("garlic ticked too") { lines in lines.contains { $0.contains("[x] garlic 6 cloves") } }
        try session.sendKeys("q")
        #expect(try session.waitForExit(ofCommand: first) == 0)
        let log = FileManager.default.contents(atPath: collection + "/.shopping-checked").map { String(decoding: $0, as: UTF8.self) }
        #expect(log == "+ onion\n+ garlic\n")

        try session.startApp(data: collection)
        try session.waitUntil("a relaunch comes back to the list with both ticks") { lines in
            lines.contains { $0.contains("[x] onion 4") } && lines.contains { $0.contains("[x] garlic 6 cloves") }
        }
    }
}
