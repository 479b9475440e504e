import RecipeApp
import CNcurses
import Glibc

/// Paints cell grids with ncurses, sending only the cells that changed since the previous frame.
///
/// The grid diff keeps the work per key small; ncurses then compares with what the terminal shows
/// and writes the minimum. Nothing is ever cleared per frame, so there is no flicker.
struct TerminalPainter {
    private var previous: ScreenBuffer?
    /// The ncurses attributes and colour pair of each style, by the style's raw value: an array, since
    /// every painted cell looks its style up.
    private var attributes: [(attr_t, Int16)] = []
    /// Each style's cell as `setcchar` makes it, by the style's raw value: a run's cell is a copy with its character put in.
    private var templates: [cchar_t] = []
    private(set) var theme = Theme(capability: .monochrome)
    let noColor: Bool
    /// Whether to send ASCII only, for a terminal whose locale is not UTF-8.
    let asciiOnly: Bool

    init(noColor: Bool, asciiOnly: Bool) {
        self.noColor = noColor
        self.asciiOnly = asciiOnly
    }

    /// Picks the theme for this terminal's colours and registers its colour pairs with ncurses.
    mutating func setUpColors() {
        var colors = 0
        if !noColor && has_colors() {
            start_color()
            use_default_colors()
            colors = Int(shim_colors())
        }
        theme = Theme.forTerminal(colors: colors, noColor: noColor)
        // The colour pair of each look: a handful, searched in order; a dictionary's first use at launch
        // cost about 250,000 instructions (its generic storage's metadata) before the first frame.
        var pairs: [(look: Theme.Look, pair: Int16)] = []
        attributes = Array(repeating: (shim_a_normal(), 0), count: Int(Style.allCases.map(\.rawValue).max() ?? 0) + 1)
        for style in Style.allCases {
            let look = theme.look(style)
            var pair: Int16 = 0
            if look.usesColor {
                let key = Theme.Look(foreground: look.foreground, background: look.background)
                if let existing = pairs.first(where: { $0.look == key }) {
                    pair = existing.pair
                } else {
                    pair = Int16(pairs.count + 1)
                    init_pair(pair, Int16(look.foreground), Int16(look.background))
                    pairs.append((key, pair))
                }
            }
            attributes[Int(style.rawValue)] = (Self.ncursesAttributes(look.attributes), pair)
        }
        templates = attributes.map { attrs, pair in
            var cell = cchar_t()
            var space: wchar_t = 0x20
            _ = shim_setcchar(&cell, &space, 1, attrs, pair)
            return cell
        }
    }

    private static func ncursesAttributes(_ attributes: Theme.Attributes) -> attr_t {
        var result = shim_a_normal()
        if attributes.contains(.bold) { result |= shim_a_bold() }
        if attributes.contains(.reverse) { result |= shim_a_reverse() }
        if attributes.contains(.underline) { result |= shim_a_underline() }
        if attributes.contains(.dim) { result |= shim_a_dim() }
        return result
    }

    /// Forgets the previous frame so the next paint sends every cell.
    mutating func invalidate() {
        previous = nil
    }

    mutating func paint(_ buffer: ScreenBuffer) {
        let window = shim_stdscr()
        if previous.map({ $0.width != buffer.width || $0.height != buffer.height }) ?? true { werase(window) }
        var rows: Int32 = 0
        var columns: Int32 = 0
        shim_getmaxyx(window, &rows, &columns)
        var run = CellRun(window: window, width: Int(columns), height: Int(rows))
        var cell = cchar_t()
        // A cell's characters, of which ncurses takes at most CCHARW_MAX (5): one buffer for every cell,
        // rather than an array made and freed per cell.
        var characters: (wchar_t, wchar_t, wchar_t, wchar_t, wchar_t) = (0, 0, 0, 0, 0)
        let attributes = self.attributes
        let templates = self.templates
        buffer.forEachChange(since: previous) { row, column, current in
            let style = Int(current.style.rawValue)
            if !asciiOnly, style < templates.count, let character = CellRun.singleNarrowCharacter(current.text) {
                run.add(character, row: row, column: column, template: templates[style])
                return
            }
            let (attrs, pair) = style < attributes.count ? attributes[style] : (shim_a_normal(), 0)
            run.flush()
            // Writing the bottom-right cell reports an error because the cursor cannot advance; the cell is still drawn.
            _ = wmove(window, Int32(row), Int32(column))
            if asciiOnly {
                // A wide character becomes two ASCII characters, one per cell it covered.
                for character in AsciiFallback.text(for: current.text).unicodeScalars {
                    var scalar = [wchar_t(bitPattern: character.value)]
                    _ = shim_setcchar(&cell, &scalar, 1, attrs, pair)
                    _ = wadd_wch(window, &cell)
                }
                return
            }
            withUnsafeMutableBytes(of: &characters) { bytes in
                let text = bytes.bindMemory(to: wchar_t.self)
                var count = 0
                for scalar in current.text.unicodeScalars {
                    guard count < text.count else { break }
                    text[count] = wchar_t(bitPattern: scalar.value)
                    count += 1
                }
                _ = shim_setcchar(&cell, text.baseAddress, Int32(count), attrs, pair)
            }
            _ = wadd_wch(window, &cell)
        }
        run.flush()
        wnoutrefresh(window)
        doupdate()
        previous = buffer
    }
}
