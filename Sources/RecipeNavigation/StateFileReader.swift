/// A reader of the state file's JSON, byte by byte, for the shape this app writes, without `JSONDecoder`.
///
/// `JSONDecoder` cost about 1.35 million instructions of a launch's 17 million before the first frame,
/// most of it the first use of each `KeyedDecodingContainer` type, whose requirement check scans every
/// conformance record of the binary (see docs/PERFORMANCE.md, *Round four*). This reader takes
/// only what it is sure of: well-formed JSON, strings without `\u` escapes, plain numbers, each member
/// named once and known to whoever reads it. Anything else makes a read answer false, and the caller
/// then reads the file with `JSONDecoder` as before, so that an old, odd or damaged file is accepted,
/// refused or described exactly as it was; a test compares the two on written and mutated files.
package struct StateFileReader {
    private let bytes: [UInt8]
    private var index = 0

    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Skips JSON white space.
    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    /// Consumes `byte` after white space; false when something else comes.
    private mutating func take(_ byte: UInt8) -> Bool {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    /// Whether only white space is left.
    package mutating func isAtEnd() -> Bool {
        skipWhitespace()
        return index == bytes.count
    }

    /// Consumes `null` when it comes next; false, consuming nothing, otherwise.
    package mutating func takeNull() -> Bool {
        skipWhitespace()
        guard bytes.count - index >= 4, bytes[index] == UInt8(ascii: "n"), bytes[index + 1] == UInt8(ascii: "u"),
              bytes[index + 2] == UInt8(ascii: "l"), bytes[index + 3] == UInt8(ascii: "l") else { return false }
        index += 4
        return true
    }

    /// Reads an object, handing each member's name to `member`, which reads its value and answers
    /// true, or answers false for a member it does not take. False for anything but an object, a
    /// member named twice, or a member refused.
    package mutating func readObject(_ member: (inout StateFileReader, String) -> Bool) -> Bool {
        guard take(UInt8(ascii: "{")) else { return false }
        if take(UInt8(ascii: "}")) { return true }
        var seen: [String] = []
        repeat {
            guard let name = readString(), !seen.contains(name), take(UInt8(ascii: ":")) else { return false }
            seen.append(name)
            guard member(&self, name) else { return false }
        } while take(UInt8(ascii: ","))
        return take(UInt8(ascii: "}"))
    }

    /// Reads an array, each element by `element`; false for anything but an array or an element refused.
    package mutating func readArray(_ element: (inout StateFileReader) -> Bool) -> Bool {
        guard take(UInt8(ascii: "[")) else { return false }
        if take(UInt8(ascii: "]")) { return true }
        repeat {
            guard element(&self) else { return false }
        } while take(UInt8(ascii: ","))
        return take(UInt8(ascii: "]"))
    }

    /// Reads a string; nil for anything else, a `\u` escape, a control character or bytes that are not UTF-8.
    package mutating func readString() -> String? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        var text: [UInt8] = []
        var ascii = true
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                return ascii ? String(decoding: text, as: UTF8.self) : String(validating: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { return nil }
                let escaped = bytes[index]
                index += 1
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escaped)
                case UInt8(ascii: "n"): text.append(0x0A)
                case UInt8(ascii: "t"): text.append(0x09)
                case UInt8(ascii: "r"): text.append(0x0D)
                case UInt8(ascii: "b"): text.append(0x08)
                case UInt8(ascii: "f"): text.append(0x0C)
                // `\u` (surrogates, escaped NULs) is left to JSONDecoder, which decides what it means here.
                default: return nil
                }
            case 0..<0x20:
                return nil
            default:
                if byte >= 0x80 { ascii = false }
                text.append(byte)
            }
        }
        return nil
    }

    /// Reads an integer written as plain digits with an optional minus sign, at most 18 digits; nil for anything else.
    package mutating func readInt() -> Int? {
        guard let (text, isInteger) = readNumberText(), isInteger, text.count <= (text.first == UInt8(ascii: "-") ? 19 : 18) else { return nil }
        var value = 0
        for byte in text where byte != UInt8(ascii: "-") {
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return text.first == UInt8(ascii: "-") ? -value : value
    }

    /// Reads a number as a `Double`; nil for anything but a JSON number of at most 40 characters without an exponent.
    ///
    /// Exponents (the largest and smallest numbers, which JSONDecoder may refuse) are left to JSONDecoder.
    package mutating func readDouble() -> Double? {
        guard let (text, _) = readNumberText(), text.count <= 40,
              !text.contains(UInt8(ascii: "e")), !text.contains(UInt8(ascii: "E")) else { return nil }
        return Double(String(decoding: text, as: UTF8.self)).flatMap { $0.isFinite ? $0 : nil }
    }

    /// The bytes of a JSON number (RFC 8259's grammar), and whether it has neither fraction nor exponent.
    private mutating func readNumberText() -> (ArraySlice<UInt8>, Bool)? {
        skipWhitespace()
        let start = index
        func isDigit(_ at: Int) -> Bool { at < bytes.count && bytes[at] >= UInt8(ascii: "0") && bytes[at] <= UInt8(ascii: "9") }
        var at = index
        if at < bytes.count, bytes[at] == UInt8(ascii: "-") { at += 1 }
        guard isDigit(at) else { return nil }
        if bytes[at] == UInt8(ascii: "0") {
            at += 1
            // A leading zero stands alone: `01` is no JSON number.
            if isDigit(at) { return nil }
        } else {
            while isDigit(at) { at += 1 }
        }
        var isInteger = true
        if at < bytes.count, bytes[at] == UInt8(ascii: ".") {
            at += 1
            guard isDigit(at) else { return nil }
            while isDigit(at) { at += 1 }
            isInteger = false
        }
        if at < bytes.count, bytes[at] == UInt8(ascii: "e") || bytes[at] == UInt8(ascii: "E") {
            at += 1
            if at < bytes.count, bytes[at] == UInt8(ascii: "+") || bytes[at] == UInt8(ascii: "-") { at += 1 }
            guard isDigit(at) else { return nil }
            while isDigit(at) { at += 1 }
            isInteger = false
        }
        index = at
        return (bytes[start..<at], isInteger)
    }

    /// Reads a string or `null` into `value`; false for anything else.
    package mutating func readOptionalString(into value: inout String?) -> Bool {
        if takeNull() {
            value = nil
            return true
        }
        guard let text = readString() else { return false }
        value = text
        return true
    }
}
