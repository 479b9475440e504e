/// The row of timers shown on every screen while one is set: each one's name and time left, or that it ended, in words.
struct TimerStripView {
    /// Each timer's label ("Rise 0:42:10", "Eggs ended just now") and whether it ended, in the order they were started.
    let labels: [(text: String, ended: Bool)]

    func draw(into buffer: inout ScreenBuffer, rect: Rect) {
        buffer.fill(rect, style: .bar)
        var x = rect.x + 1
        let width = rect.maxX - 1 - x
        guard width > 0 else { return }
        let texts = labels.enumerated().map { DisplayText(($0.offset == 0 ? "" : "· ") + $0.element.text + " ") }
        // A label is shown whole only while the timers after it can still be counted ("+2"): a timer
        // that does not fit is never hidden without a word, however narrow the terminal.
        var shown = 0
        var used = 0
        while shown < texts.count, used + texts[shown].width + Self.counter(texts.count - shown - 1, long: false).width <= width {
            used += texts[shown].width
            shown += 1
        }
        let hidden = texts.count - shown
        if shown == 0 {
            // Not even the first fits beside the count: it is cut, the count kept.
            let counter = Self.counter(hidden - 1, long: false)
            x += buffer.write(texts[0].truncated(to: max(width - counter.width, 1)), row: rect.y, column: x, limit: width, style: labels[0].ended ? .notice : .bar)
            if counter.width > 0 { buffer.write(counter, row: rect.y, column: x, limit: rect.maxX - 1 - x, style: .bar) }
            return
        }
        for index in 0..<shown {
            x += buffer.write(texts[index], row: rect.y, column: x, limit: rect.maxX - 1 - x, style: labels[index].ended ? .notice : .bar)
        }
        guard hidden > 0 else { return }
        let long = Self.counter(hidden, long: true)
        buffer.write(long.width <= width - used ? long : Self.counter(hidden, long: false), row: rect.y, column: x, limit: rect.maxX - 1 - x, style: .bar)
    }

    /// What counts the timers not shown: "+2 more (T)", or "+2" where that does not fit; nothing for none.
    static func counter(_ hidden: Int, long: Bool) -> DisplayText {
        hidden <= 0 ? DisplayText("") : DisplayText(long ? "+\(hidden) more (T)" : "+\(hidden)")
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
        // The keys in shorter words where the box is narrow, rather than cut mid-word.
        let keys = [footer, "p pause · + min · x cancel · Esc", "p · + · x · Esc"].map { DisplayText($0) }
        let fitting = keys.first { $0.width <= width - 4 } ?? keys[keys.count - 1].truncated(to: width - 4)
        buffer.write(fitting, row: box.maxY - 2, column: box.x + 2, limit: width - 4, style: .dim)
    }
}
