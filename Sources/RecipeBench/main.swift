// recipe-bench: measures recipe-tui on the bundled catalog and on generated ones, and prints a table.
import ArgumentParser
import Foundation
import RecipeApp
import RecipeGenerator
import RecipeModel

struct Benchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "recipe-bench",
        abstract: "Measure recipe-tui: load, first frame, keys, state save, memory, and start-up through a pseudo-terminal, beside nnn's.",
        // One line per paragraph: the parser wraps them to the terminal's width, and a line break of
        // ours inside a sentence would cut its lines short wherever that width differs.
        discussion: """
            Run it in release mode: swift run -c release recipe-bench. It generates catalogs with the \
            same generator as recipe-gen, runs the app's own key loop without a terminal, and runs \
            recipe-tui on a pseudo-terminal to time the first frame and count the bytes each key writes. \
            Then it launches recipe-tui and nnn (Debian's package, when installed) in turn on the bundled \
            data, and prints their first frames and peak memory side by side.

            It prints figures only; nothing is asserted.
            """
    )

    /// The day every run pretends it is, so the recipe of the day (and so the frames) are the same each run.
    static let date = "2026-01-15"

    @Flag(help: "Small sizes and few repetitions, for CI: the bundled catalog, 1,000 and 10,000 recipes.")
    var quick = false

    @Option(parsing: .upToNextOption, help: "Generated catalog sizes (default: 10000 100000; with --quick: 1000 10000).")
    var sizes: [Int] = []

    @Option(parsing: .upToNextOption, help: "Generated Cooklang collection sizes, in .cook files (default: none; e.g. 10000).")
    var cookSizes: [Int] = []

    @Option(help: "Instead of the table: this many launches in a row from an empty cache, each quit at its first frame, with how long q took (e.g. 3; only the catalogs --sizes and --cook-sizes name, and the bundled one).")
    var quickQuits: Int?

    @Option(help: "Keys pressed in the key benchmark (default: 10000; with --quick: 1000).")
    var keys: Int?

    @Option(help: "Launches timed per catalog and cache state (default: 5; with --quick: 2); with --queries-only, times each query is typed (default: 1).")
    var runs: Int?

    @Option(help: "Launches of recipe-tui and of nnn in turn on the bundled data, side by side (default: 15; with --quick: 5).")
    var sideBySideLaunches: Int?

    @Flag(help: "Only what kitchen timers cost, on the bundled data: keys with five running, cells, processor time and bytes on a pseudo-terminal per tick.")
    var timersOnly = false

    @Flag(help: "Only the side-by-side launches of recipe-tui and nnn on the bundled data.")
    var sideBySideOnly = false

    @Flag(help: "Only the plan-and-shop figures: a 7-day menu's shopping list built, and ticks.")
    var shoppingOnly = false

    @Flag(help: "Only the doctor: recipe-tui doctor's examination of a generated collection with problems sown in (10,000 files; with --quick: 1,000).")
    var doctorOnly = false

    @Flag(help: "Only the quantity model on a huge generated recipe: reading, scaling, converting, combining and formatting its ingredients.")
    var quantitiesOnly = false

    @Flag(help: "Only +, - and u on a huge generated recipe (p95 per key, frame included), and recipe-tui show on a later launch of a generated catalog.")
    var servingsOnly = false

    @Flag(help: "Only the query language's keys (f and /) on a generated Cooklang collection (default: 100,000 recipes; with --quick: 10,000; or --sizes), and # and w.")
    var queriesOnly = false

    @Option(name: .customLong("also"), help: ArgumentHelp("Another build of recipe-tui to launch in turn in the side-by-side comparison (the build before a change, say).", valueName: "path"))
    var otherApps: [String] = []

    @Option(help: "Categories in generated catalogs.")
    var categories = 20

    @Option(help: ArgumentHelp("Where to put generated catalogs and scratch state (default: a new temporary folder).", valueName: "path"))
    var workDirectory: String?

    /// Set only in the child process that runs the key loop once: whether it also times a live reload.
    @Flag(name: .customLong("measure-reload"), help: .hidden)
    var measureReload = false

    /// Set only in the child process that runs the key loop once (see `KeyLoopRun`): the data file.
    @Option(name: .customLong("key-loop"), help: .hidden)
    var keyLoopDataPath: String?

    func run() throws {
        if let keyLoopDataPath {
            return try KeyLoopRun.printFigures(dataPath: keyLoopDataPath, keys: keys ?? 10000, measuresReload: measureReload)
        }
        if quantitiesOnly {
            return measureQuantities()
        }
        if timersOnly {
            guard let bundledDataPath = BundledData.locate(executablePath: Self.ownExecutable) else { throw ValidationError("cannot find the bundled data/recipes.json") }
            let work = workDirectory ?? NSTemporaryDirectory() + "recipe-bench-\(getpid())"
            defer { if workDirectory == nil { try? FileManager.default.removeItem(atPath: work) } }
            return try printTimerCost(executable: try Self.locateApp(), dataPath: bundledDataPath, keys: keys ?? (quick ? 1000 : 10000), work: work)
        }
        if queriesOnly {
            // No app to launch: the keys run in this process, on a collection generated in a scratch folder.
            let work = workDirectory ?? NSTemporaryDirectory() + "recipe-bench-\(getpid())"
            defer { if workDirectory == nil { try? FileManager.default.removeItem(atPath: work) } }
            return try measureQueries(work: work, sizes: self.sizes.isEmpty ? [quick ? 10000 : 100_000] : self.sizes)
        }
        let sizes = self.sizes.isEmpty ? (quickQuits != nil ? [] : quick ? [1000, 10000] : [10000, 100_000]) : self.sizes
        let keys = self.keys ?? (quick ? 1000 : 10000)
        let runs = max(1, self.runs ?? (quick ? 2 : 5))
        let executable = try Self.locateApp()
        guard let bundledDataPath = BundledData.locate(executablePath: Self.ownExecutable) else {
            throw ValidationError("cannot find the bundled data/recipes.json")
        }
        let work = workDirectory ?? NSTemporaryDirectory() + "recipe-bench-\(getpid())"
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        defer { if workDirectory == nil { try? FileManager.default.removeItem(atPath: work) } }

        if sideBySideOnly {
            return try compareWithNnn(executable: executable, bundledDataPath: bundledDataPath, work: work)
        }
        if servingsOnly {
            return try measureServings(executable: executable, work: work, sizes: self.sizes.isEmpty ? (quick ? [10000] : [100_000]) : self.sizes)
        }
        if shoppingOnly {
            return try measureShopping(work: work)
        }
        if doctorOnly {
            return try measureDoctor(work: work)
        }

        var cases = [CatalogCase(label: "bundled", path: bundledDataPath)]
        var generated = ContinuousClock.now
        for size in sizes {
            let path = work + "/recipes-\(size).json"
            let start = ContinuousClock.now
            let json = CatalogGenerator(recipes: size, categories: categories, seed: 1).generate()
            guard FileManager.default.createFile(atPath: path, contents: Data(json)) else {
                throw Failure(description: "cannot write \(path)")
            }
            print("generated \(size) recipes in \(Self.format(ContinuousClock.now - start))", to: &standardError)
            cases.append(CatalogCase(label: Self.grouped(size), path: path))
            generated = ContinuousClock.now
        }

        for size in cookSizes {
            let path = work + "/cook-\(size)"
            let start = ContinuousClock.now
            try? FileManager.default.removeItem(atPath: path)
            for file in CooklangCollectionGenerator(recipes: size, categories: categories, seed: 1).files() {
                let url = URL(fileURLWithPath: path + "/" + file.path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.text.utf8).write(to: url)
            }
            print("generated \(size) .cook files in \(Self.format(ContinuousClock.now - start))", to: &standardError)
            cases.append(CatalogCase(label: Self.grouped(size) + " .cook", path: path))
            generated = ContinuousClock.now
        }

        // A cache built within two seconds of the data file's last change cannot trust the file's times
        // and hashes the whole file on every later launch until it is rebuilt; a user's data file is
        // rarely that fresh, so the launches start once the generated files are older than that.
        let wait = Duration.milliseconds(2500) - (ContinuousClock.now - generated)
        if wait > .zero { Thread.sleep(forTimeInterval: wait.milliseconds / 1000) }

        if let quickQuits {
            for item in cases {
                let series = try QuickQuitSeries(executable: executable, catalog: item, work: work, launches: max(1, quickQuits)).run()
                print(QuickQuitSeries.line(label: item.label, series))
            }
            return
        }
        var results: [CaseResult] = []
        for item in cases {
            print("measuring \(item.label) …", to: &standardError)
            results.append(try CaseMeasurement(executable: executable, catalog: item, work: work, keys: keys, runs: runs).run())
        }
        print(ResultTable(results: results, keys: keys, runs: runs).markdown)
        print()
        try measureQueries(work: work, sizes: [quick ? 10000 : 100_000])
        print()
        try measureShopping(work: work)
        print()
        try measureDoctor(work: work)
        print()
        measureQuantities()
        print()
        try printTimerCost(executable: executable, dataPath: bundledDataPath, keys: keys, work: work)
        print()
        try compareWithNnn(executable: executable, bundledDataPath: bundledDataPath, work: work)
    }

    /// Types the query language's queries into `f` and `/` on generated Cooklang collections of `sizes` recipes, and prints the figures.
    func measureQueries(work: String, sizes: [Int]) throws {
        for size in sizes {
            print("measuring query keys at \(size) recipes …", to: &standardError)
            print(QueryKeys.markdown(try QueryKeys(recipes: size, runs: max(1, runs ?? 1)).measure(work: work)))
        }
    }

    /// Builds the shopping list of a seven-day menu again and again, then ticks its items, and prints the figures.
    func measureShopping(work: String) throws {
        print("measuring the shopping list …", to: &standardError)
        let builds = quick ? 20 : 100, ticks = quick ? 200 : 1000
        let figures = try ShoppingBench(folder: work + "/shopping", builds: builds, ticks: ticks).run()
        print(ShoppingBench.line(figures, builds: builds, ticks: ticks))
    }

    /// Runs the doctor on a generated collection of 10,000 files (1,000 with `--quick`) and prints the figures.
    func measureDoctor(work: String) throws {
        let files = quick ? 1000 : 10000, runs = max(1, self.runs ?? (quick ? 2 : 5))
        print("measuring the doctor on \(Self.grouped(files)) files …", to: &standardError)
        let figures = try DoctorBench(folder: work + "/doctor", files: files, runs: runs).run()
        print(DoctorBench.line(figures, files: files, runs: runs))
    }

    /// Times the quantity model on a generated recipe of 10,000 ingredients (1,000 with `--quick`) and prints the table.
    /// `+`, `-` and `u` on huge recipes, then `recipe-tui show` on later launches of generated catalogs of `sizes` recipes.
    func measureServings(executable: String, work: String, sizes: [Int]) throws {
        print("measuring +, - and u …", to: &standardError)
        let presses = quick ? 30 : 200
        let rows = try (quick ? [1000] : [1000, 10000]).map { (ingredients: $0, figures: try ServingsKeys(ingredients: $0, presses: presses).measure(work: work)) }
        print(ServingsKeys.markdown(rows))
        print("")
        print("| Catalog | show, first launch (ms) | later launches, median (ms) | p95 (ms) |")
        print("|---|---:|---:|---:|")
        for size in sizes {
            let path = work + "/show-\(size).json"
            try Data(CatalogGenerator(recipes: size, categories: categories, seed: 1).generate()).write(to: URL(fileURLWithPath: path))
            // As for the launches of the table: a cache is trusted only for a data file older than two seconds.
            Thread.sleep(forTimeInterval: 2.5)
            let catalog = try RecipeCatalog(contentsOfFile: path)
            let id = catalog.recipeIDs(in: catalog.categories[catalog.categories.count / 2].id)[0]
            print("measuring show at \(size) …", to: &standardError)
            let figures = try ShowLaunches(executable: executable, dataPath: path, recipeID: id, launches: quick ? 5 : 20).measure()
            print("| \(Self.grouped(size)) recipes | \(String(format: "%.1f", figures.firstLaunch)) | \(String(format: "%.1f", figures.median)) | \(String(format: "%.1f", figures.p95)) |")
        }
    }

    func measureQuantities() {
        print("measuring the quantity model …", to: &standardError)
        let scaling = QuantityScaling(ingredients: quick ? 1000 : 10000, repetitions: quick ? 20 : 100)
        print(scaling.markdown(scaling.measure()))
    }

    /// Measures what five running kitchen timers cost on the bundled data, and prints it: in the
    /// app's own loop, then the bytes each tick writes to a pseudo-terminal (5 ticks with `--quick`, else 15).
    func printTimerCost(executable: String, dataPath: String, keys: Int, work: String) throws {
        print("measuring kitchen timers …", to: &standardError)
        let catalog = try CatalogLoading.load(path: dataPath, environment: [:])
        let today = CalendarDate(iso: Self.date)!
        let figures = TimerCost(catalog: catalog, keyCount: keys, size: Size(width: 120, height: 40), today: today).measure()
        print("measuring kitchen timers' ticks on a pseudo-terminal …", to: &standardError)
        let ticks = try TimerTicksOnTerminal(executable: executable, dataPath: dataPath, catalog: catalog, folder: work + "/timer-ticks", ticks: quick ? 5 : 15).measure()
        func us(_ value: Double) -> String { String(format: "%.0f µs", value) }
        print("| Kitchen timers (bundled data, 120x40) | Figure |")
        print("| --- | --- |")
        print("| keys, no timer: median / p95 | \(us(figures.keyP50WithoutTimers)) / \(us(figures.keyP95WithoutTimers)) |")
        print("| keys, five timers running: median / p95 | \(us(figures.keyP50WithFive)) / \(us(figures.keyP95WithFive)) |")
        print("| cells one tick of the strip changes | \(String(format: "%.1f", figures.cellsPerTick)) |")
        print("| bytes one tick writes to a pseudo-terminal, five timers: median / most (\(ticks.bytesPerTick.count) ticks) | \(ticks.median) / \(ticks.most) |")
        print("| processor time of one tick (once a second: the share of a core while waiting) | \(us(figures.tickMicroseconds)) (\(String(format: "%.3f", figures.tickMicroseconds / 1e4)) %) |")
    }

    /// Launches recipe-tui (and the `--also` builds) and nnn in turn on the bundled data, and prints their figures side by side.
    func compareWithNnn(executable: String, bundledDataPath: String, work: String) throws {
        guard let nnn = SideBySide.locateNnn() else {
            print("nnn is not installed (Debian's package nnn), so recipe-tui is not measured beside it.")
            return
        }
        let folder = work + "/side-by-side"
        // nnn stops at start when its configuration folder's parent is missing. The cache home exists, as a
        // user's ~/.cache does: recipe-tui makes its own folder in it, but never the home itself.
        try FileManager.default.createDirectory(atPath: folder + "/config", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/cache", withIntermediateDirectories: true)
        let launches = max(1, sideBySideLaunches ?? (quick ? 5 : 15))
        print("measuring recipe-tui beside nnn …", to: &standardError)
        let apps = [("recipe-tui", executable)] + otherApps.map { (($0 as NSString).lastPathComponent, $0) }
        let programs = apps.enumerated().map { index, app in
            SideBySide.Program(label: app.0, executable: app.1, arguments: [
                "--data", bundledDataPath, "--state", folder + "/state-\(index).json", "--date", Self.date,
            ])
        } + [SideBySide.Program(label: "nnn", executable: nnn, arguments: [(bundledDataPath as NSString).deletingLastPathComponent])]
        let environment = [
            "TERM": "xterm-256color", "LANG": "C.UTF-8", "HOME": folder, "PATH": "/usr/bin:/bin",
            "XDG_CACHE_HOME": folder + "/cache", "XDG_STATE_HOME": folder + "/state", "XDG_CONFIG_HOME": folder + "/config", "TMPDIR": folder,
        ]
        let figures = try SideBySide(programs: programs, environment: environment, launches: launches).run()
        print(SideBySide.markdown(figures, launches: launches))
    }

    /// This executable, for the key loop's child processes and for finding recipe-tui beside it.
    static let ownExecutable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]

    /// recipe-tui, built beside this executable (the package makes recipe-bench depend on it).
    static func locateApp() throws -> String {
        let candidate = (ownExecutable as NSString).deletingLastPathComponent + "/recipe-tui"
        guard FileManager.default.isExecutableFile(atPath: candidate) else {
            throw ValidationError("recipe-tui is not built beside \(ownExecutable); run: swift build -c release")
        }
        return candidate
    }

    static func grouped(_ number: Int) -> String {
        let digits = String(number)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return result
    }

    static func format(_ duration: Duration) -> String {
        String(format: "%.1f ms", duration.milliseconds)
    }
}

/// A data file to measure.
struct CatalogCase {
    var label: String
    var path: String
}

extension Duration {
    var milliseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1000 + Double(attoseconds) / 1e15
    }
}

/// Standard error as a text stream, for progress lines that must not mix with the table.
nonisolated(unsafe) var standardError = StandardError()

struct StandardError: TextOutputStream {
    mutating func write(_ string: String) {
        FileHandle.standardError.write(Data(string.utf8))
    }
}

Benchmark.main()
