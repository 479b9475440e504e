/// What a list pane shows: its title, where the list stands, the rows in view and a message where there are none.
struct ListPane: Equatable, Sendable {
    /// One row of the list: the name (search matches highlighted) and an optional right-aligned detail.
    struct Row: Equatable, Sendable {
        var name: String
        var trailing: String?
        var matched: [Int] = []
    }

    /// The title, with the filter on it when there is one: "Desserts /pie".
    var title: String
    /// Where a list longer than the pane stands (`listPosition`), at the title's right end.
    var position: String?
    /// The rows in view, from the pane's first row.
    var rows: [Row]
    /// The row of `rows` under the cursor.
    var selectedRow: Int?
    /// A dim message on the first row, such as " No match"; drawn only where there are no rows.
    var message: String?
}

/// A list column (categories, or the recipes of a category): a `ListPane` drawn into its rect.
struct ListPaneView {
    let pane: ListPane

    func draw(into buffer: inout ScreenBuffer, rect: Rect, focused: Bool) {
        drawPaneTitle(pane.title, trailing: pane.position, into: &buffer, rect: rect, focused: focused)
        for (index, row) in pane.rows.prefix(max(0, rect.height - 1)).enumerated() {
            drawListRow(
                row.name, trailing: row.trailing, matched: row.matched, into: &buffer, row: rect.y + 1 + index, rect: rect,
                selected: index == pane.selectedRow, focused: focused
            )
        }
        if let message = pane.message, pane.rows.isEmpty {
            buffer.write(message, row: rect.y + 1, column: rect.x, limit: rect.width, style: .dim)
        }
    }
}

/// Where a list longer than its pane stands, for the title's right end: arrows for rows hidden above
/// and below, and the cursor's row (else the first shown) of the count, as in `↑↓ 120/4998`.
///
/// Nil when every row is on screen: there is nothing hidden to point at.
func listPosition(first: Int, visible: Int, count: Int, cursor: Int?) -> String? {
    guard count > visible, visible > 0 else { return nil }
    let arrows = (first > 0 ? "↑" : "") + (first + visible < count ? "↓" : "")
    return arrows + " \((cursor ?? first) + 1)/\(count)"
}
