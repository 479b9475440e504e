import Foundation
import Glibc
import RecipeModel
import RecipeTestSupport
import SystemFiles
import Testing

@testable import RecipeApp

/// The reloader's thread, given data that turned into something else: a FIFO where a `.cook` file or
/// the JSON file was, a data folder deleted and made again. No load waits, and reloading goes on.
///
/// The loads are the app's own, on threads of their own; each wait is bounded, so a load that
/// blocks fails the test instead of hanging the suite.
@Suite("Reloading data that changed kind or went away")
struct ReloadFileKindTests {
    /// What reloading the data at `path` as the app does hands over, driven by the test.
    final class Driver {
        let reloader: CatalogReloader
        /// The instants given to the reloader: a second apart each poll, so every change has settled.
        private var now = ContinuousClock.now

        init(path: String, isCollection: Bool, watcher: (any DataWatching)?) throws {
            let environment = ["XDG_CACHE_HOME": path + "-cache"]
            let catalog = try CatalogLoading.load(path: path, environment: environment)
            reloader = CatalogReloader(
                current: catalog, watcher: watcher,
                load: { Result { () throws(CatalogLoadError) in try CatalogLoading.load(path: path, environment: environment, reloading: true) } },
                listFolders: { DataFolders(path: path, isCollection: isCollection) })
            reloader.startWatching()
        }

        /// The next outcome, within 10 s of real time: nil when none came (a load that blocked, or a change nobody saw).
        func next(askingForReload: Bool = false) -> CatalogReloader.Outcome? {
            if askingForReload { reloader.requestReload(now: now) }
            let deadline = ContinuousClock.now + .seconds(10)
            while ContinuousClock.now < deadline {
                now += .seconds(1)
                if let outcome = reloader.poll(now: now) { return outcome }
                var descriptors = reloader.descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
                _ = poll(&descriptors, nfds_t(descriptors.count), 100)
            }
            return nil
        }

        /// Takes the outcomes that follow within `quiet` of each other, after a change.
        func settle(quiet: Duration = .milliseconds(300)) -> [CatalogReloader.Outcome] {
            var outcomes: [CatalogReloader.Outcome] = []
            var last = ContinuousClock.now
            while ContinuousClock.now - last < quiet {
                now += .seconds(1)
                if let outcome = reloader.poll(now: now) {
                    outcomes.append(outcome)
                    last = ContinuousClock.now
                }
                var descriptors = reloader.descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
                _ = poll(&descriptors, nfds_t(descriptors.count), 50)
            }
            return outcomes
        }
    }

    static func recipeIDs(_ outcome: CatalogReloader.Outcome?) -> [String]? {
        guard case .reloaded(let reloaded)? = outcome else { return nil }
        return reloaded.catalog.categories.flatMap { reloaded.catalog.recipeIDs(in: $0.id) }.sorted()
    }

    static func failure(_ outcome: CatalogReloader.Outcome?) -> String? {
        guard case .failed(let error)? = outcome else { return nil }
        return error.description
    }

    static let json = #"{"categories": [{"id": "soups", "name": "Soups"}], "recipes": [{"id": "leek", "name": "Leek Soup", "category": "soups"}]}"#

    @Test("The JSON file replaced by a FIFO: the reload fails at once, saying what is there; put back, the next reload reads it")
    func jsonFileBecomesFIFO() throws {
        let folder = try makeTemporaryDirectory().path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/recipes.json"
        try Self.json.write(toFile: path, atomically: true, encoding: .utf8)
        let driver = try Driver(path: path, isCollection: false, watcher: nil)

        #expect(unlink(path) == 0 && mkfifo(path, 0o644) == 0)
        #expect(Self.failure(driver.next(askingForReload: true)) == "\(path): cannot read the file: it is a FIFO, not a regular file")

        #expect(unlink(path) == 0)
        try Self.json.replacingOccurrences(of: "Leek Soup", with: "Pea Soup").write(toFile: path, atomically: true, encoding: .utf8)
        guard case .reloaded(let reloaded)? = driver.next(askingForReload: true) else {
            Issue.record("the reloader stopped reloading after the FIFO")
            return
        }
        #expect(reloaded.catalog["leek"]?.name == "Pea Soup")
    }

    @Test("A .cook file replaced by a FIFO: the reload lists it as skipped; put back, the next reload has the recipe again")
    func cookFileBecomesFIFO() throws {
        let root = try makeCooklangFolder(text: ["Soups/Leek.cook": "Boil @leeks{2}.", "Soups/Pea.cook": "Boil @peas{1%cup}."]).path
        defer {
            try? FileManager.default.removeItem(atPath: root)
            try? FileManager.default.removeItem(atPath: root + "-cache")
        }
        let driver = try Driver(path: root, isCollection: true, watcher: nil)

        let leek = root + "/Soups/Leek.cook"
        #expect(unlink(leek) == 0 && mkfifo(leek, 0o644) == 0)
        let outcome = driver.next(askingForReload: true)
        #expect(Self.recipeIDs(outcome) == ["Soups/Pea"])
        if case .reloaded(let reloaded)? = outcome {
            #expect(reloaded.catalog.warnings.map(\.description) == ["Soups/Leek.cook: not a regular file; skipped"])
        }

        #expect(unlink(leek) == 0)
        try "Boil @leeks{3}.".write(toFile: leek, atomically: true, encoding: .utf8)
        #expect(Self.recipeIDs(driver.next(askingForReload: true)) == ["Soups/Leek", "Soups/Pea"])
    }

    @Test("A collection's folder deleted while the app runs, then made again: watched again, and its first recipe is loaded")
    func collectionFolderMadeAgain() throws {
        let scratch = try makeTemporaryDirectory().path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let root = scratch + "/Recipes"
        try FileManager.default.createDirectory(atPath: root + "/Soups", withIntermediateDirectories: true)
        try "Boil @leeks{2}.".write(toFile: root + "/Soups/Leek.cook", atomically: true, encoding: .utf8)
        let driver = try Driver(path: root, isCollection: true, watcher: InotifyDataWatcher())

        try FileManager.default.removeItem(atPath: root)
        #expect(Self.failure(driver.next())?.hasPrefix(root) == true, "the deletion is seen")
        _ = driver.settle()

        // Made again, empty: a new folder, which the deleted one's watch cannot see.
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: false)
        #expect(Self.failure(driver.next()) != nil, "the folder made again is seen")
        _ = driver.settle()

        try FileManager.default.createDirectory(atPath: root + "/Mains", withIntermediateDirectories: false)
        try "Simmer @beef{500%g}.".write(toFile: root + "/Mains/Stew.cook", atomically: true, encoding: .utf8)
        var outcomes = [driver.next()].compactMap { $0 } + driver.settle()
        #expect(outcomes.compactMap(Self.recipeIDs).last == ["Mains/Stew"])

        // And the folders in it are watched again: a change there is seen too.
        try "Simmer @lamb{500%g}.".write(toFile: root + "/Mains/Tagine.cook", atomically: true, encoding: .utf8)
        outcomes = [driver.next()].compactMap { $0 } + driver.settle()
        #expect(outcomes.compactMap(Self.recipeIDs).last == ["Mains/Stew", "Mains/Tagine"])
    }

    @Test("A JSON file's folder deleted while the app runs, then made again with the file: watched again, and the file is loaded")
    func jsonFolderMadeAgain() throws {
        let scratch = try makeTemporaryDirectory().path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let folder = scratch + "/data"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        let path = folder + "/recipes.json"
        try Self.json.write(toFile: path, atomically: true, encoding: .utf8)
        let driver = try Driver(path: path, isCollection: false, watcher: InotifyDataWatcher())

        try FileManager.default.removeItem(atPath: folder)
        #expect(Self.failure(driver.next()) != nil, "the deletion is seen")
        _ = driver.settle()
        #expect(driver.reloader.takeWatchProblem() == nil, "a folder that is gone is not a watch problem: the one above it watches for it")

        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        _ = [driver.next()].compactMap { $0 } + driver.settle()
        try Self.json.replacingOccurrences(of: "Leek Soup", with: "Pea Soup").write(toFile: path, atomically: true, encoding: .utf8)
        let outcomes = [driver.next()].compactMap { $0 } + driver.settle()
        guard case .reloaded(let reloaded)? = outcomes.last else {
            Issue.record("the file in the folder made again was not loaded: \(outcomes)")
            return
        }
        #expect(reloaded.catalog["leek"]?.name == "Pea Soup")
    }

    @Test("Links out of a collection made while the app runs (to /, to /proc, to a folder beside it): the reload neither follows nor watches them, and says so")
    func linksOutInReload() throws {
        let scratch = try makeTemporaryDirectory().path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let root = scratch + "/Recipes"
        try FileManager.default.createDirectory(atPath: root + "/Soups", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: scratch + "/Beside", withIntermediateDirectories: true)
        try "Boil @leeks{2}.".write(toFile: root + "/Soups/Leek.cook", atomically: true, encoding: .utf8)
        try "Boil @peas{2}.".write(toFile: scratch + "/Beside/Pea.cook", atomically: true, encoding: .utf8)
        let driver = try Driver(path: root, isCollection: true, watcher: nil)

        #expect(symlink("/", root + "/Root") == 0)
        #expect(symlink("/proc", root + "/Soups/Proc") == 0)
        #expect(symlink(scratch + "/Beside", root + "/Beside") == 0)
        guard case .reloaded(let reloaded)? = driver.next(askingForReload: true) else {
            Issue.record("no reload")
            return
        }
        #expect(reloaded.catalog.categories.flatMap { reloaded.catalog.recipeIDs(in: $0.id) } == ["Soups/Leek"])
        let real = String(cString: try #require(realpath(scratch, nil)))
        #expect(reloaded.catalog.warnings.map(\.description) == [
            "Beside: a link out of the collection's folder (to \(real)/Beside); not followed",
            "Root: a link out of the collection's folder (to /); not followed",
            "Soups/Proc: a link out of the collection's folder (to /proc); not followed",
        ])
        #expect(reloaded.folders.folders == [root, root + "/Soups"], "nothing out there is watched")
    }
}
