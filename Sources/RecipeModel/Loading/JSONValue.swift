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
