import ArgumentParser
import RecipeApp
import Testing

@testable import RecipeTUI

@Suite("The command line read without the argument parser")
struct QuickCommandLineTests {
    static let plainLines: [[String]] = [
        [], ["--data", "recipes.json"], ["--reset"], ["--print-link"], ["--no-mouse"], ["--no-color"], ["--no-notify"], ["--layout", "stack"],
        ["--layout", "auto"], ["--layout", "two-column"], ["--layout", "three-column"], ["--open", "dessert/apple-pie"],
        ["--open", "recipes://dessert/apple-pie?x=1"], ["--date", "2026-01-15"], ["--date", "not a date"], ["--data", "a b/c d.json"],
        ["--data", "/tmp/x", "--state", "/tmp/s.json", "--reset", "--open", "x", "--print-link", "--date", "2026-01-15",
         "--layout", "stack", "--no-mouse", "--no-color"],
        ["--no-color", "--no-mouse", "--layout", "three-column", "--date", "d", "--print-link", "--open", "o", "--reset", "--state", "s", "--data", "d"],
    ]

    @Test("A plain command line is read as the argument parser reads it", arguments: plainLines)
    func plainLineReadsAsTheParserDoes(line: [String]) throws {
        let quick = try #require(RecipeTUICommand.quickParse(line))
        #expect(quick == (try RecipeTUICommand.parse(line)).launchOptions)
    }

    static let otherLines: [[String]] = [
        ["--help"], ["-h"], ["--version"], ["--data=recipes.json"], ["--data"], ["--data", "--reset"], ["--data", ""], ["--open", "-x"],
        ["--layout", "sideways"], ["--layout", "Stack"], ["--reset", "--reset"], ["--data", "a", "--data", "b"], ["recipes.json"],
        ["--generate-completion-script", "bash"], ["--"], ["-"], ["--no-colour"],
    ]

    @Test("Anything else is left to the argument parser, with its messages", arguments: otherLines)
    func otherLinesAreLeftToTheParser(line: [String]) {
        #expect(RecipeTUICommand.quickParse(line) == nil)
    }

    @Test("Every option of the command is one of the launch's options: an option added to the command cannot be missed here")
    func everyOptionIsALaunchOption() throws {
        let command = Mirror(reflecting: RecipeTUICommand()).children.map { $0.label.map { String($0.dropFirst()) } }
        let launch = Mirror(reflecting: LaunchOptions()).children.map(\.label)
        #expect(command.count == 10)
        // The command's property wrappers are stored as `_name`; the launch's options under the same names.
        #expect(command == launch)
    }

    @Test("Each option reaches the launch's options: the command's launchOptions reads every one", arguments: plainLines)
    func launchOptionsCarryEveryOption(line: [String]) throws {
        let parsed = try RecipeTUICommand.parse(line)
        let options = parsed.launchOptions
        #expect(options.noNotify == line.contains("--no-notify"))
        #expect(options.reset == parsed.reset && options.printLink == parsed.printLink && options.noMouse == parsed.noMouse)
        #expect(options.noColor == parsed.noColor && options.layout == parsed.layout)
        #expect(options.data == parsed.data && options.state == parsed.state && options.link == parsed.link && options.date == parsed.date)
    }
}
