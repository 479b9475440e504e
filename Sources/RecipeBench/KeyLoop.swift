import Glibc  // getpid and unlink for the benchmark's scratch files
import RecipeApp
import RecipeGenerator
import RecipeModel
import RecipeNavigation
import RecipeRuntime

/// Times the app's own per-key work without a terminal: load, first frame, keys, search, save.
///
/// Each key is one turn of the app's own loop (`Runtime`: keymap, `AppState.apply`, `FrameRenderer`,
/// the painter's cell diff on a `ScriptedTerminal`, the place handed to a writer), minus the ncurses
/// calls and the disk, over a fixed mix of navigation keys; then it types into global search and
/// into a list's filter. Nothing here is asserted.
struct KeyLoop {
    let dataPath: String
    let environment: [String: String]
    let keyCount: Int
    let size: Size
    let today: CalendarDate
    /// Whether to time a live reload too (see `ReloadTiming`), which scans the data several times more.
    var measuresReload = false

    func run() throws(CatalogLoadError) -> KeyLoopFigures {
        let loadStart = ContinuousClock.now
        let catalog = try CatalogLoading.load(path: dataPath, environment: environment)
        let loaded = ContinuousClock.now
        let app = BenchApp(catalog: catalog, navigation: NavigationModel(), size: size, today: today)
        app.runtime.start()
        let firstFrame = ContinuousClock.now
        // Before any other key, so that the first ingredient screen also makes the table of every ingredient's recipes.
        let ingredientScreens = timeIngredientScreens(in: catalog)

        var random = KeyMix(seed: 1)
        var samples: [Double] = []
        samples.reserveCapacity(keyCount)
        let cellsBefore = app.terminal.changedCells
        for _ in 0..<keyCount {
            let key = random.next(state: app.runtime.state)
            let start = ContinuousClock.now
            app.press(key)
            samples.append(microseconds(ContinuousClock.now - start))
        }
        let changedCells = app.terminal.changedCells - cellsBefore
        samples.sort()

        // Typing a search: every key filters or ranks, so these are timed apart from navigation. The
        // words are typed one after another into the same search, deleting the last before the next, so
        // the first letter of each is a fresh search (the slowest kind) and later ones narrow: "e" matches
        // nearly everything, "lemon chicken" names and ingredients, "pnck" only scattered letters, "xq" nothing.
        var typing: [TypingFigures] = []
        for opening in [Key.character("f"), Key.character("/")] {
            // A fresh runtime, as a fresh launch has: nothing folded or ranked yet.
            let typed = BenchApp(catalog: catalog, navigation: NavigationModel(), size: size, today: today)
            typed.runtime.start()
            if opening == .character("/") { typed.press(.tab) }
            typed.press(opening)
            var firstLetters: [Double] = []
            var laterLetters: [Double] = []
            for word in ["lemon chicken", "e", "pnck", "xq", "olive oil"] {
                for (position, key) in word.map(Key.character).enumerated() {
                    let start = ContinuousClock.now
                    typed.press(key)
                    let time = microseconds(ContinuousClock.now - start)
                    if position == 0 { firstLetters.append(time) } else { laterLetters.append(time) }
                }
                for _ in word { typed.press(.backspace) }
            }
            typing.append(TypingFigures(
                veryFirstKeyMicroseconds: firstLetters[0],
                firstKeyMaxMicroseconds: firstLetters.max() ?? 0,
                laterKeyMaxMicroseconds: laterLetters.max() ?? 0
            ))
        }
        let (save, submit) = timeSaves(app.runtime.state.navigation)
        let directory = (environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp") + "/recipe-tui-reload-\(getpid())"
        let reload = measuresReload ? try? ReloadTiming(dataPath: dataPath, size: size, today: today, scratch: directory).measure(keys: min(keyCount, 2000)) : nil
        return KeyLoopFigures(
            recipes: catalog.recipeCount,
            loadMilliseconds: microseconds(loaded - loadStart) / 1000,
            firstRenderMilliseconds: microseconds(firstFrame - loaded) / 1000,
            keys: samples.count,
            keyMedianMicroseconds: percentile(samples, 0.50),
            keyP95Microseconds: percentile(samples, 0.95),
            keyMaxMicroseconds: samples.last ?? 0,
            changedCellsPerKey: Double(changedCells) / Double(max(1, keyCount)),
            search: typing[0],
            filter: typing[1],
            stateSaveMicroseconds: save,
            stateSubmitMicroseconds: submit,
            ingredientScreenFirstMicroseconds: ingredientScreens.first,
            ingredientScreenLaterMicroseconds: ingredientScreens.later,
            reload: reload
        )
    }

    /// Times Enter on an ingredient of the first listed recipe (its screen pushed, rendered and diffed),
    /// the very first such key of the process and then, after Back, the next ingredient's.
    private func timeIngredientScreens(in catalog: RecipeCatalog) -> (first: Double, later: Double) {
        guard let category = catalog.categories.first(where: { catalog.recipeCount(in: $0.id) > 0 }),
            let recipe = catalog.recipeIDs(in: category.id).first
        else { return (0, 0) }
        let app = BenchApp(
            catalog: catalog, navigation: NavigationModel(selectedCategory: category.id, path: [.recipe(recipe)], focus: .detail), size: size, today: today)
        app.runtime.start()
        var times: [Double] = []
        for step in 0..<2 {
            if step > 0 {
                app.press(.left)
                app.press(.down)
            }
            let start = ContinuousClock.now
            app.press(.enter)
            times.append(microseconds(ContinuousClock.now - start))
        }
        return (times[0], times[1])
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

    private func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        return sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * fraction + 0.5))]
    }

    private func microseconds(_ duration: Duration) -> Double {
        duration.microseconds
    }
}

/// What one run of the key loop measured, as the child process hands it to the benchmark in JSON.
struct KeyLoopFigures: Codable, Equatable {
    var recipes: Int
    /// Loading the catalog as the app does, and preparing the first frame's state.
    var loadMilliseconds: Double
    var firstRenderMilliseconds: Double
    var keys: Int
    var keyMedianMicroseconds: Double
    var keyP95Microseconds: Double
    var keyMaxMicroseconds: Double
    var changedCellsPerKey: Double
    /// Typing into global search (`f`).
    var search: TypingFigures
    /// Typing into the recipe list's filter (`/`).
    var filter: TypingFigures
    /// The median atomic save, as it runs on the writer's queue.
    var stateSaveMicroseconds: Double
    /// The median time a key waits to hand a save to the writer.
    var stateSubmitMicroseconds: Double
    /// Enter on a recipe's ingredient: the ingredient's screen pushed and drawn, the first time (which
    /// makes the table of every ingredient's recipes) and for another ingredient after it.
    var ingredientScreenFirstMicroseconds: Double
    var ingredientScreenLaterMicroseconds: Double
    /// A live reload of the data, when measured.
    var reload: ReloadTiming.Figures?
}

/// The app's runtime on a scripted terminal, with the real clock: keys go in one at a time, each
/// handled by one turn of the loop, as the app handles a key that arrives alone.
final class BenchApp {
    let terminal: ScriptedTerminal
    let runtime: Runtime

    /// `kitchen`: the kitchen's files as read, for the screens that show them; none read by default.
    init(catalog: RecipeCatalog, navigation: NavigationModel, size: Size, today: CalendarDate, reloader: (any DataReloading)? = nil, kitchen: KitchenFiles = .unread) {
        terminal = ScriptedTerminal(size: size)
        // The benchmark's keys arrive one turn at a time, never from the script: a wait finds nothing more.
        terminal.whenScriptEnds = .woken
        runtime = Runtime(
            state: AppState(navigation: navigation, size: size, today: today), environment: AppEnvironment(catalog: catalog, kitchen: kitchen), terminal: terminal,
            writer: DiscardingWriter(), reloader: reloader, editor: NoEditor())
    }

    /// Handles `key` as the app does: one turn of the loop, which applies it, paints, and saves.
    func press(_ key: Key) {
        terminal.events.append(.key(key))
        _ = runtime.turn()
    }
}

/// Takes every place and writes none: the disk's time is measured apart (`timeSaves`), and a
/// writer's thread would take a core from the keys.
private final class DiscardingWriter: PlaceWriting {
    func submit(_ navigation: NavigationModel, view: SavedView?) {}
    func flush(within limit: Duration) -> Bool { true }
    func takeSaveFailure() -> String? { nil }
}

/// The key mix never presses `e`.
private struct NoEditor: EditorRunning {
    func run(_ command: EditorCommand) -> EditorOutcome { .finished }
}

/// Keys typed into a search, each with its frame.
struct TypingFigures: Codable, Equatable {
    /// The first key after opening the search.
    var veryFirstKeyMicroseconds: Double
    /// The slowest first letter of a word: a fresh search over every recipe.
    var firstKeyMaxMicroseconds: Double
    /// The slowest later letter, which looks only at what the previous one matched.
    var laterKeyMaxMicroseconds: Double
}

/// A fixed, seeded mix of navigation keys: mostly moving, with going right and back, paging, jumps and overlays.
///
/// It never quits, and it closes an overlay it opened on the next key so that most keys navigate.
struct KeyMix {
    /// The generator's own: fixed, so every run presses the same keys.
    private var random: SplitMix64

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    /// Weighted keys, out of 100.
    private static let weights: [(Key, Int)] = [
        (.down, 28), (.up, 14), (.pageDown, 5), (.pageUp, 3), (.home, 2), (.end, 2),
        (.right, 12), (.left, 10), (.enter, 4), (.tab, 5), (.backTab, 3),
        (.character("r"), 2), (.character("t"), 2), (.character("b"), 2), (.character("y"), 1),
        (.character("v"), 1), (.character("?"), 1), (.escape, 3),
    ]

    mutating func next(state: AppState) -> Key {
        if state.hasOverlay { return random.next() % 2 == 0 ? .escape : .down }
        var roll = Int(random.next() % 100)
        for (key, weight) in Self.weights {
            if roll < weight { return key }
            roll -= weight
        }
        return .down
    }
}
