// recipe-tui: a terminal recreation of Apple's SwiftUI navigation cookbook.
import ArgumentParser
import FoundationEssentials
import RecipeApp
import Glibc  // exit with the launcher's status
import SystemFiles

// As ParsableCommand.main(), but the parser's messages go out sanitised: they echo the bad value,
// and `--layout $'\e]0;owned\a'` would otherwise set the window title.
do {
    // The usual command lines are read without the parser's start-up cost; it reads all the others.
    let arguments = Array(CommandLine.arguments.dropFirst())
    if let options = RecipeTUICommand.quickParse(arguments) {
        // As the command's run() does, without making the command (see LaunchOptions).
        let status = AppLauncher(options: options, environment: ProcessEnvironment.variables).run()
        if status != 0 { throw ExitCode(status) }
    } else {
        var command: any ParsableCommand = try RecipeTUICommand.subcommandParse(arguments) ?? RecipeTUICommand.parseAsRoot()
        try command.run()
    }
} catch {
    let status = RecipeTUICommand.exitCode(for: error)
    let message = RecipeTUICommand.fullMessage(for: error)
    if !message.isEmpty {
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map { ErrorLineText.line(String($0), quotes: ["\"", "'"]) }
        // Help and the version are asked for, and go to standard output; anything else is an error.
        try? writeAll(status.isSuccess ? STDOUT_FILENO : STDERR_FILENO, Array((lines.joined(separator: "\n") + "\n").utf8))
    }
    exit(status.rawValue)
}
