/// Where a box over the panes goes, and how many rows of its list show: one answer for the view that draws it and the update that pages through it.
///
/// Every box is centred and leaves at least a cell of the screen around it. Inside, its list sits
/// between the top edge and a footer line, a blank line above the bottom edge.
struct OverlayBox: Equatable, Sendable {
    /// Rows of a box that are not its list: the two edges, the footer and the blank line above it.
    static let chromeRows = 4

    let rect: Rect

    /// A box of `width` x `height` cells, shrunk to fit a screen of `size` with a cell to spare on each side.
    init(width: Int, height: Int, on size: Size) {
        let width = min(size.width - 2, width)
        let height = min(size.height - 2, height)
        rect = Rect(x: (size.width - width) / 2, y: (size.height - height) / 2, width: width, height: height)
    }

    /// A box sized for a list of `rows` rows at most `contentWidth` cells wide.
    init(listRows rows: Int, contentWidth: Int, on size: Size) {
        self.init(width: contentWidth + 4, height: rows + Self.chromeRows, on: size)
    }

    /// The rows its list shows.
    var listRows: Int { rect.height - Self.chromeRows }

    /// The most rows a box's list can show on a screen of `size`: a list longer than this scrolls.
    static func maximumListRows(on size: Size) -> Int {
        max(0, size.height - 2 - chromeRows)
    }

    /// The global search's box: at most 72 x 22, so that results read as a list rather than a page.
    static func globalSearch(on size: Size) -> OverlayBox {
        OverlayBox(width: 72, height: 22, on: size)
    }
}
