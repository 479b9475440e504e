/// What the bottom bar shows: a message on the left, in the room it has, and today's recipe on the right where it fits.
struct StatusLine: Equatable, Sendable {
    /// The left part of the bar.
    enum Message: Equatable, Sendable {
        /// The filter being typed (" /pie", cut to leave room) and how many rows match ("▏ 3 matches").
        case filterPrompt(DisplayText, matches: String)
        /// A notice: one line, cut to the room, or the lines it wraps onto over the bar's rows.
        case notice([DisplayText])
        /// The keys' hints, or the filter in force with a few of them.
        case plain(DisplayText)
    }

    var message: Message
    /// The cells the message may take on the bar's first row.
    var messageWidth: Int
    /// Today's recipe ("Today: Apple Pie [t] "), or nil when it gives way to the message.
    var today: DisplayText?
}

/// The bottom line: the main keys or a notice, and today's recipe.
struct StatusBarView {
    let line: StatusLine

    func draw(into buffer: inout ScreenBuffer, rect: Rect) {
        buffer.fill(rect, style: .bar)
        let width = line.messageWidth
        switch line.message {
        case .filterPrompt(let prompt, let matches):
            let used = buffer.write(prompt, row: rect.y, column: rect.x, limit: width, style: .notice)
            buffer.write(matches, row: rect.y, column: rect.x + used, limit: width - used, style: .bar)
        case .notice(let lines) where lines.count == 1:
            buffer.write(lines[0], row: rect.y, column: rect.x, limit: width, style: .notice)
        case .notice(let lines):
            for (index, text) in lines.prefix(rect.height).enumerated() {
                buffer.write(text, row: rect.y + index, column: rect.x, limit: rect.width, style: .notice)
            }
        case .plain(let text):
            buffer.write(text, row: rect.y, column: rect.x, limit: width, style: .bar)
        }
        if let today = line.today {
            buffer.write(today, row: rect.y, column: rect.maxX - today.width, limit: today.width, style: .bar)
        }
    }
}
