/// TOML's four kinds of string: basic and literal, on one line or several.
extension TOMLReader {
    /// A control character TOML refuses inside a string (tab is allowed).
    static func isControl(_ byte: UInt8) -> Bool { (byte < 0x20 && byte != UInt8(ascii: "\t")) || byte == 0x7F }

    /// A `"basic"` string on one line, with its escapes.
    mutating func basicString() throws(TOMLError) -> String {
        advance()
        var out: [UInt8] = []
        while true {
            guard let byte = current, !atNewline else { throw error("a string must be closed on its line") }
            if byte == UInt8(ascii: "\"") { advance(); return String(decoding: out, as: UTF8.self) }
            if byte == UInt8(ascii: "\\") { try escape(into: &out); continue }
            guard !Self.isControl(byte) else { throw error("a control character in a string") }
            out.append(byte)
            advance()
        }
    }

    /// A `'literal'` string on one line: no escapes.
    mutating func literalString() throws(TOMLError) -> String {
        advance()
        let start = position
        while true {
            guard let byte = current, !atNewline else { throw error("a string must be closed on its line") }
            if byte == UInt8(ascii: "'") {
                defer { advance() }
                return String(decoding: bytes[start..<position], as: UTF8.self)
            }
            guard !Self.isControl(byte) else { throw error("a control character in a string") }
            advance()
        }
    }

    /// A `"""` or `'''` string across lines; the line ending right after the opening quotes is left out.
    mutating func multilineString(literal: Bool) throws(TOMLError) -> String {
        let quote = literal ? UInt8(ascii: "'") : UInt8(ascii: "\"")
        position += 3
        if atNewline { try newline() }
        var out: [UInt8] = []
        while true {
            guard let byte = current else { throw error("a multi-line string must be closed") }
            if byte == quote, peek(1) == quote, peek(2) == quote {
                // Up to two quotes may sit right before the closing three.
                var run = 3
                while peek(run) == quote, run < 5 { run += 1 }
                out.append(contentsOf: repeatElement(quote, count: run - 3))
                position += run
                return String(decoding: out, as: UTF8.self)
            }
            if atNewline {
                try newline()
                out.append(UInt8(ascii: "\n"))
            } else if byte == UInt8(ascii: "\\"), !literal {
                if try lineEndingBackslash() { continue }
                try escape(into: &out)
            } else {
                guard !Self.isControl(byte) else { throw error("a control character in a string") }
                out.append(byte)
                advance()
            }
        }
    }

    /// A backslash ending its line in a multi-line basic string: it and the blanks and line endings after it are skipped.
    mutating func lineEndingBackslash() throws(TOMLError) -> Bool {
        var look = position + 1
        while look < bytes.count, bytes[look] == UInt8(ascii: " ") || bytes[look] == UInt8(ascii: "\t") { look += 1 }
        guard look < bytes.count, bytes[look] == UInt8(ascii: "\n") || bytes[look] == UInt8(ascii: "\r") else { return false }
        position = look
        while true {
            skipBlanks()
            guard atNewline else { return true }
            try newline()
        }
    }

    /// An escape such as `\n` or `\u00E9`, appended as UTF-8.
    mutating func escape(into out: inout [UInt8]) throws(TOMLError) {
        let start = position
        advance()
        guard let byte = current else { throw error("an escape must be completed") }
        advance()
        switch byte {
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "\""): out.append(0x22)
        case UInt8(ascii: "\\"): out.append(0x5C)
        case UInt8(ascii: "u"), UInt8(ascii: "U"):
            let digits = byte == UInt8(ascii: "u") ? 4 : 8
            var code: UInt32 = 0
            for _ in 0..<digits {
                guard let digit = current.flatMap(Self.hexDigit) else { throw error("\\\(Character(Unicode.Scalar(byte))) needs \(digits) hexadecimal digits", at: start) }
                code = code << 4 | UInt32(digit)
                advance()
            }
            guard let scalar = Unicode.Scalar(code) else { throw error("\\\(Character(Unicode.Scalar(byte))) names no Unicode scalar", at: start) }
            out.append(contentsOf: Array(String(Character(scalar)).utf8))
        default:
            throw error("an unknown escape \\\(Character(Unicode.Scalar(byte)))", at: start)
        }
    }

    static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
