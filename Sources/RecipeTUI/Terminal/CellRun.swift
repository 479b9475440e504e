import CNcurses
import CWidth

/// Changed cells side by side in one row, handed to ncurses as one array of finished cells instead of one call per cell.
///
/// Only a cell of one character that takes one column, as both the app and ncurses measure it (libc's
/// `wcwidth`), joins a run; anything else (a wide character, combining marks, a control character)
/// ends the run and is painted alone. Each cell of the run carries its own attributes and colour pair,
/// filled from its style's template exactly as `setcchar` fills it, so a run may mix styles.
/// `wadd_wchnstr` copies such cells into the window as `wadd_wch` would have added them one by one
/// (both render a cell with the window's attributes, which stay normal), without decoding, wrapping
/// or a cursor step per character; on the first frame, where every cell changes, that per-character
/// work was most of the painter's cost.
struct CellRun {
    private let window: UnsafeMutablePointer<WINDOW>?
    private let width: Int
    private let height: Int
    private var cells: [cchar_t]
    private var row = 0
    private var column = 0

    init(window: UnsafeMutablePointer<WINDOW>?, width: Int, height: Int) {
        self.window = window
        self.width = width
        self.height = height
        cells = []
        cells.reserveCapacity(max(1, width))
    }

    /// The cell's character when it is a single one that takes one column, else nil.
    static func singleNarrowCharacter(_ text: String) -> wchar_t? {
        var scalars = text.unicodeScalars.makeIterator()
        guard let scalar = scalars.next(), scalars.next() == nil else { return nil }
        let value = scalar.value
        if value >= 0x20 && value < 0x7F { return wchar_t(value) }
        if value < 0xA0 { return nil }
        return wcwidth(wchar_t(bitPattern: value)) == 1 ? wchar_t(bitPattern: value) : nil
    }

    /// Adds a character at (`row`, `column`) in the look of `template`, painting the run so far first unless the character continues it.
    mutating func add(_ character: wchar_t, row: Int, column: Int, template: cchar_t) {
        if !cells.isEmpty, row != self.row || column != self.column + cells.count {
            flush()
        }
        if cells.isEmpty {
            self.row = row
            self.column = column
        }
        var cell = template
        cell.chars.0 = character
        cells.append(cell)
    }

    /// Paints the run so far, if any.
    mutating func flush() {
        guard !cells.isEmpty else { return }
        _ = wmove(window, Int32(row), Int32(column))
        _ = cells.withUnsafeBufferPointer { wadd_wchnstr(window, $0.baseAddress, Int32($0.count)) }
        // wadd_wchnstr leaves the cursor where the run began; put it where adding the characters one by
        // one left it, so that the hidden cursor ends each frame where it always did and the bytes sent
        // stay the same: after the run, or at the start of the next row, or (after the bottom-right
        // cell, where the cursor cannot advance) on the last column.
        let end = column + cells.count
        if end < width {
            _ = wmove(window, Int32(row), Int32(end))
        } else if row + 1 < height {
            _ = wmove(window, Int32(row + 1), 0)
        } else {
            _ = wmove(window, Int32(row), Int32(width - 1))
        }
        cells.removeAll(keepingCapacity: true)
    }
}
