import CooklangCatalog
import Foundation
import RecipeModel
import RecipeNavigation

/// Everything measured for one data file.
struct CaseResult {
    var label: String
    var fileBytes: Int
    /// The key loop with an empty cache (a first launch) and again with the cache it left.
    var firstLaunch: KeyLoopFigures
    var laterLaunch: KeyLoopFigures
    /// Process start to the first complete frame on a pseudo-terminal, per launch.
    var firstFrameFirstLaunch: [Double] = []
    var firstFrameLaterLaunch: [Double] = []
    var peakMemoryFirstLaunch: [Int] = []
    var peakMemoryLaterLaunch: [Int] = []
    /// Bytes the app wrote for each key that only moves the highlight between related recipes.
    var highlightBytes: [Int] = []
    /// Bytes the app wrote for each step down the recipe list (the detail changes too).
    var listStepBytes: [Int] = []
    /// From writing a key to the last byte of the frame it caused, through the pseudo-terminal.
    var keyRoundTrips: [Double] = []
}

/// Measures one data file: the key loop, then launches on a pseudo-terminal with and without a cache.
struct CaseMeasurement {
    let executable: String
    let catalog: CatalogCase
    let work: String
    let keys: Int
    let runs: Int

    /// What ncurses writes when it switches to the alternate screen: the terminal is set up, the frame follows.
    static let alternateScreen = Array("\u{1B}[?1049h".utf8)

    func run() throws -> CaseResult {
        let folder = work + "/" + catalog.label.filter { $0.isLetter || $0.isNumber }
        let cache = folder + "/cache"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let environment = [
            "TERM": "xterm-256color", "LANG": "C.UTF-8", "HOME": folder, "PATH": "/usr/bin:/bin",
            "XDG_CACHE_HOME": cache, "XDG_STATE_HOME": folder + "/state", "TMPDIR": folder,
        ]
        let fileBytes = RecipeCatalog.isFolder(catalog.path) ? Self.folderBytes(catalog.path) : (try? FileManager.default.attributesOfItem(atPath: catalog.path)[.size] as? Int) ?? 0

        try? FileManager.default.removeItem(atPath: cache)
        var frames = KeyLoopRun(dataPath: catalog.path, environment: environment, keys: keys)
        let first = try frames.run()
        frames.measuresReload = true
        let later = try frames.run()
        var result = CaseResult(label: catalog.label, fileBytes: fileBytes, firstLaunch: first, laterLaunch: later)

        let link = try Self.linkToRecipeWithRelated(in: catalog.path)
        for index in 0..<(2 * runs) {
            let isFirstLaunch = index < runs
            if isFirstLaunch { try? FileManager.default.removeItem(atPath: cache) }
            try launch(link: link, environment: environment, state: folder + "/state.json", measureKeys: index == runs, into: &result, firstLaunch: isFirstLaunch)
        }
        return result
    }

    private func launch(link: String, environment: [String: String], state: String, measureKeys: Bool, into result: inout CaseResult, firstLaunch: Bool) throws {
        let session = try PseudoTerminalSession(
            executable: executable,
            arguments: ["--data", catalog.path, "--state", state, "--date", Benchmark.date, "--open", link],
            environment: environment, columns: 120, rows: 40
        )
        let frame = session.readUntilQuiet(quiet: .milliseconds(200), after: Self.alternateScreen)
        guard let last = frame.lastByte, frame.bytes.contains(subsequence: Self.alternateScreen) else {
            throw Benchmark.Failure(description: "\(catalog.label): recipe-tui showed no frame: \(String(decoding: frame.bytes, as: UTF8.self))")
        }
        let firstFrame = (last - session.started).milliseconds
        if measureKeys {
            // The link opened a recipe with related recipes, focused in the detail: j and k move only the highlight.
            for index in 0..<20 {
                let (bytes, roundTrip) = press(index % 2 == 0 ? "j" : "k", in: session)
                result.highlightBytes.append(bytes)
                if let roundTrip { result.keyRoundTrips.append(roundTrip) }
            }
            _ = press("h", in: session)  // Back to the recipe list.
            for _ in 0..<10 {
                let (bytes, roundTrip) = press("j", in: session)
                result.listStepBytes.append(bytes)
                if let roundTrip { result.keyRoundTrips.append(roundTrip) }
            }
        }
        // Peak memory is read just before quitting: the app's own high-water mark, after its first frame and keys.
        let peak = session.peakMemoryKilobytes() ?? 0
        session.send(Array("q".utf8))
        let status = session.waitForExit()
        guard status == 0 else { throw Benchmark.Failure(description: "\(catalog.label): recipe-tui exited with status \(status)") }
        if firstLaunch {
            result.firstFrameFirstLaunch.append(firstFrame)
            result.peakMemoryFirstLaunch.append(peak)
        } else {
            result.firstFrameLaterLaunch.append(firstFrame)
            result.peakMemoryLaterLaunch.append(peak)
        }
    }

    /// Presses a key and returns the bytes of the frame it caused and how long that frame took to arrive.
    private func press(_ key: String, in session: PseudoTerminalSession) -> (Int, Double?) {
        let sent = ContinuousClock.now
        session.send(Array(key.utf8))
        let output = session.readUntilQuiet(quiet: .milliseconds(60))
        return (output.bytes.count, output.lastByte.map { ($0 - sent).milliseconds })
    }

    /// A deep link to the first recipe of the first category that has at least two related recipes.
    /// The bytes of every file below a folder: a Cooklang collection's size.
    static func folderBytes(_ path: String) -> Int {
        let files = FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []
        return files.reduce(0) { total, file in
            total + ((try? FileManager.default.attributesOfItem(atPath: path + "/" + file)[.size] as? Int) ?? 0)
        }
    }

    static func linkToRecipeWithRelated(in path: String) throws -> String {
        let catalog = RecipeCatalog.isFolder(path) ? try RecipeCatalog(cooklangFolder: path) : try RecipeCatalog(contentsOfFile: path)
        for category in catalog.categories {
            for id in catalog.recipeIDs(in: category.id).prefix(200) where (catalog[id]?.relatedIDs.count ?? 0) >= 2 {
                return DeepLink(categoryID: category.id, routes: [.recipe(id)]).description
            }
        }
        throw Benchmark.Failure(description: "\(path) has no recipe with two related recipes")
    }
}

extension Benchmark {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }
}
