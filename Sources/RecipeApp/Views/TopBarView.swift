/// The top line: where the user is, as a breadcrumb of category and detail stack, and the app's name where it fits.
struct TopBarView {
    /// The breadcrumb laid out for the bar, as `Breadcrumb.segments(forBarWidth:)` gives it.
    let segments: [Breadcrumb.Segment]
    /// Today's menu section, shown at the right end instead of the app's name where the bar is wide enough.
    var todaysMenu: String?

    func draw(into buffer: inout ScreenBuffer, rect: Rect) {
        buffer.fill(rect, style: .bar)
        let nameWidth = Breadcrumb.nameWidth(forBarWidth: rect.width, todaysMenu: todaysMenu)
        for segment in segments {
            if segment.column > 1 {
                buffer.write(Breadcrumb.separator, row: rect.y, column: segment.column - DisplayText(Breadcrumb.separator).width, style: .bar)
            }
            buffer.write(segment.text, row: rect.y, column: segment.column, limit: segment.width, style: .bar)
        }
        if let trailing = Breadcrumb.trailing(forBarWidth: rect.width, todaysMenu: todaysMenu) {
            buffer.write(trailing, row: rect.y, column: rect.maxX - nameWidth + 1, limit: trailing.width, style: .bar)
        }
    }
}
