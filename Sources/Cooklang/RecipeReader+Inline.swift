/// A step line's text and its components: `@` ingredients, `#` cookware and `~` timers.
extension RecipeReader {
    /// Reads `text[start..<end]` of a step into text and component items.
    mutating func readInline(_ start: Int, _ end: Int) {
        var index = start
        var runStart = start
        while index < end {
            switch text[index] {
            case maskedByte:
                pending.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<index]))
                index += 1
                runStart = index
            case UInt8(ascii: "\\"):
                pending.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<index]))
                index += 1
                runStart = index
                if index < end { index += scalar(in: text, at: index).length }
            case UInt8(ascii: "@"), UInt8(ascii: "#"), UInt8(ascii: "~"):
                pending.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<index]))
                runStart = index
                if let next = readComponent(index, end) {
                    // The component's note ran onto a later line, which the reader goes on from.
                    if next > end {
                        resumeAt = next
                        return
                    }
                    index = next
                    runStart = next
                } else {
                    index += 1
                }
            default:
                index += 1
            }
        }
        pending.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<end]))
    }

    /// Appends `text[start..<end]` to the pending text without comments and with escapes resolved.
    mutating func appendText(_ start: Int, _ end: Int) {
        appendCleanText(text, start, end, to: &pending)
    }

    /// The text of `text[start..<end]`, trimmed of white space, without comments and with escapes
    /// resolved unless `resolvingEscapes` is false (a reference path's `\` separates folders).
    func plainText(_ start: Int, _ end: Int, resolvingEscapes: Bool = true) -> String {
        var start = start
        var end = end
        while start < end {
            let length = text[start] == maskedByte ? 1 : whitespaceLength(in: text, at: start)
            guard length > 0 else { break }
            start += length
        }
        while end > start {
            if text[end - 1] == maskedByte || text[end - 1] == 0x20 || text[end - 1] == 0x09 {
                end -= 1
                continue
            }
            var lead = end - 1
            while lead > start && text[lead] & 0xC0 == 0x80 { lead -= 1 }
            let length = whitespaceLength(in: text, at: lead)
            guard length > 0 && lead + length == end else { break }
            end = lead
        }
        var clean = true
        for index in start..<end where text[index] == maskedByte || (resolvingEscapes && text[index] == UInt8(ascii: "\\")) {
            clean = false
            break
        }
        if clean { return String(decoding: UnsafeBufferPointer(rebasing: text[start..<end]), as: UTF8.self) }
        var bytes: [UInt8] = []
        appendCleanText(text, start, end, resolvingEscapes: resolvingEscapes, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Appends `text[start..<end]` to `bytes` without masked comments, and with each backslash
/// escape replaced by the character it escapes.
func appendCleanText(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, resolvingEscapes: Bool = true, to bytes: inout [UInt8]) {
    var index = start
    var runStart = start
    while index < end {
        let byte = text[index]
        guard byte == maskedByte || (resolvingEscapes && byte == UInt8(ascii: "\\")) else {
            index += 1
            continue
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<index]))
        index += 1
        runStart = index
        // The escaped character starts the next run, and is stepped over so that it is not read as syntax.
        if byte == UInt8(ascii: "\\") && index < end { index += scalar(in: text, at: index).length }
    }
    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<end]))
}
