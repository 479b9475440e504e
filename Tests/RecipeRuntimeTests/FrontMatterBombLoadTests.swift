import Foundation
import RecipeModel
import RecipeTestSupport
import Testing

@testable import RecipeApp
@testable import RecipeRuntime

/// Collections holding front matter written to expand or nest without limit load in bounded time,
/// at launch and in a live reload alike: each such file is listed with a problem at its place,
/// and every other recipe is read as usual.
@Suite("Front matter bombs in a collection")
struct FrontMatterBombLoadTests {
    /// Files whose front matter would expand or nest without end, and the problem each is listed with.
    static let bombs: [(file: String, text: String, problem: String)] = {
        var laughs = ["a: &a [lol,lol,lol,lol,lol,lol,lol,lol,lol]"]
        for (previous, name) in zip("abcdefgh", "bcdefghi") {
            laughs.append("\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ",") + "]")
        }
        let step = "---\nMix @flour{}.\n"
        return [
            ("Laughs.cook", "---\n" + laughs.joined(separator: "\n") + "\n" + step,
             "Laughs.cook:6:4: the front matter's aliases expand to more than the 10000 values a front matter may have, so its metadata is not read"),
            ("Mains/Deep.cook", "---\ntitle: " + String(repeating: "[", count: 60_000) + "\n" + step,
             "Mains/Deep.cook:2:72: the front matter nests deeper than the 64 levels a front matter may have, so its metadata is not read"),
            ("Mains/Stairs.cook", "---\n" + (0..<500).map { String(repeating: " ", count: $0 % 100) + "k\($0):" }.joined(separator: "\n") + " x\n" + step,
             "Mains/Stairs.cook:67:65: the front matter nests deeper than the 64 levels a front matter may have, so its metadata is not read"),
        ]
    }()

    static let good = ["Mains/Stew.cook": "---\ntitle: Beef Stew\n---\nBrown @beef{500%g}.\n", "Toast.cook": "Toast @bread{2%slices}.\n"]

    static func environment(cache: URL) -> [String: String] { ["XDG_CACHE_HOME": cache.path] }

    /// Every bomb is listed with its problem and its steps, and the good files are whole.
    static func checkLoaded(_ catalog: RecipeCatalog) {
        #expect(catalog.recipeCount == 5)
        #expect(catalog.warnings.map(\.description).sorted() == bombs.map(\.problem).sorted())
        for bomb in bombs {
            let id = String(bomb.file.dropLast(5))
            #expect(catalog[id]?.ingredients.map(\.name) == ["flour"], "\(id)")
        }
        #expect(catalog["Mains/Stew"]?.name == "Beef Stew")
        #expect(catalog["Toast"]?.ingredients.map(\.name) == ["bread"])
    }

    @Test("At launch, each bomb is a problem at its line and column and the rest of the collection loads")
    func atLaunch() throws {
        let root = try makeCooklangFolder(text: Self.good.merging(Self.bombs.map { ($0.file, $0.text) }) { $1 })
        let cache = try ScratchFolder().url
        defer {
            try? FileManager.default.removeItem(at: root)
            try? FileManager.default.removeItem(at: cache)
        }
        Self.checkLoaded(try CatalogLoading.load(path: root.path, environment: Self.environment(cache: cache)))
        // Read again from the caches the first launch left: the same problems, the same recipes.
        Self.checkLoaded(try CatalogLoading.load(path: root.path, environment: Self.environment(cache: cache)))
    }

    @Test("In a live reload, bombs written into the collection are problems at their places and the rest reloads")
    func inLiveReload() throws {
        let root = try makeCooklangFolder(text: Self.good)
        let cache = try ScratchFolder().url
        defer {
            try? FileManager.default.removeItem(at: root)
            try? FileManager.default.removeItem(at: cache)
        }
        let environment = Self.environment(cache: cache)
        let first = try CatalogLoading.load(path: root.path, environment: environment)
        #expect(first.recipeCount == 2)

        let watcher = CatalogReloaderTests.FakeWatcher()
        var threads: [@Sendable () -> Void] = []
        let path = root.path
        let reloader = CatalogReloader(
            current: first, watcher: watcher,
            load: { Result { () throws(CatalogLoadError) in try CatalogLoading.load(path: path, environment: environment) } },
            listFolders: { DataFolders(folders: [path], fileNames: [:]) },
            startThread: { work in
                threads.append(work)
                return true
            })
        reloader.startWatching()
        for bomb in Self.bombs {
            let url = root.appendingPathComponent(bomb.file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bomb.text.utf8).write(to: url)
        }
        watcher.pending = true
        let start = ContinuousClock.now
        #expect(reloader.poll(now: start) == nil)
        #expect(reloader.poll(now: start + .seconds(1)) == nil)
        #expect(threads.count == 1)
        for work in threads { work() }
        guard case .reloaded(let reloaded)? = reloader.poll(now: start + .seconds(2)) else {
            Issue.record("no reload handed over")
            return
        }
        Self.checkLoaded(reloaded.catalog)
        #expect(reloaded.difference.added.sorted() == ["Laughs", "Mains/Deep", "Mains/Stairs"])
    }
}
