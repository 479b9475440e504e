import CooklangCatalog
import FoundationEssentials
import Glibc  // getrusage: the processor time of the examination, its threads included
import RecipeApp
import RecipeGenerator
import RecipeModel
import RecipeNavigation

/// The doctor's figures: `recipe-tui doctor` (and the Problems screen's examination) on a generated collection.
///
/// The collection is the generator's, with problems sown in: every 50th file starts with a deprecated
/// `>>` line, every 97th references a recipe that does not exist, every 500th has a front matter that
/// never closes; and an aisle file lists a few ingredients, so that most files have unlisted ones (a
/// collection whose aisle file is young). Timed whole (`DataDoctor.examine`, what the command and
/// the screen run) and in its two parts: the folder read afresh into a catalog, and the checks. The
/// processor time (user and system, the parse's second thread included) is printed beside the wall
/// time: on a machine shared with other work, the wall time is mostly waiting for a core.
struct DoctorBench {
    let folder: String
    let files: Int
    let runs: Int

    struct Figures {
        var wholeMedian: Double
        var wholeFastest: Double
        /// The processor time of the examination, median.
        var processorMedian: Double
        var loadMedian: Double
        var checksMedian: Double
        var errors: Int
        var warnings: Int
        /// The Problems screen on that report at 120x40: its first frame (the report laid out), wall and
        /// processor time, and a key's (↓) at p95.
        var firstFrame: Double
        var firstFrameProcessor: Double
        var keyP95: Double
    }

    func run() throws -> Figures {
        try writeCollection()
        var whole: [Double] = [], processor: [Double] = [], load: [Double] = [], checks: [Double] = []
        var report = DoctorReport(files: [], recipeCount: 0)
        for _ in 0..<runs {
            var start = ContinuousClock.now
            let processorStart = Self.processorMilliseconds()
            report = try DataDoctor.examine(dataAt: folder)
            whole.append((ContinuousClock.now - start).milliseconds)
            processor.append(Self.processorMilliseconds() - processorStart)
            start = ContinuousClock.now
            let examination = try CooklangExamination(cooklangFolder: folder)
            load.append((ContinuousClock.now - start).milliseconds)
            start = ContinuousClock.now
            _ = CollectionDoctor.examine(examination, listed: { Self.aisle.contains($0) })
            checks.append((ContinuousClock.now - start).milliseconds)
        }
        let (firstFrame, firstFrameProcessor, keyP95) = try measureScreen(report)
        whole.sort()
        processor.sort()
        load.sort()
        checks.sort()
        return Figures(
            wholeMedian: ShoppingBench.percentile(whole, 0.5), wholeFastest: whole[0], processorMedian: ShoppingBench.percentile(processor, 0.5), loadMedian: ShoppingBench.percentile(load, 0.5),
            checksMedian: ShoppingBench.percentile(checks, 0.5), errors: report.errorCount, warnings: report.warningCount,
            firstFrame: firstFrame, firstFrameProcessor: firstFrameProcessor, keyP95: keyP95)
    }

    /// The Problems screen showing `report`: the first frame, which lays the report out, then ↓ pressed
    /// 200 times, each with its frame. A frame of the recipe below it is drawn first, so that the
    /// catalog's own first work (its lists) is not counted as the screen's.
    private func measureScreen(_ report: DoctorReport) throws -> (firstFrame: Double, processor: Double, keyP95: Double) {
        let catalog = try RecipeCatalog(cooklangFolder: folder)
        let first = catalog.recipeIDs(in: catalog.categories[0].id)[0]
        let findings = DoctorFindings(dataPath: folder, isCollection: true, outcome: .report(report))
        let environment = AppEnvironment(catalog: catalog, problems: findings)
        var state = AppState(
            navigation: NavigationModel(selectedCategory: catalog.categories[0].id, path: [.recipe(first)], focus: .detail),
            size: Size(width: 120, height: 40), today: CalendarDate(iso: Benchmark.date)!)
        _ = catalog.loadDetail(first)
        _ = FrameRenderer(state: state, environment: environment).render()
        state.navigation.path.append(.problems)
        var start = ContinuousClock.now
        let processorStart = Self.processorMilliseconds()
        _ = FrameRenderer(state: state, environment: environment).render()
        let firstFrame = (ContinuousClock.now - start).milliseconds
        let processor = Self.processorMilliseconds() - processorStart
        var keys: [Double] = []
        for _ in 0..<200 {
            start = ContinuousClock.now
            _ = state.apply(.move(.down), in: environment)
            _ = FrameRenderer(state: state, environment: environment).render()
            keys.append((ContinuousClock.now - start).milliseconds)
        }
        keys.sort()
        return (firstFrame, processor, ShoppingBench.percentile(keys, 0.95))
    }

    static func line(_ figures: Figures, files: Int, runs: Int) -> String {
        "Doctor on \(Benchmark.grouped(files)) .cook files (\(figures.errors) errors, \(figures.warnings) warnings): median "
            + String(format: "%.0f", figures.wholeMedian) + " ms, fastest " + String(format: "%.0f", figures.wholeFastest)
            + " ms (\(runs) runs; target 1,000 ms), processor time " + String(format: "%.0f", figures.processorMedian)
            + " ms (median); of which reading the folder " + String(format: "%.0f", figures.loadMedian)
            + " ms, the checks " + String(format: "%.0f", figures.checksMedian) + " ms; the Problems screen on it (120x40): first frame "
            + String(format: "%.1f", figures.firstFrame) + " ms (processor " + String(format: "%.1f", figures.firstFrameProcessor) + " ms), ↓ with its frame p95 " + String(format: "%.2f", figures.keyP95) + " ms"
    }

    /// The process's processor time so far, user and system, in milliseconds.
    static func processorMilliseconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        func ms(_ time: timeval) -> Double { Double(time.tv_sec) * 1000 + Double(time.tv_usec) / 1000 }
        return ms(usage.ru_utime) + ms(usage.ru_stime)
    }

    /// The few ingredients the aisle file lists.
    static let aisle: Set<String> = ["salt", "butter", "onion", "garlic", "olive oil", "flour"]

    private func writeCollection() throws {
        try? FileManager.default.removeItem(atPath: folder)
        var index = 0
        try CooklangCollectionGenerator(recipes: files, categories: 20, seed: 7).write { file in
            index += 1
            var text = file.text
            if index % 50 == 0 { text = ">> source: a book\n" + text }
            if index % 97 == 0 { text += "Serve with @./Nowhere/Missing{}.\n" }
            if index % 500 == 0 { text = "---\ntitle: never closed\n" + text.replacing("---\n", with: "") }
            try Self.write(text, to: folder + "/" + file.path)
        }
        try Self.write("[basics]\n" + Self.aisle.sorted().joined(separator: "\n") + "\n", to: folder + "/config/aisle.conf")
    }

    private static func write(_ text: String, to path: String) throws {
        let parent = String(path[..<path.lastIndex(of: "/")!])
        try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
            throw Benchmark.Failure(description: "cannot write \(path)")
        }
    }
}
