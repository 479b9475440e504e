import JSONLiteral
extension DoctorReport {
    /// The report as `recipe-tui doctor` prints it: each file, then its problems one a line
    /// ("  12:3  error    the reference …"), then a summary line.
    package var text: String {
        var lines: [String] = []
        for file in files {
            lines.append(file.file)
            for problem in file.problems {
                let place = problem.line.map { line in "\(line):\(problem.column ?? 1)" } ?? "-"
                lines.append("  " + place.padding(8) + problem.severity.rawValue.padding(9) + problem.message)
            }
        }
        lines.append(summary)
        return lines.joined(separator: "\n") + "\n"
    }

    /// "2 errors and 1 warning in 2 files of 14 recipes." or "No problems in 14 recipes."
    package var summary: String {
        guard !files.isEmpty else { return "No problems in \(Self.counted(recipeCount, "recipe"))." }
        return "\(Self.counted(errorCount, "error")) and \(Self.counted(warningCount, "warning")) in \(Self.counted(files.count, "file")) of \(Self.counted(recipeCount, "recipe"))."
    }

    /// The report as JSON: `{"recipes": 14, "errors": 2, "warnings": 1, "files": [{"file": "Mains/Pizza.cook",
    /// "recipe": "Mains/Pizza", "problems": [{"line": 1, "column": 65, "severity": "error", "kind": "reference",
    /// "message": "…"}]}]}`; a problem without a place has no `line` and `column`, a file that is no recipe no `recipe`.
    package var json: String {
        let fileObjects = files.map { file in
            let problems = file.problems.map { problem in
                var members: [String] = []
                if let line = problem.line { members.append("\"line\": \(line)") }
                if let column = problem.column { members.append("\"column\": \(column)") }
                members += [
                    "\"severity\": \(JSONLiteral.string(problem.severity.rawValue))", "\"kind\": \(JSONLiteral.string(problem.kind))",
                    "\"message\": \(JSONLiteral.string(problem.message))",
                ]
                return "{" + members.joined(separator: ", ") + "}"
            }
            let recipe = file.recipeID.map { ", \"recipe\": \(JSONLiteral.string($0))" } ?? ""
            return "{\"file\": \(JSONLiteral.string(file.file))\(recipe), \"problems\": [" + problems.joined(separator: ", ") + "]}"
        }
        return "{\"recipes\": \(recipeCount), \"errors\": \(errorCount), \"warnings\": \(warningCount), \"files\": [" + fileObjects.joined(separator: ", ") + "]}\n"
    }

    static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

}

extension String {
    /// The text and spaces up to `width` characters, with at least one space after it.
    fileprivate func padding(_ width: Int) -> String {
        self + String(repeating: " ", count: Swift.max(1, width - count))
    }
}
