import Foundation

/// recipe-tui and nnn, the file manager, launched in turn on the bundled data: each one's first frame and peak memory.
///
/// nnn is the yardstick for a terminal browser's start: a small C program on ncurses. Both run on a
/// pseudo-terminal of the same size, in the same environment, alternating launch by launch so
/// that a busy machine slows both alike; recipe-tui opens the bundled catalog (with the cache and
/// state an earlier launch left, as a user's launch finds them), nnn the folder that holds it.
struct SideBySide {
    /// One program to launch: what to run, and what it is called in the table.
    struct Program {
        var label: String
        var executable: String
        var arguments: [String]
    }

    /// What the launches of one program measured.
    struct Figures {
        var label: String
        /// From just before the fork to the last byte of the first frame, per launch.
        var firstFrames: [Double] = []
        /// Peak resident memory (`VmHWM`) once the first frame is on screen, per launch, in kilobytes.
        var peaks: [Int] = []
        /// Processor time of the process by then, per launch.
        var processorTimes: [Double] = []
    }

    let programs: [Program]
    let environment: [String: String]
    let launches: Int

    /// nnn on `PATH` (Debian's package `nnn`), or nil.
    static func locateNnn(path: String = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin") -> String? {
        path.split(separator: ":").map { $0 + "/nnn" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Launches every program once to warm caches (not counted), then `launches` rounds of one launch each.
    ///
    /// Each round starts with the next program: the first launch of a round was measured about 0.5 ms
    /// of processor time slower than the same binary launched later in the round, which favoured every
    /// program but the first (recipe-tui itself) when the order was fixed.
    func run() throws -> [Figures] {
        var figures = programs.map { Figures(label: $0.label) }
        for round in -1..<launches {
            for turn in programs.indices {
                let index = (turn + max(0, round)) % programs.count
                let program = programs[index]
                let launched = try launch(program)
                guard round >= 0 else { continue }
                figures[index].firstFrames.append(launched.firstFrame)
                figures[index].peaks.append(launched.peakKilobytes)
                figures[index].processorTimes.append(launched.processorTime)
            }
        }
        return figures
    }

    /// Starts `program`, waits for its first complete frame, reads its peak memory, and quits it with `q`.
    private func launch(_ program: Program) throws -> (firstFrame: Double, peakKilobytes: Int, processorTime: Double) {
        let session = try PseudoTerminalSession(
            executable: program.executable, arguments: program.arguments, environment: environment, columns: 120, rows: 40)
        let frame = session.readUntilQuiet(quiet: .milliseconds(200), after: CaseMeasurement.alternateScreen)
        guard let last = frame.lastByte, frame.bytes.contains(subsequence: CaseMeasurement.alternateScreen) else {
            throw Benchmark.Failure(description: "\(program.label) showed no frame: \(String(decoding: frame.bytes, as: UTF8.self))")
        }
        let peak = session.peakMemoryKilobytes() ?? 0
        let processorTime = session.processorMilliseconds() ?? .nan
        session.send(Array("q".utf8))
        let status = session.waitForExit()
        guard status == 0 else { throw Benchmark.Failure(description: "\(program.label) exited with status \(status)") }
        return ((last - session.started).milliseconds, peak, processorTime)
    }

    /// The figures as a Markdown table, one column per program, with each one's ratio to the last one's (nnn's).
    static func markdown(_ figures: [Figures], launches: Int) -> String {
        guard let yardstick = figures.last else { return "" }
        func ratio(_ value: @escaping (Figures) -> Double?) -> (Figures) -> String {
            { figures in
                guard figures.label != yardstick.label, let mine = value(figures), let theirs = value(yardstick), theirs > 0 else { return "–" }
                return String(format: "×%.2f", mine / theirs)
            }
        }
        // nnn's first frame comes at one of two speeds (about 2 ms, or 7-11 ms when its screen comes in
        // two writes), and a run's median falls on either: the ratio to its fast launches alone does not.
        let fastest = yardstick.firstFrames.min() ?? 0
        let fastLaunches = yardstick.firstFrames.filter { $0 <= 2 * fastest }
        let rows: [(String, (Figures) -> String)] = [
            ("start → first complete frame, median (fastest)", { ResultTable.spread($0.firstFrames) }),
            ("first frame ÷ \(yardstick.label)'s, median", ratio { ResultTable.median($0.firstFrames) }),
            ("first frame ÷ \(yardstick.label)'s, fastest", ratio { $0.firstFrames.min() }),
            ("\(yardstick.label)'s launches within 2× its fastest (its fast mode)", { figures in
                figures.label == yardstick.label ? "\(fastLaunches.count) of \(figures.firstFrames.count)" : "–"
            }),
            ("first frame, median ÷ \(yardstick.label)'s fast mode's median", { figures in
                guard figures.label != yardstick.label, let mine = ResultTable.median(figures.firstFrames),
                      let theirs = ResultTable.median(fastLaunches), theirs > 0 else { return "–" }
                return String(format: "×%.2f", mine / theirs)
            }),
            ("processor time by then, median", { ResultTable.ms(ResultTable.median($0.processorTimes)) }),
            ("processor time ÷ \(yardstick.label)'s, median", ratio { ResultTable.median($0.processorTimes) }),
            ("peak memory (largest)", { ResultTable.megabytes($0.peaks.max()) }),
            ("peak memory ÷ \(yardstick.label)'s", ratio { $0.peaks.max().map(Double.init) }),
        ]
        var lines = ["| bundled data, launched in turn | " + figures.map(\.label).joined(separator: " | ") + " |"]
        lines.append("|---|" + figures.map { _ in "---:|" }.joined())
        for (name, value) in rows {
            lines.append("| \(name) | " + figures.map(value).joined(separator: " | ") + " |")
        }
        lines.append("")
        lines.append("\(launches) launches of each, alternating, after one each to warm up; at 120×40; memory read once the first frame is on screen.")
        return lines.joined(separator: "\n")
    }
}

extension PseudoTerminalSession {
    /// The processor time the process's threads have had so far, in milliseconds: a figure a busy
    /// machine changes far less than the time on the clock. Threads that have ended are not counted.
    func processorMilliseconds() -> Double? {
        guard let threads = try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task") else { return nil }
        let nanoseconds = threads.compactMap { thread in
            // The first field of schedstat: nanoseconds spent running.
            (try? String(contentsOfFile: "/proc/\(pid)/task/\(thread)/schedstat", encoding: .utf8))
                .flatMap { $0.split(separator: " ").first }.flatMap { Int($0) }
        }
        return nanoseconds.isEmpty ? nil : Double(nanoseconds.reduce(0, +)) / 1e6
    }
}
