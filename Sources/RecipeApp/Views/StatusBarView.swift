import RecipeModel

/// The bottom line: the main keys or a notice, and today's recipe.
struct StatusBarView {
    let state: AppState
    let environment: AppEnvironment
    var catalog: RecipeCatalog { environment.catalog }
    var keymap: Keymap { environment.keymap }

    func draw(into buffer: inout ScreenBuffer, rect: Rect) {
        buffer.fill(rect, style: .bar)
        let today = catalog.recipeOfTheDay(for: state.today).map { DisplayText("Today: \($0.name) [\(hintKey(.recipeOfTheDay))] ") }
        // Today's recipe shares the line only when the main keys still fit beside it.
        var todayWidth = today?.width ?? 0
        if state.notice == nil && hints(fitting: rect.width - todayWidth - 2).count < 5 { todayWidth = 0 }
        // A message matters more than today's recipe: it gives way whenever the message would be cut.
        if let notice = state.notice, DisplayText(" " + notice).width > rect.width - todayWidth - 2 { todayWidth = 0 }
        let leftWidth = rect.width - todayWidth - 2
        if let filter = state.filter, filter.isEditing {
            let count = ListRows(filter.pane, state: state, in: environment).count
            let prompt = DisplayText(" /" + filter.query).truncated(to: max(1, leftWidth - 16))
            let used = buffer.write(prompt, row: rect.y, column: rect.x, limit: leftWidth, style: .notice)
            buffer.write("▏ \(count) match\(count == 1 ? "" : "es")", row: rect.y, column: rect.x + used, limit: leftWidth - used, style: .bar)
        } else if let notice = state.notice {
            buffer.write(DisplayText(" " + notice).truncated(to: leftWidth), row: rect.y, column: rect.x, limit: leftWidth, style: .notice)
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
