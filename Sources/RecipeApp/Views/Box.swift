/// Draws an empty framed box with a title in its top edge, where `box` puts it.
func drawBox(title: String, _ box: OverlayBox, into buffer: inout ScreenBuffer) {
    let rect = box.rect
    buffer.fill(rect, style: .normal)
    let horizontal = String(repeating: "─", count: rect.width - 2)
    buffer.write("┌" + horizontal + "┐", row: rect.y, column: rect.x, style: .border)
    buffer.write("└" + horizontal + "┘", row: rect.maxY - 1, column: rect.x, style: .border)
    for y in (rect.y + 1)..<(rect.maxY - 1) {
        buffer.write("│", row: y, column: rect.x, style: .border)
        buffer.write("│", row: y, column: rect.maxX - 1, style: .border)
    }
    buffer.write(DisplayText(" \(title) ").truncated(to: rect.width - 4), row: rect.y, column: rect.x + 2, style: .heading)
}
