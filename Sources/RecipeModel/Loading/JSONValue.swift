/// A parsed JSON document, kept close to the text so that errors can point back into it.
///
/// The catalog loader uses this instead of `JSONDecoder` because it needs the line and
/// column of a syntax error and the position of the object a semantic error is about,
/// neither of which `JSONDecoder` reports.
enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// The name of this value's JSON type, for error messages ("expected a string, found an array").
    var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// A JSON object with its members and the byte offset of its opening brace.
struct JSONObject: Equatable, Sendable {
    var members: [String: JSONValue]
    /// Byte offset of `{` in the source, so a message about this object can name its line.
    var offset: Int

    subscript(key: String) -> JSONValue? { members[key] }
}

/// A place in a text file, counted from 1 as editors do.
public struct SourcePosition: Equatable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// Finds the line and column of a byte offset, counting columns in Unicode scalars.
    init(offset: Int, in bytes: [UInt8]) {
        var line = 1
        var lineStart = 0
        let end = min(offset, bytes.count)
        var index = 0
        while index < end {
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        // A byte order mark is invisible in an editor, so it takes no column.
        if lineStart == 0 && bytes.starts(with: [0xEF, 0xBB, 0xBF]) { lineStart = min(3, end) }
        // UTF-8 continuation bytes (10xxxxxx) do not start a new column.
        let column = bytes[lineStart..<end].reduce(1) { count, byte in
            byte & 0xC0 == 0x80 ? count : count + 1
        }
        self.init(line: line, column: column)
    }

    public var description: String { "\(line):\(column)" }
}
