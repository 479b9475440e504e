/// Which file `e` opens in the user's editor, and where: a plain value the update hands the session.
package struct EditRequest: Equatable, Sendable {
    /// The file to edit: a Cooklang recipe's own file, or the JSON catalog.
    package var path: String
    /// The 1-based line to open it at (a JSON recipe's first line); nil when unknown, as for a Cooklang file.
    package var line: Int?

    package init(path: String, line: Int? = nil) {
        self.path = path
        self.line = line
    }
}
