/// What the detail column shows: its title, the screen on top of the stack laid out, where it is scrolled, and the cursor's row.
struct DetailPane {
    /// "Detail", or "Detail · 3 deep" when screens are stacked.
    var title: String
    /// The screen laid out for the pane's width; nil when nothing is selected.
    var content: DetailContent?
    /// The first line in view.
    var firstLine: Int
    /// The selectable row under the cursor.
    var cursor: Int
    /// What the empty pane asks for: " Select a recipe", or under the Menus row " Select a menu".
    var emptyMessage = " Select a recipe"
}

/// The third column: the screen on top of the detail stack (a recipe, an ingredient), with the rows to open from it.
struct DetailView {
    let pane: DetailPane

    func draw(into buffer: inout ScreenBuffer, rect: Rect, focused: Bool) {
        let rows = rect.height - 1
        // Lines up to one past the view: a huge recipe's steps below it are not laid out (`DeferredDirections`).
        let shown = pane.content?.lineCount(atMost: pane.firstLine + max(0, rows) + 1) ?? 0
        let below = shown > pane.firstLine + rows
        let above = pane.content != nil && pane.firstLine > 0
        drawPaneTitle(pane.title, trailing: Self.moreMark(above: above, below: below), into: &buffer, rect: rect, focused: focused)
        guard let content = pane.content else {
            buffer.write(pane.emptyMessage, row: rect.y + 1, column: rect.x, limit: rect.width, style: .dim)
            return
        }
        for row in 0..<rows {
            let index = pane.firstLine + row
            guard index < shown else { break }
            let line = content.line(at: index)
            let y = rect.y + 1 + row
            if let selectable = line.selectable, selectable == pane.cursor {
                let style: Style = focused ? .focusedSelection : .selection
                buffer.fill(Rect(x: rect.x, y: y, width: rect.width, height: 1), style: style)
                if content.lines(ofSelectable: selectable).lowerBound == index {
                    buffer.write("▸ ", row: y, column: rect.x + 1, limit: rect.width - 1, style: style)
                }
                buffer.write(line.text, row: y, column: rect.x + line.indent, limit: rect.width - line.indent, style: style)
            } else {
                buffer.write(line.text, row: y, column: rect.x + line.indent, limit: rect.width - line.indent, style: line.style)
            }
        }
    }

    /// The title's mark of lines out of view: "↓ more" at the top, "↑ more" at the bottom, "↑↓ more" between.
    static func moreMark(above: Bool, below: Bool) -> String? {
        switch (above, below) {
        case (true, true): "↑↓ more"
        case (true, false): "↑ more"
        case (false, true): "↓ more"
        case (false, false): nil
        }
    }
}
