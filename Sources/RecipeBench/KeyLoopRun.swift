import Foundation
import RecipeApp
import RecipeModel

/// Runs the key loop (`KeyLoop`) in a new `recipe-bench --key-loop` process and reads its figures, as JSON.
///
/// A process of its own for each run, as a launch of the app is: the first run starts with no
/// cache and nothing of the catalog in memory, and the second finds only the cache the first left.
struct KeyLoopRun {
    let dataPath: String
    let environment: [String: String]
    let keys: Int
    /// Whether the child also times a live reload.
    var measuresReload = false

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Starts the child with exactly `environment`, as the app would be started, and decodes what it printed.
    func run() throws -> KeyLoopFigures {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Benchmark.ownExecutable)
        process.arguments = ["--key-loop", dataPath, "--keys", String(keys)] + (measuresReload ? ["--measure-reload"] : [])
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Standard error is read on another thread: a child blocked on a full pipe would never exit.
        nonisolated(unsafe) var errorData = Data()
        let errorsRead = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            errorData = errors.fileHandleForReading.readDataToEndOfFile()
            errorsRead.signal()
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        errorsRead.wait()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "the key loop failed (\(process.terminationStatus)): \(String(decoding: errorData, as: UTF8.self))")
        }
        do {
            return try JSONDecoder().decode(KeyLoopFigures.self, from: data)
        } catch {
            throw Failure(description: "the key loop printed no figures (\(error)): \(String(decoding: data, as: UTF8.self))")
        }
    }

    /// In the child: runs the key loop once on `dataPath` at 120×40 on `Benchmark.date`, and prints its figures as JSON.
    static func printFigures(dataPath: String, keys: Int, measuresReload: Bool) throws {
        guard let today = CalendarDate(iso: Benchmark.date) else { throw Failure(description: "\(Benchmark.date) is not a date") }
        let loop = KeyLoop(
            dataPath: dataPath, environment: ProcessInfo.processInfo.environment, keyCount: keys, size: Size(width: 120, height: 40), today: today,
            measuresReload: measuresReload)
        let figures = try loop.run()
        print(String(decoding: try JSONEncoder().encode(figures), as: UTF8.self))
    }
}
