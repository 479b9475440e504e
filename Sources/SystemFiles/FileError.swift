/// A file operation that failed, in the words the user is shown: "cannot write PATH: REASON".
package struct FileError: Error, Equatable, CustomStringConvertible {
    /// What could not be done, as it reads after "cannot": "create", "sync", "create the folder".
    package var operation: String
    package var path: String
    package var cause: SystemError

    package init(_ operation: String, _ path: String, _ cause: SystemError) {
        self.operation = operation
        self.path = path
        self.cause = cause
    }

    package var description: String {
        "cannot \(operation) \(path): \(cause)"
    }
}
