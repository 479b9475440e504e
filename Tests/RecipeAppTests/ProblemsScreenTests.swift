import CooklangCatalog
import RecipeGenerator
import RecipeModel
import RecipeNavigation
import RecipeTestSupport
import Testing

@testable import RecipeApp

/// `!`: the Problems screen, the doctor's findings grouped by file as `recipe-tui doctor` prints them,
/// asked of the runtime off the key path, and Enter editing a problem at its line.
@Suite("The Problems screen")
struct ProblemsScreenTests {
    /// A report of two files, as the doctor gives one: a recipe's and a file that is no recipe.
    static let report = DoctorReport(files: [
        DoctorReport.FileProblems(file: "Mains/Pizza.cook", recipeID: "Mains/Pizza", problems: [
            DoctorReport.Problem(line: 2, column: 7, severity: .error, kind: "reference", message: "the reference ./Shared/Missing names no recipe of the collection; shown as text"),
            DoctorReport.Problem(line: 5, column: 1, severity: .warning, kind: "deprecated-metadata", message: "`>>` metadata is deprecated"),
        ]),
        DoctorReport.FileProblems(file: "Outside.cook", recipeID: nil, problems: [
            DoctorReport.Problem(severity: .warning, kind: "skipped", message: "a link out of the folder; skipped"),
        ]),
    ], recipeCount: 14)

    static let findings = DoctorFindings(dataPath: "/home/cook/recipes", isCollection: true, outcome: .report(report))

    static func text(_ content: DetailContent) -> [String] {
        (0..<content.lineCount).map { index in
            let line = content.line(at: index)
            return line.text.string.isEmpty ? "" : String(repeating: " ", count: line.indent) + line.text.string
        }
    }

    @Test("Each file's path, then its problems one a row, as the command prints them: place, severity, message")
    func lines() {
        let content = DetailContent(problems: Self.findings, width: 102)
        #expect(Self.text(content) == [
            " Problems",
            " 1 error and 2 warnings in 2 files of 14 recipes.",
            " Enter opens the file in the editor at the problem's line.",
            "",
            " Mains/Pizza.cook",
            "   2:7     error    the reference ./Shared/Missing names no recipe of the collection; shown as text",
            "   5:1     warning  `>>` metadata is deprecated",
            "",
            " Outside.cook",
            "   -       warning  a link out of the folder; skipped",
        ])
        #expect(content.selectableCount == 3)
        #expect((0..<3).map(content.route(ofSelectable:)) == [.recipe("Mains/Pizza"), .recipe("Mains/Pizza"), nil])
        #expect(content.lines(ofSelectable: 2) == 9..<10)
    }

    @Test("A message too long for the pane wraps under its own column; a pane too narrow for the column wraps the whole row")
    func wrapping() {
        let content = DetailContent(problems: Self.findings, width: 52)
        let first = content.lines(ofSelectable: 0).lowerBound
        #expect(Self.text(content)[first...(first + 1)] == [
            "   2:7     error    the reference ./Shared/Missing",
            "                    names no recipe of the",
        ])
        #expect(content.lines(ofSelectable: 0).count == 3)
        let narrow = DetailContent(problems: Self.findings, width: 24)
        #expect(Self.text(narrow).allSatisfy { DisplayText($0).width <= 23 })
        #expect(narrow.selectableCount == 3)
    }

    @Test("Before the first report it says the doctor is examining; a failure says why; a clean collection says so; after a reload, that it checks again")
    func states() {
        #expect(Self.text(DetailContent(problems: nil, width: 80)) == [" Problems", " The doctor is examining the data…"])
        let failed = DoctorFindings(dataPath: "/gone", isCollection: true, outcome: .failed(reason: "the folder cannot be read"))
        #expect(Self.text(DetailContent(problems: failed, width: 80)) == [" Problems", " The doctor could not read the data: the folder cannot be read"])
        let clean = DoctorFindings(dataPath: "/r", isCollection: true, outcome: .report(DoctorReport(files: [], recipeCount: 3)))
        #expect(Self.text(DetailContent(problems: clean, width: 80)) == [" Problems", " No problems in 3 recipes."])
        #expect(Self.text(DetailContent(problems: clean.outOfDate, width: 80)) == [" Problems", " No problems in 3 recipes. Checking again…"])
        #expect(DetailContent(problems: clean, width: 80).selectableCount == 0)
    }

    @Test("Each problem opens its file at its line: below the collection's folder, a full path as named, a JSON catalog's own file")
    func editRequests() {
        #expect(Self.findings.editRequest(forProblem: 0) == EditRequest(path: "/home/cook/recipes/Mains/Pizza.cook", line: 2))
        #expect(Self.findings.editRequest(forProblem: 1) == EditRequest(path: "/home/cook/recipes/Mains/Pizza.cook", line: 5))
        #expect(Self.findings.editRequest(forProblem: 2) == EditRequest(path: "/home/cook/recipes/Outside.cook", line: nil))
        #expect(Self.findings.editRequest(forProblem: 3) == nil)
        let outside = DoctorFindings(dataPath: "/r", isCollection: true, outcome: .report(DoctorReport(files: [
            DoctorReport.FileProblems(file: "/elsewhere/Loop.cook", recipeID: nil, problems: [DoctorReport.Problem(severity: .warning, kind: "skipped", message: "a loop")]),
        ], recipeCount: 1)))
        #expect(outside.editRequest(forProblem: 0) == EditRequest(path: "/elsewhere/Loop.cook"))
        let json = DoctorFindings(dataPath: "data/recipes.json", isCollection: false, outcome: .report(DoctorReport(files: [
            DoctorReport.FileProblems(file: "data/recipes.json", recipeID: nil, problems: [DoctorReport.Problem(line: 40, column: 3, severity: .error, kind: "parse", message: "x")]),
        ], recipeCount: 1)))
        #expect(json.editRequest(forProblem: 0) == EditRequest(path: "data/recipes.json", line: 40))
    }

    @Test("Printable ASCII is wrapped on bytes exactly as DisplayText wraps it: 5,000 seeded texts of words, runs of spaces and long words, at widths 1 to 40")
    func asciiWrapAgrees() {
        var random = SplitMix64(seed: 0x0D0C_7042)
        let pieces = ["a", "to", "the", "reference", "./Shared/Missing", " ", "  ", "`>>`", "x" + String(repeating: "y", count: 45), "-", "1:2"]
        for _ in 0..<5000 {
            let text = (0..<Int.random(in: 0...14, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined(separator: Bool.random(using: &random) ? " " : "")
            let width = Int.random(in: 1...40, using: &random)
            #expect(ProblemText.wrapped(text, to: width) == DisplayText(text).wrapped(to: width), "\(text.debugDescription) at \(width)")
            #expect(DisplayText(printableASCII: text) == DisplayText(text))
        }
        #expect(ProblemText.wrapped("naïve crème", to: 6) == DisplayText("naïve crème").wrapped(to: 6))
    }

    // MARK: - The update

    static let onPie = NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie"]), focus: .detail)
    static let examine = Effect.examineProblems(dataPath: TestCatalogs.bundledPath, isCollection: false)

    @Test("! pushes the Problems screen over the recipe, focused, and asks the runtime to examine the data")
    func open() {
        expect(apply: .showProblems, from: appState(Self.onPie), effects: [.save, Self.examine]) {
            $0.navigation.path.append(.problems)
            $0.detailCursorRoute = .problems
        }
    }

    @Test("! with no recipe open starts the stack itself, under the category selected, as p does")
    func openFromTheList() {
        let state = freshState()
        var after = state
        let effects = after.apply(.showProblems, in: bundledCatalog)
        #expect(effects == [.save, Self.examine])
        #expect(after.navigation.path == [.problems])
        #expect(after.navigation.selectedCategory == state.navigation.selectedCategory)
        #expect(after.navigation.focus == .detail)
        #expect(after.checkInvariants(in: AppEnvironment(catalog: bundledCatalog)).isEmpty)
    }

    @Test("Keys on the Problems screen ask again until findings of this data come; findings from before a reload ask again")
    func asksUntilFound() {
        var state = appState(NavigationModel(selectedCategory: "dessert", path: [.recipe("apple-pie"), .problems], focus: .detail))
        let path = TestCatalogs.bundledPath
        let found = DoctorFindings(dataPath: path, isCollection: false, outcome: .report(Self.report))
        #expect(state.apply(.move(.down), in: AppEnvironment(catalog: bundledCatalog)) == [Self.examine])
        #expect(state.apply(.move(.down), in: AppEnvironment(catalog: bundledCatalog, problems: found)) == [])
        #expect(state.apply(.move(.down), in: AppEnvironment(catalog: bundledCatalog, problems: found.outOfDate)) == [Self.examine])
        let other = DoctorFindings(dataPath: "/elsewhere", isCollection: true, outcome: .report(Self.report))
        #expect(state.apply(.move(.down), in: AppEnvironment(catalog: bundledCatalog, problems: other)) == [Self.examine])
    }

    @Test("The findings keep the cursor on the problem it was on, where the new ones still have it")
    func findingsKeepTheCursor() {
        let path = TestCatalogs.bundledPath
        let old = AppEnvironment(catalog: bundledCatalog, problems: DoctorFindings(dataPath: path, isCollection: false, outcome: .report(Self.report)))
        var state = appState(NavigationModel(selectedCategory: "dessert", path: [.recipe("apple-pie"), .problems], focus: .detail), detailCursor: 1)
        var fewer = Self.report
        fewer.files[0].problems.removeFirst()
        let new = old.replacing(problems: DoctorFindings(dataPath: path, isCollection: false, outcome: .report(fewer)))
        #expect(state.apply(.problemsExamined(ProblemsExamined(environment: new)), in: old) == [])
        #expect(state.detailCursor == 0)
        #expect(state.notice == nil)
    }

    @Test("! on the Problems screen examines the data again and says so; the findings then say their summary")
    func examineAgain() {
        let path = TestCatalogs.bundledPath
        let old = AppEnvironment(catalog: bundledCatalog, problems: DoctorFindings(dataPath: path, isCollection: false, outcome: .report(Self.report)))
        var state = appState(NavigationModel(selectedCategory: "dessert", path: [.recipe("apple-pie"), .problems], focus: .detail))
        #expect(state.apply(.showProblems, in: old) == [Self.examine])
        #expect(state.notice == AppState.examiningAgainNotice)
        #expect(state.navigation.path == [.recipe("apple-pie"), .problems])
        let clean = old.replacing(problems: DoctorFindings(dataPath: path, isCollection: false, outcome: .report(DoctorReport(files: [], recipeCount: 14))))
        _ = state.apply(.problemsExamined(ProblemsExamined(environment: clean)), in: old)
        #expect(state.notice == "No problems in 14 recipes.")
    }

    @Test("Enter on a problem asks to edit its file at its line; before any findings it says the doctor is still at work")
    func enterEdits() {
        let findings = DoctorFindings(dataPath: "/home/cook/recipes", isCollection: true, outcome: .report(Self.report))
        let environment = AppEnvironment(catalog: bundledCatalog, problems: findings)
        var state = appState(NavigationModel(selectedCategory: "dessert", path: [.recipe("apple-pie"), .problems], focus: .detail), detailCursor: 1)
        #expect(state.inputMode == .problems)
        let enter = try! #require(environment.keymap.action(for: .enter, mode: state.inputMode))
        #expect(enter == .edit)
        #expect(state.apply(enter, in: environment).contains(.edit(EditRequest(path: "/home/cook/recipes/Mains/Pizza.cook", line: 5))))
        var waiting = appState(NavigationModel(selectedCategory: "dessert", path: [.recipe("apple-pie"), .problems], focus: .detail))
        let effects = waiting.apply(.edit, in: AppEnvironment(catalog: bundledCatalog))
        #expect(!effects.contains { if case .edit = $0 { true } else { false } })
        #expect(waiting.notice == "Nothing to edit yet: the doctor is still examining the data.")
    }

    @Test("→ on a problem opens the recipe it is in; Enter elsewhere still goes forward")
    func forwardOpensTheRecipe() {
        let environment = AppEnvironment(catalog: bundledCatalog, problems: DoctorFindings(dataPath: TestCatalogs.bundledPath, isCollection: false, outcome: .report(DoctorReport(files: [
            DoctorReport.FileProblems(file: TestCatalogs.bundledPath, recipeID: "pie-crust", problems: [DoctorReport.Problem(severity: .warning, kind: "limit", message: "cut")]),
        ], recipeCount: 1))))
        var state = appState(NavigationModel(selectedCategory: "dessert", path: [.recipe("apple-pie"), .problems], focus: .detail))
        _ = state.apply(.forward, in: environment)
        #expect(state.navigation.path == [.recipe("apple-pie"), .problems, .recipe("pie-crust")])
        #expect(Keymap.standard.action(for: .enter, mode: .commands) == .forward)
    }
}
