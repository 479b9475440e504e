import RecipeModel

/// The top line: where the user is, as a breadcrumb of category and detail stack.
struct TopBarView {
    let state: AppState
    let catalog: RecipeCatalog

    static let separator = " › "

    static let appName = "recipe-tui"

    /// The name with a space on each side, shown only where it leaves the breadcrumb room.
    static func nameWidth(forBarWidth width: Int) -> Int {
        width >= 40 ? appName.count + 2 : 0
    }

    /// The cells the breadcrumb may take: the bar less its leading space and the app's name.
    static func breadcrumbWidth(forBarWidth width: Int) -> Int {
        width - 1 - nameWidth(forBarWidth: width)
    }

    func draw(into buffer: inout ScreenBuffer, rect: Rect) {
        buffer.fill(rect, style: .bar)
        let nameWidth = Self.nameWidth(forBarWidth: rect.width)
        for segment in segments(maxWidth: Self.breadcrumbWidth(forBarWidth: rect.width)) {
            if segment.column > 1 {
                buffer.write(Self.separator, row: rect.y, column: segment.column - DisplayText(Self.separator).width, style: .bar)
            }
            buffer.write(segment.text, row: rect.y, column: segment.column, limit: segment.width, style: .bar)
        }
        if nameWidth > 0 {
            buffer.write(Self.appName, row: rect.y, column: rect.maxX - nameWidth + 1, style: .bar)
        }
    }

    /// Where a breadcrumb segment leads when clicked.
    enum Target: Equatable, Sendable {
        /// The category: the recipe list, with nothing pushed.
        case category
        /// The stack element at this index of the path.
        case recipe(Int)
    }

    /// A segment of the breadcrumb as laid out on the line: its first column, width and target.
    struct Segment: Equatable, Sendable {
        var text: String
        var column: Int
        var width: Int
        var target: Target?
    }

    /// The breadcrumb's segments for the top bar, laid out from `column`, with their clickable extents.
    func segments(startingAt column: Int = 1, maxWidth: Int) -> [Segment] {
        var items: [(String, Target?)] = []
        if let category = state.navigation.selectedCategory.flatMap({ catalog.category(id: $0) }) {
            items.append((category.name, .category))
        }
        for (index, id) in state.navigation.recipePath.enumerated() {
            items.append((catalog[id]?.name ?? id, .recipe(index)))
        }
        if items.isEmpty { items = [("All categories", nil)] }
        let shown = Self.elide(items, toFit: maxWidth)
        var laidOut: [Segment] = []
        var x = column
        let separatorWidth = DisplayText(Self.separator).width
        for (index, item) in shown.enumerated() {
            if index > 0 { x += separatorWidth }
            let remaining = column + maxWidth - x
            guard remaining > 0 else { break }
            let text = DisplayText(item.0).truncated(to: remaining)
            laidOut.append(Segment(text: text.string, column: x, width: text.width, target: item.1))
            x += text.width
        }
        return laidOut
    }

    /// The breadcrumb as text, elided in the middle to fit one line.
    func breadcrumb(maxWidth: Int) -> String {
        segments(startingAt: 0, maxWidth: maxWidth).map(\.text).joined(separator: Self.separator)
    }

    /// Keeps the first segment and as many of the last ones as fit, with "…" standing for the rest.
    static func elide<T>(_ items: [(String, T?)], toFit maxWidth: Int) -> [(String, T?)] {
        func width(_ list: [(String, T?)]) -> Int { DisplayText(list.map(\.0).joined(separator: separator)).width }
        if width(items) <= maxWidth || items.count <= 2 { return items }
        var tail = [items[items.count - 1]]
        var index = items.count - 2
        while index > 0 {
            if width([items[0], ("…", nil), items[index]] + tail) > maxWidth { break }
            tail.insert(items[index], at: 0)
            index -= 1
        }
        return [items[0], ("…", nil)] + tail
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
        // A notice that does not fit beside it takes the whole line: it says something that just
        // happened (where a bad state file went, what was dropped), and it clears at the next key.
        if let notice = state.notice, rect.width - todayWidth < 30 || DisplayText(" " + notice).width > rect.width - todayWidth - 2 {
            todayWidth = 0
        }
        let leftWidth = rect.width - todayWidth - 2
        if let filter = state.filter, filter.isEditing {
            let count = ListRows(filter.pane, state: state, catalog: catalog).count
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

/// A framed box listing every key binding, generated from the keymap itself.
struct HelpOverlayView {
    let keymap: Keymap

    /// One line per binding: its keys, then what it does.
    var lines: [String] {
        let keyColumns = keymap.bindings.map { $0.keys.map(\.label).joined(separator: " ") }
        let keyWidth = keyColumns.map { DisplayText($0).width }.max() ?? 0
        let commands = zip(keyColumns, keymap.bindings).map { keys, binding in
            keys + String(repeating: " ", count: keyWidth - DisplayText(keys).width + 2) + binding.help
        }
        let typing = Keymap.textEntryHelp.map { keys, help in
            keys + String(repeating: " ", count: max(0, keyWidth - DisplayText(keys).width) + 2) + help
        }
        return commands + ["", "While typing a filter or a search:"] + typing
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
