import RecipeModel

/// The top line: where the user is, as a breadcrumb of category and detail stack.
struct TopBarView {
    let state: AppState
    let catalog: RecipeCatalog

    static let separator = " › "

    func draw(into buffer: inout ScreenBuffer, rect: Rect) {
        buffer.fill(rect, style: .bar)
        let appName = "recipe-tui"
        // The name with a space on each side, shown only where it leaves the breadcrumb room.
        let nameWidth = rect.width >= 40 ? appName.count + 2 : 0
        let crumbs = breadcrumb(maxWidth: rect.width - 1 - nameWidth)
        buffer.write(" " + crumbs, row: rect.y, column: rect.x, limit: rect.width - nameWidth, style: .bar)
        if nameWidth > 0 {
            buffer.write(appName, row: rect.y, column: rect.maxX - nameWidth + 1, style: .bar)
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
        let today = catalog.recipeOfTheDay(for: state.today).map { DisplayText("Today: \($0.name) [\(hintKey(.recipeOfTheDay))] ") }
        // Today's recipe shares the line only when the main keys still fit beside it.
        var todayWidth = today?.width ?? 0
        if state.notice == nil && hints(fitting: rect.width - todayWidth - 2).count < 5 { todayWidth = 0 }
        if state.notice != nil && rect.width - todayWidth < 30 { todayWidth = 0 }
        let leftWidth = rect.width - todayWidth - 2
        if let notice = state.notice {
            buffer.write(DisplayText(" " + notice).truncated(to: leftWidth), row: rect.y, column: rect.x, limit: leftWidth, style: .notice)
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
        let box = drawBox(title: "Keys", width: width, height: height, into: &buffer, size: size)
        let rows = height - 4
        for (index, line) in body.prefix(rows).enumerated() {
            buffer.write(DisplayText(line).truncated(to: width - 4), row: box.y + 1 + index, column: box.x + 2, limit: width - 4, style: .normal)
        }
        buffer.write(DisplayText(footer).truncated(to: width - 4), row: box.maxY - 2, column: box.x + 2, limit: width - 4, style: .dim)
    }
}

/// Draws an empty framed box centred on the screen with a title in its top edge, and returns its rectangle.
func drawBox(title: String, width: Int, height: Int, into buffer: inout ScreenBuffer, size: Size) -> Rect {
    let box = Rect(x: (size.width - width) / 2, y: (size.height - height) / 2, width: width, height: height)
    buffer.fill(box, style: .normal)
    let horizontal = String(repeating: "─", count: width - 2)
    buffer.write("┌" + horizontal + "┐", row: box.y, column: box.x, style: .border)
    buffer.write("└" + horizontal + "┘", row: box.maxY - 1, column: box.x, style: .border)
    for y in (box.y + 1)..<(box.maxY - 1) {
        buffer.write("│", row: y, column: box.x, style: .border)
        buffer.write("│", row: y, column: box.maxX - 1, style: .border)
    }
    buffer.write(DisplayText(" \(title) ").truncated(to: width - 4), row: box.y, column: box.x + 2, style: .heading)
    return box
}
