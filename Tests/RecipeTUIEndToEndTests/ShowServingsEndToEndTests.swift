import Foundation
import RecipeTestSupport
import Testing

/// `recipe-tui show --servings` run as a user runs it: the statuses the README gives, the number echoed as typed.
@Suite("show: bad --servings, end to end")
struct ShowServingsEndToEndTests {
    @Test("Servings out of range exit 2 with one line naming them as typed; what is no number exits 64", arguments: ["0", "100000", "-3"])
    func outOfRange(text: String) throws {
        let result = try DirectRun.app(["show", "apple-pie", "--data", RecipeTUIApp.dataPath, "--servings", text])
        #expect(result.status == 2)
        #expect(result.standardOutput == "")
        #expect(result.standardError == "recipe-tui: --servings \(text): a number of servings is over zero and at most 10000\n")
    }

    @Test("--servings abc is a malformed command line: the argument parser's message, exit 64")
    func notANumber() throws {
        let result = try DirectRun.app(["show", "apple-pie", "--data", RecipeTUIApp.dataPath, "--servings", "abc"])
        #expect(result.status == 64)
        #expect(result.standardOutput == "")
        #expect(result.standardError.contains("--servings"))
    }
}
