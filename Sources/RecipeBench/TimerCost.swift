import Glibc  // getrusage: the processor time of the ticks measured
import RecipeApp
import RecipeModel
import RecipeNavigation
import RecipeRuntime

/// What kitchen timers cost the app: keys with five timers running beside keys with none, the cells
/// one tick of the strip changes, and the processor time a tick takes (which, once a second, is the
/// share of a core the app uses while it only waits with timers running).
struct TimerCost {
    let catalog: RecipeCatalog
    let keyCount: Int
    let size: Size
    let today: CalendarDate

    struct Figures {
        var keyP50WithoutTimers: Double
        var keyP95WithoutTimers: Double
        var keyP50WithFive: Double
        var keyP95WithFive: Double
        var cellsPerTick: Double
        var tickMicroseconds: Double
    }

    func measure() -> Figures {
        let (p50Without, p95Without) = keys(timers: 0)
        let (p50With, p95With) = keys(timers: 5)

        // Ticks on a clock that moves a second each turn, as the real clock does while the app waits.
        let clock = ManualClock(wallSeconds: 1_800_000_000)
        let terminal = ScriptedTerminal(size: size, clock: clock)
        terminal.whenScriptEnds = .woken
        let runtime = Runtime(
            state: Self.state(catalog: catalog, size: size, today: today, timers: 5, wall: clock.wallSeconds), environment: AppEnvironment(catalog: catalog),
            terminal: terminal, clock: clock, writer: nil, editor: BenchEditor())
        runtime.start()
        let ticks = 60
        let cellsBefore = terminal.changedCells
        let cpuBefore = Self.processorMicroseconds()
        for _ in 0..<ticks {
            clock.advance(by: .seconds(1))
            _ = runtime.turn()
        }
        let cpu = Self.processorMicroseconds() - cpuBefore
        return Figures(
            keyP50WithoutTimers: p50Without, keyP95WithoutTimers: p95Without, keyP50WithFive: p50With, keyP95WithFive: p95With,
            cellsPerTick: Double(terminal.changedCells - cellsBefore) / Double(ticks), tickMicroseconds: cpu / Double(ticks))
    }

    /// The median and 95th percentile of `keyCount` keys of the benchmark's mix, with `timers` timers running.
    private func keys(timers: Int) -> (Double, Double) {
        let clock = SystemClock()
        let terminal = ScriptedTerminal(size: size)
        terminal.whenScriptEnds = .woken
        let runtime = Runtime(
            state: Self.state(catalog: catalog, size: size, today: today, timers: timers, wall: clock.wallSeconds), environment: AppEnvironment(catalog: catalog),
            terminal: terminal, clock: clock, writer: nil, editor: BenchEditor())
        runtime.start()
        var mix = KeyMix(seed: 7)
        var samples: [Double] = []
        for _ in 0..<keyCount {
            let key = mix.next(state: runtime.state)
            let start = ContinuousClock.now
            terminal.events.append(.key(key))
            _ = runtime.turn()
            let (seconds, attoseconds) = (ContinuousClock.now - start).components
            samples.append(Double(seconds) * 1e6 + Double(attoseconds) / 1e12)
        }
        samples.sort()
        return (samples[samples.count / 2], samples[min(samples.count - 1, samples.count * 95 / 100)])
    }

    /// A fresh start with `timers` timers of an hour or more running.
    static func state(catalog: RecipeCatalog, size: Size, today: CalendarDate, timers: Int, wall: Double) -> AppState {
        var state = AppState(navigation: NavigationModel(), size: size, today: today)
        let recipe = catalog.categories.lazy.flatMap { catalog.recipeIDs(in: $0.id) }.first ?? ""
        state.timers = CookTimers(
            timers: (0..<timers).map { CookTimer(id: $0 + 1, name: "Timer \($0 + 1)", recipeID: recipe, step: 1, endsAt: wall + Double(3600 * ($0 + 1))) },
            now: wall)
        return state
    }

    /// The processor time the process has used, user and system, in microseconds.
    static func processorMicroseconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1e6 + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec)
    }
}

private struct BenchEditor: EditorRunning {
    func run(_ command: EditorCommand) -> EditorOutcome { .finished }
}
