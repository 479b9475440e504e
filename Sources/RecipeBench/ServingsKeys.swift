import CooklangCatalog
import Foundation
import RecipeApp
import RecipeModel
import RecipeNavigation

/// Times `+`, `-` and `u` on a huge generated Cooklang recipe: each key applied and the whole frame
/// rendered, as the runtime does once per key (the detail scaled, converted and laid out again).
struct ServingsKeys {
    /// Ingredients in the generated recipe, four to a step.
    let ingredients: Int
    /// Presses of each key.
    let presses: Int

    /// The recipe's text: metadata with its servings, then steps naming ingredients in every shape of quantity.
    func text() -> String {
        let quantities = ["{1 1/2%cups}", "{200%g}", "{2%tbsp}", "{1/2%tsp}", "{3}", "{=1%pinch}", "{1.2%kg}", "{500%ml}", "{few}", "{2-3%cloves}", "{350%°F}", "{}"]
        var lines = ["---", "title: Huge", "servings: 4", "---", ""]
        var index = 0
        while index < ingredients {
            var step = "Mix"
            for _ in 0..<4 where index < ingredients {
                step += " @ingredient \(index % 500){\(quantities[index % quantities.count].dropFirst().dropLast())},"
                index += 1
            }
            lines.append(step + " in a #bowl{} for ~{2%minutes}.")
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    struct Figures {
        let key: String
        let median: Double
        let p95: Double
        /// Processor time of the thread, which the machine's load does not inflate as it does the wall clock's.
        let processorMedian: Double
        let processorP95: Double
    }

    /// The calling thread's processor time so far, in milliseconds.
    static func threadProcessorTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
    }

    func measure(work: String) throws -> [Figures] {
        let folder = work + "/servings-\(ingredients)"
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder + "/Mains", withIntermediateDirectories: true)
        try Data(text().utf8).write(to: URL(fileURLWithPath: folder + "/Mains/Huge.cook"))
        let catalog = try RecipeCatalog(cooklangFolder: folder)
        _ = catalog.loadDetail("Mains/Huge")
        let environment = AppEnvironment(catalog: catalog)
        let size = Size(width: 120, height: 40)
        var state = AppState(
            navigation: NavigationModel(selectedCategory: "Mains", path: [.recipe("Mains/Huge")], focus: .detail), size: size,
            today: CalendarDate(year: 2026, month: 1, day: 15)!)
        _ = state.apply(.start(size: size, view: nil), in: environment)
        var samples: [String: [Double]] = [:]
        var processorSamples: [String: [Double]] = [:]
        // + + - cycles the servings 5, 6, 5 …; u between them cycles the units.
        let keys: [(String, Action)] = [("+", .moreServings), ("u", .cycleUnits), ("+", .moreServings), ("-", .fewerServings), ("u", .cycleUnits), ("-", .fewerServings)]
        var sink = 0
        for press in 0..<(presses * 3) {
            let (label, action) = keys[press % keys.count]
            let start = ContinuousClock.now
            let processorStart = Self.threadProcessorTime()
            _ = state.apply(action, in: environment)
            sink &+= FrameRenderer(state: state, environment: environment).render().lines.count
            samples[label, default: []].append((ContinuousClock.now - start).milliseconds)
            processorSamples[label, default: []].append(Self.threadProcessorTime() - processorStart)
        }
        if sink == 42 { print("") }
        try? FileManager.default.removeItem(atPath: folder)
        func percentile(_ values: [Double]?, _ fraction: Double) -> Double {
            let sorted = (values ?? [0]).sorted()
            return sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
        }
        return ["+", "-", "u"].map { key in
            Figures(
                key: key, median: percentile(samples[key], 0.5), p95: percentile(samples[key], 0.95),
                processorMedian: percentile(processorSamples[key], 0.5), processorP95: percentile(processorSamples[key], 0.95))
        }
    }

    static func markdown(_ rows: [(ingredients: Int, figures: [Figures])]) -> String {
        var lines = ["| Recipe | Key | Median (ms) | p95 (ms) | Processor median (ms) | Processor p95 (ms) |", "|---|---|---:|---:|---:|---:|"]
        for row in rows {
            for figure in row.figures {
                let figures = [figure.median, figure.p95, figure.processorMedian, figure.processorP95].map { String(format: "%.3f", $0) }
                lines.append("| \(row.ingredients) ingredients | `\(figure.key)` | " + figures.joined(separator: " | ") + " |")
            }
        }
        return lines.joined(separator: "\n")
    }
}

/// Times `recipe-tui show` on a later launch of a generated catalog: the first launch builds the caches, the others are timed.
struct ShowLaunches {
    let executable: String
    let dataPath: String
    let recipeID: String
    let launches: Int

    func measure() throws -> (median: Double, p95: Double, firstLaunch: Double) {
        // posix_spawn and waitpid rather than Foundation's Process, whose waitUntilExit polls a run loop
        // and added about 40 ms to every launch (10 ms launches measured as 50 ms).
        let arguments = [executable, "show", recipeID, "--data", dataPath, "--servings", "6", "--format", "json"]
        // Its caches beside the catalog, not the user's.
        let environment = ProcessInfo.processInfo.environment.merging(["XDG_CACHE_HOME": dataPath + ".cache"]) { $1 }
            .map { "\($0.key)=\($0.value)" }
        func launch() throws -> Double {
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
            let argv = arguments.map { strdup($0) } + [nil]
            let envp = environment.map { strdup($0) } + [nil]
            defer { (argv + envp).forEach { free($0) } }
            var pid: pid_t = 0
            let start = ContinuousClock.now
            guard posix_spawn(&pid, executable, &actions, nil, argv, envp) == 0 else {
                throw Benchmark.Failure(description: "cannot start \(executable)")
            }
            var status: Int32 = 0
            waitpid(pid, &status, 0)
            let elapsed = (ContinuousClock.now - start).milliseconds
            // Exited normally with status 0: the low seven bits are the signal, the next eight the status.
            guard status & 0x7F == 0, (status >> 8) & 0xFF == 0 else { throw Benchmark.Failure(description: "show ended with wait status \(status)") }
            return elapsed
        }
        let first = try launch()
        let times = try (0..<launches).map { _ in try launch() }.sorted()
        return (times[times.count / 2], times[min(times.count - 1, Int(Double(times.count) * 0.95))], first)
    }
}
