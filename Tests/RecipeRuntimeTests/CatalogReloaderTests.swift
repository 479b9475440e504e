import Foundation
import Glibc
import RecipeModel
import RecipeTestSupport
import Synchronization
import SystemFiles
import Testing

@testable import RecipeApp
@testable import RecipeRuntime

/// When the reloader loads: after changes settle, never two loads at once, on request; and what it hands over.
///
/// The watcher is a fake the test pokes, the thread starter keeps the work for the test to run
/// when it chooses, and time is the instants the test passes: nothing here sleeps.
@Suite("CatalogReloader")
struct CatalogReloaderTests {
    /// A watcher the test tells about changes; it remembers what it was asked to follow.
    final class FakeWatcher: DataWatching {
        var pending = false
        var followed: [DataFolders] = []
        var descriptor: Int32 { -1 }
        func takeChanges() -> Bool {
            defer { pending = false }
            return pending
        }
        func follow(_ folders: DataFolders) -> String? {
            followed.append(folders)
            return nil
        }
    }

    /// Loads handed out in turn, counting how many were asked for.
    final class Loads: @unchecked Sendable {
        private let queue: Mutex<[Result<RecipeCatalog, CatalogLoadError>]>
        let count = Atomic<Int>(0)
        init(_ results: [Result<RecipeCatalog, CatalogLoadError>]) { queue = Mutex(results) }
        func next() -> Result<RecipeCatalog, CatalogLoadError> {
            count.add(1, ordering: .relaxed)
            return queue.withLock { $0.removeFirst() }
        }
    }

    /// What the data spans, as the test sets it for the next listing.
    final class Listing: Sendable {
        let folders = Mutex(DataFolders(folders: ["/data"], fileNames: ["/data": ["recipes.json"]]))
    }

    /// A reloader with its parts, the work of started threads held in `threads`.
    final class Rig {
        let watcher = FakeWatcher()
        let loads: Loads
        var threads: [@Sendable () -> Void] = []
        let listing = Listing()
        var folders: DataFolders {
            get { listing.folders.withLock { $0 } }
            set { listing.folders.withLock { $0 = newValue } }
        }
        var reloader: CatalogReloader!
        let start = ContinuousClock.now

        init(_ results: [Result<RecipeCatalog, CatalogLoadError>], threads available: Bool = true) {
            loads = Loads(results)
            reloader = CatalogReloader(
                current: TestCatalogs.small, watcher: watcher, load: { [loads] in loads.next() }, listFolders: { [listing] in listing.folders.withLock { $0 } },
                settle: .milliseconds(100), longest: .milliseconds(500),
                startThread: { [unowned self] work in
                    guard available else { return false }
                    threads.append(work)
                    return true
                })
            reloader.startWatching()
        }

        func at(_ milliseconds: Int) -> ContinuousClock.Instant { start + .milliseconds(milliseconds) }

        /// Runs the work of the threads started so far.
        func runThreads() {
            let work = threads
            threads = []
            for body in work { body() }
        }
    }

    static let withoutCrepes = TestCatalogs.small { _, recipes in recipes.removeAll { $0.id == "crepes" } }

    @Test("A data file replaced after its load but before watching started is loaded as soon as watching starts: no watcher saw its change")
    func replacedBeforeWatching() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let json = #"{"categories": [{"id": "c", "name": "C"}], "recipes": [{"id": "r", "name": "R", "category": "c", "ingredients": [], "directions": []}]}"#
        try folder.file("recipes.json", json)
        let path = folder.path + "/recipes.json"
        let loaded = try RecipeCatalog(contentsOfFile: path)
        #expect(!loaded.dataFileChangedSinceRead)
        try folder.file("recipes.new", json.replacingOccurrences(of: #""name": "R""#, with: #""name": "R2""#))
        #expect(rename(folder.path + "/recipes.new", path) == 0)
        #expect(loaded.dataFileChangedSinceRead)

        var threads: [@Sendable () -> Void] = []
        let reloader = CatalogReloader(
            current: loaded, watcher: FakeWatcher(), load: { Result { () throws(CatalogLoadError) in try RecipeCatalog(contentsOfFile: path) } },
            listFolders: { DataFolders(folders: [folder.path], fileNames: [folder.path: ["recipes.json"]]) },
            startThread: { work in
                threads.append(work)
                return true
            })
        reloader.startWatching()
        #expect(reloader.poll(now: .now) == nil)
        #expect(threads.count == 1, "the load started without any change reported")
        for work in threads { work() }
        guard case .reloaded(let reloaded)? = reloader.poll(now: .now) else {
            Issue.record("no reload handed over")
            return
        }
        #expect(reloaded.difference.changed == ["r"])
    }

    @Test("A burst of changes loads once, when it has been quiet for the settling time, and hands over the new data with what changed")
    func settles() throws {
        let rig = Rig([.success(Self.withoutCrepes)])
        #expect(rig.watcher.followed == [rig.folders], "it watches what the data spans from the start")
        rig.watcher.pending = true
        #expect(rig.reloader.poll(now: rig.at(0)) == nil)
        #expect(rig.reloader.timeout(now: rig.at(0)) == .milliseconds(100))
        rig.watcher.pending = true
        #expect(rig.reloader.poll(now: rig.at(60)) == nil)
        #expect(rig.reloader.timeout(now: rig.at(60)) == .milliseconds(100))
        #expect(rig.reloader.poll(now: rig.at(159)) == nil)
        #expect(rig.threads.isEmpty, "still settling")

        #expect(rig.reloader.poll(now: rig.at(160)) == nil)
        #expect(rig.threads.count == 1)
        #expect(rig.reloader.timeout(now: rig.at(160)) == nil, "a load wakes the session itself when it ends")
        rig.runThreads()
        guard case .reloaded(let reloaded)? = rig.reloader.poll(now: rig.at(170)) else {
            Issue.record("no reload handed over")
            return
        }
        #expect(reloaded.difference.removed.map(\.id) == ["crepes"])
        #expect(reloaded.catalog.recipeCount == 6)
        #expect(rig.loads.count.load(ordering: .relaxed) == 1)
        #expect(rig.reloader.poll(now: rig.at(1000)) == nil, "handed over once")
    }

    @Test("Changes that never pause still load, at the longest wait after the first")
    func neverQuiet() {
        let rig = Rig([.success(Self.withoutCrepes)])
        for time in stride(from: 0, to: 500, by: 50) {
            rig.watcher.pending = true
            #expect(rig.reloader.poll(now: rig.at(time)) == nil)
        }
        #expect(rig.threads.isEmpty)
        #expect(rig.reloader.timeout(now: rig.at(450)) == .milliseconds(50))
        #expect(rig.reloader.poll(now: rig.at(500)) == nil)
        #expect(rig.threads.count == 1)
    }

    @Test("Changes during a load start the next load after it, compared with the data the first handed over")
    func oneLoadAtATime() {
        let withoutPie = TestCatalogs.small { _, recipes in recipes.removeAll { $0.id == "crepes" || $0.id == "whipped-cream" } }
        let rig = Rig([.success(Self.withoutCrepes), .success(withoutPie)])
        rig.reloader.requestReload(now: rig.at(0))
        _ = rig.reloader.poll(now: rig.at(0))
        #expect(rig.threads.count == 1)
        rig.watcher.pending = true
        #expect(rig.reloader.poll(now: rig.at(300)) == nil)
        #expect(rig.threads.count == 1, "no second load while one runs")

        rig.runThreads()
        guard case .reloaded(_)? = rig.reloader.poll(now: rig.at(310)) else {
            Issue.record("the first load was not handed over")
            return
        }
        _ = rig.reloader.poll(now: rig.at(410))
        #expect(rig.threads.count == 1, "the change seen during the first load starts a second")
        rig.runThreads()
        guard case .reloaded(let second)? = rig.reloader.poll(now: rig.at(420)) else {
            Issue.record("the second load was not handed over")
            return
        }
        #expect(second.difference.removed.map(\.id) == ["whipped-cream"])
    }

    @Test("A load that fails hands over the error, and the next one is compared with the data still on screen")
    func failure() {
        let error: CatalogLoadError
        do {
            _ = try RecipeCatalog(contentsOfFile: "/no/such/recipes.json")
            Issue.record("a missing file loaded")
            return
        } catch let failure {
            error = failure
        }
        let rig = Rig([.failure(error), .success(Self.withoutCrepes)])
        rig.reloader.requestReload(now: rig.at(0))
        _ = rig.reloader.poll(now: rig.at(0))
        rig.runThreads()
        guard case .failed(let failed)? = rig.reloader.poll(now: rig.at(10)) else {
            Issue.record("no failure handed over")
            return
        }
        #expect(failed.description == error.description)

        rig.reloader.requestReload(now: rig.at(20))
        _ = rig.reloader.poll(now: rig.at(20))
        rig.runThreads()
        guard case .reloaded(let reloaded)? = rig.reloader.poll(now: rig.at(30)) else {
            Issue.record("no reload handed over")
            return
        }
        #expect(reloaded.difference.removed.map(\.id) == ["crepes"])
    }

    @Test("Without a thread to be had, the load runs at once on the caller's")
    func noThread() {
        let rig = Rig([.success(Self.withoutCrepes)], threads: false)
        rig.reloader.requestReload(now: rig.at(0))
        guard case .reloaded(_)? = rig.reloader.poll(now: rig.at(0)) else {
            Issue.record("no reload handed over")
            return
        }
        #expect(rig.reloader.timeout(now: rig.at(0)) == nil)
    }

    @Test("Without a descriptor for its wake pipe, the reloader says so once and never asks to be woken: no busy loop")
    func noWakePipe() {
        let reloader = CatalogReloader(
            current: TestCatalogs.small, watcher: FakeWatcher(), load: { .success(TestCatalogs.small) },
            listFolders: { DataFolders(folders: ["/data"], fileNames: nil) },
            makeWakePipe: { () throws(SystemError) in throw SystemError(code: EMFILE) })
        reloader.startWatching()
        #expect(reloader.takeWatchProblem() == "Changes to the data are not watched (Too many open files): they show after a relaunch.")
        #expect(reloader.takeWatchProblem() == nil)
        let now = ContinuousClock.now
        reloader.requestReload(now: now)
        #expect(reloader.timeout(now: now) == nil)
        #expect(reloader.poll(now: now + .seconds(1)) == nil)
        #expect(reloader.descriptors.isEmpty)
    }

    @Test("A watch problem found again by a later load is not said again")
    func problemSaidOnce() {
        final class FailingWatcher: DataWatching {
            var descriptor: Int32 { -1 }
            func takeChanges() -> Bool { false }
            func follow(_ folders: DataFolders) -> String? { "Changes in /data are not watched (limit): they show after a relaunch." }
        }
        let reloader = CatalogReloader(
            current: TestCatalogs.small, watcher: FailingWatcher(), load: { .success(TestCatalogs.small) },
            listFolders: { DataFolders(folders: ["/data"], fileNames: nil) }, startThread: { _ in false })
        reloader.startWatching()
        #expect(reloader.takeWatchProblem() != nil)
        reloader.requestReload(now: .now)
        guard case .reloaded(_)? = reloader.poll(now: .now) else {
            Issue.record("no reload")
            return
        }
        #expect(reloader.takeWatchProblem() == nil)
    }

    @Test("A load that finds a new folder watches it, and looks once more for what was written there before its watch began")
    func newFolders() {
        let rig = Rig([.success(Self.withoutCrepes), .success(Self.withoutCrepes)])
        rig.folders = DataFolders(folders: ["/data", "/data/Soups"], fileNames: nil)
        rig.reloader.requestReload(now: rig.at(0))
        _ = rig.reloader.poll(now: rig.at(0))
        rig.runThreads()
        _ = rig.reloader.poll(now: rig.at(10))
        #expect(rig.watcher.followed.last == rig.folders)
        #expect(rig.reloader.timeout(now: rig.at(10)) == .zero)
        _ = rig.reloader.poll(now: rig.at(10))
        #expect(rig.threads.count == 1)
    }
}

/// What is watched for each kind of data, and which changes in those folders matter.
@Suite("DataFolders")
struct DataFoldersTests {
    @Test("A JSON file is watched through its folder, and only its own name matters there; the folder above it for that folder's name")
    func jsonFile() throws {
        let scratchFolder = try ScratchFolder()
        defer { scratchFolder.remove() }
        let root = scratchFolder.path
        let place = root + "/place"
        mkdir(place, 0o755)
        let folders = DataFolders(path: place + "/recipes.json", isCollection: false)
        #expect(folders.folders == [place])
        #expect(folders.parents == [root: ["place"]])
        #expect(folders.watched == [place, root])
        #expect(folders.matters(name: "recipes.json", in: place, isFolder: false))
        #expect(!folders.matters(name: "state.json", in: place, isFolder: false))
        #expect(!folders.matters(name: ".recipes.json.swp", in: place, isFolder: false))
        #expect(folders.matters(name: "", in: place, isFolder: true), "the folder itself moved or was deleted")
        #expect(folders.matters(name: "place", in: root, isFolder: true), "the folder made again")
        #expect(!folders.matters(name: "other", in: root, isFolder: true))
        #expect(!folders.matters(name: "", in: root, isFolder: true))
        #expect(DataFolders(path: "recipes.json", isCollection: false).folders == ["."])
        // A folder that is not there cannot be watched: the one above it is, to see it come.
        let missing = DataFolders(path: "/no/such/place/recipes.json", isCollection: false)
        #expect(missing.folders == [])
        #expect(missing.watched == ["/no/such"])
    }

    @Test("A JSON file reached by a link is watched in the link's folder and in its target's")
    func linkedFile() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let folder = scratch.path
        mkdir(folder + "/real", 0o755)
        try "{}".write(toFile: folder + "/real/catalog.json", atomically: true, encoding: .utf8)
        symlink(folder + "/real/catalog.json", folder + "/recipes.json")
        let folders = DataFolders(path: folder + "/recipes.json", isCollection: false)
        let real = String(cString: try #require(realpath(folder + "/real", nil)))
        #expect(folders.folders == [folder, real])
        #expect(folders.matters(name: "catalog.json", in: real, isFolder: false))
        #expect(folders.matters(name: "recipes.json", in: folder, isFolder: false))
    }

    @Test("A collection is watched in every folder below it but hidden ones, a linked folder once; .cook files and folders matter")
    func collection() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let root = scratch.path
        for folder in ["Soups", "Soups/Winter", ".git", "Mains"] { mkdir(root + "/" + folder, 0o755) }
        symlink(root + "/Soups", root + "/Mains/Soups again")
        symlink(root, root + "/Mains/loop")
        let folders = DataFolders(path: root, isCollection: true)
        #expect(folders.folders.count == 4)
        #expect(folders.folders.isSuperset(of: [root, root + "/Mains"]))
        #expect(folders.folders.filter { $0.hasSuffix("/Winter") }.count == 1)
        #expect(folders.matters(name: "Pizza.cook", in: root, isFolder: false))
        #expect(folders.matters(name: "Desserts", in: root, isFolder: true))
        #expect(!folders.matters(name: ".Pizza.cook.swp", in: root, isFolder: false))
        #expect(!folders.matters(name: "Pizza.cook~", in: root, isFolder: false))
        #expect(!folders.matters(name: "4913", in: root, isFolder: false), "vim's probe file")
        #expect(!folders.matters(name: "config.menu", in: root, isFolder: false))
        // A link to a folder, made or removed: the walk follows links, so both change the collection.
        #expect(folders.matters(name: "Soups again", in: root + "/Mains", isFolder: false))
        let linked = try #require(folders.folders.first { $0.hasSuffix("/Mains/Soups again") || $0.hasSuffix("/Soups") })
        unlink(root + "/Mains/Soups again")
        #expect(folders.matters(name: String(linked.split(separator: "/").last!), in: String(linked[..<linked.lastIndex(of: "/")!]), isFolder: false))
    }
}
