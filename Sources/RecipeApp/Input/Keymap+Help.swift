extension Keymap {
    /// The help overlay's lines: each command's keys and what it does, then the keys of typing.
    ///
    /// Both the overlay, which draws them, and the update, which scrolls them, count these lines.
    /// Neighbouring bindings with the same help share one line, their keys side by side.
    var helpLines: [String] {
        let commands = Self.helpEntries(bindings)
        let typing = [Self.typingHelp] + Self.helpEntries(textEntry)
        let keyWidth = (commands + typing).map { DisplayText($0.keys).width }.max() ?? 0
        func line(_ entry: (keys: String, help: String)) -> String {
            entry.keys + String(repeating: " ", count: keyWidth - DisplayText(entry.keys).width + 2) + entry.help
        }
        return commands.map(line) + ["", "While typing a filter or a search:"] + typing.map(line)
    }

    private static func helpEntries(_ bindings: [Binding]) -> [(keys: String, help: String)] {
        var entries: [(keys: String, help: String)] = []
        for binding in bindings {
            let keys = binding.keys.map(\.label).joined(separator: " ")
            if let last = entries.last, last.help == binding.help {
                entries[entries.count - 1].keys += " " + keys
            } else {
                entries.append((keys, binding.help))
            }
        }
        return entries
    }
}
