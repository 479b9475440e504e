/// One malformed line in a conventions file, named by file, line and column.
///
/// Every reader in this module returns what it could use beside a list of these: a bad line is
/// skipped and said, never a reason to drop the rest of the file.
public struct ConventionProblem: Hashable, Sendable, CustomStringConvertible {
    /// The file as the caller named it (a path, or a label such as "aisle.conf").
    public var file: String
    /// The line, from 1.
    public var line: Int
    /// The column in characters, from 1.
    public var column: Int
    /// What is wrong, in words for the user.
    public var message: String

    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `file:line:column: message`, the form compilers and editors understand.
    public var description: String { "\(file):\(line):\(column): \(message)" }
}
