import CooklangCatalog
import RecipeNavigation

/// The Problems screen laid out: the doctor's findings grouped by file, as `recipe-tui doctor` prints them.
extension DetailContent {
    /// The screen's title, and its name in the breadcrumb and the stack picker.
    static let problemsTitle = "Problems"
    /// What the screen says before the doctor's first report has come back.
    static let examiningNotice = "The doctor is examining the data…"
    /// What the summary gains while a reload's data is being examined again.
    static let examiningAgainNotice = "Checking again…"
    /// How Enter is offered, under the summary when there is anything to open.
    static let problemsHint = "Enter opens the file in the editor at the problem's line."

    /// Lays out `findings` (nil: not examined yet) for a pane `width` cells wide; each problem is a row
    /// the cursor can rest on, opening its recipe where the file is one.
    ///
    /// Each file's path is a heading, and each of its problems a line as the command prints it: the
    /// place (`12:3`, or `-`), the severity and the message, which wraps under itself (see `ProblemRows`).
    init(problems findings: DoctorFindings?, width: Int) {
        let textWidth = Self.textWidth(forPaneWidth: width)
        append(Self.problemsTitle, style: .heading, width: textWidth)
        guard let findings else {
            append(Self.examiningNotice, style: .dim, width: textWidth)
            return
        }
        let again = findings.isCurrent ? "" : " " + Self.examiningAgainNotice
        guard let report = findings.report else {
            if case .failed(let reason) = findings.outcome {
                append("The doctor could not read the data: " + reason + again, style: .normal, width: textWidth)
            }
            return
        }
        append(report.summary + again, style: .dim, width: textWidth)
        guard !report.files.isEmpty else { return }
        append(Self.problemsHint, style: .dim, width: textWidth)
        // Laid out as they are painted: the rows are counted now, made when on screen (`ProblemRows`).
        problemRows = ProblemRows(files: report.files, firstLine: lines.count, textWidth: textWidth)
    }

    /// The place's column, "12:3" and its spaces, as the command's text has it.
    static let placeWidth = 8
    /// The severity's column, "warning" and its spaces.
    static let severityWidth = 9
    /// The narrowest the message's own column gets; a narrower pane wraps the whole line instead.
    static let narrowestMessage = 16
}
