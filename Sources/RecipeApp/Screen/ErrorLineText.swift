/// What a line for standard error may show of the text it quotes: no controls, and at most 100 characters of any quotation.
///
/// Error lines quote what the user or a data file gave: a link, an ID, a command-line value. A
/// quotation of 130,000 characters would bury the reason in a 130 KB line, and an escape sequence
/// written raw would set the window title or clear the screen.
package enum ErrorLineText {
    /// The most characters of one quotation shown; longer ones are cut and their length given.
    package static let quotationLimit = 100

    /// `text` in quotes, cut to `quotationLimit` characters with its length when longer.
    package static func quoted(_ text: String) -> String {
        guard text.count > quotationLimit else { return "\"\(text)\"" }
        return "\"\(text.prefix(quotationLimit))…\" (\(text.count) characters)"
    }

    /// One line of `message` as it may be shown: controls as visible symbols, every quotation cut to `quotationLimit`.
    ///
    /// A quotation is text between two of the same `quotes` (double quotes unless told; the argument
    /// parser quotes with single ones); an unclosed one runs to the end of the line. One already cut
    /// by `quoted` (its limit and an ellipsis) is left as it is.
    package static func line(_ message: String, quotes: Set<Character> = ["\""]) -> String {
        var sanitized = message
        // Printable ASCII is its own sanitized form: `recipe-tui doctor` prints tens of thousands of such lines.
        if !message.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            sanitized = ""
            sanitized.unicodeScalars.append(contentsOf: message.unicodeScalars.map(TextSanitizer.sanitize))
        }
        var result = ""
        var rest = Substring(sanitized)
        while let open = rest.firstIndex(where: quotes.contains) {
            let mark = rest[open]
            result += rest[...open]
            let inside = rest[rest.index(after: open)...]
            let close = inside.firstIndex(of: mark) ?? inside.endIndex
            let quotation = inside[..<close]
            if quotation.count > quotationLimit + 1 {
                result += quotation.prefix(quotationLimit) + "…"
                result += close < inside.endIndex ? "\(mark) (\(quotation.count) characters)" : " (\(quotation.count) characters)"
            } else {
                result += quotation
                if close < inside.endIndex { result.append(mark) }
            }
            rest = close < inside.endIndex ? inside[inside.index(after: close)...] : inside[inside.endIndex...]
        }
        return result + rest
    }
}
