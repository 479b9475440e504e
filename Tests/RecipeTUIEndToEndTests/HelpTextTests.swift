import Foundation
import Testing

/// What `--help` prints for both programs: options described as they are, paragraphs wrapped once.
@Suite("Help texts of recipe-tui and recipe-bench")
struct HelpTextTests {
    /// Runs one of the built programs (beside the test executable) with `--help` at `columns` columns.
    private static func help(of program: String, columns: Int) throws -> String {
        let path = (try RecipeTUIApp.binary() as NSString).deletingLastPathComponent + "/" + program
        guard FileManager.default.isExecutableFile(atPath: path) else { throw EndToEndFailure("\(program) is missing at \(path); build it with `swift build`") }
        let result = try ProcessRunner.run(
            path, ["--help"], environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "COLUMNS": String(columns)],
            standardInput: FileHandle(forReadingAtPath: "/dev/null"))
        #expect(result.status == 0)
        return result.standardOutput
    }

    /// The lines of the help's discussion (between OVERVIEW's paragraph and USAGE), as paragraphs of lines.
    private static func discussion(_ help: String) -> [[Substring]] {
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
        guard let usage = lines.firstIndex(where: { $0.hasPrefix("USAGE:") }), let firstBlank = lines.firstIndex(of: "") else { return [] }
        var paragraphs: [[Substring]] = [[]]
        for line in lines[(firstBlank + 1)..<usage] {
            if line.isEmpty { paragraphs.append([]) } else { paragraphs[paragraphs.count - 1].append(line) }
        }
        return paragraphs.filter { !$0.isEmpty }
    }

    @Test("recipe-tui --help says --data is a JSON file or a folder of Cooklang recipes")
    func dataOptionIsDescribedRightly() throws {
        let help = try Self.help(of: "recipe-tui", columns: 200)
        let line = help.split(separator: "\n").first { $0.hasPrefix("  --data <path>") }
        #expect(line?.contains("a JSON catalog file, or a folder of Cooklang (.cook) recipes") == true, "\(line ?? "no --data line")")
        #expect(!help.contains("The recipe data file"))
    }

    @Test("Both programs' discussions wrap each paragraph once: no line within a paragraph is cut short", arguments: ["recipe-tui", "recipe-bench"])
    func paragraphsAreWrappedOnce(program: String) throws {
        for columns in [60, 80, 120] {
            let paragraphs = Self.discussion(try Self.help(of: program, columns: columns))
            #expect(!paragraphs.isEmpty)
            for paragraph in paragraphs {
                // Greedy wrapping leaves at most a word's room free at the end of a line that is not a paragraph's last.
                for line in paragraph.dropLast() {
                    #expect(line.count > columns - 20, "\(program) at \(columns) columns: a short line within a paragraph: \"\(line)\"")
                }
            }
        }
    }
}
