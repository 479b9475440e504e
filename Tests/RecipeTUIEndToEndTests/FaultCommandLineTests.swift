import Foundation
import Testing

/// What the app prints about a bad command line: short, one line per fault, never an escape sequence.
@Suite("Faults: messages about the command line")
struct FaultCommandLineTests {
    @Test("A --layout holding escape sequences is echoed by the argument parser with them as symbols, exit 64")
    func argumentParserMessagesAreSanitised() throws {
        let result = try DirectRun.app(["--data", RecipeTUIApp.dataPath, "--layout", "\u{1B}]0;owned\u{07}\u{1B}[2J"])
        #expect(result.status == 64)
        #expect(!result.standardError.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }, "\(result.standardError.debugDescription)")
        #expect(result.standardError.contains("'␛]0;owned␇␛[2J'"), "\(result.standardError)")
        #expect(result.standardOutput == "")
    }

    @Test("An --open segment of 130,000 characters is quoted cut to 100: the error is one short line, exit 2")
    func longSegmentIsQuotedShort() throws {
        let result = try DirectRun.app(["--data", RecipeTUIApp.dataPath, "--open", "dessert/apple-pie/" + String(repeating: "x", count: 130_000)])
        #expect(result.status == 2)
        #expect(result.standardError.filter { $0 == "\n" }.count == 1)
        #expect(result.standardError.count < 400, "\(result.standardError.prefix(500))")
        #expect(result.standardError.contains("(130000 characters)"))
    }

    @Test("A bad option value of 130,000 characters is quoted cut to 100 in the parser's message too")
    func longOptionValueIsQuotedShort() throws {
        let result = try DirectRun.app(["--data", RecipeTUIApp.dataPath, "--layout", String(repeating: "y", count: 130_000)])
        #expect(result.status == 64)
        let longest = result.standardError.split(separator: "\n").map(\.count).max() ?? 0
        #expect(longest < 400, "a line of \(longest) characters")
    }

    @Test("--help and --version still go to standard output, exit 0")
    func helpAndVersion() throws {
        let version = try DirectRun.app(["--version"])
        #expect(version.status == 0)
        #expect(version.standardOutput == "recipe-tui 0.1.0\n")
        let help = try DirectRun.app(["--help"])
        #expect(help.status == 0)
        #expect(help.standardOutput.hasPrefix("OVERVIEW: "))
        #expect(help.standardError == "")
    }
}
