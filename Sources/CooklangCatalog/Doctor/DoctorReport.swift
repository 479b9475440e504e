import RecipeModel

/// Everything wrong in a catalog's data, grouped by file: what `recipe-tui doctor` prints.
///
/// Errors are what makes a recipe read otherwise than its author meant (a syntax problem, a
/// reference to no recipe, a file that cannot be read); warnings are what still reads but should be
/// tidied (deprecated `>>` metadata, two recipes of one title in a category, a file skipped).
package struct DoctorReport: Hashable, Sendable {
    package enum Severity: String, Hashable, Sendable {
        case error, warning
    }

    /// One problem, at a line and column of its file when it has one.
    package struct Problem: Hashable, Sendable {
        package var line: Int?
        package var column: Int?
        package var severity: Severity
        /// What kind of problem: "parse", "reference", "deprecated-metadata", "duplicate-title", "skipped", "limit".
        package var kind: String
        package var message: String

        package init(line: Int? = nil, column: Int? = nil, severity: Severity, kind: String, message: String) {
            self.line = line
            self.column = column
            self.severity = severity
            self.kind = kind
            self.message = message
        }
    }

    /// A file's problems, in the order of their lines.
    package struct FileProblems: Hashable, Sendable {
        /// The file's path below the collection's folder ("Mains/Pizza.cook"), or the data file's path.
        package var file: String
        /// The recipe the file is, when the catalog lists it: Enter opens it in the editor.
        package var recipeID: String?
        package var problems: [Problem]

        package init(file: String, recipeID: String?, problems: [Problem]) {
            self.file = file
            self.recipeID = recipeID
            self.problems = problems
        }
    }

    /// The files with problems: those with an error first, then those with only warnings, each group sorted by path.
    package var files: [FileProblems]
    /// How many recipes were examined.
    package var recipeCount: Int

    package init(files: [FileProblems], recipeCount: Int) {
        self.files = files
        self.recipeCount = recipeCount
    }

    package var errorCount: Int { files.reduce(0) { $0 + $1.problems.count { $0.severity == .error } } }
    package var warningCount: Int { files.reduce(0) { $0 + $1.problems.count { $0.severity == .warning } } }
    /// Whether the collection is clean of errors (warnings may remain): what the exit status says.
    package var hasErrors: Bool { errorCount > 0 }
}
