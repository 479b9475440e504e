/// One terminal cell: a grapheme that ncurses can paint, its style, and whether it continues a wide one.
package struct Cell: Equatable, Sendable {
    /// A spacing character followed by any zero-width marks; empty for the right half of a wide character.
    package var text: String
    package var style: Style

    static let blank = Cell(text: " ", style: .normal)

    /// The right half of a two-cell character; painting skips it because the left half covers it.
    static func continuation(_ style: Style) -> Cell { Cell(text: "", style: style) }

    var isContinuation: Bool { text.isEmpty }
}
