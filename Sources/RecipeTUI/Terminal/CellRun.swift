import CNcurses
import CWidth

/// Changed cells side by side in one row and one style, handed to ncurses as one string instead of one call per cell.
///
/// One `cchar_t` filled and added per cell (with a cursor move each) was most of the painter's own cost
/// on a first frame, where every cell changes. Only a cell of one character that takes one column, as
/// both the app and ncurses measure it (libc's `wcwidth`), joins a run; anything else (a wide character,
/// combining marks) ends the run and is painted alone, as before. ncurses adds a run's characters one by
/// one with the window's attributes, which ends in the same cells as adding each with its own: the
/// window's attributes are set for each run and put back to normal after it, so that a cell painted
/// alone, whose own attributes ncurses combines with the window's, is not changed by them.
struct CellRun {
    private let window: UnsafeMutablePointer<WINDOW>?
    private var characters: [wchar_t]
    private var row = 0
    private var column = 0
    private var attributes: attr_t = 0
    private var pair: Int16 = 0

    init(window: UnsafeMutablePointer<WINDOW>?, capacity: Int) {
        self.window = window
        characters = []
        characters.reserveCapacity(max(1, capacity))
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

    /// Adds a character at (`row`, `column`), painting the run so far first unless the character continues it.
    mutating func add(_ character: wchar_t, row: Int, column: Int, attributes: attr_t, pair: Int16) {
        if !characters.isEmpty,
            row != self.row || column != self.column + characters.count || attributes != self.attributes || pair != self.pair {
            flush()
        }
        if characters.isEmpty {
            self.row = row
            self.column = column
            self.attributes = attributes
            self.pair = pair
        }
        characters.append(character)
    }

    /// Paints the run so far, if any, and leaves the window's attributes normal.
    mutating func flush() {
        guard !characters.isEmpty else { return }
        _ = wmove(window, Int32(row), Int32(column))
        _ = shim_wattr_set(window, attributes, pair)
        // Like a single cell, the bottom-right one reports an error because the cursor cannot advance; it is still drawn.
        _ = characters.withUnsafeBufferPointer { waddnwstr(window, $0.baseAddress, Int32($0.count)) }
        _ = shim_wattr_set(window, shim_a_normal(), 0)
        characters.removeAll(keepingCapacity: true)
    }
}
