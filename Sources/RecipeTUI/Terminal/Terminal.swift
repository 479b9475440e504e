import RecipeApp
import CNcurses
import Glibc
import SystemFiles

/// The ncurses session: the one place that starts, reads and stops the terminal.
///
/// Everything else in the app is pure; this type turns terminal input into `Key`s and hands
/// painting to `TerminalPainter`.
final class Terminal {
    /// Why the terminal could not be started; the app prints it and exits without touching the screen.
    struct StartError: Error, CustomStringConvertible {
        var description: String
    }

    private var screen: OpaquePointer?
    private(set) var painter: TerminalPainter
    private var isActive = false
    /// The resize reports still to come that `resizeterm` queued for `updateSize`, whose new size the
    /// runtime has already applied: each would otherwise repaint the whole screen a second time.
    private var queuedResizeEchoes = 0
    /// Descriptors besides the keyboard's and the signals' that end a wait for input when readable:
    /// the state writer's failure pipe, the data watcher and the reloader's pipe.
    var wakeDescriptors: () -> [Int32] = { [] }

    /// Starts ncurses on standard input and output, refusing early when they are not a usable terminal.
    ///
    /// `newterm` is used rather than `initscr` because `initscr` exits the process on an unknown
    /// terminal, before the app can say why.
    init(noColor: Bool, mouse: Bool) throws(StartError) {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            throw StartError(description: "standard input and output must be a terminal (try running recipe-tui directly in a terminal window)")
        }
        guard let term = getenv("TERM").map({ String(cString: $0) }), !term.isEmpty else {
            throw StartError(description: "TERM is not set, so the terminal type is unknown (try TERM=xterm-256color)")
        }
        let showsUTF8 = DisplayWidth.prepareLocale
        // Before ncurses starts, so that it leaves these signals to the app (it only claims unhandled ones).
        // Without the pipe no signal would be handled (Ctrl-C, a hangup), so the app does not start.
        if let error = SignalHandling.install() {
            throw StartError(description: "cannot set up signal handling: \(error)\(Self.openFilesHint(for: error))")
        }
        // ncurses opens the terminfo file; when no descriptor is left it reports an unknown terminal, which would be the wrong reason.
        let probe = open("/dev/null", O_RDONLY | O_CLOEXEC)
        guard probe >= 0 else {
            let error = SystemError()
            throw StartError(description: "cannot start the terminal: \(error)\(Self.openFilesHint(for: error))")
        }
        close(probe)
        guard let screen = shim_newterm() else {
            throw StartError(description: "the terminal type \"\(term)\" is unknown to this system's terminfo (try TERM=xterm-256color)")
        }
        set_term(screen)
        // A terminal that cannot move the cursor (TERM=dumb) would show a blank screen: refuse it as an unknown one.
        guard shim_can_address_cursor() != 0 else {
            endwin()
            delscreen(screen)
            throw StartError(description: "the terminal type \"\(term)\" cannot move the cursor, which a full-screen app needs (try TERM=xterm-256color)")
        }
        self.screen = screen
        Self.bufferOutput()
        painter = TerminalPainter(noColor: noColor, asciiOnly: !showsUTF8)
        isActive = true
        cbreak()
        noecho()
        nonl()
        intrflush(shim_stdscr(), false)
        keypad(shim_stdscr(), true)
        Self.defineCommonKeySequences()
        nodelay(shim_stdscr(), true)
        set_escdelay(25)
        curs_set(0)
        painter.setUpColors()
        if mouse {
            // Report presses at once rather than waiting to tell clicks from double clicks.
            mouseinterval(0)
            mousemask(shim_mouse_events(), nil)
        }
    }

    /// Makes ncurses write each frame in one piece from the first frame on, by suspending and resuming it once.
    ///
    /// Until its first `endwin`, ncurses 6.4 flushes its output after every cursor movement (its screen is
    /// still in the state meant for programs that only use terminfo), so the first frame reached the
    /// terminal in about 90 `write` calls, one per jump over blank cells. After `endwin` and the `doupdate`
    /// that resumes, it writes a frame at once (6 calls before the first frame's last byte instead of 88,
    /// and about 1 ms sooner on the bundled data; see docs/PERFORMANCE.md). The `endwin` writes to
    /// /dev/null: what it would send (the alternate screen that `newterm` queued, left again, and the
    /// shell's modes) would show the shell's screen for a moment between two blank ones, and the resume
    /// sends the alternate screen and the modes anew. It runs before colours are started, so that the
    /// resume does not send the terminal's "reset colours" sequence either.
    private static func bufferOutput() {
        let null = open("/dev/null", O_WRONLY | O_CLOEXEC)
        let saved = null >= 0 ? fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 0) : -1
        // Without descriptors to spare, the suspend goes to the terminal: a flicker at worst, never a lost screen.
        let silenced = saved >= 0 && dup2(null, STDOUT_FILENO) >= 0
        endwin()
        if silenced {
            while dup2(saved, STDOUT_FILENO) < 0 && errno == EINTR {}
        }
        if saved >= 0 { close(saved) }
        if null >= 0 { close(null) }
        doupdate()
    }

    /// After a failure for want of file descriptors, the limit that caused it, as the user can change it.
    private static func openFilesHint(for error: SystemError) -> String {
        guard error.code == EMFILE || error.code == ENFILE else { return "" }
        var limit = rlimit()
        guard getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return "" }
        return " (the limit on open files, ulimit -n, is \(limit.rlim_cur); recipe-tui needs at least 16)"
    }

    deinit {
        stop()
        if let screen { delscreen(screen) }
    }

    /// The terminal's size now, from ncurses (which tracks resizes).
    var size: Size {
        var rows: Int32 = 0
        var columns: Int32 = 0
        shim_getmaxyx(shim_stdscr(), &rows, &columns)
        return Size(width: Int(columns), height: Int(rows))
    }

    /// Reads one event (a key, the mouse, a new size) without waiting; nil when no input is pending.
    func readEvent() -> InputEvent? {
        var character: wint_t = 0
        while true {
            let result = get_wch(&character)
            if result == ERR { return nil }
            if result == KEY_CODE_YES {
                if Int32(character) == KEY_MOUSE {
                    if let event = Self.mouseEvent() { return .mouse(event) }
                    continue
                }
                if Int32(character) == KEY_RESIZE {
                    if queuedResizeEchoes > 0 {
                        queuedResizeEchoes -= 1
                        continue
                    }
                    // ncurses has already taken the new size when it reports the resize.
                    return .resize(size)
                }
                if let key = Self.key(forCode: Int32(character)) { return .key(key) }
                continue  // A function key the app does not use: skip it.
            }
            if character == 0x1B, skipUnknownSequence() { continue }
            if let key = Self.key(forCharacter: UInt32(character)) { return .key(key) }
        }
    }

    /// After an ESC, skips the rest of an escape sequence that ncurses did not recognise (a key this
    /// terminal description lacks, such as F13 or a modified key), and returns true if there was one.
    ///
    /// Such a sequence arrives all at once, so its bytes are already waiting: ncurses hands them over
    /// as ESC and then plain characters, which would read as Esc (dropping a filter being typed)
    /// followed by letters (typed into it, or taken as commands). A lone Esc has nothing behind it;
    /// Esc followed by another key at once (Alt-key) keeps both.
    private func skipUnknownSequence() -> Bool {
        var next: wint_t = 0
        let result = get_wch(&next)
        if result == ERR { return false }
        if result == KEY_CODE_YES {
            ungetch(Int32(next))
            return false
        }
        switch next {
        case 0x5B:  // CSI: ESC [ parameters (0x30-0x3F), intermediates (0x20-0x2F), then one final byte (0x40-0x7E).
            for _ in 0..<32 {
                var byte: wint_t = 0
                let result = get_wch(&byte)
                if result == ERR { return true }
                if result == KEY_CODE_YES {
                    ungetch(Int32(byte))
                    return true
                }
                if (0x40...0x7E).contains(byte) { return true }
                if !(0x20...0x3F).contains(byte) {
                    unget_wch(wchar_t(bitPattern: UInt32(byte)))
                    return true
                }
            }
            return true
        case 0x4F:  // SS3: ESC O and one more character.
            var byte: wint_t = 0
            if get_wch(&byte) == KEY_CODE_YES { ungetch(Int32(byte)) }
            return true
        default:
            unget_wch(wchar_t(bitPattern: UInt32(next)))
            return false
        }
    }

    private static func mouseEvent() -> MouseEvent? {
        var event = MEVENT()
        guard getmouse(&event) == OK else { return nil }
        let kind: MouseEvent.Kind
        if shim_is_button1_press(event.bstate) != 0 {
            kind = .press
        } else if shim_is_wheel_up(event.bstate) != 0 {
            kind = .wheelUp
        } else if shim_is_wheel_down(event.bstate) != 0 {
            kind = .wheelDown
        } else {
            return nil
        }
        return MouseEvent(kind: kind, x: Int(event.x), y: Int(event.y))
    }

    static func key(forCode code: Int32) -> Key? {
        switch code {
        case KEY_UP: .up
        case KEY_DOWN: .down
        case KEY_LEFT: .left
        case KEY_RIGHT: .right
        case KEY_PPAGE: .pageUp
        case KEY_NPAGE: .pageDown
        case KEY_HOME: .home
        case KEY_END: .end
        case KEY_ENTER: .enter
        case KEY_BACKSPACE: .backspace
        case KEY_BTAB: .backTab
        default: nil
        }
    }

    private static func key(forCharacter value: UInt32) -> Key? {
        switch value {
        case 0x0A, 0x0D: return .enter
        case 0x09: return .tab
        case 0x08, 0x7F: return .backspace
        case 0x1B: return .escape
        case 0x01...0x1A: return .control(Character(Unicode.Scalar(value + 0x60)!))
        case 0x00..<0x20, 0x80..<0xA0: return nil
        default: return Unicode.Scalar(value).map { .character(Character($0)) }
        }
    }

    /// Paints a frame; only cells that changed since the last frame are sent.
    func paint(_ buffer: ScreenBuffer) {
        painter.paint(buffer)
    }

    /// Forgets what is on screen so the next paint redraws everything (after a resize or Ctrl-L).
    func invalidate() {
        painter.invalidate()
        shim_clear_on_next_refresh()
    }

    /// Gives the terminal back: normal screen, cursor, echo and line mode.
    func stop() {
        guard isActive else { return }
        isActive = false
        curs_set(1)
        endwin()
    }

    /// Resumes after `stop()`, as after a suspend, and repaints everything.
    func resume() {
        guard !isActive else { return }
        isActive = true
        reset_prog_mode()
        // endwin() turned keypad transmit off, and ncurses would turn it on again only at the next
        // read, after the repaint: an arrow pressed in between would arrive as ESC [ B and be lost.
        keypad(shim_stdscr(), true)
        // stop() showed the cursor for the shell; the app's screen has none.
        curs_set(0)
        // The next paint's doupdate re-enters the alternate screen and, with the grid forgotten, draws every cell once.
        invalidate()
    }
}

extension Terminal {
    /// Asks the kernel for the window size and tells ncurses, after a SIGWINCH.
    ///
    /// The app handles SIGWINCH itself (ncurses only installs its own handler when none is set),
    /// so it must resize ncurses' screen itself too.
    func updateSize() {
        var window = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_row > 0, window.ws_col > 0 {
            // resizeterm queues a resize report whatever it returns, even when the size is the same (after Ctrl-Z and fg, or the editor).
            resizeterm(Int32(window.ws_row), Int32(window.ws_col))
            queuedResizeEchoes += 1
        }
    }
}
