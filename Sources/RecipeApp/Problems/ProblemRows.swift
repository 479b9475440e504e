import CooklangCatalog
import RecipeNavigation
import Synchronization

/// The Problems screen's files and problems, each line made when it is asked for: a report holds
/// tens of thousands of problems, of which a frame shows forty.
///
/// Laying the report out counts each problem's lines (a wrapped message's lines are counted on its
/// bytes, not made), so that the scroll and the cursor know where every row is; a line's text is
/// wrapped only when it is painted, into the lines `DetailContent(problems:width:)` laid out in full before.
struct ProblemRows: Sendable {
    let files: [DoctorReport.FileProblems]
    /// The line of the detail the first file's blank line is on.
    let firstLine: Int
    let textWidth: Int
    /// The width of a problem's row, under its file: the text's less its indent.
    let rowWidth: Int
    /// The message's own column, when the row leaves it `DetailContent.narrowestMessage` cells; nil: the whole row wraps.
    let messageWidth: Int?
    /// Each file's first line (its blank line before the path), from `firstLine`, and the line after the last.
    private let fileStarts: [Int]
    /// The line after each file's path.
    private let headingEnds: [Int]
    /// Each file's first problem, counted through the report, and the count of all after the last.
    private let firstProblems: [Int]
    /// Each problem's lines, from `firstLine`.
    private let problemLines: [Range<Int>]
    /// The problems made lately, by row: a key that moves the cursor paints mostly the same ones again.
    private let made = MadeProblems()

    init(files: [DoctorReport.FileProblems], firstLine: Int, textWidth: Int) {
        self.files = files
        self.firstLine = firstLine
        self.textWidth = textWidth
        rowWidth = max(1, textWidth - 2)
        let messageWidth = rowWidth - DetailContent.placeWidth - DetailContent.severityWidth
        self.messageWidth = messageWidth >= DetailContent.narrowestMessage ? messageWidth : nil
        var fileStarts: [Int] = [], headingEnds: [Int] = [], firstProblems: [Int] = [], problemLines: [Range<Int>] = []
        fileStarts.reserveCapacity(files.count + 1)
        headingEnds.reserveCapacity(files.count)
        firstProblems.reserveCapacity(files.count + 1)
        var line = 0
        for file in files {
            fileStarts.append(line)
            firstProblems.append(problemLines.count)
            line += 1 + ProblemText.lineCount(file.file, to: textWidth)
            headingEnds.append(line)
            for problem in file.problems {
                let count = self.messageWidth.map { ProblemText.lineCount(problem.message, to: $0) }
                    ?? ProblemText.lineCount(Self.lead(of: problem) + problem.message, to: rowWidth)
                problemLines.append(line..<(line + max(1, count)))
                line += max(1, count)
            }
        }
        fileStarts.append(line)
        firstProblems.append(problemLines.count)
        self.fileStarts = fileStarts
        self.headingEnds = headingEnds
        self.firstProblems = firstProblems
        self.problemLines = problemLines
    }

    /// How many lines the files and their problems take.
    var lineCount: Int { fileStarts[fileStarts.count - 1] }

    /// How many problems there are, each a row the cursor can rest on.
    var count: Int { problemLines.count }

    /// The line at `index` of the detail, `firstLine..<(firstLine + lineCount)`.
    func line(at index: Int) -> DetailContent.Line {
        let offset = index - firstLine
        let file = Self.last(in: fileStarts.indices.dropLast()) { fileStarts[$0] <= offset }
        if offset == fileStarts[file] { return DetailContent.Line(text: DisplayText(""), style: .normal) }
        if offset < headingEnds[file] {
            return DetailContent.Line(text: ProblemText.wrapped(files[file].file, to: textWidth)[offset - fileStarts[file] - 1], style: .heading)
        }
        let row = Self.last(in: firstProblems[file]..<firstProblems[file + 1]) { problemLines[$0].lowerBound <= offset }
        let parts = text(ofProblem: row, file: file)
        return DetailContent.Line(text: parts[offset - problemLines[row].lowerBound], style: .normal, indent: 3, selectable: row)
    }

    /// The lines of problem `row` of the detail.
    func lines(ofProblem row: Int) -> Range<Int> {
        (problemLines[row].lowerBound + firstLine)..<(problemLines[row].upperBound + firstLine)
    }

    /// The problems whose first line is among `lines` of the detail.
    func problems(startingIn lines: Range<Int>) -> Range<Int> {
        let first = Self.first(in: problemLines.indices) { problemLines[$0].lowerBound + firstLine >= lines.lowerBound }
        let end = Self.first(in: first..<problemLines.count) { problemLines[$0].lowerBound + firstLine >= lines.upperBound }
        return first..<end
    }

    /// The recipe problem `row` is in, which `→` opens; nil for a file that is no recipe.
    func route(ofProblem row: Int) -> Route? {
        files[file(ofProblem: row)].recipeID.map { Route.recipe($0) }
    }

    /// The first problem of the file of recipe `route` (scaled or not).
    func problem(of route: Route) -> Int? {
        let exact = files.indices.first { files[$0].recipeID.map { Route.recipe($0) } == route && !files[$0].problems.isEmpty }
        let file = exact ?? files.indices.first { files[$0].recipeID.map { Route.recipe($0) }?.asWritten == route.asWritten && !files[$0].problems.isEmpty }
        return file.map { firstProblems[$0] }
    }

    private func file(ofProblem row: Int) -> Int {
        Self.last(in: firstProblems.indices.dropLast()) { firstProblems[$0] <= row }
    }

    /// Problem `row`'s lines, as `DetailContent(problems:width:)` lays them out: the place, the
    /// severity and the message wrapped under its column, or the whole row wrapped in a narrow pane.
    private func text(ofProblem row: Int, file: Int) -> [DisplayText] {
        made.lines(ofProblem: row) { makeText(ofProblem: row, file: file) }
    }

    private func makeText(ofProblem row: Int, file: Int) -> [DisplayText] {
        let problem = files[file].problems[row - firstProblems[file]]
        let lead = Self.lead(of: problem)
        let parts: [DisplayText]
        if let messageWidth {
            let indent = DisplayText(printableASCII: String(repeating: " ", count: DetailContent.placeWidth + DetailContent.severityWidth))
            let leadText = DisplayText(printableASCII: lead)
            parts = ProblemText.wrapped(problem.message, to: messageWidth).enumerated().map { ($0.offset == 0 ? leadText : indent) + $0.element }
        } else {
            parts = ProblemText.wrapped(lead + problem.message, to: rowWidth)
        }
        return parts.isEmpty ? [DisplayText(lead)] : parts
    }

    /// The place's and the severity's columns: "12:3    error    ".
    private static func lead(of problem: DoctorReport.Problem) -> String {
        padded(problem.line.map { "\($0):\(problem.column ?? 1)" } ?? "-", to: DetailContent.placeWidth)
            + padded(problem.severity.rawValue, to: DetailContent.severityWidth)
    }

    /// `text` and spaces up to `width` characters, with at least one space after it.
    private static func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(1, width - text.count))
    }

    /// The last of `range` for which `isBefore` holds, which holds for a first part of it and then no more; the range's first when none.
    private static func last(in range: Range<Int>, where isBefore: (Int) -> Bool) -> Int {
        max(range.lowerBound, first(in: range, where: { !isBefore($0) }) - 1)
    }

    /// The first of `range` for which `isAfter` holds, which holds for a last part of it; the range's end when none.
    private static func first(in range: Range<Int>, where isAfter: (Int) -> Bool) -> Int {
        var low = range.lowerBound, high = range.upperBound
        while low < high {
            let middle = (low + high) / 2
            if isAfter(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}

/// The lines of the problems a `ProblemRows` made lately, by row; shared by its copies, and forgotten
/// past a few pages' worth, so that scrolling through a long report does not keep all of it made.
private final class MadeProblems: Sendable {
    private let lines = Mutex<[Int: [DisplayText]]>([:])
    /// About three screens of the tallest terminal.
    static let capacity = 512

    func lines(ofProblem row: Int, make: () -> [DisplayText]) -> [DisplayText] {
        if let known = lines.withLock({ $0[row] }) { return known }
        let made = make()
        lines.withLock { lines in
            if lines.count >= Self.capacity { lines.removeAll(keepingCapacity: true) }
            lines[row] = made
        }
        return made
    }
}
