import UTF8Validation

/// A strict JSON parser (RFC 8259) over UTF-8 bytes that reports the position of the first fault.
struct JSONParser {
    /// A syntax fault and the byte offset where it was found.
    struct SyntaxError: Error, Equatable {
        var message: String
        var offset: Int
    }

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0
    /// False when only the syntax is checked: no tree is built, so a 100 MB document costs no more than itself.
    private var buildsValues = true
    /// Nesting deeper than this is refused rather than risking the stack on hostile input.
    private static let maximumDepth = 512

    /// Parses a whole document: one value, surrounded by optional white space.
    static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }  // A UTF-8 byte order mark is harmless.
        parser.skipWhitespace()
        guard parser.index < bytes.count else { throw parser.fault("the file is empty; expected a JSON value") }
        let value = try parser.parseValue()
        parser.skipWhitespace()
        guard parser.index == bytes.count else { throw parser.fault("unexpected \(parser.describeCurrent()) after the end of the JSON value") }
        return value
    }

    /// Checks a whole document's syntax exactly as `parse` does, with the same first fault, without building its values.
    ///
    /// The tree of a 113 MB catalog takes hundreds of megabytes; a file the fast scan refused is
    /// checked this way first, so that a stray byte at its end is found within the memory target.
    static func validate(_ bytes: [UInt8]) throws(SyntaxError) {
        var parser = JSONParser(bytes: bytes)
        parser.buildsValues = false
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        parser.skipWhitespace()
        guard parser.index < bytes.count else { throw parser.fault("the file is empty; expected a JSON value") }
        _ = try parser.parseValue()
        parser.skipWhitespace()
        guard parser.index == bytes.count else { throw parser.fault("unexpected \(parser.describeCurrent()) after the end of the JSON value") }
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private func fault(_ message: String, at offset: Int? = nil) -> SyntaxError {
        SyntaxError(message: message, offset: offset ?? index)
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private func describeCurrent() -> String {
        guard let byte = current else { return "end of file" }
        if byte >= 0x21 && byte < 0x7F { return "character '\(Character(Unicode.Scalar(byte)))'" }
        if byte == 0x20 { return "space" }
        return "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
            index += 1
        }
    }

    private mutating func expect(_ byte: UInt8, _ what: String) throws(SyntaxError) {
        guard current == byte else { throw fault("expected \(what), found \(describeCurrent())") }
        index += 1
    }

    private mutating func parseValue() throws(SyntaxError) -> JSONValue {
        guard let byte = current else { throw fault("unexpected end of file; expected a value") }
        switch byte {
        case UInt8(ascii: "{"): return .object(try parseObject())
        case UInt8(ascii: "["): return .array(try parseArray())
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try parseLiteral("true"); return .bool(true)
        case UInt8(ascii: "f"): try parseLiteral("false"); return .bool(false)
        case UInt8(ascii: "n"): try parseLiteral("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw fault("unexpected \(describeCurrent()); expected a value")
        }
    }

    private mutating func enterContainer() throws(SyntaxError) {
        depth += 1
        if depth > Self.maximumDepth { throw fault("nesting is deeper than \(Self.maximumDepth) levels") }
    }

    private mutating func parseObject() throws(SyntaxError) -> JSONObject {
        let start = index
        try enterContainer()
        index += 1
        var members: [String: JSONValue] = [:]
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return JSONObject(members: members, offset: start)
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw fault("expected a member name in double quotes, found \(describeCurrent())") }
            let key = try parseString()
            skipWhitespace()
            try expect(UInt8(ascii: ":"), "':' after the member name")
            skipWhitespace()
            let value = try parseValue()
            if buildsValues { members[key] = value }
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                index += 1
                continue
            }
            try expect(UInt8(ascii: "}"), "',' or '}' in an object")
            depth -= 1
            return JSONObject(members: members, offset: start)
        }
    }

    private mutating func parseArray() throws(SyntaxError) -> [JSONValue] {
        try enterContainer()
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return elements
        }
        while true {
            skipWhitespace()
            let value = try parseValue()
            if buildsValues { elements.append(value) }
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                index += 1
                continue
            }
            try expect(UInt8(ascii: "]"), "',' or ']' in an array")
            depth -= 1
            return elements
        }
    }

    private mutating func parseLiteral(_ word: String) throws(SyntaxError) {
        for expected in word.utf8 {
            // Point at the first wrong byte, which is the one the message describes.
            guard current == expected else { throw fault("unexpected \(describeCurrent()); expected '\(word)'") }
            index += 1
        }
    }

    private mutating func parseNumber() throws(SyntaxError) -> Double {
        let start = index
        if current == UInt8(ascii: "-") { index += 1 }
        guard let first = current, isDigit(first) else { throw fault("expected a digit in a number, found \(describeCurrent())") }
        if first == UInt8(ascii: "0") {
            index += 1
        } else {
            while let byte = current, isDigit(byte) { index += 1 }
        }
        if current == UInt8(ascii: ".") {
            index += 1
            guard let byte = current, isDigit(byte) else { throw fault("expected a digit after the decimal point, found \(describeCurrent())") }
            while let byte = current, isDigit(byte) { index += 1 }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard let byte = current, isDigit(byte) else { throw fault("expected a digit in the exponent, found \(describeCurrent())") }
            while let byte = current, isDigit(byte) { index += 1 }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text) else { throw fault("the number \(text) cannot be represented", at: start) }
        return value
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private mutating func parseString() throws(SyntaxError) -> String {
        index += 1  // the opening quote
        var utf8: [UInt8] = []
        var runStart = index
        while true {
            guard let byte = current else { throw fault("unterminated string; expected '\"' before the end of file") }
            switch byte {
            case UInt8(ascii: "\""):
                utf8.append(contentsOf: bytes[runStart..<index])
                index += 1
                guard let string = String(validating: utf8, as: UTF8.self) else {
                    throw fault("the string is not valid UTF-8", at: firstInvalidUTF8(from: runStart))
                }
                return string
            case UInt8(ascii: "\\"):
                utf8.append(contentsOf: bytes[runStart..<index])
                try parseEscape(into: &utf8)
                runStart = index
            case 0x00..<0x20:
                throw fault("a control character (0x\(String(byte, radix: 16, uppercase: true))) must be escaped inside a string")
            default:
                index += 1
            }
        }
    }

    /// Finds the first byte that breaks UTF-8 in a string body, for a precise error position.
    private func firstInvalidUTF8(from start: Int) -> Int {
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += 1 }
        let bad = bytes[start..<end].withUnsafeBufferPointer(UTF8Validation.firstInvalid(in:))
        return bad.map { start + $0 } ?? start
    }

    private mutating func parseEscape(into utf8: inout [UInt8]) throws(SyntaxError) {
        let start = index
        index += 1
        guard let byte = current else { throw fault("unterminated escape sequence") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""): utf8.append(0x22)
        case UInt8(ascii: "\\"): utf8.append(0x5C)
        case UInt8(ascii: "/"): utf8.append(0x2F)
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try parseHex4()
            if (0xD800..<0xDC00).contains(scalar) {
                // A high surrogate must be followed by an escaped low surrogate.
                guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                    throw fault("a lone surrogate \\u\(String(scalar, radix: 16)) is not a character", at: start)
                }
                index += 2
                let low = try parseHex4()
                guard (0xDC00..<0xE000).contains(low) else { throw fault("a lone surrogate is not a character", at: start) }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00..<0xE000).contains(scalar) {
                throw fault("a lone surrogate \\u\(String(scalar, radix: 16)) is not a character", at: start)
            }
            utf8.append(contentsOf: Array(String(Character(Unicode.Scalar(scalar)!)).utf8))
        default:
            throw fault("unknown escape sequence '\\\(Character(Unicode.Scalar(byte)))'", at: start)
        }
    }

    private mutating func parseHex4() throws(SyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current else { throw fault("expected four hex digits after \\u") }
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw fault("expected four hex digits after \\u, found \(describeCurrent())")
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }
}
