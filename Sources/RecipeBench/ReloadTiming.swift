import Foundation
import Synchronization
import SystemFiles
import RecipeApp
import RecipeModel
import RecipeNavigation

/// Times a live reload: reading the changed data on the reloader's thread, the swap on the key
/// path, and keys pressed while reloads run in the background.
///
/// A changed JSON file misses its index cache, so its reload is a scan of the whole file: timed
/// with no cache at all. A collection keeps its parsed files: one file of a copy is changed, and
/// the reload reads that file again and the others from the cache, as after an edit.
struct ReloadTiming {
    let dataPath: String
    let size: Size
    let today: CalendarDate
    /// Where copies and caches go; removed afterwards.
    let scratch: String

    struct Figures: Codable, Equatable {
        /// Reading the changed data and comparing it with the old: the reloader thread's work.
        var loadMilliseconds: Double
        /// Fitting the place to the new data and drawing its frame: what the key path waits for.
        var swapMilliseconds: Double
        var keys: Int
        var keyMedianMicroseconds: Double
        var keyP95Microseconds: Double
        var reloadsDuringKeys: Int
    }

    func measure(keys keyCount: Int) throws -> Figures {
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let isFolder = RecipeCatalog.isFolder(dataPath)
        var path = dataPath
        var environment: [String: String] = [:]
        if isFolder {
            // A copy with its times kept (so that its caches take every file), loaded once to fill them.
            path = scratch + "/collection"
            let copy = Process()
            copy.executableURL = URL(fileURLWithPath: "/bin/cp")
            copy.arguments = ["-a", dataPath, path]
            try copy.run()
            copy.waitUntilExit()
            environment = ["XDG_CACHE_HOME": scratch + "/cache"]
        }
        let old = try CatalogLoading.load(path: path, environment: environment)
        RecipeCatalog.waitForCacheWrites()
        if isFolder, let file = FileManager.default.enumerator(atPath: path)?.first(where: { ($0 as? String)?.hasSuffix(".cook") == true }) as? String {
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path + "/" + file))
            handle.seekToEndOfFile()
            handle.write(Data("\n-- changed by recipe-bench\n".utf8))
            try handle.close()
        }

        let loadStart = ContinuousClock.now
        let new = try CatalogLoading.load(path: path, environment: environment)
        let difference = CatalogDifference(from: old, to: new)
        let loaded = ContinuousClock.now

        let oldApp = AppEnvironment(catalog: old)
        var state = AppState(navigation: NavigationModel(), size: size, today: today)
        state.prepareForFirstFrame(in: oldApp)
        if let category = old.categories.first, let recipe = old.recipeIDs(in: category.id).first {
            state.navigation = NavigationModel(selectedCategory: category.id, path: [.recipe(recipe)], focus: .detail)
            _ = old.loadDetail(recipe)
            state.prepareForFirstFrame(in: oldApp)
        }
        _ = FrameRenderer(state: state, environment: oldApp).render()
        let swapStart = ContinuousClock.now
        let newApp = AppEnvironment(catalog: new)
        // As the session does: the screen's detail is read from the new data before the view is fitted onto it.
        if case .recipe(let id)? = state.navigation.visibleRoute { _ = new.loadDetail(id) }
        _ = state.adopt(newApp, replacing: oldApp, difference: difference, dataName: "data")
        var previous = FrameRenderer(state: state, environment: newApp).render()
        let swapped = ContinuousClock.now

        // Keys while reloads run one after another on another thread, as a file saved again and again would cause.
        let running = Atomic(true)
        let reloads = Atomic(0)
        let finished = DispatchSemaphore(value: 0)
        Thread.detachNewThread { [path, environment] in
            // As the reloader's thread does.
            DetachedThread.lowerPriorityOfCurrentThread()
            while running.load(ordering: .relaxed) {
                if let catalog = try? CatalogLoading.load(path: path, environment: environment) {
                    _ = CatalogDifference(from: new, to: catalog)
                    reloads.add(1, ordering: .relaxed)
                }
            }
            finished.signal()
        }
        var random = KeyMix(seed: 2)
        var samples: [Double] = []
        for _ in 0..<keyCount {
            let key = random.next(state: state)
            let start = ContinuousClock.now
            if let action = newApp.keymap.action(for: key, mode: state.inputMode) { _ = state.apply(action, in: newApp) }
            let frame = FrameRenderer(state: state, environment: newApp).render()
            frame.forEachChange(since: previous) { _, _, _ in }
            previous = frame
            samples.append(Self.microseconds(ContinuousClock.now - start))
        }
        running.store(false, ordering: .relaxed)
        finished.wait()
        samples.sort()
        return Figures(
            loadMilliseconds: Self.microseconds(loaded - loadStart) / 1000,
            swapMilliseconds: Self.microseconds(swapped - swapStart) / 1000,
            keys: samples.count,
            keyMedianMicroseconds: samples.isEmpty ? 0 : samples[samples.count / 2],
            keyP95Microseconds: samples.isEmpty ? 0 : samples[min(samples.count - 1, samples.count * 95 / 100)],
            reloadsDuringKeys: reloads.load(ordering: .relaxed)
        )
    }

    static func microseconds(_ duration: Duration) -> Double {
        duration.microseconds
    }
}
