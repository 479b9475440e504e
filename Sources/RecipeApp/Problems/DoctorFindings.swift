import CooklangCatalog

/// What the Problems screen knows of the doctor: its last report on the data, or why it could not read
/// the data, and whether that is still of the data on screen.
///
/// The runtime examines the data off the key path (`Effect.examineProblems`) and hands the result back
/// as `Action.problemsExamined`; a reload keeps the last findings, marked out of date, until the doctor
/// has run again, so that the screen never goes blank under the user's cursor.
package struct DoctorFindings: Hashable, Sendable {
    /// What the doctor found: its report, or why it could not read the data at all.
    package enum Outcome: Hashable, Sendable {
        case report(DoctorReport)
        case failed(reason: String)
    }

    /// The data the doctor examined, as the app was given it: a collection's folder or a JSON file.
    package var dataPath: String
    /// Whether `dataPath` is a collection, whose report names files below it.
    package var isCollection: Bool
    package var outcome: Outcome
    /// False once the data was reloaded since: the screen says it is checking again, and the doctor runs again.
    package var isCurrent = true

    package init(dataPath: String, isCollection: Bool, outcome: Outcome, isCurrent: Bool = true) {
        self.dataPath = dataPath
        self.isCollection = isCollection
        self.outcome = outcome
        self.isCurrent = isCurrent
    }

    /// The report, when the doctor could read the data.
    package var report: DoctorReport? {
        if case .report(let report) = outcome { return report }
        return nil
    }

    /// The problems in the order the screen lists them: each file's, the files in the report's order (errors first).
    package var problems: [(file: DoctorReport.FileProblems, problem: DoctorReport.Problem)] {
        (report?.files ?? []).flatMap { file in file.problems.map { (file, $0) } }
    }

    /// The file and line the editor opens for problem `index` of `problems`; nil when there is no such problem.
    ///
    /// A collection's report names its files below the folder; a file it names by a full path (one
    /// outside it), and a JSON catalog's own file, are opened as named. A problem without a line opens its file at the top.
    package func editRequest(forProblem index: Int) -> EditRequest? {
        let problems = self.problems
        guard problems.indices.contains(index) else { return nil }
        let (file, problem) = problems[index]
        let path = isCollection && !file.file.hasPrefix("/") ? dataPath + "/" + file.file : file.file
        return EditRequest(path: path, line: problem.line)
    }
}

extension DoctorFindings {
    /// These findings once the data was reloaded: still shown, until the doctor has examined the new data.
    package var outOfDate: DoctorFindings {
        var findings = self
        findings.isCurrent = false
        return findings
    }
}
