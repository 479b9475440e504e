/// The row of timers shown on every screen while one is set: each one's name and time left, or that it ended, in words.
struct TimerStripView {
    /// Each timer's label ("Rise 0:42:10", "Eggs ended just now") and whether it ended, in the order they were started.
    let labels: [(text: String, ended: Bool)]

    func draw(into buffer: inout ScreenBuffer, rect: Rect) {
        buffer.fill(rect, style: .bar)
        var x = rect.x + 1
        let end = rect.maxX - 1
        for (index, label) in labels.enumerated() {
            let text = DisplayText((index == 0 ? "" : "· ") + label.text + " ")
            let left = end - x
            guard left > 0 else { return }
            if text.width > left {
                // What does not fit is counted, not cut mid-name: "+2 more (T)".
                let more = DisplayText("+\(labels.count - index) more (T)")
                if more.width <= left { buffer.write(more, row: rect.y, column: x, limit: left, style: .bar) }
                return
            }
            x += buffer.write(text, row: rect.y, column: x, limit: left, style: label.ended ? .notice : .bar)
        }
    }
}

/// A box of every timer: name, time left or that it ended, and the keys that pause, resume, extend and cancel it.
struct TimersView {
    let labels: [String]
    let selected: Int

    func draw(into buffer: inout ScreenBuffer, size: Size) {
        let footer = "p pause/resume · + 1 min · x cancel · Esc close"
        let contentWidth = max(labels.map { DisplayText($0).width + 2 }.max() ?? 0, DisplayText(footer).width) + 2
        let overlay = OverlayBox(listRows: labels.count, contentWidth: contentWidth, on: size)
        let (box, width) = (overlay.rect, overlay.rect.width)
        guard width >= 10, box.height >= 5 else { return }
        drawBox(title: "Timers", overlay, into: &buffer)
        let rows = overlay.listRows
        let first = Scrolling.offset(0, toShow: selected, count: labels.count, height: rows)
        for row in 0..<rows {
            let index = first + row
            guard index < labels.count else { break }
            let y = box.y + 1 + row
            let isSelected = index == selected
            let style: Style = isSelected ? .focusedSelection : .normal
            if isSelected { buffer.fill(Rect(x: box.x + 1, y: y, width: width - 2, height: 1), style: style) }
            buffer.write(isSelected ? "▸ " : "  ", row: y, column: box.x + 1, style: style)
            buffer.write(DisplayText(labels[index]).truncated(to: width - 5), row: y, column: box.x + 3, limit: width - 5, style: style)
        }
        buffer.write(DisplayText(footer).truncated(to: width - 4), row: box.maxY - 2, column: box.x + 2, limit: width - 4, style: .dim)
    }
}
