import ArgumentParser
import Testing

@testable import RecipeTUI

/// `show --servings`: any number is read, negative ones too, and a bad one is named as it was typed.
@Suite("show: --servings as typed")
struct ShowServingsTests {
    @Test("A number is kept with its text; a negative one is a value, not an option", arguments: ["0", "100000", "-3", "2.5", "1e3"])
    func read(text: String) throws {
        let command = try ShowCommand.parse(["apple-pie", "--servings", text])
        #expect(command.servings?.text == text)
        #expect(command.servings?.value == Double(text))
    }

    @Test("The error names the number as typed, not as a Double prints it")
    func named() throws {
        let limit = "a number of servings is over zero and at most 10000"
        for text in ["0", "100000", "-3", "0.00"] {
            let servings = try #require(ServingsArgument(argument: text))
            #expect(ShowCommand.badServings(servings) == "--servings \(text): \(limit)")
        }
        let long = String(repeating: "0", count: 300)
        let servings = try #require(ServingsArgument(argument: long))
        #expect(ShowCommand.badServings(servings) == "--servings \"\(long.prefix(100))…\" (300 characters): \(limit)")
    }

    @Test("What is no number stays the argument parser's error (a malformed command line, exit 64)")
    func notANumber() {
        #expect(ServingsArgument(argument: "abc") == nil)
        do {
            _ = try ShowCommand.parse(["apple-pie", "--servings", "abc"])
            Issue.record("--servings abc was read")
        } catch {
            #expect(ShowCommand.exitCode(for: error) == .validationFailure)
        }
    }
}
