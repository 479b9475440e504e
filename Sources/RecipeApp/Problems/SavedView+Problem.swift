import CooklangCatalog

extension SavedView {
    /// The problem under the Problems screen's cursor: its row changes as the data does, so it is saved
    /// by its file and place, and its row only for a file that is no recipe's (whose path can be long).
    package struct Problem: Codable, Hashable, Sendable {
        /// The file's path as the report names it, for a recipe's file.
        package var file: String?
        package var line: Int?
        package var kind: String
        /// The problem's row in the report, for when its file is not named or no longer has it.
        package var row: Int

        package init(file: String?, line: Int?, kind: String, row: Int) {
            self.file = file
            self.line = line
            self.kind = kind
            self.row = row
        }
    }
}

extension DoctorFindings {
    /// Problem `row` as the saved view keeps it; nil when there is no such problem.
    func savedProblem(at row: Int) -> SavedView.Problem? {
        let problems = self.problems
        guard problems.indices.contains(row) else { return nil }
        let (file, problem) = problems[row]
        return SavedView.Problem(file: file.recipeID == nil ? nil : file.file, line: problem.line, kind: problem.kind, row: row)
    }

    /// The row of the saved problem in these findings: the same file's problem at the same line and of
    /// the same kind, else the file's first, else the saved row when it still exists; nil when none fits.
    func row(of saved: SavedView.Problem) -> Int? {
        let problems = self.problems
        if let file = saved.file {
            if let same = problems.firstIndex(where: { $0.file.file == file && $0.problem.line == saved.line && $0.problem.kind == saved.kind })
                ?? problems.firstIndex(where: { $0.file.file == file })
            {
                return same
            }
        }
        return problems.indices.contains(saved.row) ? saved.row : nil
    }
}
