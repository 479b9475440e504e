import Glibc
import SystemFiles

extension Terminal {
    /// Rings the terminal's bell: BEL straight to the terminal, as the clipboard's escape goes.
    func bell() {
        try? writeAll(STDOUT_FILENO, [0x07])
    }

    /// Asks the terminal for a desktop notification: OSC 777 where the terminal is known to take it
    /// (rxvt-unicode, VTE's terminals), else OSC 9 (iTerm2, kitty, WezTerm, Windows Terminal, foot).
    ///
    /// Terminals that know neither ignore the sequence. The text loses every control character and
    /// the separator `;`, so that nothing from a recipe can end the sequence early.
    func notifyDesktop(title: String, body: String) {
        let environment = ProcessEnvironment.self
        let useOSC777 = environment.value("TERM")?.hasPrefix("rxvt") == true || environment.value("VTE_VERSION") != nil
        let cleanTitle = Self.notificationText(title)
        let cleanBody = Self.notificationText(body)
        let sequence = useOSC777 ? "\u{1B}]777;notify;\(cleanTitle);\(cleanBody)\u{1B}\\" : "\u{1B}]9;\(cleanTitle): \(cleanBody)\u{1B}\\"
        try? writeAll(STDOUT_FILENO, Array(sequence.utf8))
    }

    /// Text fit for an escape sequence's parameter: no control characters, no `;`, at most 200 characters.
    static func notificationText(_ text: String) -> String {
        String(String(text.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F && !(0x80...0x9F).contains($0.value) && $0 != ";" }).prefix(200))
    }
}
