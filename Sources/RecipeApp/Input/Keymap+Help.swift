extension Keymap {
    /// The help overlay's lines at their natural width: each command's keys and what it does, then the other sections.
    ///
    /// Neighbouring bindings with the same help share one line, their keys side by side.
    var helpLines: [String] { helpLines(width: Int.max) }

    /// The help overlay's lines, descriptions wrapped to fit `width` cells under their own column.
    ///
    /// Both the overlay, which draws them, and the update, which scrolls them, count these lines, so
    /// both ask for the same width (`helpWidth(on:)`).
    func helpLines(width: Int) -> [String] {
        let sections: [(title: String?, entries: [(keys: String, help: String)])] = [
            // The keys that are not the table's follow its own without a title, so that the whole help fits 40 rows.
            (nil, Self.helpEntries(bindings) + otherHelp),
            ("While typing a filter or a search:", [Self.typingHelp] + Self.helpEntries(textEntry)),
            (Self.queryHelp.title, Self.queryHelp.entries),
        ]
        let keyWidth = sections.flatMap(\.entries).map { DisplayText($0.keys).width }.max() ?? 0
        // Below this, descriptions go on lines of their own under their keys rather than in a column too thin to read.
        let besideKeys = width >= keyWidth + 2 + 24
        var lines: [String] = []
        for section in sections {
            if let title = section.title { lines += [""] + Self.wrap(title, to: width) }
            for entry in section.entries {
                if besideKeys {
                    let indent = String(repeating: " ", count: keyWidth + 2)
                    let padding = String(repeating: " ", count: keyWidth - DisplayText(entry.keys).width + 2)
                    for (index, part) in Self.wrap(entry.help, to: width == Int.max ? Int.max : width - keyWidth - 2).enumerated() {
                        lines.append((index == 0 ? entry.keys + padding : indent) + part)
                    }
                } else {
                    lines.append(entry.keys)
                    lines += Self.wrap(entry.help, to: max(1, width - 2)).map { "  " + $0 }
                }
            }
        }
        return lines
    }

    /// The width the help's text gets in a box on a screen of `size`: its natural width, or what the screen leaves.
    func helpWidth(on size: Size) -> Int {
        let natural = (helpLines.map { DisplayText($0).width } + [DisplayText(helpFooter(fits: false)).width]).max() ?? 0
        return max(1, min(natural, size.width - 2 - 4))
    }

    /// The help's footer: how to close it, said once (from `helpKeys`), and how to scroll it when it does not fit.
    func helpFooter(fits: Bool) -> String {
        let closing = helpKeys.flatMap(\.keys).map(\.label).joined(separator: " or ") + " closes"
        return fits ? closing : "↑↓ PgUp PgDn scroll · " + closing
    }

    private static func wrap(_ text: String, to width: Int) -> [String] {
        guard width != Int.max, DisplayText(text).width > width else { return [text] }
        return DisplayText(text).wrapped(to: width).map(\.string)
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
        // Ten digits side by side would widen the key column for every line.
        return entries.map { $0.keys == "0 1 2 3 4 5 6 7 8 9" ? ("0-9", $0.help) : $0 }
    }

    /// What the table does not hold: the stack picker's keys (named from the bindings whose actions
    /// `AppState.applyInStackPicker` reads), the terminal's own Ctrl-Z, and the mouse.
    private var otherHelp: [(keys: String, help: String)] {
        let move = label(for: .move(.up)) + " " + label(for: .move(.down))
        // Cook mode's and the timers box's keys from their own tables, where the keymap opens them.
        var screens: [(keys: String, help: String)] = []
        if !keys(for: .openCook).isEmpty { screens += Self.joinedEntries(cookKeys, named: "in " + label(for: .openCook) + "'s screen") }
        if !keys(for: .openShoppingList).isEmpty { screens += Self.joinedEntries(shoppingKeys, named: "in " + label(for: .openShoppingList) + "'s list") }
        if !keys(for: .showTimers).isEmpty { screens += Self.joinedEntries(timerKeys, named: "in " + label(for: .showTimers) + "'s list") }
        for screen in screenKeys where !keys(for: screen.opener).isEmpty { screens += Self.joinedEntries(screen.bindings, named: "in " + label(for: screen.opener) + "'s screen") }
        if !keys(for: .showProblems).isEmpty { screens += Self.joinedEntries(problemsKeys, named: "in " + label(for: .showProblems) + "'s screen") }
        return screens + [
            (label(for: .showStack) + "'s list", "\(move) choose, \(keys(for: .forward).last?.label ?? "?") or the number 1-9 goes back there, \(label(for: .dismiss)) closes"),
            ("Ctrl-Z", "suspend; fg in the shell resumes"),
            ("mouse", "click to select or open, the wheel scrolls; Shift-drag selects text"),
        ]
    }

    /// A screen's keys as a few lines of "keys what" pairs, the first named `name`, each short enough for the help's column.
    private static func joinedEntries(_ bindings: [Binding], named name: String) -> [(keys: String, help: String)] {
        var lines: [String] = []
        for entry in helpEntries(bindings) {
            let pair = entry.keys + " " + entry.help
            if let last = lines.last, DisplayText(last + ", " + pair).width <= 66 {
                lines[lines.count - 1] = last + ", " + pair
            } else {
                lines.append(pair)
            }
        }
        return lines.enumerated().map { ($0.offset == 0 ? name : "", $0.element) }
    }

    /// The first key bound to `action`, or "?" when none is.
    func label(for action: Action) -> String {
        keys(for: action).first?.label ?? "?"
    }
}
