import CooklangCatalog
import RecipeGenerator
import RecipeNavigation
import RecipeTestSupport
import Testing

@testable import RecipeApp

/// The Problems screen laid out as it is painted (`ProblemRows`): the same lines, rows and routes as
/// the whole report laid out at once, which is what the screen did before.
@Suite("The Problems screen's rows, made when painted")
struct ProblemRowsTests {
    /// The lines of `report`'s files as they were laid out in full, each problem's lines with its row.
    static func eager(_ report: DoctorReport, width: Int) -> (lines: [DetailContent.Line], rows: [(lines: Range<Int>, route: Route?)]) {
        let textWidth = DetailContent.textWidth(forPaneWidth: width)
        var lines: [DetailContent.Line] = [], rows: [(lines: Range<Int>, route: Route?)] = []
        let rowWidth = max(1, textWidth - 2)
        let column = DetailContent.placeWidth + DetailContent.severityWidth
        let messageWidth = rowWidth - column
        let indent = DisplayText(String(repeating: " ", count: column))
        func padded(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: max(1, width - text.count)) }
        for file in report.files {
            lines.append(DetailContent.Line(text: DisplayText(""), style: .normal))
            for part in DisplayText(file.file).wrapped(to: textWidth) { lines.append(DetailContent.Line(text: part, style: .heading)) }
            for problem in file.problems {
                let first = lines.count
                let lead = padded(problem.line.map { "\($0):\(problem.column ?? 1)" } ?? "-", DetailContent.placeWidth)
                    + padded(problem.severity.rawValue, DetailContent.severityWidth)
                let parts = messageWidth >= DetailContent.narrowestMessage
                    ? DisplayText(problem.message).wrapped(to: messageWidth).enumerated().map { ($0.offset == 0 ? DisplayText(lead) : indent) + $0.element }
                    : DisplayText(lead + problem.message).wrapped(to: rowWidth)
                for part in parts.isEmpty ? [DisplayText(lead)] : parts {
                    lines.append(DetailContent.Line(text: part, style: .normal, indent: 3, selectable: rows.count))
                }
                rows.append((first..<lines.count, file.recipeID.map { Route.recipe($0) }))
            }
        }
        return (lines, rows)
    }

    /// A seeded report: files of several problems, messages of words, long words, accents and wide characters.
    static func report(seed: UInt64, files: Int) -> DoctorReport {
        var random = SplitMix64(seed: seed)
        let words = ["the", "reference", "./Shared/Missing", "names", "no", "recipe;", "crème", "naïve", "食譜", "`>>`", "x" + String(repeating: "y", count: 70), "  ", "-"]
        return DoctorReport(files: (0..<files).map { index in
            let name = index % 9 == 0 ? "Folder \(index)/" + String(repeating: "Long name ", count: 12) + ".cook" : "Mains/Recipe \(index).cook"
            let problems = (0..<Int.random(in: 1...4, using: &random)).map { _ in
                DoctorReport.Problem(
                    line: Bool.random(using: &random) ? Int.random(in: 1...300, using: &random) : nil, column: 1 + index % 3,
                    severity: Bool.random(using: &random) ? .error : .warning, kind: "parse",
                    message: (0..<Int.random(in: 0...16, using: &random)).map { _ in words.randomElement(using: &random)! }.joined(separator: " ")
                )
            }
            return DoctorReport.FileProblems(file: name, recipeID: index % 4 == 3 ? nil : "Mains/Recipe \(index)", problems: problems)
        }, recipeCount: files)
    }

    @Test("Every line, row and route is the one the whole report laid out at once has, at widths from a narrow pane to a wide one")
    func agreesWithTheWholeLayout() {
        for (seed, width) in [(1, 12), (2, 24), (3, 30), (4, 36), (5, 52), (6, 80), (7, 102), (8, 140)] as [(UInt64, Int)] {
            let report = Self.report(seed: seed, files: 60)
            let content = DetailContent(problems: DoctorFindings(dataPath: "/r", isCollection: true, outcome: .report(report)), width: width)
            let (lines, rows) = Self.eager(report, width: width)
            let head = content.lines.count
            #expect(content.lineCount == head + lines.count)
            #expect((head..<content.lineCount).map(content.line(at:)) == lines, "at width \(width)")
            #expect(content.selectableCount == rows.count)
            #expect((0..<rows.count).map { content.lines(ofSelectable: $0) } == rows.map { ($0.lines.lowerBound + head)..<($0.lines.upperBound + head) })
            #expect((0..<rows.count).map(content.route(ofSelectable:)) == rows.map(\.route))
            for window in [0..<5, head..<(head + 7), (head + 20)..<(head + 45), 0..<content.lineCount, (content.lineCount - 3)..<(content.lineCount + 5)] {
                let expected = rows.indices.filter { window.contains(rows[$0].lines.lowerBound + head) }
                #expect(Array(content.selectables(startingIn: window)) == expected, "window \(window) at width \(width)")
            }
            for (index, row) in rows.enumerated() where index % 7 == 0 {
                guard let route = row.route else { continue }
                #expect(content.selectable(of: route) == rows.firstIndex { $0.route == route })
                #expect(content.selectable(of: .recipe(route.recipeID!, servings: 2)) == rows.firstIndex { $0.route == route })
            }
        }
    }

    @Test("A message's lines are counted as they are wrapped: 5,000 seeded texts at widths 1 to 40")
    func lineCountAgrees() {
        var random = SplitMix64(seed: 0x0D0C_7043)
        let pieces = ["a", "to", "the", "reference", "./Shared/Missing", " ", "  ", "`>>`", "x" + String(repeating: "y", count: 45), "-", "1:2", "crème", "食"]
        for _ in 0..<5000 {
            let text = (0..<Int.random(in: 0...14, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined(separator: Bool.random(using: &random) ? " " : "")
            let width = Int.random(in: 1...40, using: &random)
            #expect(ProblemText.lineCount(text, to: width) == ProblemText.wrapped(text, to: width).count, "\(text.debugDescription) at \(width)")
        }
    }
}
