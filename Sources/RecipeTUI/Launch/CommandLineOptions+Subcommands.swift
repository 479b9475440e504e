import ArgumentParser

extension RecipeTUICommand {
    /// A subcommand's line read by the subcommand itself; nil when it is not one, or for help and errors.
    ///
    /// swift-argument-parser gives an option that the root command and a subcommand both have
    /// (`--data`) to the root, wherever it is written, so `recipe-tui shopping-list --data DIR` would
    /// lose DIR. A line the subcommand reads cleanly is taken here; help and malformed lines go to
    /// the parser as usual, whose messages name the subcommand.
    static func subcommandParse(_ arguments: [String]) -> (any ParsableCommand)? {
        guard let name = arguments.first else { return nil }
        for subcommand in configuration.subcommands where subcommand.configuration.commandName == name {
            return try? subcommand.parse(Array(arguments.dropFirst()))
        }
        return nil
    }
}
