/// A framed box listing every key binding, generated from the keymap itself.
struct HelpOverlayView {
    let keymap: Keymap

    func draw(into buffer: inout ScreenBuffer, size: Size, firstLine: Int = 0) {
        let width = keymap.helpWidth(on: size)
        let body = keymap.helpLines(width: width)
        let fits = body.count <= OverlayBox.maximumListRows(on: size)
        let footer = keymap.helpFooter(fits: fits)
        let contentWidth = max(body.map { DisplayText($0).width }.max() ?? 0, DisplayText(footer).width)
        let box = OverlayBox(listRows: body.count, contentWidth: contentWidth, on: size)
        let rect = box.rect
        guard rect.width >= 10, rect.height >= 5 else { return }
        drawBox(title: "Keys", box, into: &buffer)
        let rows = box.listRows
        let first = min(max(0, firstLine), max(0, body.count - rows))
        for (index, line) in body.dropFirst(first).prefix(rows).enumerated() {
            buffer.write(DisplayText(line).truncated(to: rect.width - 4), row: rect.y + 1 + index, column: rect.x + 2, limit: rect.width - 4, style: .normal)
        }
        if !fits {
            let position = "\(first + 1)-\(min(body.count, first + rows)) of \(body.count)"
            buffer.write(DisplayText(" " + position + " ").truncated(to: rect.width - 4), row: rect.maxY - 1, column: rect.maxX - DisplayText(position).width - 4, style: .dim)
        }
        buffer.write(DisplayText(footer).truncated(to: rect.width - 4), row: rect.maxY - 2, column: rect.x + 2, limit: rect.width - 4, style: .dim)
    }
}
