/// Draws an empty framed box centred on the screen with a title in its top edge, and returns its rectangle.
func drawBox(title: String, width: Int, height: Int, into buffer: inout ScreenBuffer, size: Size) -> Rect {
    let box = Rect(x: (size.width - width) / 2, y: (size.height - height) / 2, width: width, height: height)
    buffer.fill(box, style: .normal)
    let horizontal = String(repeating: "─", count: width - 2)
    buffer.write("┌" + horizontal + "┐", row: box.y, column: box.x, style: .border)
    buffer.write("└" + horizontal + "┘", row: box.maxY - 1, column: box.x, style: .border)
    for y in (box.y + 1)..<(box.maxY - 1) {
        buffer.write("│", row: y, column: box.x, style: .border)
        buffer.write("│", row: y, column: box.maxX - 1, style: .border)
    }
    buffer.write(DisplayText(" \(title) ").truncated(to: width - 4), row: box.y, column: box.x + 2, style: .heading)
    return box
}
