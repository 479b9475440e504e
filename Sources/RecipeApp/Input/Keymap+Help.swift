extension Keymap {
    /// The help overlay's lines, one per binding: its keys, then what it does; the keys of typing after them.
    ///
    /// Both the overlay, which draws them, and the update, which scrolls them, count these lines.
    var helpLines: [String] {
        let keyColumns = bindings.map { $0.keys.map(\.label).joined(separator: " ") }
        let keyWidth = (keyColumns + Keymap.textEntryHelp.map(\.keys)).map { DisplayText($0).width }.max() ?? 0
        let commands = zip(keyColumns, bindings).map { keys, binding in
            keys + String(repeating: " ", count: keyWidth - DisplayText(keys).width + 2) + binding.help
        }
        let typing = Keymap.textEntryHelp.map { keys, help in
            keys + String(repeating: " ", count: keyWidth - DisplayText(keys).width + 2) + help
        }
        return commands + ["", "While typing a filter or a search:"] + typing
    }
}
