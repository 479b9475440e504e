import Foundation

/// Runs `recipe-tui --benchmark-keys` (the app's own per-key loop, without a terminal) and reads its figures.
struct FrameBenchmarkRun {
    let executable: String
    let dataPath: String
    let environment: [String: String]
    let keys: Int

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The figures the app printed, by name: `load_ms`, `key_p95_us`, ...
    func run() throws -> [String: Double] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--data", dataPath, "--date", Benchmark.date, "--benchmark-keys", String(keys)]
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        guard process.terminationStatus == 0 else {
            throw Failure(description: "recipe-tui --benchmark-keys failed (\(process.terminationStatus)): \(text)")
        }
        var figures: [String: Double] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ")
            if parts.count == 2, let value = Double(parts[1]) { figures[String(parts[0])] = value }
        }
        return figures
    }
}
