/// What the global search box shows: the query, and either a hint or the matching recipes in view, with a footer.
struct SearchBox: Equatable, Sendable {
    /// One recipe found: its name (matched characters highlighted) and, at the right, the ingredient that matched or its category.
    struct Row: Equatable, Sendable {
        var name: String
        var matched: [Int]
        var trailing: String
    }

    var query: String
    /// Shown instead of results: what to type, or that nothing matches.
    var hint: String?
    /// The results in view, from the first the box shows.
    var rows: [Row]
    /// The row of `rows` under the cursor.
    var selectedRow: Int?
    /// How many were found and the keys that act on them; with a hint, only how a term was read, if anything.
    var footer: String
}

/// The global search: a query line and the best matching recipes, with their category and the ingredient that matched.
struct GlobalSearchView {
    let box: SearchBox

    func draw(into buffer: inout ScreenBuffer, size: Size) {
        let overlay = OverlayBox.globalSearch(on: size)
        let (rect, width) = (overlay.rect, overlay.rect.width)
        guard width >= 16, rect.height >= 5 else { return }
        drawBox(title: "Find a recipe", overlay, into: &buffer)
        let inner = width - 4
        let prompt = DisplayText("Find: " + box.query).truncated(to: inner - 1)
        let used = buffer.write(prompt, row: rect.y + 1, column: rect.x + 2, limit: inner, style: .heading)
        buffer.write("▏", row: rect.y + 1, column: rect.x + 2 + used, style: .normal)
        if let hint = box.hint {
            buffer.write(hint, row: rect.y + 2, column: rect.x + 2, limit: inner, style: .dim)
            if !box.footer.isEmpty {
                buffer.write(DisplayText(box.footer).truncated(to: inner), row: rect.maxY - 2, column: rect.x + 2, limit: inner, style: .dim)
            }
            return
        }
        for (index, result) in box.rows.prefix(overlay.listRows).enumerated() {
            let y = rect.y + 2 + index
            let selected = index == box.selectedRow
            let style: Style = selected ? .focusedSelection : .normal
            if selected { buffer.fill(Rect(x: rect.x + 1, y: y, width: width - 2, height: 1), style: style) }
            buffer.write(selected ? "▸ " : "  ", row: y, column: rect.x + 1, style: style)
            let trailing = DisplayText(result.trailing).truncated(to: max(0, inner / 2 - 2))
            let nameWidth = max(1, inner - 1 - trailing.width - 1)
            writeHighlighted(result.name, matched: result.matched, into: &buffer, row: y, column: rect.x + 3, width: nameWidth, style: style)
            buffer.write(trailing, row: y, column: rect.maxX - 2 - trailing.width, style: selected ? style : .dim)
        }
        buffer.write(DisplayText(box.footer).truncated(to: inner), row: rect.maxY - 2, column: rect.x + 2, limit: inner, style: .dim)
    }
}
