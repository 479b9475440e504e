/// Reads TOML 1.0 text into tables without Foundation: what a pantry file can hold, and an error with its line and column for the rest.
///
/// Covers comments, `[table]` headers, bare, quoted and dotted keys, basic and literal strings (one line or
/// several), integers, floats, booleans, dates and times, arrays and inline tables. Arrays of tables
/// (`[[name]]`) are refused with an error. TOMLKit stays the tests' reference for what TOML means.
package struct TOMLReader {
    var bytes: [UInt8]
    var position = 0
    var line = 1
    var lineStart = 0

    /// The document's root table, or the first problem found.
    package static func read(_ text: String) throws(TOMLError) -> TOMLTable {
        var reader = TOMLReader(bytes: Array(text.utf8))
        return try reader.document()
    }

    init(bytes: [UInt8]) { self.bytes = bytes }

    // MARK: Places and errors

    var current: UInt8? { position < bytes.count ? bytes[position] : nil }
    func peek(_ offset: Int) -> UInt8? { position + offset < bytes.count ? bytes[position + offset] : nil }

    /// An error at the current place; the column counts characters, not bytes.
    func error(_ message: String, at place: Int? = nil) -> TOMLError {
        let at = min(place ?? position, bytes.count)
        let column = bytes[lineStart..<max(lineStart, at)].reduce(1) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        return TOMLError(line: line, column: column, message: message)
    }

    mutating func advance() { position += 1 }

    /// Steps over a line ending (LF or CRLF), counting the line.
    mutating func newline() throws(TOMLError) {
        if current == UInt8(ascii: "\r") {
            guard peek(1) == UInt8(ascii: "\n") else { throw error("a carriage return must be followed by a line feed") }
            advance()
        }
        advance()
        line += 1
        lineStart = position
    }

    var atNewline: Bool { current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r") }

    mutating func skipBlanks() {
        while current == UInt8(ascii: " ") || current == UInt8(ascii: "\t") { advance() }
    }

    /// Skips a comment to the end of its line, refusing control characters in it.
    mutating func skipComment() throws(TOMLError) {
        guard current == UInt8(ascii: "#") else { return }
        while let byte = current, byte != UInt8(ascii: "\n") {
            if byte == UInt8(ascii: "\r"), peek(1) == UInt8(ascii: "\n") { break }
            if (byte < 0x20 && byte != UInt8(ascii: "\t")) || byte == 0x7F { throw error("a control character in a comment") }
            advance()
        }
    }

    /// After a header or a key's value: blanks, a comment, then the end of the line or of the text.
    mutating func endOfLine() throws(TOMLError) {
        skipBlanks()
        try skipComment()
        guard current == nil || atNewline else { throw error("expected the end of the line") }
        if current != nil { try newline() }
    }

    // MARK: The document

    mutating func document() throws(TOMLError) -> TOMLTable {
        let root = TOMLTableNode(origin: .header)
        var table = root
        while current != nil {
            skipBlanks()
            guard let byte = current else { break }
            if byte == UInt8(ascii: "#") || atNewline {
                try endOfLine()
            } else if byte == UInt8(ascii: "[") {
                table = try header(root: root)
                try endOfLine()
            } else {
                try keyValue(into: table)
                try endOfLine()
            }
        }
        return root.value
    }

    /// A `[a.b]` header: the table it names, made if needed, refused if already defined.
    mutating func header(root: TOMLTableNode) throws(TOMLError) -> TOMLTableNode {
        let start = position
        advance()
        guard current != UInt8(ascii: "[") else { throw error("arrays of tables ([[name]]) are not supported", at: start) }
        skipBlanks()
        let path = try key()
        guard current == UInt8(ascii: "]") else { throw error("expected \"]\" to close the table header") }
        advance()
        var table = root
        for (index, name) in path.enumerated() {
            let last = index == path.count - 1
            switch table[name] {
            case nil:
                let node = TOMLTableNode(origin: last ? .header : .implicit)
                table.add(name, .table(node))
                table = node
            case .table(let node):
                if last {
                    guard node.origin == .implicit else { throw error("the table \"\(path.joined(separator: "."))\" is defined twice", at: start) }
                    node.origin = .header
                } else if node.origin == .inline {
                    throw error("the inline table \"\(name)\" cannot be extended", at: start)
                }
                table = node
            case .value:
                throw error("\"\(path[...index].joined(separator: "."))\" is already a value, not a table", at: start)
            }
        }
        return table
    }

    /// A key (bare, quoted or dotted) and its value, added to the table.
    mutating func keyValue(into table: TOMLTableNode) throws(TOMLError) {
        let start = position
        let path = try key()
        guard current == UInt8(ascii: "=") else { throw error("expected \"=\" after the key") }
        advance()
        skipBlanks()
        let value = try value()
        var table = table
        for name in path.dropLast() {
            switch table[name] {
            case nil:
                let node = TOMLTableNode(origin: .dotted)
                table.add(name, .table(node))
                table = node
            case .table(let node) where node.origin == .dotted:
                table = node
            default:
                throw error("\"\(name)\" is already defined and cannot take dotted keys", at: start)
            }
        }
        let name = path[path.count - 1]
        guard table[name] == nil else { throw error("the key \"\(path.joined(separator: "."))\" is defined twice", at: start) }
        table.add(name, value)
    }

    /// A key's parts (`a."b c".d`), with the blanks after it skipped.
    mutating func key() throws(TOMLError) -> [String] {
        var parts: [String] = []
        while true {
            skipBlanks()
            switch current {
            case UInt8(ascii: "\""):
                guard peek(1) != UInt8(ascii: "\"") || peek(2) != UInt8(ascii: "\"") else { throw error("a key cannot be a multi-line string") }
                parts.append(try basicString())
            case UInt8(ascii: "'"):
                guard peek(1) != UInt8(ascii: "'") || peek(2) != UInt8(ascii: "'") else { throw error("a key cannot be a multi-line string") }
                parts.append(try literalString())
            default:
                let start = position
                while let byte = current, Self.isBareKey(byte) { advance() }
                guard position > start else { throw error("expected a key") }
                parts.append(String(decoding: bytes[start..<position], as: UTF8.self))
            }
            skipBlanks()
            guard current == UInt8(ascii: ".") else { return parts }
            advance()
        }
    }

    static func isBareKey(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "-"): true
        default: false
        }
    }

    // MARK: Values

    /// A value of any kind, as a table entry.
    mutating func value() throws(TOMLError) -> TOMLTableNode.Entry {
        switch current {
        case UInt8(ascii: "{"): return .table(try inlineTable())
        default: return .value(try plainValue())
        }
    }

    /// A value as an element of an array or the content of a key.
    mutating func plainValue() throws(TOMLError) -> TOMLValue {
        switch current {
        case nil: throw error("expected a value")
        case UInt8(ascii: "\""):
            if peek(1) == UInt8(ascii: "\""), peek(2) == UInt8(ascii: "\"") { return .string(try multilineString(literal: false)) }
            return .string(try basicString())
        case UInt8(ascii: "'"):
            if peek(1) == UInt8(ascii: "'"), peek(2) == UInt8(ascii: "'") { return .string(try multilineString(literal: true)) }
            return .string(try literalString())
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "{"): return .table(try inlineTable().value)
        default: return try scalar()
        }
    }

    /// An array, across lines, with comments and a trailing comma allowed.
    mutating func array() throws(TOMLError) -> TOMLValue {
        advance()
        var elements: [TOMLValue] = []
        while true {
            try skipArrayGaps()
            if current == UInt8(ascii: "]") { advance(); return .array(elements) }
            elements.append(try plainValue())
            try skipArrayGaps()
            if current == UInt8(ascii: ",") { advance(); continue }
            guard current == UInt8(ascii: "]") else { throw error("expected \",\" or \"]\" in the array") }
            advance()
            return .array(elements)
        }
    }

    /// Blanks, comments and line endings between an array's elements.
    mutating func skipArrayGaps() throws(TOMLError) {
        while true {
            skipBlanks()
            try skipComment()
            guard atNewline else { return }
            try newline()
        }
    }

    /// An inline table `{ a = 1, b.c = "x" }` on one line, without a trailing comma.
    mutating func inlineTable() throws(TOMLError) -> TOMLTableNode {
        advance()
        let table = TOMLTableNode(origin: .dotted)
        skipBlanks()
        if current == UInt8(ascii: "}") {
            advance()
            table.origin = .inline
            return table
        }
        while true {
            try keyValue(into: table)
            skipBlanks()
            if current == UInt8(ascii: ",") { advance(); skipBlanks(); continue }
            guard current == UInt8(ascii: "}") else { throw error("expected \",\" or \"}\" in the inline table") }
            advance()
            table.freeze()
            return table
        }
    }
}

extension TOMLTableNode {
    /// Marks an inline table, and the tables its dotted keys made, complete.
    func freeze() {
        origin = .inline
        for key in keys {
            if case .table(let node)? = self[key], node.origin == .dotted { node.freeze() }
        }
    }
}
