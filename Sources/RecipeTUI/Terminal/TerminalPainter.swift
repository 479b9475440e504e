import CNcurses
import Glibc

/// How much colour the terminal gets.
enum ColorMode: Sendable {
    /// Colours where the terminal has them, on the terminal's own background.
    case automatic
    /// Bold, reverse and underline only (NO_COLOR, --no-color, or a terminal without colours).
    case monochrome
}

/// Paints cell grids with ncurses, sending only the cells that changed since the previous frame.
///
/// The grid diff keeps the work per key small; ncurses then compares with what the terminal shows
/// and writes the minimum. Nothing is ever cleared per frame, so there is no flicker.
struct TerminalPainter {
    private var previous: ScreenBuffer?
    private var attributes: [Style: (attr_t, Int16)] = [:]
    let colorMode: ColorMode

    init(colorMode: ColorMode) {
        self.colorMode = colorMode
    }

    /// Chooses the look of each style for this terminal, in colour or monochrome.
    mutating func setUpColors() {
        let useColor = colorMode == .automatic && has_colors()
        if useColor {
            start_color()
            use_default_colors()
        }
        let normal = shim_a_normal()
        let bold = shim_a_bold()
        let reverse = shim_a_reverse()
        let underline = shim_a_underline()
        let dim = shim_a_dim()
        func pair(_ number: Int16, _ foreground: Int16, _ background: Int16) -> Int16 {
            guard useColor else { return 0 }
            init_pair(number, foreground, background)
            return number
        }
        let accent = pair(1, Int16(COLOR_WHITE), Int16(COLOR_BLUE))
        let heading = pair(2, Int16(COLOR_CYAN), -1)
        let notice = pair(3, Int16(COLOR_BLACK), Int16(COLOR_YELLOW))
        let border = pair(4, Int16(COLOR_BLUE), -1)
        for style in Style.allCases {
            attributes[style] = switch style {
            case .normal: (normal, 0)
            case .dim: (dim, 0)
            case .heading: (bold, heading)
            case .title: (bold | underline, 0)
            case .focusedTitle: useColor ? (bold, accent) : (bold | reverse, 0)
            case .selection: (useColor ? reverse : bold | underline, 0)
            case .focusedSelection: useColor ? (bold, accent) : (bold | reverse, 0)
            case .bar: (reverse, 0)
            case .notice: useColor ? (bold, notice) : (bold | reverse, 0)
            case .border: (normal, border)
            }
        }
    }

    /// Forgets the previous frame so the next paint sends every cell.
    mutating func invalidate() {
        previous = nil
    }

    mutating func paint(_ buffer: ScreenBuffer) {
        let window = shim_stdscr()
        if previous.map({ $0.width != buffer.width || $0.height != buffer.height }) ?? true { werase(window) }
        var cell = cchar_t()
        buffer.forEachChange(since: previous) { row, column, current in
            let (attrs, pair) = attributes[current.style] ?? (shim_a_normal(), 0)
            var scalars = current.text.unicodeScalars.map { wchar_t(bitPattern: $0.value) }
            _ = shim_setcchar(&cell, &scalars, Int32(scalars.count), attrs, pair)
            // Writing the bottom-right cell reports an error because the cursor cannot advance; the cell is still drawn.
            _ = wmove(window, Int32(row), Int32(column))
            _ = wadd_wch(window, &cell)
        }
        wnoutrefresh(window)
        doupdate()
        previous = buffer
    }
}
