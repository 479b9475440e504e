import RecipeModel
import RecipeSearch

extension StatusLine {
    /// The most cells of a recipe's name the bottom bar gives today's recipe; a longer name is cut.
    ///
    /// The hints are laid out against this fixed room, never the name's own length, so that which
    /// keys are hinted does not change from one day's recipe to the next.
    static let todayNameWidth = 30

    /// The hints that come before today's recipe: when they do not fit beside it, it gives way.
    static let essentialHintCount = 7

    /// The bottom bar for `state` on a bar `rect`: the filter being typed, a notice, the filter in force
    /// or the hints, and today's recipe where it leaves them room.
    init(_ state: AppState, in environment: AppEnvironment, rect: Rect) {
        let hints = environment.memos.statusHints.hints(for: environment.keymap)
        let label = state.todayIsChosen ? "\(state.today)" : "Today"
        let today = state.recipeOfTheDayName(in: environment.catalog).map { name in
            DisplayText("\(label): ") + DisplayText(name).truncated(to: Self.todayNameWidth) + DisplayText(" [\(hints.recipeOfTheDayKey)] ")
        }
        let todayRoom = today.map { _ in DisplayText(label + ":  [\(hints.recipeOfTheDayKey)] ").width + Self.todayNameWidth } ?? 0
        var todayWidth = today?.width ?? 0
        if state.shownNotice == nil && hints.fitting(rect.width - todayRoom - 3).count < Self.essentialHintCount { todayWidth = 0 }
        // A message matters more than today's recipe: it gives way whenever the message would be cut.
        if let notice = state.shownNotice, DisplayText(" " + notice).width > rect.width - todayWidth - 2 { todayWidth = 0 }
        let leftWidth = rect.width - (todayWidth > 0 ? todayRoom : 0) - 2
        self.today = todayWidth > 0 ? today : nil
        messageWidth = leftWidth
        if case .planItemPrompt(let text)? = state.overlay {
            // While the prompt is open it is the bottom line: a line it refused says why where its keys were.
            let help = state.notice.map { "▏ " + $0 } ?? "▏ Enter adds · \(hints.dismissKey) cancels"
            if leftWidth >= 60 {
                let room = max(16, min(DisplayText(help).width + 1, leftWidth / 2))
                message = .filterPrompt(DisplayText(" Add to the plan: " + text).truncated(to: max(1, leftWidth - room)), matches: help)
            } else {
                // Narrow: what is typed keeps its end (where the typing is) in at least 12 columns; the keys take the rest.
                let label = DisplayText(" Add: ")
                let textRoom = max(12, leftWidth - label.width - DisplayText(help).width - 1)
                message = .filterPrompt(label + Self.tail(of: text, width: min(textRoom, max(1, leftWidth - label.width - 1))), matches: help)
            }
        } else if let filter = state.filter, filter.isEditing {
            let rows = ListRows(filter.pane, state: state, in: environment)
            let count = rows.count
            var matches = "▏ \(count) match\(count == 1 ? "" : "es")"
            // What the query language has to say: the condition that left nothing, a term read as words.
            if count == 0, let emptied = rows.emptiedBy { matches = "▏ none once \"\(emptied)\" is added" }
            if let bad = RecipeQuery(filter.query).malformed.first { matches += " · \"\(bad.text)\" read as words: \(bad.reason)" }
            // A notice that came meanwhile waits for the filter to close; the prompt says so, so that it is not missed.
            if state.pendingNotice != nil { matches += " · a notice waits: \(Key.enter.label) or \(Key.escape.label) shows it" }
            let room = max(16, min(DisplayText(matches).width + 1, leftWidth / 2))
            message = .filterPrompt(DisplayText(" /" + filter.query).truncated(to: max(1, leftWidth - room)), matches: matches)
        } else if let notice = state.shownNotice {
            // A notice takes the bar but for today's recipe; one too long for a line wraps over the rows the layout gave the bar.
            messageWidth = rect.width - todayWidth - 2
            let lines = NoticeLines.lines(of: notice, on: state.size)
            message = .notice(lines.count > 1 ? lines : [DisplayText(" " + notice).truncated(to: messageWidth)])
        } else if let filter = state.filter {
            let text = DisplayText(" Filter /\(filter.query) · \(hints.dismissKey) clears · " + hints.fitting(leftWidth).prefix(3).joinedByAppending(separator: "  "))
            message = .plain(text.truncated(to: leftWidth))
        } else {
            message = .plain(DisplayText(" " + hints.fitting(leftWidth - 1).joinedByAppending(separator: "  ")))
        }
    }

    /// The main keys, named from the keymap so the hint cannot disagree with it, as many whole ones as fit.
    static func hints(keymap: Keymap, fitting width: Int) -> [String] {
        StatusHints(keymap: keymap).fitting(width)
    }

    /// The end of `text` in `width` columns, "…" before it when the start is cut: a prompt shows where the typing is.
    static func tail(of text: String, width: Int) -> DisplayText {
        let shown = DisplayText(text)
        guard shown.width > width, width > 1 else { return shown.truncated(to: width) }
        var start = shown.clusters.count
        var kept = 0
        while start > 0, kept + shown.clusters[start - 1].width <= width - 1 {
            start -= 1
            kept += shown.clusters[start].width
        }
        return DisplayText("…" + shown.clusters[start...].map(\.text).joined())
    }
}
