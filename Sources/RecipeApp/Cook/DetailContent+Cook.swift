/// Cook mode laid out for the detail pane: where you are, the step in large measure, what it needs.
extension DetailContent {
    /// The widest the step's text is wrapped: short lines read from across the kitchen.
    static let cookTextWidth = 64

    /// The cells of the progress bar at most.
    static let progressWidth = 24

    /// Lays out step `step` (1-based, past the last shown as the last): the section's name, the servings
    /// and units when the quantities are not as written (`servings`, "Serves 6 (×1.5) · metric"), "Step 3 of 9" with a progress
    /// bar, the section's card to tick where it starts (its rows are the screen's selectable rows), the
    /// step's text with its components marked as Cooklang marks them (`@`, `#`, `~`), the step's
    /// ingredients, its timers (or why one cannot be started), and its notes.
    init(cook steps: CookSteps, step: Int, recipeName: String, servings: String? = nil, width: Int) {
        let textWidth = Self.textWidth(forPaneWidth: width)
        guard !steps.steps.isEmpty else {
            append(recipeName, style: .heading, width: textWidth)
            append("This recipe has no steps to cook.", style: .dim, width: textWidth)
            return
        }
        let index = min(max(step, 1), steps.steps.count) - 1
        let current = steps.steps[index]
        let section = steps.sections[current.section]
        append(section.name.map { "\(recipeName) · \($0)" } ?? recipeName, style: .heading, width: textWidth)
        if let servings { append(servings, style: .dim, width: textWidth) }
        let counter = "Step \(index + 1) of \(steps.steps.count)"
        let barWidth = min(Self.progressWidth, textWidth - counter.count - 1)
        if barWidth >= 4 {
            let filled = barWidth * (index + 1) / steps.steps.count
            append(counter + " " + String(repeating: "█", count: filled) + String(repeating: "░", count: barWidth - filled), style: .dim, width: textWidth)
        } else {
            append(counter, style: .dim, width: textWidth)
        }
        if index == 0 {
            for note in steps.leadingNotes { append("> " + note, style: .dim, width: textWidth) }
        }

        if steps.startsSection(index), !section.ingredients.isEmpty {
            self.section("Get ready (Enter ticks)", width: textWidth)
            for (row, item) in section.ingredients.enumerated() {
                let first = lines.count
                let text = Self.cookItem(item)
                for (part, piece) in DisplayText("[ ] " + text).wrapped(to: max(1, textWidth - 2)).enumerated() {
                    lines.append(Line(text: part == 0 ? piece : DisplayText("    ") + piece, style: .normal, indent: 3, selectable: row))
                }
                selectables.append(Selectable(lines: first..<lines.count, route: .ingredient(item.name)))
            }
        }

        lines.append(Line(text: DisplayText(""), style: .normal))
        let readingWidth = max(1, min(textWidth - 2, Self.cookTextWidth))
        for part in Self.cookText(current.runs).split(separator: "\n", omittingEmptySubsequences: false) {
            for piece in DisplayText(String(part)).wrapped(to: readingWidth) {
                lines.append(Line(text: piece, style: .heading, indent: 3))
            }
        }

        if !current.ingredients.isEmpty {
            self.section("In this step", width: textWidth)
            for item in current.ingredients {
                for piece in DisplayText(Self.cookItem(item)).wrapped(to: max(1, textWidth - 2)) {
                    lines.append(Line(text: piece, style: .normal, indent: 3))
                }
            }
        }
        if !current.timers.isEmpty {
            self.section("Timers (t starts them)", width: textWidth)
            for timer in current.timers {
                for piece in DisplayText(Self.timerLine(timer)).wrapped(to: max(1, textWidth - 2)) {
                    lines.append(Line(text: piece, style: .normal, indent: 3))
                }
            }
        }
        for note in current.notes {
            lines.append(Line(text: DisplayText(""), style: .normal))
            append("> " + note, style: .dim, width: textWidth)
        }
    }

    /// Marks the card's `rows` ticked: each row's first line starts "[x]" instead of "[ ]".
    mutating func tick(rows: Set<Int>) {
        for row in rows where selectables.indices.contains(row) {
            let first = selectables[row].lines.lowerBound
            let text = lines[first].text.string
            guard text.hasPrefix("[ ] ") else { continue }
            lines[first].text = DisplayText("[x] " + text.dropFirst(4))
        }
    }

    /// "200 g flour", or the name alone when the text gives no quantity.
    static func cookItem(_ item: CookSteps.Item) -> String {
        item.quantity.isEmpty ? item.name : "\(item.quantity) \(item.name)"
    }

    /// The step's text with each component marked as Cooklang writes it: `@flour`, `#pan`, `~10 minutes`.
    static func cookText(_ runs: [CookSteps.Run]) -> String {
        runs.map { run in
            switch run {
            case .text(let text): text
            case .ingredient(let name): "@" + name
            case .cookware(let name): "#" + name
            case .timer(let written): "~" + written
            }
        }.joined()
    }

    /// A timer as the step's list shows it: its name and length, the range's upper bound, or why it cannot start.
    static func timerLine(_ timer: TimerSpec) -> String {
        let name = timer.name.isEmpty ? "" : timer.name + ": "
        guard let seconds = timer.seconds else {
            let written = timer.written.isEmpty ? "no duration" : "\"\(timer.written)\""
            return name + written + " (not a duration the app can count; not started)"
        }
        var line = name + CookTimer.clock(seconds)
        if let upper = timer.upperSeconds { line += " (up to \(CookTimer.clock(upper)))" }
        if !timer.written.isEmpty { line += " · \(timer.written)" }
        return line
    }
}
