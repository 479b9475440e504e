import Glibc
import RecipeModel
import RecipeNavigation

/// Times the app's own per-key work without a terminal, for `recipe-bench`: load, first frame, keys, save.
///
/// It runs exactly what `AppSession` runs for a key (keymap, `AppState.apply`, `FrameRenderer`, the
/// painter's cell diff), minus the ncurses calls, over a fixed mix of navigation keys, then types
/// into global search and into a list's filter. Results are printed as `name value` lines for the
/// benchmark to read; nothing here is asserted.
package struct FrameBenchmark {
    let dataPath: String
    let environment: [String: String]
    let keyCount: Int
    let size: Size
    let today: CalendarDate

    package init(dataPath: String, environment: [String: String], keyCount: Int, size: Size, today: CalendarDate) {
        self.dataPath = dataPath
        self.environment = environment
        self.keyCount = keyCount
        self.size = size
        self.today = today
    }

    package func run() -> Int32 {
        let loadStart = ContinuousClock.now
        let catalog: RecipeCatalog
        do {
            catalog = try CatalogLoading.load(path: dataPath, environment: environment)
        } catch {
            print("error \(error.description)")
            return 1
        }
        let app = AppEnvironment(catalog: catalog)
        var state = AppState(navigation: NavigationModel(), size: size, today: today)
        state.prepareForFirstFrame(in: app)
        let loaded = ContinuousClock.now
        var previous = FrameRenderer(state: state, environment: app).render()
        let firstFrame = ContinuousClock.now
        report("recipes", catalog.recipeCount)
        report("load_ms", milliseconds(loaded - loadStart))
        report("first_render_ms", milliseconds(firstFrame - loaded))

        var random = KeyMix(seed: 1)
        var samples: [Double] = []
        samples.reserveCapacity(keyCount)
        var changedCells = 0
        for _ in 0..<keyCount {
            let key = random.next(state: state)
            let start = ContinuousClock.now
            press(key, state: &state, in: app, previous: &previous) { changedCells += 1 }
            samples.append(microseconds(ContinuousClock.now - start))
        }
        samples.sort()
        report("keys", samples.count)
        report("key_p50_us", percentile(samples, 0.50))
        report("key_p95_us", percentile(samples, 0.95))
        report("key_max_us", samples.last ?? 0)
        report("changed_cells_per_key", Double(changedCells) / Double(max(1, keyCount)))

        // Typing a search: every key filters or ranks, so these are timed apart from navigation. The
        // words are typed one after another into the same search, deleting the last before the next, so
        // the first letter of each is a fresh search (the slowest kind) and later ones narrow: "e" matches
        // nearly everything, "lemon chicken" names and ingredients, "pnck" only scattered letters, "xq" nothing.
        for (name, opening) in [("search", Key.character("f")), ("filter", Key.character("/"))] {
            // A fresh environment, as a fresh launch has: nothing folded or ranked yet.
            let typingApp = AppEnvironment(catalog: catalog)
            var typing = AppState(navigation: NavigationModel(), size: size, today: today)
            typing.prepareForFirstFrame(in: typingApp)
            if name == "filter" { press(.tab, state: &typing, in: typingApp, previous: &previous) {} }
            press(opening, state: &typing, in: typingApp, previous: &previous) {}
            var firstLetters: [Double] = []
            var laterLetters: [Double] = []
            for word in ["lemon chicken", "e", "pnck", "xq", "olive oil"] {
                for (position, key) in word.map(Key.character).enumerated() {
                    let start = ContinuousClock.now
                    press(key, state: &typing, in: typingApp, previous: &previous) {}
                    let time = microseconds(ContinuousClock.now - start)
                    if position == 0 { firstLetters.append(time) } else { laterLetters.append(time) }
                }
                for _ in word { press(.backspace, state: &typing, in: typingApp, previous: &previous) {} }
            }
            report("\(name)_first_key_us", firstLetters[0])
            report("\(name)_first_key_max_us", firstLetters.max() ?? 0)
            report("\(name)_key_max_us", laterLetters.max() ?? 0)
        }
        let (save, submit) = timeSaves(state.navigation)
        report("state_save_us", save)
        report("state_submit_us", submit)
        report("peak_rss_kb", PeakMemory.kilobytes())
        return 0
    }

    /// Handles one key exactly as the session does, renders the frame and diffs it against the previous one.
    private func press(_ key: Key, state: inout AppState, in app: AppEnvironment, previous: inout ScreenBuffer, changed: () -> Void) {
        if let action = app.keymap.action(for: key, mode: state.inputMode) {
            _ = state.apply(action, in: app)
        }
        let frame = FrameRenderer(state: state, environment: app).render()
        frame.forEachChange(since: previous) { _, _, _ in changed() }
        previous = frame
    }

    /// The median time of a save to a scratch folder (which is then removed), and of handing one to the
    /// background writer, which is all a key waits for.
    private func timeSaves(_ navigation: NavigationModel) -> (save: Double, submit: Double) {
        let directory = (environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp") + "/recipe-tui-benchmark-\(getpid())"
        let store = StateStore(path: directory + "/state.json")
        var saves: [Double] = []
        for _ in 0..<21 {
            let start = ContinuousClock.now
            try? store.save(navigation)
            saves.append(microseconds(ContinuousClock.now - start))
        }
        let writer = StateWriter(store: store)
        var submits: [Double] = []
        for _ in 0..<21 {
            let start = ContinuousClock.now
            writer.submit(navigation)
            submits.append(microseconds(ContinuousClock.now - start))
        }
        writer.flush()
        unlink(store.path)
        rmdir(directory)
        return (percentile(saves.sorted(), 0.5), percentile(submits.sorted(), 0.5))
    }

    private func report(_ name: String, _ value: Int) {
        print("\(name) \(value)")
    }

    private func report(_ name: String, _ value: Double) {
        print("\(name) \((value * 1000).rounded() / 1000)")
    }

    private func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        return sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * fraction + 0.5))]
    }

    private func milliseconds(_ duration: Duration) -> Double { microseconds(duration) / 1000 }

    private func microseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1_000_000 + Double(attoseconds) / 1_000_000_000_000
    }
}

/// A fixed, seeded mix of navigation keys: mostly moving, with going right and back, paging, jumps and overlays.
///
/// It never quits, and it closes an overlay it opened on the next key so that most keys navigate.
struct KeyMix {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    private mutating func random() -> UInt64 {
        // SplitMix64: fixed, so every run presses the same keys.
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Weighted keys, out of 100.
    private static let weights: [(Key, Int)] = [
        (.down, 28), (.up, 14), (.pageDown, 5), (.pageUp, 3), (.home, 2), (.end, 2),
        (.right, 12), (.left, 10), (.enter, 4), (.tab, 5), (.backTab, 3),
        (.character("r"), 2), (.character("t"), 2), (.character("b"), 2), (.character("y"), 1),
        (.character("v"), 1), (.character("?"), 1), (.escape, 3),
    ]

    mutating func next(state: AppState) -> Key {
        if state.overlay != nil { return random() % 2 == 0 ? .escape : .down }
        var roll = Int(random() % 100)
        for (key, weight) in Self.weights {
            if roll < weight { return key }
            roll -= weight
        }
        return .down
    }
}

/// The process's peak resident memory so far, from the kernel.
enum PeakMemory {
    static func kilobytes() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Int(usage.ru_maxrss)
    }
}
