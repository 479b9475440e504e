import Foundation
import RecipeApp
import RecipeModel
import RecipeNavigation
import RecipeRuntime

/// The bytes recipe-tui writes to a real terminal each second while kitchen timers count down: the
/// app runs on a pseudo-terminal with five timers saved with its place, and every byte it writes
/// after its first frame is counted, tick by tick (the budget: at most 200 bytes a tick).
///
/// The ticks are real seconds of the wall clock, so this takes `ticks` seconds and more.
struct TimerTicksOnTerminal {
    let executable: String
    let dataPath: String
    let catalog: RecipeCatalog
    let folder: String
    let ticks: Int
    /// How many timers run; the cost is stated for five.
    var timers = 5

    struct Figures {
        /// The bytes of each tick, in the order they came.
        var bytesPerTick: [Int]
        var median: Int { bytesPerTick.sorted()[bytesPerTick.count / 2] }
        var most: Int { bytesPerTick.max() ?? 0 }
    }

    func measure() throws -> Figures {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let statePath = folder + "/state.json"
        // Timers of an hour and more, saved as a quit leaves them: the relaunch restores them running.
        let wall = Date().timeIntervalSince1970
        let state = TimerCost.state(catalog: catalog, size: Size(width: 120, height: 40), today: CalendarDate(iso: Benchmark.date)!, timers: timers, wall: wall)
        try StateStore(path: statePath).save(NavigationModel(), view: SavedView(timers: state.timers.timers))

        let environment = [
            "TERM": "xterm-256color", "LANG": "C.UTF-8", "HOME": folder, "PATH": "/usr/bin:/bin",
            "XDG_CACHE_HOME": folder + "/cache", "XDG_STATE_HOME": folder + "/state", "TMPDIR": folder,
        ]
        let session = try PseudoTerminalSession(
            executable: executable, arguments: ["--data", dataPath, "--state", statePath, "--date", Benchmark.date],
            environment: environment, columns: 120, rows: 40)
        let frame = session.readUntilQuiet(quiet: .milliseconds(300), after: CaseMeasurement.alternateScreen)
        guard frame.bytes.contains(subsequence: CaseMeasurement.alternateScreen) else {
            throw Benchmark.Failure(description: "recipe-tui showed no frame: \(String(decoding: frame.bytes, as: UTF8.self))")
        }
        // Each tick arrives as one burst, and nothing else is written meanwhile: a quiet read of a
        // third of a second ends each burst, and one that finds nothing waits for the next.
        var bytesPerTick: [Int] = []
        let deadline = ContinuousClock.now + .seconds(ticks) + .milliseconds(500)
        while bytesPerTick.count < ticks, ContinuousClock.now < deadline + .seconds(5) {
            let burst = session.readUntilQuiet(quiet: .milliseconds(300), limit: .seconds(2))
            if !burst.bytes.isEmpty { bytesPerTick.append(burst.bytes.count) }
        }
        session.send(Array("q".utf8))
        let status = session.waitForExit()
        guard status == 0 else { throw Benchmark.Failure(description: "recipe-tui exited with status \(status)") }
        guard !bytesPerTick.isEmpty else { throw Benchmark.Failure(description: "recipe-tui wrote nothing while its timers ran: were the saved timers restored?") }
        return Figures(bytesPerTick: bytesPerTick)
    }
}
