import RecipeModel

/// The third column: the screen on top of the detail stack (a recipe, an ingredient), with the rows to open from it.
struct DetailView {
    let state: AppState
    let environment: AppEnvironment
    var catalog: RecipeCatalog { environment.catalog }

    func draw(into buffer: inout ScreenBuffer, rect: Rect, focused: Bool) {
        let path = state.navigation.path
        let title = path.count > 1 ? "Detail · \(path.count) deep" : "Detail"
        let content = state.detailContent(in: environment)
        let rows = rect.height - 1
        let more = content.map { $0.lineCount > state.scroll.detail + rows } ?? false
        drawPaneTitle(title, trailing: more ? "↓ more" : nil, into: &buffer, rect: rect, focused: focused)
        guard let content else {
            buffer.write(" Select a recipe", row: rect.y + 1, column: rect.x, limit: rect.width, style: .dim)
            return
        }
        for row in 0..<rows {
            let index = state.scroll.detail + row
            guard index < content.lineCount else { break }
            let line = content.line(at: index)
            let y = rect.y + 1 + row
            if let selectable = line.selectable, selectable == state.detailCursor {
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
}
