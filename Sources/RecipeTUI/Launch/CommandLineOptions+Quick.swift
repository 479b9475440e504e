import RecipeApp

extension RecipeTUICommand {
    /// The command line's options read without swift-argument-parser when it uses only the plain forms; nil otherwise.
    ///
    /// The parser's work on every launch was a third of the bundled first frame's instructions (it
    /// reflects on the command, and first tries to read the line as two completion-script commands).
    /// This takes only what it is sure the parser reads the same way: each option at most once,
    /// spelled `--name value` or `--name`, a value that is not empty and does not start with `-`, and
    /// a `--layout` the parser would accept. Anything else (help, the version, `--name=value`, a
    /// repeated or unknown option, a missing or bad value) returns nil, and the parser reads the line
    /// as always, with its messages. The tests check that both read the same lines the same way,
    /// and that a new option cannot be missed here.
    static func quickParse(_ arguments: [String]) -> LaunchOptions? {
        var values: [String: String] = [:]
        var flags: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard !flags.contains(argument), values[argument] == nil else { return nil }
            if quickFlags.contains(argument) {
                flags.append(argument)
            } else if quickOptions.contains(argument) {
                guard index < arguments.count, let first = arguments[index].utf8.first, first != UInt8(ascii: "-") else { return nil }
                values[argument] = arguments[index]
                index += 1
            } else {
                return nil
            }
        }
        var layout = LayoutMode.automatic
        if let written = values["--layout"] {
            guard let mode = LayoutMode(rawValue: written) else { return nil }
            layout = mode
        }
        var command = LaunchOptions()
        command.data = values["--data"]
        command.state = values["--state"]
        command.reset = flags.contains("--reset")
        command.link = values["--open"]
        command.printLink = flags.contains("--print-link")
        command.date = values["--date"]
        command.layout = layout
        command.noMouse = flags.contains("--no-mouse")
        command.noColor = flags.contains("--no-color")
        command.noNotify = flags.contains("--no-notify")
        return command
    }

    static let quickFlags = ["--reset", "--print-link", "--no-mouse", "--no-color", "--no-notify"]
    static let quickOptions = ["--data", "--state", "--open", "--date", "--layout"]
}
