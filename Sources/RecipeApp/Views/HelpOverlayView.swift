/// A framed box listing every key binding, generated from the keymap itself.
struct HelpOverlayView {
    let keymap: Keymap

    /// One line per binding: its keys, then what it does.
    var lines: [String] {
        let keyColumns = keymap.bindings.map { $0.keys.map(\.label).joined(separator: " ") }
        let keyWidth = (keyColumns + Keymap.textEntryHelp.map(\.keys)).map { DisplayText($0).width }.max() ?? 0
        let commands = zip(keyColumns, keymap.bindings).map { keys, binding in
            keys + String(repeating: " ", count: keyWidth - DisplayText(keys).width + 2) + binding.help
        }
        let typing = Keymap.textEntryHelp.map { keys, help in
            keys + String(repeating: " ", count: keyWidth - DisplayText(keys).width + 2) + help
        }
        return commands + ["", "While typing a filter or a search:"] + typing
    }

    /// How many lines of help fit on a screen of `size`: the box takes two rows of frame, a blank and a footer.
    static func visibleLines(for size: Size) -> Int {
        max(0, size.height - 2 - 4)
    }

    /// Whether the whole standard help fits on a screen of `size`.
    static func fits(_ size: Size) -> Bool {
        HelpOverlayView(keymap: .standard).lines.count <= visibleLines(for: size)
    }

    func draw(into buffer: inout ScreenBuffer, size: Size, firstLine: Int = 0) {
        let body = lines
        let fits = body.count <= Self.visibleLines(for: size)
        let footer = fits ? "Any key closes" : "↑↓ PgUp PgDn scroll · any other key closes"
        let contentWidth = max(body.map { DisplayText($0).width }.max() ?? 0, DisplayText(footer).width)
        let width = min(size.width - 2, contentWidth + 4)
        let height = min(size.height - 2, body.count + 4)
        guard width >= 10, height >= 5 else { return }
        let box = drawBox(title: "Keys", width: width, height: height, into: &buffer, size: size)
        let rows = height - 4
        let first = min(max(0, firstLine), max(0, body.count - rows))
        for (index, line) in body.dropFirst(first).prefix(rows).enumerated() {
            buffer.write(DisplayText(line).truncated(to: width - 4), row: box.y + 1 + index, column: box.x + 2, limit: width - 4, style: .normal)
        }
        if !fits {
            let position = "\(first + 1)-\(min(body.count, first + rows)) of \(body.count)"
            buffer.write(DisplayText(" " + position + " ").truncated(to: width - 4), row: box.maxY - 1, column: box.maxX - DisplayText(position).width - 4, style: .dim)
        }
        buffer.write(DisplayText(footer).truncated(to: width - 4), row: box.maxY - 2, column: box.x + 2, limit: width - 4, style: .dim)
    }
}
