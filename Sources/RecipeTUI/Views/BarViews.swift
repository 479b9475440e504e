import RecipeModel

/// The top line: where the user is, as a breadcrumb of category and detail stack.
struct TopBarView {
    let state: AppState
    let catalog: RecipeCatalog

    static let separator = " › "

    func draw(into buffer: inout ScreenBuffer, rect: Rect) {
        buffer.fill(rect, style: .bar)
        let appName = "recipe-tui"
        let nameWidth = rect.width >= 40 ? appName.count + 1 : 0
        let crumbs = breadcrumb(maxWidth: rect.width - 1 - nameWidth)
        buffer.write(" " + crumbs, row: rect.y, column: rect.x, limit: rect.width - nameWidth, style: .bar)
        if nameWidth > 0 {
            buffer.write(appName, row: rect.y, column: rect.maxX - nameWidth, style: .bar)
        }
    }

    /// The names of the category and each recipe on the stack, elided in the middle to fit one line.
    func breadcrumb(maxWidth: Int) -> String {
        var segments: [String] = []
        if let category = state.navigation.selectedCategory.flatMap({ catalog.category(id: $0) }) {
            segments.append(category.name)
        }
        segments += state.navigation.recipePath.compactMap { catalog[$0]?.name }
        if segments.isEmpty { return "All categories" }
        return Self.elide(segments, toFit: maxWidth)
    }

    /// Joins segments with " › ", dropping middle ones (shown as "…") until the line fits; the last one is cut if it must be.
    static func elide(_ segments: [String], toFit maxWidth: Int) -> String {
        let joined = segments.joined(separator: separator)
        if DisplayText(joined).width <= maxWidth || segments.count <= 2 {
            return DisplayText(joined).truncated(to: maxWidth).string
        }
        // Keep the first segment and as many of the last ones as fit, with "…" for the rest.
        let first = segments[0]
        var tail: [String] = [segments[segments.count - 1]]
        var index = segments.count - 2
        while index > 0 {
            let candidate = ([first, "…"] + [segments[index]] + tail).joined(separator: separator)
            if DisplayText(candidate).width > maxWidth { break }
            tail.insert(segments[index], at: 0)
            index -= 1
        }
        let line = ([first, "…"] + tail).joined(separator: separator)
        return DisplayText(line).truncated(to: maxWidth).string
    }
}

/// The bottom line: the main keys or a notice, and today's recipe.
struct StatusBarView {
    let state: AppState
    let catalog: RecipeCatalog
    let keymap: Keymap

    func draw(into buffer: inout ScreenBuffer, rect: Rect) {
        buffer.fill(rect, style: .bar)
        var today = ""
        if let recipe = catalog.recipeOfTheDay(for: state.today) {
            today = "Today: \(recipe.name) [\(hintKey(.recipeOfTheDay))] "
        }
        let todayText = DisplayText(today)
        let todayWidth = rect.width >= 60 ? todayText.width : 0
        // One blank cell between the hints (or notice) and today's recipe, so a cut "…" never touches it.
        let leftWidth = rect.width - todayWidth - (todayWidth > 0 ? 1 : 0)
        if let notice = state.notice {
            buffer.write(DisplayText(" " + notice).truncated(to: leftWidth), row: rect.y, column: rect.x, limit: leftWidth, style: .notice)
        } else {
            buffer.write(DisplayText(" " + hints).truncated(to: leftWidth), row: rect.y, column: rect.x, limit: leftWidth, style: .bar)
        }
        if todayWidth > 0 {
            buffer.write(todayText, row: rect.y, column: rect.maxX - todayWidth, limit: todayWidth, style: .bar)
        }
    }

    private func hintKey(_ action: Action) -> String {
        keymap.keys(for: action).first?.label ?? "?"
    }

    /// The main keys, named from the keymap so the hint cannot disagree with it.
    var hints: String {
        let items: [(String, String)] = [
            (hintKey(.move(.up)) + hintKey(.move(.down)), "move"),
            (hintKey(.forward), "open"),
            (hintKey(.back), "back"),
            (hintKey(.popToRoot), "root"),
            (hintKey(.showLink), "link"),
            (hintKey(.toggleHelp), "help"),
            (hintKey(.quit), "quit"),
        ]
        return items.map { "\($0.0) \($0.1)" }.joined(separator: "  ")
    }
}

/// A framed box listing every key binding, generated from the keymap itself.
struct HelpOverlayView {
    let keymap: Keymap

    /// One line per binding: its keys, then what it does.
    var lines: [String] {
        let keyColumns = keymap.bindings.map { $0.keys.map(\.label).joined(separator: " ") }
        let keyWidth = keyColumns.map { DisplayText($0).width }.max() ?? 0
        return zip(keyColumns, keymap.bindings).map { keys, binding in
            keys + String(repeating: " ", count: keyWidth - DisplayText(keys).width + 2) + binding.help
        }
    }

    func draw(into buffer: inout ScreenBuffer, size: Size) {
        let body = lines
        let footer = "Press any key to close"
        let contentWidth = max(body.map { DisplayText($0).width }.max() ?? 0, footer.count)
        let width = min(size.width - 2, contentWidth + 4)
        let height = min(size.height - 2, body.count + 4)
        guard width >= 10, height >= 4 else { return }
        let box = Rect(x: (size.width - width) / 2, y: (size.height - height) / 2, width: width, height: height)
        buffer.fill(box, style: .normal)
        let horizontal = String(repeating: "─", count: width - 2)
        buffer.write("┌" + horizontal + "┐", row: box.y, column: box.x, style: .border)
        buffer.write("└" + horizontal + "┘", row: box.maxY - 1, column: box.x, style: .border)
        for y in (box.y + 1)..<(box.maxY - 1) {
            buffer.write("│", row: y, column: box.x, style: .border)
            buffer.write("│", row: y, column: box.maxX - 1, style: .border)
        }
        buffer.write(" Keys ", row: box.y, column: box.x + 2, style: .heading)
        let rows = height - 4
        for (index, line) in body.prefix(rows).enumerated() {
            buffer.write(DisplayText(line).truncated(to: width - 4), row: box.y + 1 + index, column: box.x + 2, limit: width - 4, style: .normal)
        }
        buffer.write(DisplayText(footer).truncated(to: width - 4), row: box.maxY - 2, column: box.x + 2, limit: width - 4, style: .dim)
    }
}
