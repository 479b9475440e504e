import Foundation
import RecipeGenerator
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Files changed under the running app by another program: the index cache cut short, the data file
/// rewritten in place, something that is not a file at the cache's path. The app lives on.
@Suite("Faults: files changed under the running app")
struct FaultChangedFilesTests {
    /// A catalog large enough to be cached (1 MiB or more), its file changed an hour ago so that the cache's times vouch for it.
    static func writeLargeCatalog(in scratch: String) throws -> (data: String, cache: String) {
        let data = scratch + "/catalog.json"
        try Data(CatalogGenerator(recipes: 2000, categories: 9, seed: 3).generate()).write(to: URL(fileURLWithPath: data))
        var times = [timespec(tv_sec: time(nil) - 3600, tv_nsec: 0), timespec(tv_sec: time(nil) - 3600, tv_nsec: 0)]
        #expect(utimensat(AT_FDCWD, data, &times, 0) == 0)
        return (data, scratch + "/cache")
    }

    /// The one index cache in the cache folder, once it is written.
    static func indexCache(in cache: String) -> String? {
        FileFacts.names(in: cache + "/recipe-tui").first { $0.hasSuffix(".index") }.map { cache + "/recipe-tui/" + $0 }
    }

    @Test("the index cache cut to nothing while the app runs from it: the app keeps navigating and quits normally (it died of SIGBUS, exit 135)")
    func indexCacheTruncatedWhileRunning() throws {
        let session = try TmuxSession(width: 120, height: 40)
        let (data, cache) = try Self.writeLargeCatalog(in: session.scratch)
        let state = session.scratch + "/state.json"
        let environment = ["XDG_CACHE_HOME": cache]

        // The first launch scans and writes the cache.
        var command = try session.startApp(state: state, data: data, environment: environment)
        try session.waitForAppFrame()
        try session.waitUntil("the index cache is written") { _ in Self.indexCache(in: cache) != nil }
        try session.sendKeys("q")
        #expect(try session.waitForExit(ofCommand: command) == 0)
        let cacheFile = try #require(Self.indexCache(in: cache))
        let inode = FileFacts.inode(cacheFile)

        // The later launch reads its index from the cache (which it would otherwise rewrite, as a new inode).
        command = try session.startApp(state: state, data: data, environment: environment)
        let first = try session.waitForAppFrame()
        #expect(FileFacts.inode(cacheFile) == inode, "the cache was rebuilt, not read")
        #expect(truncate(cacheFile, 0) == 0)
        // Every list row, the breadcrumb and the search read the index.
        try session.sendKeys("Down", "Down", "Down")
        try session.waitUntil("another category is selected") { $0[0] != first[0] }
        try session.sendKeys("Right", "j", "j", "j", "Right", "End", "Left", "Left", "Down", "G")
        try session.sendKeys("f", "s", "a", "l", "Escape")
        let after = try session.waitUntil("the app still answers") { $0 != first && ($0.last?.hasSuffix(" [t]") ?? false) }
        #expect(after.count == 40)
        try session.sendKeys("q")
        #expect(try session.waitForExit(ofCommand: command) == 0)
    }

    @Test("the data file rewritten in place (every offset shifted) while the app runs: a recipe not read before is never shown torn, and the reload shows it whole")
    func dataFileRewrittenInPlace() throws {
        let session = try TmuxSession(width: 120, height: 40)
        let (data, cache) = try Self.writeLargeCatalog(in: session.scratch)
        let state = session.scratch + "/state.json"
        let command = try session.startApp(state: state, data: data, environment: ["XDG_CACHE_HOME": cache])
        try session.waitForAppFrame()
        let original = try [UInt8](Data(contentsOf: URL(fileURLWithPath: data)))
        // Same inode, opened with O_TRUNC: how an editor that does not rename saves.
        let handle = try #require(FileHandle(forUpdatingAtPath: data))
        try handle.truncate(atOffset: 0)
        handle.write(Data(repeating: UInt8(ascii: " "), count: 41) + Data(original))
        try handle.close()
        // Soups & Stews, its recipes, and the second of them in the detail: none was read before the change.
        try session.sendKeys("Down")
        try session.waitUntil("Soups & Stews is selected") { $0[0].hasPrefix(" Soups & Stews") }
        try session.sendKeys("Right", "j")
        // Until the live reload lands, the detail may say the recipe changed on disk (the unit tests
        // pin that screen); it never shows a part of the recipe, nor text from another place in the file.
        var torn: [String]?
        let screen = try session.waitUntil("the second soup is shown whole, read from the file as it now is") { lines in
            guard lines[0].hasPrefix(" Soups & Stews › ") else { return false }
            let whole = lines.contains { $0.contains("│ Ingredients") }
            if !whole, !lines.contains(where: { $0.contains("This recipe changed on disk since it was read;") }), torn == nil { torn = lines }
            return whole
        }
        #expect(torn == nil, "\(TmuxSession.framed(torn ?? []))")
        let name = String(screen[0].dropFirst(" Soups & Stews › ".count).dropLast("recipe-tui".count)).trimmingCharacters(in: .whitespaces)
        let catalog = try #require(try JSONSerialization.jsonObject(with: Data(original)) as? [String: Any])
        let recipes = (catalog["recipes"] as? [[String: Any]] ?? []).filter { $0["name"] as? String == name }
        let firstIngredients = recipes.compactMap { (($0["ingredients"] as? [[String: Any]])?.first?["name"] as? String) }
        #expect(!firstIngredients.isEmpty, "no recipe named \(name)")
        #expect(firstIngredients.contains { ingredient in screen.contains { $0.contains(ingredient) } }, "\(TmuxSession.framed(screen))")
        try session.sendKeys("q")
        #expect(try session.waitForExit(ofCommand: command) == 0)
    }

    @Test("a FIFO at the index cache's path: the launch neither blocks on it nor replaces it")
    func fifoAtCachePath() throws {
        let session = try TmuxSession(width: 120, height: 40)
        let (data, cache) = try Self.writeLargeCatalog(in: session.scratch)
        // A launch that writes the cache, to learn its name; then a FIFO in its place.
        let command = try session.startApp(state: session.scratch + "/state.json", data: data, environment: ["XDG_CACHE_HOME": cache])
        try session.waitForAppFrame()
        try session.waitUntil("the index cache is written") { _ in Self.indexCache(in: cache) != nil }
        try session.sendKeys("q")
        #expect(try session.waitForExit(ofCommand: command) == 0)
        let cacheFile = try #require(Self.indexCache(in: cache))
        #expect(unlink(cacheFile) == 0 && mkfifo(cacheFile, 0o600) == 0)

        let environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": session.scratch, "XDG_CACHE_HOME": cache]
        let arguments = ["-s", "KILL", "20", try RecipeTUIApp.binary(), "--data", data, "--state", session.scratch + "/state.json", "--print-link"]
        for _ in 0..<2 {
            // Before the fix the launch waited in open(2) for a writer, deaf to SIGTERM (blocked in the test runner), until `timeout` killed it (137).
            let result = try ProcessRunner.run("/usr/bin/timeout", arguments, environment: environment)
            #expect(result.status == 0, "status \(result.status) (137 is a hang): \(result.standardError)")
            #expect(result.standardError == "")
        }
        var status = stat()
        #expect(stat(cacheFile, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
    }
}
