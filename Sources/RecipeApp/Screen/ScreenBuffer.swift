/// A frame as a grid of cells: views draw into it, tests read it as text, the terminal paints it.
package struct ScreenBuffer: Equatable, Sendable {
    package let width: Int
    package let height: Int
    private(set) var cells: [Cell]

    init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    subscript(row: Int, column: Int) -> Cell {
        cells[row * width + column]
    }

    /// Writes text from (`row`, `column`), never past `limit` cells or the grid's edge, and returns the cells used.
    ///
    /// A wide character that would straddle the limit is replaced by a space, so nothing spills into
    /// the next pane.
    @discardableResult
    mutating func write(_ text: DisplayText, row: Int, column: Int, limit: Int? = nil, style: Style) -> Int {
        guard row >= 0, row < height, column < width else { return 0 }
        let end = min(width, column + (limit ?? width))
        var x = column
        for cluster in text.clusters {
            guard x + cluster.width <= end else {
                if x >= 0, x < end {
                    clearWideCharacter(at: row, x)
                    setCell(row, x, Cell(text: " ", style: style))
                    x += 1
                }
                break
            }
            if x >= 0 {
                clearWideCharacter(at: row, x)
                setCell(row, x, Cell(text: cluster.text, style: style))
                if cluster.width == 2 {
                    clearWideCharacter(at: row, x + 1)
                    setCell(row, x + 1, .continuation(style))
                }
            }
            x += cluster.width
        }
        return x - column
    }

    /// Writes plain text; a convenience for labels the app itself owns.
    @discardableResult
    mutating func write(_ text: String, row: Int, column: Int, limit: Int? = nil, style: Style) -> Int {
        write(DisplayText(text), row: row, column: column, limit: limit, style: style)
    }

    /// Fills a rectangle with blanks of one style.
    mutating func fill(_ rect: Rect, style: Style, with text: String = " ") {
        for y in max(0, rect.y)..<min(height, rect.y + rect.height) {
            for x in max(0, rect.x)..<min(width, rect.x + rect.width) {
                clearWideCharacter(at: y, x)
                setCell(y, x, Cell(text: text, style: style))
            }
        }
    }

    /// The frame as text, one string per row, with trailing spaces removed as `tmux capture-pane` does.
    package var lines: [String] {
        (0..<height).map { row in
            var line = ""
            for column in 0..<width {
                line += self[row, column].text
            }
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    private mutating func setCell(_ row: Int, _ column: Int, _ cell: Cell) {
        cells[row * width + column] = cell
    }

    /// Overwriting either half of a wide character leaves the other half as a blank, never as half a glyph.
    private mutating func clearWideCharacter(at row: Int, _ column: Int) {
        guard column >= 0, column < width else { return }
        let index = row * width + column
        if cells[index].isContinuation, column > 0 {
            cells[index - 1].text = " "
        } else if column + 1 < width, cells[index + 1].isContinuation {
            cells[index + 1].text = " "
        }
    }
}
