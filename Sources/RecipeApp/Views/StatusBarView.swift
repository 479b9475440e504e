import RecipeModel

/// The bottom line: the main keys or a notice, and today's recipe.
struct StatusBarView {
    let state: AppState
    let environment: AppEnvironment
    var catalog: RecipeCatalog { environment.catalog }
    var keymap: Keymap { environment.keymap }

    /// The most cells of a recipe's name the bottom bar gives today's recipe; a longer name is cut.
    ///
    /// The hints are laid out against this fixed room, never the name's own length, so that which
    /// keys are hinted does not change from one day's recipe to the next.
    static let todayNameWidth = 30

    /// The hints that come before today's recipe: when they do not fit beside it, it gives way.
    static let essentialHintCount = 7

    func draw(into buffer: inout ScreenBuffer, rect: Rect) {
        buffer.fill(rect, style: .bar)
        let today = catalog.recipeOfTheDay(for: state.today).map { recipe in
            let label = state.todayIsChosen ? "\(state.today)" : "Today"
            return DisplayText("\(label): ") + DisplayText(recipe.name).truncated(to: Self.todayNameWidth) + DisplayText(" [\(hintKey(.recipeOfTheDay))] ")
        }
        let todayRoom = today.map { _ in DisplayText((state.todayIsChosen ? "\(state.today)" : "Today") + ":  [\(hintKey(.recipeOfTheDay))] ").width + Self.todayNameWidth } ?? 0
        var todayWidth = today?.width ?? 0
        if state.notice == nil && hints(fitting: rect.width - todayRoom - 3).count < Self.essentialHintCount { todayWidth = 0 }
        // A message matters more than today's recipe: it gives way whenever the message would be cut.
        if let notice = state.notice, DisplayText(" " + notice).width > rect.width - todayWidth - 2 { todayWidth = 0 }
        let leftWidth = rect.width - (todayWidth > 0 ? todayRoom : 0) - 2
        if let filter = state.filter, filter.isEditing {
            let count = ListRows(filter.pane, state: state, in: environment).count
            let prompt = DisplayText(" /" + filter.query).truncated(to: max(1, leftWidth - 16))
            let used = buffer.write(prompt, row: rect.y, column: rect.x, limit: leftWidth, style: .notice)
            buffer.write("▏ \(count) match\(count == 1 ? "" : "es")", row: rect.y, column: rect.x + used, limit: leftWidth - used, style: .bar)
        } else if let notice = state.notice {
            drawNotice(notice, into: &buffer, rect: rect, width: rect.width - todayWidth - 2)
        } else if let filter = state.filter {
            let text = DisplayText(" Filter /\(filter.query) · \(hintKey(.dismiss)) clears · " + hints(fitting: leftWidth).prefix(3).joined(separator: "  "))
            buffer.write(text.truncated(to: leftWidth), row: rect.y, column: rect.x, limit: leftWidth, style: .bar)
        } else {
            buffer.write(" " + hints(fitting: leftWidth - 1).joined(separator: "  "), row: rect.y, column: rect.x, limit: leftWidth, style: .bar)
        }
        if let today, todayWidth > 0 {
            buffer.write(today, row: rect.y, column: rect.maxX - todayWidth, limit: todayWidth, style: .bar)
        }
    }

    /// Writes a notice whole: one too long for a line wraps over the rows the layout gave the bar.
    private func drawNotice(_ notice: String, into buffer: inout ScreenBuffer, rect: Rect, width: Int) {
        let lines = NoticeLines.lines(of: notice, on: state.size)
        guard lines.count > 1 else {
            buffer.write(DisplayText(" " + notice).truncated(to: width), row: rect.y, column: rect.x, limit: width, style: .notice)
            return
        }
        for (index, line) in lines.prefix(rect.height).enumerated() {
            buffer.write(line, row: rect.y + index, column: rect.x, limit: rect.width, style: .notice)
        }
    }

    private func hintKey(_ action: Action) -> String {
        keymap.keys(for: action).first?.label ?? "?"
    }

    /// The main keys, named from the keymap so the hint cannot disagree with it, as many whole ones as fit.
    func hints(fitting width: Int) -> [String] {
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
