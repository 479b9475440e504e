import RecipeModel

/// Draws a whole frame from the app state and its environment: a pure function from state to cells.
///
/// The only drawing code that sees the whole state: it builds each view's small value (`ViewInputs.swift`,
/// `StatusLine+State.swift`) and hands it to the view, so each view can be tested with that value alone.
package struct FrameRenderer {
    let state: AppState
    let environment: AppEnvironment
    var catalog: RecipeCatalog { environment.catalog }
    var keymap: Keymap { environment.keymap }

    package init(state: AppState, environment: AppEnvironment) {
        self.state = state
        self.environment = environment
    }

    /// Renders the frame for the state's terminal size.
    package func render() -> ScreenBuffer {
        var buffer = ScreenBuffer(width: state.size.width, height: state.size.height)
        let layout = state.layout
        if layout.isTooSmall {
            drawTooSmall(into: &buffer)
            return buffer
        }
        let todaysMenu = state.todaysMenuLabel(in: environment)
        TopBarView(segments: state.topBar(catalog: catalog, width: layout.topBar.width, todaysMenu: todaysMenu), todaysMenu: todaysMenu)
            .draw(into: &buffer, rect: layout.topBar)
        for (pane, rect) in layout.panes {
            let focused = state.navigation.focus == pane
            switch pane {
            case .categories: ListPaneView(pane: state.categoryPane(in: environment, visibleRows: rect.height - 1)).draw(into: &buffer, rect: rect, focused: focused)
            case .recipes: ListPaneView(pane: state.recipePane(in: environment, visibleRows: rect.height - 1)).draw(into: &buffer, rect: rect, focused: focused)
            case .detail: DetailView(pane: state.detailPane(in: environment)).draw(into: &buffer, rect: rect, focused: focused)
            }
        }
        for x in layout.separators {
            for y in layout.topBar.maxY..<(layout.timerStrip?.y ?? layout.bottomBar.y) {
                buffer.write("│", row: y, column: x, style: .border)
            }
        }
        if let strip = layout.timerStrip {
            let now = state.timers.now
            TimerStripView(labels: state.timers.timers.map { ($0.label(at: now), $0.hasEnded(at: now)) }).draw(into: &buffer, rect: strip)
        }
        StatusBarView(line: StatusLine(state, in: environment, rect: layout.bottomBar)).draw(into: &buffer, rect: layout.bottomBar)
        switch state.overlay {
        case .help(let firstLine)?: HelpOverlayView(keymap: keymap).draw(into: &buffer, size: state.size, firstLine: firstLine)
        case .stackPicker(let selected)?: StackPickerView(names: state.stackPickerNames(catalog: catalog), selected: selected).draw(into: &buffer, size: state.size)
        case .globalSearch(let search)?: GlobalSearchView(box: search.box(in: catalog, size: state.size)).draw(into: &buffer, size: state.size)
        case .timers(let selected)?:
            let now = state.timers.now
            TimersView(labels: state.timers.timers.map { timer in
                timer.label(at: now) + (timer.upperSeconds.map { " (up to \(CookTimer.clock($0)))" } ?? "")
            }, selected: selected).draw(into: &buffer, size: state.size)
        case .planItemPrompt?, nil: break  // The prompt is the bottom bar's.
        }
        return buffer
    }

    private func drawTooSmall(into buffer: inout ScreenBuffer) {
        let long = "Terminal too small"
        let message = state.size.width >= DisplayText(long).width ? long : "Too small"
        let size = "\(state.size.width)x\(state.size.height)"
        let needed = size + " < \(Layout.minimumSize.width)x\(Layout.minimumSize.height)"
        // The second line gives the size, and what is needed when that fits whole.
        let lines = [message, DisplayText(needed).width <= state.size.width ? needed : size]
        for (index, line) in lines.enumerated() where index < state.size.height {
            buffer.write(line, row: index, column: 0, limit: state.size.width, style: .notice)
        }
    }
}

/// Draws a pane's title row: the focused pane's title is highlighted across the pane; `trailing` goes at its right end.
func drawPaneTitle(_ title: String, trailing: String? = nil, into buffer: inout ScreenBuffer, rect: Rect, focused: Bool) {
    let style: Style = focused ? .focusedTitle : .title
    buffer.fill(Rect(x: rect.x, y: rect.y, width: rect.width, height: 1), style: style)
    // A marker as well as the colour, so the focus shows in monochrome and in plain-text captures.
    let label = (focused ? "▶ " : "  ") + title
    var titleWidth = rect.width
    if let trailing {
        let text = DisplayText(trailing)
        if text.width + 2 < rect.width / 2 {
            titleWidth -= text.width + 2
            buffer.write(text, row: rect.y, column: rect.maxX - text.width - 1, style: style)
        }
    }
    buffer.write(DisplayText(label).truncated(to: titleWidth), row: rect.y, column: rect.x, limit: titleWidth, style: style)
}

/// Draws one list row: a marker for the selected row, the name (search matches highlighted), and an optional right-aligned detail.
func drawListRow(
    _ name: String, trailing: String?, matched: [Int] = [], into buffer: inout ScreenBuffer, row: Int, rect: Rect, selected: Bool, focused: Bool
) {
    let style: Style = selected ? (focused ? .focusedSelection : .selection) : .normal
    let line = Rect(x: rect.x, y: row, width: rect.width, height: 1)
    buffer.fill(line, style: style)
    let marker = selected ? "▸ " : "  "
    let trailingText = DisplayText(trailing ?? "")
    // The trailing text keeps one blank cell after it (the pane's margin) and one before it (the gap to the name).
    let trailingWidth = trailingText.width > 0 && rect.width >= 16 ? trailingText.width + 1 : 0
    let nameWidth = max(0, rect.width - 2 - trailingWidth - (trailingWidth > 0 ? 1 : 0))
    buffer.write(marker, row: row, column: rect.x, limit: rect.width, style: style)
    writeHighlighted(name, matched: matched, into: &buffer, row: row, column: rect.x + 2, width: nameWidth, style: style)
    if trailingWidth > 0 {
        buffer.write(trailingText, row: row, column: rect.maxX - trailingWidth, limit: trailingWidth, style: selected ? style : .dim)
    }
}

/// Writes a name cut to `width` cells, with the characters at `matched` (indices of `Character`s) in the match style.
func writeHighlighted(_ name: String, matched: [Int], into buffer: inout ScreenBuffer, row: Int, column: Int, width: Int, style: Style) {
    let text = DisplayText(name).truncated(to: width)
    guard !matched.isEmpty else {
        buffer.write(text, row: row, column: column, limit: width, style: style)
        return
    }
    let fits = DisplayText(name).width <= width
    let matchStyle: Style = style == .normal ? .match : style
    let highlighted = Set(matched)
    var x = column
    for (index, character) in name.enumerated() {
        let piece = DisplayText(String(character))
        // Leave room for the ellipsis when the name is cut.
        if x + piece.width > column + width - (fits ? 0 : 1) { break }
        x += buffer.write(piece, row: row, column: x, limit: column + width - x, style: highlighted.contains(index) ? matchStyle : style)
    }
    if !fits { buffer.write("…", row: row, column: x, limit: 1, style: style) }
}
