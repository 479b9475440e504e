/// JSON text for a string, written once for every command that prints JSON (`show`, `doctor`, `shopping-list`).
public enum JSONLiteral {
    /// A JSON string: quotes and backslashes escaped, and every control character (C0, DEL, C1) and the
    /// line and paragraph separators as `\u` escapes, so that no text from the data reaches a terminal raw.
    public static func string(_ text: String) -> String {
        // Most text is printable ASCII with nothing to escape (a doctor's report has ten thousand
        // messages): then it is quoted as it is, without going scalar by scalar.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            return "\"" + text + "\""
        }
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}":
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// A JSON number to a thousandth: whole numbers without a point, others as Swift prints the rounded
    /// value. Scaling multiplies binary fractions (0.1 × 6 is 0.6000000000000001); no cook weighs finer.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }
}
