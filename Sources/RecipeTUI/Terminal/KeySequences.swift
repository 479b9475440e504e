import CNcurses

extension Terminal {
    /// Sequences common terminals send for keys that some terminal descriptions do not list.
    ///
    /// tmux and screen send `ESC [1~` and `ESC [4~` for Home and End whatever TERM says, where
    /// xterm's description expects `ESC OH`; vt100's knows no Home, End or paging keys at all;
    /// arrows come as `ESC [A` or `ESC OA` depending on the keypad mode the terminal honours.
    /// Without these, the keys would arrive as unknown sequences and be skipped.
    static let commonKeySequences: [(sequence: String, code: Int32)] = [
        ("\u{1B}[1~", KEY_HOME), ("\u{1B}[7~", KEY_HOME), ("\u{1B}[H", KEY_HOME), ("\u{1B}OH", KEY_HOME),
        ("\u{1B}[4~", KEY_END), ("\u{1B}[8~", KEY_END), ("\u{1B}[F", KEY_END), ("\u{1B}OF", KEY_END),
        ("\u{1B}[5~", KEY_PPAGE), ("\u{1B}[6~", KEY_NPAGE),
        ("\u{1B}[Z", KEY_BTAB),
        ("\u{1B}[A", KEY_UP), ("\u{1B}[B", KEY_DOWN), ("\u{1B}[C", KEY_RIGHT), ("\u{1B}[D", KEY_LEFT),
        ("\u{1B}OA", KEY_UP), ("\u{1B}OB", KEY_DOWN), ("\u{1B}OC", KEY_RIGHT), ("\u{1B}OD", KEY_LEFT),
    ]

    /// Teaches ncurses each common sequence its terminal description lacks; ones it knows keep their meaning.
    ///
    /// A sequence the description gives only an extended name the app does not read (TERM=linux
    /// calls `ESC [Z` "kcbt2", a code above the standard keys) is taken over as well.
    static func defineCommonKeySequences() {
        for (sequence, code) in commonKeySequences {
            let existing = key_defined(sequence)
            if existing == code || existing < 0 { continue }  // Known already, or a prefix of a longer key.
            if existing > 0 {
                guard key(forCode: existing) == nil else { continue }
                define_key(sequence, 0)
            }
            define_key(sequence, code)
        }
    }
}
