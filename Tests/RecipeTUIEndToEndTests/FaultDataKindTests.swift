import Foundation
import Glibc
import Testing

/// The data file turned into a FIFO, at launch and while the app runs: nothing waits for a writer
/// that never comes. Every wait here is bounded, so a hang fails the test instead of the suite.
@Suite("Faults: the data file is a FIFO")
struct FaultDataKindTests {
    @Test("--data names a FIFO nobody writes to: the launch ends at once with an error naming it (it waited in open(2) for ever)")
    func fifoAtLaunch() throws {
        let scratch = NSTemporaryDirectory() + "recipe-tui-fifo-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let data = scratch + "/recipes.json"
        #expect(mkfifo(data, 0o644) == 0)
        let environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": scratch, "XDG_CACHE_HOME": scratch + "/cache"]
        let arguments = ["-s", "KILL", "20", try RecipeTUIApp.binary(), "--data", data, "--state", scratch + "/state.json", "--print-link"]
        let result = try ProcessRunner.run("/usr/bin/timeout", arguments, environment: environment)
        #expect(result.status == 1, "status \(result.status) (137 is a hang): \(result.standardError)")
        #expect(result.standardError.hasPrefix("recipe-tui: \(data)"), "\(result.standardError)")
    }

    @Test("The JSON file replaced by a FIFO while the app runs: the reload says so and keeps the data on screen; the file put back is reloaded")
    func fifoInReload() throws {
        let session = try TmuxSession()
        let path = session.scratch + "/recipes.json"
        let data = try LiveReloadEndToEndTests.bundledData()
        try LiveReloadEndToEndTests.replaceByRename(data, at: path)
        let app = try session.startApp(data: path)
        try session.waitForAppFrame()

        #expect(unlink(path) == 0 && mkfifo(path, 0o644) == 0)
        let refused = try session.waitUntil("the notice says the file cannot be read, and why") { lines in
            TmuxSession.notice(in: lines)?.contains("it is a FIFO, not a regular file") == true
        }
        #expect(refused.contains { $0.contains("│") && $0.contains("Breakfast Burrito") }, "the data read before stays on screen")
        try session.sendKeys("Down")
        try session.waitUntil("the app still answers keys") { $0[0] != refused[0] }

        #expect(unlink(path) == 0)
        try LiveReloadEndToEndTests.replaceByRename(LiveReloadEndToEndTests.editing(data) { $0.removeAll { $0["id"] as? String == "breakfast-burrito" } }, at: path)
        try session.waitUntil("the reloader, not stuck on the FIFO, reads the file put back") { lines in
            TmuxSession.notice(in: lines)?.hasPrefix(" recipes.json changed: \"Breakfast Burrito\" was removed") == true
        }
        try session.sendKeys("q")
        #expect(try session.waitForExit(ofCommand: app) == 0)
    }
}
