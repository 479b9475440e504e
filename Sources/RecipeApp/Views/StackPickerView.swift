/// A box listing the screens of the navigation stack, root first, to jump back to any of them.
struct StackPickerView {
    /// What each screen of the stack is called, root first: "Categories", "Desserts", "Apple Pie", "Ingredient: butter".
    let names: [String]
    /// The index of the screen under the cursor.
    let selected: Int

    func draw(into buffer: inout ScreenBuffer, size: Size) {
        let footer = names.count > 1 ? "Enter or 1-\(min(9, names.count)): go back there · Esc: cancel" : "Enter: go back there · Esc: cancel"
        let labels = names.enumerated().map { index, name in
            "\(index + 1). " + name + (index == names.count - 1 ? " (here)" : "")
        }
        let contentWidth = max(labels.map { DisplayText($0).width }.max() ?? 0, DisplayText(footer).width) + 2
        let overlay = OverlayBox(listRows: names.count, contentWidth: contentWidth, on: size)
        let (box, width) = (overlay.rect, overlay.rect.width)
        guard width >= 10, box.height >= 5 else { return }
        drawBox(title: "Go back to", overlay, into: &buffer)
        let rows = overlay.listRows
        // Scroll the list so the selected screen is visible in a deep stack.
        let first = Scrolling.offset(max(0, names.count - rows), toShow: selected, count: names.count, height: rows)
        for row in 0..<rows {
            let index = first + row
            guard index < labels.count else { break }
            let y = box.y + 1 + row
            let isSelected = index == selected
            let style: Style = isSelected ? .focusedSelection : .normal
            let line = Rect(x: box.x + 1, y: y, width: width - 2, height: 1)
            if isSelected { buffer.fill(line, style: style) }
            buffer.write((isSelected ? "▸ " : "  "), row: y, column: box.x + 1, style: style)
            buffer.write(DisplayText(labels[index]).truncated(to: width - 5), row: y, column: box.x + 3, limit: width - 5, style: style)
        }
        buffer.write(DisplayText(footer).truncated(to: width - 4), row: box.maxY - 2, column: box.x + 2, limit: width - 4, style: .dim)
    }
}
