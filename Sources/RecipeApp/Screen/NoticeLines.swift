/// How a notice fits the bottom of the screen: on the bar's one line, or wrapped onto more.
///
/// The layout gives the bottom bar as many rows as these lines, so that the panes above shrink
/// for a long message rather than have it cut; the next key clears the notice and the rows.
enum NoticeLines {
    /// The notice's lines for a screen of `size`: one when it fits the bar, else wrapped at spaces,
    /// using at most half the rows between the top bar and the bar (the last cut with "…" beyond that).
    static func lines(of notice: String, on size: Size) -> [DisplayText] {
        let text = DisplayText(" " + notice)
        guard text.width > size.width - 2, size.width > 4 else { return [text] }
        var lines = DisplayText(notice).wrapped(to: size.width - 2).map { DisplayText(" ") + $0 }
        let room = max(1, (size.height - 2) / 2)
        if lines.count > room {
            lines = Array(lines.prefix(room))
            lines[room - 1] = (lines[room - 1] + DisplayText(" …")).truncated(to: size.width - 1)
        }
        return lines
    }

    /// The rows the bottom bar takes for the state's notice.
    static func rows(for notice: String?, on size: Size) -> Int {
        notice.map { lines(of: $0, on: size).count } ?? 1
    }
}
