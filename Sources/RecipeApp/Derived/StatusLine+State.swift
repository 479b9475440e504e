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
        let keymap = environment.keymap
        let hintKey = { (action: Action) in Self.hintKey(action, in: keymap) }
        let label = state.todayIsChosen ? "\(state.today)" : "Today"
        let today = environment.catalog.recipeOfTheDay(for: state.today).map { recipe in
            DisplayText("\(label): ") + DisplayText(recipe.name).truncated(to: Self.todayNameWidth) + DisplayText(" [\(hintKey(.recipeOfTheDay))] ")
        }
        let todayRoom = today.map { _ in DisplayText(label + ":  [\(hintKey(.recipeOfTheDay))] ").width + Self.todayNameWidth } ?? 0
        var todayWidth = today?.width ?? 0
        if state.notice == nil && Self.hints(keymap: keymap, fitting: rect.width - todayRoom - 3).count < Self.essentialHintCount { todayWidth = 0 }
        // A message matters more than today's recipe: it gives way whenever the message would be cut.
        if let notice = state.notice, DisplayText(" " + notice).width > rect.width - todayWidth - 2 { todayWidth = 0 }
        let leftWidth = rect.width - (todayWidth > 0 ? todayRoom : 0) - 2
        self.today = todayWidth > 0 ? today : nil
        messageWidth = leftWidth
        if let filter = state.filter, filter.isEditing {
            let rows = ListRows(filter.pane, state: state, in: environment)
            let count = rows.count
            var matches = "▏ \(count) match\(count == 1 ? "" : "es")"
            // What the query language has to say: the condition that left nothing, a term read as words.
            if count == 0, let emptied = rows.emptiedBy { matches = "▏ none once \"\(emptied)\" is added" }
            if let bad = RecipeQuery(filter.query).malformed.first { matches += " · \"\(bad.text)\" read as words: \(bad.reason)" }
            let room = max(16, min(DisplayText(matches).width + 1, leftWidth / 2))
            message = .filterPrompt(DisplayText(" /" + filter.query).truncated(to: max(1, leftWidth - room)), matches: matches)
        } else if let notice = state.notice {
            // A notice takes the bar but for today's recipe; one too long for a line wraps over the rows the layout gave the bar.
            messageWidth = rect.width - todayWidth - 2
            let lines = NoticeLines.lines(of: notice, on: state.size)
            message = .notice(lines.count > 1 ? lines : [DisplayText(" " + notice).truncated(to: messageWidth)])
        } else if let filter = state.filter {
            let text = DisplayText(" Filter /\(filter.query) · \(hintKey(.dismiss)) clears · " + Self.hints(keymap: keymap, fitting: leftWidth).prefix(3).joined(separator: "  "))
            message = .plain(text.truncated(to: leftWidth))
        } else {
            message = .plain(DisplayText(" " + Self.hints(keymap: keymap, fitting: leftWidth - 1).joined(separator: "  ")))
        }
    }

    private static func hintKey(_ action: Action, in keymap: Keymap) -> String {
        keymap.keys(for: action).first?.label ?? "?"
    }

    /// The main keys, named from the keymap so the hint cannot disagree with it, as many whole ones as fit.
    static func hints(keymap: Keymap, fitting width: Int) -> [String] {
        let hintKey = { (action: Action) in Self.hintKey(action, in: keymap) }
        let items = [
            hintKey(.move(.up)) + hintKey(.move(.down)) + " move",
            hintKey(.forward) + " open",
            hintKey(.back) + " back",
            hintKey(.toggleHelp) + " help",
            hintKey(.quit) + " quit",
            hintKey(.startFilter) + " filter",
            hintKey(.startGlobalSearch) + " find",
            hintKey(.popToRoot) + " root",
            hintKey(.showStack) + " stack",
            hintKey(.cycleColumns) + " columns",
            hintKey(.showLink) + " link",
            hintKey(.edit) + " edit",
        ]
        var shown: [String] = []
        var used = 0
        for item in items {
            let cost = DisplayText(item).width + (shown.isEmpty ? 0 : 2)
            if used + cost > width { break }
            shown.append(item)
            used += cost
        }
        return shown
    }
}
