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

    @Test("Ctrl-Z with a timer running gives the shell back; fg repaints the strip with the time the stop took off, and it counts on")
    func timerAcrossSuspend() throws {
        let session = try TmuxSession()
        let collection = session.scratch + "/Kitchen Folder"
        try FileManager.default.createDirectory(atPath: collection + "/Kitchen", withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: collection + "/Kitchen/Eggs.cook", contents: Data("Boil the @eggs{2} ~eggs{1%hour}.\n".utf8))
        let settingsBefore = try session.terminalSettings()
        let command = try session.startApp(data: collection)
        try session.waitForAppFrame()
        try session.sendKeys("Right", "Right", "c", "t")
        var before = 0
        try session.waitUntil("the eggs' timer runs in the strip") { lines in
            guard let left = Self.eggsLeft(lines) else { return false }
            before = left
            return true
        }

        try session.sendKeys("C-z")
        // The shell goes on with the rest of the command line once the job stops: 148 is 128 + SIGTSTP.
        #expect(try session.waitForExit(ofCommand: command) == 148)
        try session.waitUntil("the shell prompt is back") { lines in
            lines.contains { $0.hasPrefix("[1] + Stopped") } && lines.last(where: { !$0.isEmpty }) == "e2e$"
        }
        try session.expectTerminalRestored(settingsBefore: settingsBefore)

        // Three seconds stopped: the wall clock the timer ends by moves on meanwhile.
        let resumed = try session.runShellLine("sleep 3; fg")
        var first = 0
        try session.waitUntil("the app repaints with the strip") { lines in
            guard lines.first?.hasSuffix("recipe-tui") == true, let left = Self.eggsLeft(lines) else { return false }
            first = left
            return true
        }
        #expect(first <= before - 3, "after 3 s stopped the timer shows \(first) s left, \(before) s before the stop")
        try session.waitUntil("the strip counts on after fg") { Self.eggsLeft($0).map { $0 < first } ?? false }
        try session.sendKeys("T")
        try session.waitForScreen(containing: "▸ Eggs 0:5")
        // One key at a time: Escape and the next key sent together would read as one Alt key.
        try session.sendKeys("Escape")
        try session.waitUntil("the timers box closes") { lines in !lines.contains { $0.contains("▸ Eggs 0:") } }
        try session.sendKeys("Escape")
        try session.waitUntil("cook mode goes back to the recipe") { lines in !lines.contains { $0.contains("Step 1 of 1") } }
        try session.sendKeys("q")
        #expect(try session.waitForExit(ofCommand: resumed) == 0)
        try session.expectTerminalRestored(settingsBefore: settingsBefore)
    }

    /// The seconds the strip (the line above the bottom bar) gives the eggs' timer, as "Eggs 0:59:58" reads; nil without it.
    static func eggsLeft(_ lines: [String]) -> Int? {
        guard lines.count >= 2 else { return nil }
        let strip = lines[lines.count - 2]
        guard let start = strip.range(of: " Eggs ")?.upperBound else { return nil }
        let parts = strip[start...].prefix { $0.isNumber || $0 == ":" }.split(separator: ":").compactMap { Int($0) }
        guard parts.count == 3 else { return nil }
        return parts[0] * 3600 + parts[1] * 60 + parts[2]
    }
}
