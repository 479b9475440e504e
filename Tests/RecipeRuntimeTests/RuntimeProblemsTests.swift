import CooklangCatalog
import Foundation
import RecipeApp
import RecipeModel
import RecipeNavigation
import RecipeTestSupport
import Testing

@testable import RecipeRuntime

/// The Problems screen in the running app: the doctor run by the runtime's examiner off the key path,
/// its findings handed back as an action, Enter running the editor at the problem's line, a reload
/// examining again.
@Suite("Runtime, the Problems screen")
struct RuntimeProblemsTests {
    static let collection = [
        "Mains/Pizza.cook": "Stretch @dough{1%ball}.\nServe @./Shared/Missing{}.\n",
        "Mains/Soup.cook": "Simmer @water{1%l}.\n",
    ]

    /// An examiner whose work runs at once, on the runtime's thread.
    static func examiner() -> ProblemsExaminer {
        ProblemsExaminer(startThread: { body in
            body()
            return true
        })
    }

    static func runtime(
        _ catalog: RecipeCatalog, examiner: ProblemsExaminer, reloader: ScriptedReloader? = nil, editor: FakeEditor = FakeEditor(), script: [ScriptedTerminal.Step]
    ) -> Runtime {
        let clock = ManualClock()
        let terminal = ScriptedTerminal(size: Size(width: 120, height: 40), clock: clock)
        terminal.script = script
        let navigation = NavigationModel(selectedCategory: "Mains", path: [.recipe("Mains/Pizza")], focus: .detail)
        return Runtime(
            state: AppState(navigation: navigation, size: Size(width: 120, height: 40), today: CalendarDate(year: 2026, month: 11, day: 26)!),
            environment: AppEnvironment(catalog: catalog), terminal: terminal, clock: clock, writer: RecordingWriter(), reloader: reloader, editor: editor,
            problemsExaminer: examiner, launch: Runtime.Launch(processEnvironment: ["EDITOR": "vim"]))
    }

    @Test("! has the examiner run the doctor; its findings come back as an action and show; Enter runs the editor at the problem's line")
    func examineThenEdit() throws {
        let root = try makeCooklangFolder(text: Self.collection)
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = try RecipeCatalog(cooklangFolder: root.path)
        let editor = FakeEditor()
        let runtime = Self.runtime(catalog, examiner: Self.examiner(), editor: editor, script: [.keys(.character("!")), ScriptedTerminal.Step(), .keys(.enter)])
        var examined = 0
        runtime.willApply = { if case .problemsExamined = $0 { examined += 1 } }
        _ = runtime.run()
        #expect(examined == 1)
        #expect(runtime.state.navigation.path == [.recipe("Mains/Pizza"), .problems])
        let report = try #require(runtime.environment.problems?.report)
        #expect(report.files.map(\.file) == ["Mains/Pizza.cook"])
        #expect(report.files.first?.problems.first?.line == 2)
        #expect(editor.commands.map(\.arguments) == [["/bin/sh", "-c", "exec vim \"$@\"", "vim", "+2", root.path + "/Mains/Pizza.cook"]])
    }

    @Test("A reload keeps the findings, out of date, and the screen has the doctor examine the new data")
    func reloadExaminesAgain() throws {
        let root = try makeCooklangFolder(text: Self.collection)
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = try RecipeCatalog(cooklangFolder: root.path)
        let reloader = ScriptedReloader()
        var examinations = 0
        let examiner = ProblemsExaminer(startThread: { body in
            examinations += 1
            body()
            return true
        })
        let runtime = Self.runtime(catalog, examiner: examiner, reloader: reloader, script: [.keys(.character("!")), ScriptedTerminal.Step(), ScriptedTerminal.Step()])
        var findings: [DoctorFindings?] = []
        runtime.willApply = { action in
            switch action {
            case .problemsExamined(let examined):
                findings.append(examined.findings)
                guard examinations == 1 else { return }
                // The broken reference is mended on disk, and the data reloads.
                try? Data("Stretch @dough{1%ball}.\nServe @./Mains/Soup{}.\n".utf8).write(to: root.appendingPathComponent("Mains/Pizza.cook"))
                let newer = try! RecipeCatalog(cooklangFolder: root.path)
                reloader.outcomes = [.reloaded(CatalogReloader.Reloaded(
                    catalog: newer, difference: CatalogDifference(from: catalog, to: newer), folders: DataFolders(folders: [], fileNames: nil), sawChanges: true))]
            case .reloaded(let reload):
                findings.append(reload.environment.problems)
            default:
                break
            }
        }
        _ = runtime.run()
        #expect(examinations == 2)
        #expect(findings.map { $0?.isCurrent } == [true, false, true])
        #expect(findings.map { $0?.report?.errorCount } == [1, 1, 0])
        #expect(runtime.environment.problems?.report?.files == [])
    }

    @Test("The examiner runs one examination at a time: asked again for the same load it does nothing more; for a newer load, it runs again after, the first findings out of date")
    func oneAtATime() throws {
        let root = try makeCooklangFolder(text: Self.collection)
        defer { try? FileManager.default.removeItem(at: root) }
        final class Pending { var bodies: [@Sendable () -> Void] = [] }
        let pending = Pending()
        let examiner = ProblemsExaminer(startThread: { body in
            pending.bodies.append(body)
            return true
        })
        final class Load {}
        let first = Load(), second = Load()
        #expect(examiner.start(dataPath: root.path, isCollection: true, load: ObjectIdentifier(first)))
        #expect(examiner.start(dataPath: root.path, isCollection: true, load: ObjectIdentifier(first)))
        #expect(pending.bodies.count == 1)
        #expect(examiner.takeFinished() == nil)
        #expect(examiner.start(dataPath: root.path, isCollection: true, load: ObjectIdentifier(second)))
        #expect(pending.bodies.count == 1)
        pending.bodies[0]()
        let before = try #require(examiner.takeFinished())
        #expect(!before.isCurrent)
        #expect(before.report?.errorCount == 1)
        #expect(pending.bodies.count == 2)
        pending.bodies[1]()
        let after = try #require(examiner.takeFinished())
        #expect(after.isCurrent)
        #expect(pending.bodies.count == 2)
        #expect(examiner.takeFinished() == nil)
    }

    @Test("A folder that cannot be read is a finding of its own: the screen says why")
    func unreadable() {
        let findings = ProblemsExaminer.examine(dataPath: "/nonexistent-recipes", isCollection: true)
        guard case .failed(let reason) = findings.outcome else {
            Issue.record("expected a failure, got \(findings.outcome)")
            return
        }
        #expect(reason.contains("/nonexistent-recipes"))
    }
}
