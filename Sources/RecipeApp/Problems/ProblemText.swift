/// The Problems screen's text laid out fast: a report holds tens of thousands of messages, nearly all
/// printable ASCII, which is wrapped here on bytes exactly as `DisplayText.wrapped(to:)` wraps it.
enum ProblemText {
    /// `text` in lines of at most `width` cells, broken at spaces, a word longer than a line cut; the
    /// lines `DisplayText(text).wrapped(to: width)` gives, for printable ASCII (others go through it).
    static func wrapped(_ text: String, to width: Int) -> [DisplayText] {
        guard DisplayText.isPrintableASCII(text) else { return DisplayText(text).wrapped(to: width) }
        return wrappedASCII(text, to: width).map(DisplayText.init(printableASCII:))
    }

    /// Printable ASCII `text` wrapped to `width` columns, as strings.
    static func wrappedASCII(_ text: String, to width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var line: [UInt8] = []
        func flush() {
            while line.last == UInt8(ascii: " ") { line.removeLast() }
            lines.append(String(decoding: line, as: UTF8.self))
            line.removeAll(keepingCapacity: true)
        }
        for word in text.utf8.split(separator: UInt8(ascii: " ")) {
            if !line.isEmpty && line.count + 1 + word.count > width { flush() }
            if !line.isEmpty { line.append(UInt8(ascii: " ")) }
            for byte in word {
                // An empty line is never flushed: each line takes at least one character.
                if !line.isEmpty && line.count + 1 > width { flush() }
                line.append(byte)
            }
        }
        if !line.isEmpty || lines.isEmpty { flush() }
        return lines
    }
}

extension ProblemText {
    /// How many lines `wrapped(text, to: width)` gives, counted without making them, in one pass over printable ASCII.
    static func lineCount(_ text: String, to width: Int) -> Int {
        guard width > 0 else { return 0 }
        // `wrappedASCII` followed byte by byte: a line's length, and the lines flushed.
        var lines = 0, length = 0, word = 0
        func place() {
            if length > 0 && length + 1 + word > width {
                lines += 1
                length = 0
            }
            if length > 0 { length += 1 }
            if length + word <= width {
                length += word
            } else {
                // A word longer than the line: cut wherever the line is full.
                for _ in 0..<word {
                    if length > 0 && length + 1 > width {
                        lines += 1
                        length = 0
                    }
                    length += 1
                }
            }
            word = 0
        }
        for byte in text.utf8 {
            guard byte >= 0x20 && byte < 0x7F else { return DisplayText.lineCount(of: text, wrappedTo: width) }
            if byte == UInt8(ascii: " ") {
                if word > 0 { place() }
            } else {
                word += 1
            }
        }
        if word > 0 { place() }
        return length > 0 || lines == 0 ? lines + 1 : lines
    }
}
