import Foundation
import RecipeGenerator
import RecipeTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The app under process limits that take away what it takes for granted: a second thread.
@Suite("Faults: process limits")
struct FaultProcessLimitTests {
    /// Only root can limit the processes of a user ID of the test's own and run the app as it.
    static let canRunLimited = geteuid() == 0
        && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") && FileManager.default.isExecutableFile(atPath: "/usr/bin/prlimit")

    @Test(
        "With no thread to be had (prlimit --nproc=1 as a normal user) every key is answered, the place is saved, and q quits",
        .enabled(if: canRunLimited, "needs root, setpriv and prlimit to run the app as a user limited to one process")
    )
    func noThreadToBeHad() throws {
        let session = try TmuxSession()
        let folder = session.scratch + "/shared"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        chmod(session.scratch, 0o755)
        chmod(folder, 0o777)
        let state = folder + "/state.json"
        // A user ID of its own, which no other process has: the limit counts every process of the user.
        let user = "61016"
        let command = try session.runShellLine(
            (["prlimit", "--nproc=1", "--", "setpriv", "--reuid=\(user)", "--regid=\(user)", "--clear-groups", "--",
              try RecipeTUIApp.binary(), "--data", RecipeTUIApp.dataPath, "--state", state, "--date", RecipeTUIApp.fixedDate]).map(TmuxSession.shellQuoted).joined(separator: " ")
        )
        try session.waitForAppFrame()
        // Before the fix the first key hung the app for good in DispatchQueue.async.
        try session.sendKeys("Down")
        try session.waitUntil("Soups & Stews is selected") { $0[0].hasPrefix(" Soups & Stews") }
        try session.waitForFile(state, "the new place is saved") { SavedState(data: $0)?.selectedCategory == "soup" }
        try session.sendKeys("Down")
        try session.waitUntil("Salads is selected") { $0[0].hasPrefix(" Salads") }
        try session.sendKeys("q")
        #expect(try session.waitForExit(ofCommand: command) == 0)
        #expect(SavedState.read(state)?.selectedCategory == "salad")
    }

    @Test(
        "With no thread to be had, a catalog large enough to be scanned on two threads and cached still loads: one thread does it all",
        .enabled(if: canRunLimited, "needs root, setpriv and prlimit to run the app as a user limited to one process")
    )
    func largeCatalogWithoutThreads() throws {
        let scratchFolder = try ScratchFolder("recipe-e2e")
        defer { scratchFolder.remove() }
        let scratch = scratchFolder.path
        chmod(scratch, 0o777)
        let bytes = CatalogGenerator(recipes: 10_000, categories: 20, seed: 1).generate()
        #expect(bytes.count > 8 << 20)
        let data = scratch + "/catalog.json"
        try Data(bytes).write(to: URL(fileURLWithPath: data))
        chmod(data, 0o644)
        // `timeout` ends a hang (the scan used to wait for ever for a Dispatch thread) as a failure rather than a stuck suite.
        let result = try ProcessRunner.run(
            "/usr/bin/timeout",
            ["60", "prlimit", "--nproc=1", "--", "setpriv", "--reuid=61017", "--regid=61017", "--clear-groups", "--",
             try RecipeTUIApp.binary(), "--data", data, "--state", scratch + "/state.json", "--print-link"],
            environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": scratch, "XDG_CACHE_HOME": scratch + "/cache"]
        )
        #expect(result.status == 1, "status \(result.status) (124 is a hang): \(result.standardError)")
        #expect(result.standardError == "recipe-tui: no place is saved yet in \(scratch)/state.json\n")
    }
}
