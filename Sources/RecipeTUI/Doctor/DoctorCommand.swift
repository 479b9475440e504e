import ArgumentParser
import CooklangCatalog
import FoundationEssentials
import Glibc  // the status of a failed load, and writing the report
import RecipeApp
import RecipeModel
import SystemFiles

/// `recipe-tui doctor`: prints everything wrong in the data, grouped by file, and exits 1 when
/// something is an error (for a pre-commit hook or the CI of a recipe repository).
struct DoctorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "List everything wrong in the data, grouped by file: syntax problems with line and column, broken references, deprecated >> metadata, recipes of the same title in one category, files skipped and why.",
        discussion: "Exit status: 0 no error (warnings may remain); 1 an error in the data, or data that cannot be read; 64 a malformed command line."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Option(name: .long, help: ArgumentHelp("The recipe folder or JSON file (default: $RECIPE_TUI_DATA, else the bundled data/recipes.json).", valueName: "path"))
    var data: String?

    @Option(name: .long, help: ArgumentHelp("text or json.", valueName: "format"))
    var format: Format = .text

    func run() throws {
        let environment = ProcessEnvironment.variables
        guard let path = CommandData.path(data, environment: environment) else {
            printToStandardError("recipe-tui doctor: cannot find the bundled data/recipes.json; pass --data PATH")
            throw ExitCode(1)
        }
        let report: DoctorReport
        do {
            report = try DataDoctor.examine(dataAt: path)
        } catch {
            printToStandardError(ErrorLineText.line("recipe-tui doctor: " + error.description))
            throw ExitCode(1)
        }
        let output = format == .json ? report.json : report.text.split(separator: "\n", omittingEmptySubsequences: false).map { ErrorLineText.line(String($0)) }.joined(separator: "\n")
        try? writeAll(STDOUT_FILENO, Array(output.utf8))
        if report.hasErrors { throw ExitCode(1) }
    }
}
