import Foundation

/// The benchmark's results as a Markdown table: one row per measure, one column per catalog.
struct ResultTable {
    let results: [CaseResult]
    let keys: Int
    let runs: Int

    var markdown: String {
        var rows: [(String, (CaseResult) -> String)] = [
            ("recipes", { Self.number(Double($0.firstLaunch.recipes)) }),
            ("data file", { Self.bytes($0.fileBytes) }),
            ("load to the first frame's data, first launch", { Self.ms($0.firstLaunch.loadMilliseconds) }),
            ("load to the first frame's data, later launch", { Self.ms($0.laterLaunch.loadMilliseconds) }),
            ("first frame render", { Self.ms($0.laterLaunch.firstRenderMilliseconds) }),
            ("key + render + diff, median", { Self.ms($0.laterLaunch.keyMedianMicroseconds / 1000) }),
            ("key + render + diff, p95", { Self.ms($0.laterLaunch.keyP95Microseconds / 1000) }),
            ("key + render + diff, max", { Self.ms($0.laterLaunch.keyMaxMicroseconds / 1000) }),
            ("search (f), the very first letter", { Self.ms($0.laterLaunch.search.veryFirstKeyMicroseconds / 1000) }),
            ("search (f), a first letter, max", { Self.ms($0.laterLaunch.search.firstKeyMaxMicroseconds / 1000) }),
            ("search (f), later letters, max", { Self.ms($0.laterLaunch.search.laterKeyMaxMicroseconds / 1000) }),
            ("filter (/) in the recipe list, the very first letter", { Self.ms($0.laterLaunch.filter.veryFirstKeyMicroseconds / 1000) }),
            ("filter (/) in the recipe list, a first letter, max", { Self.ms($0.laterLaunch.filter.firstKeyMaxMicroseconds / 1000) }),
            ("filter (/) in the recipe list, later letters, max", { Self.ms($0.laterLaunch.filter.laterKeyMaxMicroseconds / 1000) }),
            ("ingredient screen (Enter on an ingredient), first in the process", { Self.ms($0.laterLaunch.ingredientScreenFirstMicroseconds / 1000) }),
            ("ingredient screen (Enter on an ingredient), another", { Self.ms($0.laterLaunch.ingredientScreenLaterMicroseconds / 1000) }),
            ("live reload: read the changed data and compare (reloader thread)", { Self.ms($0.laterLaunch.reload?.loadMilliseconds) }),
            ("live reload: fit the place and draw (key path)", { Self.ms($0.laterLaunch.reload?.swapMilliseconds) }),
            ("key + render + diff while reloads run, median", { Self.ms($0.laterLaunch.reload.map { $0.keyMedianMicroseconds / 1000 }) }),
            ("key + render + diff while reloads run, p95", { Self.ms($0.laterLaunch.reload.map { $0.keyP95Microseconds / 1000 }) }),
            ("state save, on the writer's queue", { Self.ms($0.laterLaunch.stateSaveMicroseconds / 1000) }),
            ("state save, what the key waits for", { Self.ms($0.laterLaunch.stateSubmitMicroseconds / 1000) }),
            ("start → first complete frame, first launch (fastest)", { Self.spread($0.firstFrameFirstLaunch) }),
            ("start → first complete frame, later launch (fastest)", { Self.spread($0.firstFrameLaterLaunch) }),
            ("peak memory, first launch", { Self.megabytes($0.peakMemoryFirstLaunch.max()) }),
            ("peak memory, later launch", { Self.megabytes($0.peakMemoryLaterLaunch.max()) }),
            ("bytes written per key, highlight move (max)", { Self.number($0.highlightBytes.max().map(Double.init)) }),
            ("bytes written per key, list step (median)", { Self.number(Self.median($0.listStepBytes.map(Double.init))) }),
            ("key → frame through the terminal, median", { Self.ms(Self.median($0.keyRoundTrips)) }),
        ]
        rows = rows.filter { _, value in results.contains { value($0) != "–" } }
        var lines = ["| | " + results.map(\.label).joined(separator: " | ") + " |"]
        lines.append("|---|" + results.map { _ in "---:|" }.joined())
        for (name, value) in rows {
            lines.append("| \(name) | " + results.map(value).joined(separator: " | ") + " |")
        }
        lines.append("")
        lines.append("Keys: \(keys) of mixed navigation at 120×40. Searches: \"lemon chicken\", \"e\", \"pnck\", \"xq\" and \"olive oil\" typed in turn, each deleted before the next. Launches: \(runs) each, median; memory: the largest.")
        return lines.joined(separator: "\n")
    }

    static func median(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        return sorted[sorted.count / 2]
    }

    /// The median and, in parentheses, the fastest: on a shared machine the spread says how much is noise.
    static func spread(_ values: [Double]) -> String {
        guard let median = median(values), let fastest = values.min() else { return "–" }
        return "\(ms(median)) (\(ms(fastest)))"
    }

    static func ms(_ value: Double?) -> String {
        guard let value else { return "–" }
        if value < 0.01 { return String(format: "%.1f µs", value * 1000) }
        if value < 0.1 { return String(format: "%.0f µs", value * 1000) }
        return value < 10 ? String(format: "%.2f ms", value) : String(format: "%.0f ms", value)
    }

    static func number(_ value: Double?) -> String {
        guard let value else { return "–" }
        return Benchmark.grouped(Int(value.rounded()))
    }

    static func bytes(_ count: Int) -> String {
        count >= 1_000_000 ? String(format: "%.1f MB", Double(count) / 1e6) : String(format: "%.0f KB", Double(count) / 1e3)
    }

    static func megabytes(_ kilobytes: Int?) -> String {
        guard let kilobytes else { return "–" }
        return String(format: "%.1f MB", Double(kilobytes) / 1024)
    }
}
