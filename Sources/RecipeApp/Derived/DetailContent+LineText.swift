import Synchronization

extension DetailContent {
    /// The text of a detail line, or how to make it when it is painted: one line of a text wrapped.
    ///
    /// A huge recipe lays out thousands of lines on each `+`, `-` or `u`, of which a frame paints
    /// forty. Counting the lines a text wraps to (`DisplayText.lineCount`) is cheap; making each
    /// line's clusters is not, so a wrapped text is wrapped when one of its lines is first painted,
    /// into the same clusters `wrapped(to:)` would have made at layout (docs/PERFORMANCE.md, "Servings").
    enum LineText: Equatable, Sendable {
        case made(DisplayText)
        /// `lead`, then line `index` of `text` wrapped.
        case wrapped(lead: String, text: WrappedText, index: Int)
        /// An ingredient row's line `index`: the amount's line (none for no amount) in a column
        /// `amountWidth` cells wide and two more, then the name's line; either is empty once its text has no more lines.
        case columns(amount: WrappedText?, amountWidth: Int, name: WrappedText, index: Int)

        /// The line's clusters.
        var text: DisplayText {
            switch self {
            case .made(let text):
                return text
            case .wrapped(let lead, let text, let index):
                return DisplayText(lead) + text.line(index)
            case .columns(let amount, let amountWidth, let name, let index):
                let amountLine = amount?.line(index) ?? DisplayText("")
                let padding = DisplayText(String(repeating: " ", count: max(0, amountWidth - amountLine.width) + 2))
                return amountLine + padding + name.line(index)
            }
        }
    }
}

/// A text to be wrapped to a width, wrapped once, when one of its lines is first asked for; the
/// lines of one text share it (a step of a hundred lines is not wrapped a hundred times).
final class WrappedText: Equatable, Sendable {
    let text: String
    /// At least one cell.
    let width: Int
    private let lines = Mutex<[DisplayText]?>(nil)

    init(_ text: String, width: Int) {
        self.text = text
        self.width = max(1, width)
    }

    /// How many lines the text wraps to, counted without making them (`DisplayText.lineCount`).
    var lineCount: Int { DisplayText.lineCount(of: text, wrappedTo: width) }

    /// Line `index` of the text wrapped (`DisplayText.wrapped(to:)`); empty past its last line.
    func line(_ index: Int) -> DisplayText {
        lines.withLock { lines in
            let wrapped = lines ?? DisplayText(text).wrapped(to: width)
            lines = wrapped
            return index < wrapped.count ? wrapped[index] : DisplayText("")
        }
    }

    static func == (lhs: WrappedText, rhs: WrappedText) -> Bool {
        lhs === rhs || (lhs.text == rhs.text && lhs.width == rhs.width)
    }
}
