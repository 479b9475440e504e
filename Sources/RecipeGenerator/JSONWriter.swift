/// Appends compact JSON to a byte buffer, with line breaks only where the caller asks for them.
///
/// Only what the generator needs: objects, arrays, strings and integers, written in the order given.
/// Compact text keeps a 100,000-recipe file near the 110 MB that real exports of that size have;
/// one recipe per line keeps error positions and diffs readable.
struct JSONWriter {
    private(set) var bytes: [UInt8] = []
    /// Whether the current container already holds an element, so the next one needs a comma.
    private var hasElement: [Bool] = []

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// Hands the bytes written so far to `sink` and starts an empty buffer, for writing in chunks.
    mutating func drain(into sink: ([UInt8]) throws -> Void) rethrows {
        try sink(bytes)
        bytes.removeAll(keepingCapacity: true)
    }

    mutating func beginObject(key: String? = nil) { open(key: key, bracket: UInt8(ascii: "{")) }
    mutating func endObject() { close(bracket: UInt8(ascii: "}")) }
    mutating func beginArray(key: String? = nil) { open(key: key, bracket: UInt8(ascii: "[")) }
    mutating func endArray() { close(bracket: UInt8(ascii: "]")) }

    mutating func string(_ value: String, key: String? = nil) {
        element(key: key)
        appendQuoted(value)
    }

    mutating func integer(_ value: Int, key: String? = nil) {
        element(key: key)
        bytes.append(contentsOf: String(value).utf8)
    }

    /// Ends the document with a newline, as editors do.
    mutating func finish() {
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Starts a new line before the next element (after its comma), or before a closing bracket.
    mutating func lineBreak() {
        pendingLineBreak = true
    }

    private var pendingLineBreak = false

    private mutating func open(key: String?, bracket: UInt8) {
        element(key: key)
        bytes.append(bracket)
        hasElement.append(false)
    }

    private mutating func close(bracket: UInt8) {
        hasElement.removeLast()
        flushLineBreak()
        bytes.append(bracket)
    }

    /// Writes the comma, any requested line break and the key that come before a value.
    private mutating func element(key: String?) {
        if !hasElement.isEmpty {
            if hasElement[hasElement.count - 1] { bytes.append(UInt8(ascii: ",")) }
            hasElement[hasElement.count - 1] = true
        }
        flushLineBreak()
        if let key {
            appendQuoted(key)
            bytes.append(UInt8(ascii: ":"))
        }
    }

    private mutating func flushLineBreak() {
        if pendingLineBreak { bytes.append(UInt8(ascii: "\n")) }
        pendingLineBreak = false
    }

    private mutating func appendQuoted(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                bytes.append(UInt8(ascii: "\\"))
                bytes.append(byte)
            case UInt8(ascii: "\n"):
                bytes.append(contentsOf: "\\n".utf8)
            case 0x00..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: "\\u00".utf8)
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0xF)])
            default:
                bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
