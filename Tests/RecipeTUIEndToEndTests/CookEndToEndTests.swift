import Foundation
import RecipeTestSupport
import Testing

@Suite("Cook mode and its timers, end to end")
struct CookEndToEndTests {
    @Test("c opens cook mode, t starts the step's two timers, the strip counts on while browsing, and a relaunch shows the time left")
    func timersOutliveTheApp() throws {
        let session = try TmuxSession()
        let collection = session.scratch + "/Kitchen Folder"
        try FileManager.default.createDirectory(atPath: collection + "/Kitchen", withIntermediateDirectories: true)
        let recipe = "Boil the @eggs{2} ~eggs{1%hour}, and rest the @dough{1%ball} ~rest{2%hours}.\n\nPeel the eggs.\n"
        _ = FileManager.default.createFile(atPath: collection + "/Kitchen/Eggs.cook", contents: Data(recipe.utf8))
        _ = FileManager.default.createFile(atPath: collection + "/Kitchen/Toast.cook", contents: Data("Toast the @bread.\n".utf8))
        let first = try session.startApp(data: collection)
        try session.waitForAppFrame()

        try session.sendKeys("Right", "Right", "c")
        try session.waitUntil("cook mode shows the first step of two") { lines in
            lines.contains { $0.contains("│ Step 1 of 2 ") } && lines.contains { $0.contains("│   Boil the @eggs ~1 hour, and rest the @dough ~2 hours.") }
        }
        try session.sendKeys("t")
        try session.waitUntil("both timers run in the strip above the bottom bar") { lines in
            lines[lines.count - 2].hasPrefix(" Eggs 0:59:") && lines[lines.count - 2].contains("· Rest 1:59:")
        }
        try session.sendKeys("Escape", "Left", "Down")
        try session.waitUntil("browsing another recipe, the strip still counts") { lines in
            lines[0] == Screen.topBar(" Kitchen › Toast") && lines[lines.count - 2].hasPrefix(" Eggs 0:59:")
        }
        try session.sendKeys("q")
        #expect(try session.waitForExit(ofCommand: first) == 0)

        try session.startApp(data: collection)
        try session.waitUntil("a relaunch shows the time left of both") { lines in
            lines[lines.count - 2].hasPrefix(" Eggs 0:5") && lines[lines.count - 2].contains("· Rest 1:5")
        }
    }
}
