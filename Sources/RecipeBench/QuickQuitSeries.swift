import Foundation

/// Launches in a row from an empty cache, each quit with `q` as soon as its first frame is painted:
/// whether a first launch that quits at once still leaves its caches (the second launch is then as
/// fast as the third), and how long `q` takes to end the process.
struct QuickQuitSeries {
    let executable: String
    let catalog: CatalogCase
    let work: String
    let launches: Int

    /// One launch: start to the first complete frame, and `q` to the process's end.
    struct Launch {
        var firstFrame: Double
        var quit: Double
    }

    func run() throws -> [Launch] {
        let folder = work + "/quick-quit-" + catalog.label.filter { $0.isLetter || $0.isNumber }
        let cache = folder + "/cache"
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let environment = [
            "TERM": "xterm-256color", "LANG": "C.UTF-8", "HOME": folder, "PATH": "/usr/bin:/bin",
            "XDG_CACHE_HOME": cache, "XDG_STATE_HOME": folder + "/state", "TMPDIR": folder,
        ]
        var series: [Launch] = []
        for _ in 0..<launches {
            let session = try PseudoTerminalSession(
                executable: executable, arguments: ["--data", catalog.path, "--state", folder + "/state.json", "--date", Benchmark.date],
                environment: environment, columns: 120, rows: 40
            )
            // The frame is complete once the app has written nothing for 30 ms: a user's quickest `q`.
            let frame = session.readUntilQuiet(quiet: .milliseconds(30), after: CaseMeasurement.alternateScreen)
            guard let last = frame.lastByte, frame.bytes.contains(subsequence: CaseMeasurement.alternateScreen) else {
                throw Benchmark.Failure(description: "\(catalog.label): recipe-tui showed no frame: \(String(decoding: frame.bytes, as: UTF8.self))")
            }
            session.send(Array("q".utf8))
            let (status, quit) = session.timedExit()
            guard status == 0 else { throw Benchmark.Failure(description: "\(catalog.label): recipe-tui exited with status \(status)") }
            series.append(Launch(firstFrame: (last - session.started).milliseconds, quit: quit.milliseconds))
        }
        return series
    }

    /// "first frame a / b / c ms; q to exit x / y / z ms" for one catalog.
    static func line(label: String, _ series: [Launch]) -> String {
        let frames = series.map { String(format: "%.0f", $0.firstFrame) }.joined(separator: " / ")
        let quits = series.map { String(format: "%.0f", $0.quit) }.joined(separator: " / ")
        return "\(label): start → first frame \(frames) ms; q → exit \(quits) ms"
    }
}
