import Glibc
import SystemFiles

extension Terminal {
    /// Asks the terminal to put `text` on the clipboard with OSC 52, the one escape sequence for it.
    ///
    /// Terminals that do not support it (or have it turned off, as tmux does unless `set-clipboard`
    /// is on) ignore the sequence, so nothing shows either way. It goes straight to the terminal
    /// rather than through ncurses, which would draw it as text; ncurses has flushed its own output
    /// by the time an effect runs, so the two never interleave.
    func copyToClipboard(_ text: String) {
        let sequence = "\u{1B}]52;c;" + Self.base64(Array(text.utf8)) + "\u{1B}\\"
        try? writeAll(STDOUT_FILENO, Array(sequence.utf8))
    }

    /// Standard base64 with padding, as OSC 52 expects.
    static func base64(_ bytes: [UInt8]) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let chunk = bytes[index..<min(index + 3, bytes.count)]
            let value = chunk.enumerated().reduce(UInt32(0)) { $0 | UInt32($1.element) << (16 - 8 * UInt32($1.offset)) }
            for position in 0..<4 {
                output.append(position <= chunk.count ? alphabet[Int(value >> (18 - 6 * UInt32(position)) & 0x3F)] : UInt8(ascii: "="))
            }
            index += 3
        }
        return String(decoding: output, as: UTF8.self)
    }
}
