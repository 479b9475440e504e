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
    /// place (`12:3`, or `-`), the severity and the message, which wraps under itself.
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
        // The rows are indented under their file; the message wraps in its own column when the pane leaves it room.
        let rowWidth = max(1, textWidth - 2)
        let column = Self.placeWidth + Self.severityWidth
        let messageWidth = rowWidth - column
        let indent = DisplayText(printableASCII: String(repeating: " ", count: column))
        for file in report.files {
            lines.append(Line(text: DisplayText(""), style: .normal))
            for part in ProblemText.wrapped(file.file, to: textWidth) { lines.append(Line(text: part, style: .heading)) }
            let route = file.recipeID.map { Route.recipe($0) }
            for problem in file.problems {
                let first = lines.count
                let lead = Self.padded(problem.line.map { "\($0):\(problem.column ?? 1)" } ?? "-", to: Self.placeWidth)
                    + Self.padded(problem.severity.rawValue, to: Self.severityWidth)
                let parts: [DisplayText]
                if messageWidth >= Self.narrowestMessage {
                    let wrapped = ProblemText.wrapped(problem.message, to: messageWidth)
                    let leadText = DisplayText(printableASCII: lead)
                    parts = wrapped.enumerated().map { ($0.offset == 0 ? leadText : indent) + $0.element }
                } else {
                    parts = ProblemText.wrapped(lead + problem.message, to: rowWidth)
                }
                for part in parts.isEmpty ? [DisplayText(lead)] : parts {
                    lines.append(Line(text: part, style: .normal, indent: 3, selectable: selectables.count))
                }
                selectables.append(Selectable(lines: first..<lines.count, route: route))
            }
        }
    }

    /// The place's column, "12:3" and its spaces, as the command's text has it.
    static let placeWidth = 8
    /// The severity's column, "warning" and its spaces.
    static let severityWidth = 9
    /// The narrowest the message's own column gets; a narrower pane wraps the whole line instead.
    static let narrowestMessage = 16

    /// `text` and spaces up to `width` characters, with at least one space after it.
    private static func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(1, width - text.count))
    }
}
