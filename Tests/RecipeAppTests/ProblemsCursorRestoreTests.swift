import CooklangCatalog
import Foundation
import RecipeModel
import RecipeNavigation
import RecipeTestSupport
import Testing

@testable import RecipeApp

/// The Problems screen's cursor saved with the place and put back by a relaunch, once the doctor's report has come.
@Suite("The Problems screen's cursor across a relaunch")
struct ProblemsCursorRestoreTests {
    static let path = TestCatalogs.bundledPath
    static let onProblems = NavigationModel(selectedCategory: "dessert", path: [.recipe("apple-pie"), .problems], focus: .detail)

    /// Many problems in a few files, enough to scroll: the screen's `ProblemsScreenTests.report` and more.
    static let report: DoctorReport = {
        var report = ProblemsScreenTests.report
        report.files.append(DoctorReport.FileProblems(file: "Sides/Salad.cook", recipeID: "Sides/Salad", problems: (1...60).map {
            DoctorReport.Problem(line: $0, column: 1, severity: .warning, kind: "deprecated-metadata", message: "`>>` metadata is deprecated")
        }))
        return report
    }()

    static func environment(_ report: DoctorReport? = Self.report) -> AppEnvironment {
        AppEnvironment(catalog: bundledCatalog, problems: report.map { DoctorFindings(dataPath: path, isCollection: false, outcome: .report($0)) })
    }

    @Test("The problem under the cursor is saved by its file, line and kind (and its row), not by the recipe its file is")
    func saved() throws {
        let environment = Self.environment()
        var state = appState(Self.onProblems)
        for _ in 0..<50 { _ = state.apply(.move(.down), in: environment) }
        let row = state.detailCursor
        #expect(row > 20)
        let view = state.savedView(in: environment)
        let detail = try #require(view.detail)
        #expect(detail.screen.route == .problems)
        #expect(detail.cursor == nil)
        // Rows 0 to 2 are the first two files'; the salad's problem at row 3 is on line 1.
        #expect(detail.problem == SavedView.Problem(file: "Sides/Salad.cook", line: row - 2, kind: "deprecated-metadata", row: row))
        #expect(detail.firstLine == state.scroll.detail && detail.firstLine > 0)
        // A file that is no recipe's is saved by the row alone: its path may be anything.
        let outside = appState(Self.onProblems, detailCursor: 2)
        #expect(outside.savedView(in: environment).detail?.problem == SavedView.Problem(file: nil, line: nil, kind: "skipped", row: 2))
        // It reads back; a view saved before there was a problem member still reads.
        let data = try JSONEncoder().encode(view)
        #expect(try JSONDecoder().decode(SavedView.self, from: data) == view)
        let older = #"{"detail": {"screen": {"problems": "all"}, "firstLine": 3, "cursor": {"recipe": "apple-pie"}}}"#
        let decoded = try JSONDecoder().decode(SavedView.self, from: Data(older.utf8))
        #expect(decoded.detail?.firstLine == 3 && decoded.detail?.problem == nil && decoded.detail?.cursor?.route == .recipe("apple-pie"))
    }

    @Test("A relaunch keeps the saved problem until the report comes, saves it meanwhile, then puts the cursor and the scroll back")
    func relaunch() throws {
        let environment = Self.environment()
        var before = appState(Self.onProblems)
        for _ in 0..<50 { _ = before.apply(.move(.down), in: environment) }
        let view = before.savedView(in: environment)

        var state = AppState(navigation: Self.onProblems, size: .wide, today: testDay)
        let waiting = Self.environment(nil)
        _ = state.apply(.start(size: .wide, view: view), in: waiting)
        #expect(state.detailCursor == 0)
        #expect(state.savedView(in: waiting).detail == view.detail)
        _ = state.apply(.problemsExamined(ProblemsExamined(environment: environment)), in: waiting)
        #expect(state.detailCursor == before.detailCursor && before.detailCursor > 20)
        #expect(state.scroll.detail == before.scroll.detail)
        #expect(state.savedView(in: environment) == view)
        // Only once: the next findings keep the cursor as findings always do.
        _ = state.apply(.move(.up), in: environment)
        _ = state.apply(.problemsExamined(ProblemsExamined(environment: Self.environment())), in: environment)
        #expect(state.detailCursor == before.detailCursor - 1)
    }

    @Test("Findings that lost the saved problem put the cursor on the first of its file; a saved file gone, on its row if there is one")
    func problemGone() {
        let saved = SavedView.Problem(file: "Sides/Salad.cook", line: 48, kind: "deprecated-metadata", row: 50)
        var fewer = Self.report
        fewer.files[2].problems.removeAll { $0.line == 48 }
        let findings = DoctorFindings(dataPath: Self.path, isCollection: false, outcome: .report(fewer))
        #expect(findings.row(of: saved) == 3)
        let renamed = DoctorFindings(dataPath: Self.path, isCollection: false, outcome: .report(ProblemsScreenTests.report))
        #expect(renamed.row(of: SavedView.Problem(file: "Gone.cook", line: 1, kind: "parse", row: 1)) == 1)
        #expect(renamed.row(of: saved) == nil)
    }

    @Test("A relaunch onto the screen with findings already there (a reload's) places the cursor at once")
    func restoreWithFindings() {
        let environment = Self.environment()
        let before = appState(Self.onProblems, detailCursor: 1)
        let view = before.savedView(in: environment)
        var state = AppState(navigation: Self.onProblems, size: .wide, today: testDay)
        _ = state.apply(.start(size: .wide, view: view), in: environment)
        #expect(state.detailCursor == 1)
        #expect(state.pendingPlaces[.doctorsReport] == nil)
    }

    @Test("→ has its line in the help of the Problems screen, and does what → does")
    func forwardInTheHelp() {
        #expect(Keymap.standard.action(for: .right, mode: .problems) == .forward)
        #expect(Keymap.standard.action(for: .enter, mode: .problems) == .edit)
        #expect(Keymap.standardProblemsKeys.contains { $0.keys == [.right] && $0.help == "opens the recipe the problem is in" })
    }
}
