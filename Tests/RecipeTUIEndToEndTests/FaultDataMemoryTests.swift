import Foundation
import RecipeGenerator
import RecipeTestSupport
import Testing

/// The error path of a large data file stays within memory proportional to the file, never to a tree of it.
@Suite("Faults: memory on the error path")
struct FaultDataMemoryTests {
    /// Runs the app with `arguments` under /usr/bin/time and returns its exit status, standard error, and peak resident memory in KB.
    static func measured(_ arguments: [String], environment: [String: String]) throws -> (status: Int32, standardError: String, peakKB: Int) {
        let result = try ProcessRunner.run("/usr/bin/time", ["-f", "peak %M"] + [try RecipeTUIApp.binary()] + arguments, environment: environment)
        let lines = result.standardError.split(separator: "\n")
        guard let last = lines.last, last.hasPrefix("peak "), let peak = Int(last.dropFirst(5)) else {
            throw EndToEndFailure("no peak memory in \(result.standardError.prefix(300))")
        }
        let status: Int32 = lines.contains { $0.hasPrefix("Command exited with non-zero status 1") } ? 1 : result.status
        let appLines = lines.dropLast().filter { !$0.hasPrefix("Command exited with non-zero status") }
        return (status, appLines.joined(separator: "\n"), peak)
    }

    @Test(
        "An 11 MB catalog with one stray trailing byte: the line and column are found with memory of about twice the file, not a tree of it",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/time"), "/usr/bin/time (Debian's time package) measures the peak memory")
    )
    func strayTrailingByte() throws {
        let scratchFolder = try ScratchFolder("recipe-e2e")
        defer { scratchFolder.remove() }
        let scratch = scratchFolder.path
        var bytes = CatalogGenerator(recipes: 10_000, categories: 20, seed: 1).generate()
        bytes.append(UInt8(ascii: "x"))
        let path = scratch + "/catalog.json"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "XDG_CACHE_HOME": scratch + "/cache", "HOME": scratch]

        let baseline = try Self.measured(["--data", RecipeTUIApp.dataPath, "--state", scratch + "/state.json", "--print-link"], environment: environment)
        let faulty = try Self.measured(["--data", path, "--state", scratch + "/state.json", "--print-link"], environment: environment)
        #expect(faulty.status == 1)
        #expect(faulty.standardError.hasSuffix(": invalid JSON: unexpected character 'x' after the end of the JSON value"), "\(faulty.standardError.prefix(300))")
        // The mapped file while it is scanned, then one copy for the parser; a tree of every value took about 5.5 times the file.
        let limitKB = baseline.peakKB + bytes.count * 5 / 2 / 1024
        #expect(faulty.peakKB < limitKB, "peak \(faulty.peakKB) KB for a \(bytes.count / 1024) KB file (baseline \(baseline.peakKB) KB)")
    }
}
