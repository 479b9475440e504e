import ArgumentParser
import RecipeApp
import Testing

@testable import RecipeTUI

/// What a parsed command line says, as one comparable value.
private struct Options: Equatable {
    var data, state, link, date: String?
    var layout: LayoutMode
    var reset, printLink, noMouse, noColor: Bool

    init(_ command: RecipeTUICommand) {
        (data, state, link, date, layout) = (command.data, command.state, command.link, command.date, command.layout)
        (reset, printLink, noMouse, noColor) = (command.reset, command.printLink, command.noMouse, command.noColor)
    }
}

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
        #expect(Options(quick) == Options(try RecipeTUICommand.parse(line)))
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

    @Test("Every option of the command is given a value: an option added to the command cannot be missed here")
    func everyOptionIsSet() throws {
        let command = try #require(RecipeTUICommand.quickParse([]))
        let options = Mirror(reflecting: command).children
        #expect(options.count == 10)
        for option in options {
            // Each property wrapper holds either its parsed value or, unset, its definition.
            let state = Mirror(reflecting: option.value).children.first { $0.label == "_parsedValue" }
            let label = state.flatMap { Mirror(reflecting: $0.value).children.first?.label }
            #expect(label == "value", "\(option.label ?? "?") is not set")
        }
    }
}
