import Foundation
import Testing
@testable import CooklangCatalog
import RecipeModel
import RecipeTestSupport

@Suite("The doctor: everything wrong in a collection, grouped by file")
struct CollectionDoctorTests {
    static let broken = [
        "Mains/Pizza.cook": "Stretch @./Shared/Dough{1%ball}, top with @cheese{100%g}.\nServe @./Shared/Missing{}.",
        "Mains/Pizza Again.cook": "---\ntitle: Pizza\n---\nBake @dough{}.",
        "Shared/Dough.cook": ">> servings: 6\nMix @flour{500%g}.",
        "Broken.cook": "---\ntitle: Never closed\nMix @a.",
    ]

    /// Examines a collection written from `files`, reading its files from the disk.
    static func report(_ files: [String: String]) throws -> DoctorReport {
        let root = try makeCooklangFolder(text: files)
        defer { try? FileManager.default.removeItem(at: root) }
        return CollectionDoctor.examine(try RecipeCatalog(cooklangFolder: root.path))
    }

    @Test("A broken reference, an unclosed front matter, a deprecated >> line and a repeated title, each at its file, line and column")
    func brokenCollection() throws {
        let report = try Self.report(Self.broken)
        // The files with an error first, then those with only warnings, each by path.
        #expect(report.files.map(\.file) == ["Broken.cook", "Mains/Pizza.cook", "Mains/Pizza Again.cook", "Shared/Dough.cook"])
        let pizza = try #require(report.files.first { $0.file == "Mains/Pizza.cook" })
        #expect(pizza.recipeID == "Mains/Pizza")
        #expect(pizza.problems == [DoctorReport.Problem(
            line: 2, column: 7, severity: .error, kind: "reference",
            message: "the reference ./Shared/Missing names no recipe of the collection; shown as text"
        )])
        let dough = try #require(report.files.first { $0.file == "Shared/Dough.cook" })
        #expect(dough.problems.map(\.kind) == ["deprecated-metadata"])
        #expect(dough.problems.first?.line == 1)
        let again = try #require(report.files.first { $0.file == "Mains/Pizza Again.cook" })
        #expect(again.problems.map(\.kind) == ["duplicate-title"])
        #expect(again.problems.first?.severity == .warning)
        let unclosed = try #require(report.files.first { $0.file == "Broken.cook" })
        #expect(unclosed.problems.map(\.kind) == ["parse"])
        #expect(unclosed.problems.first?.line == 1 && unclosed.problems.first?.column == 1 && unclosed.problems.first?.severity == .error)
        #expect(report.hasErrors)
        #expect(report.errorCount == 2 && report.warningCount == 2)
    }

    @Test("Ingredients the aisle file does not list are a warning of their file; a reference to a recipe is none, found or not")
    func unlistedIngredients() throws {
        let root = try makeCooklangFolder(text: Self.broken)
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = try RecipeCatalog(cooklangFolder: root.path)
        let report = CollectionDoctor.examine(catalog, read: { try? CooklangFileParsing.read($0) }, listed: { ["flour", "dough"].contains($0) })
        let pizza = try #require(report.files.first { $0.file == "Mains/Pizza.cook" })
        // `./Shared/Missing` is the file's reference error, not a thing to buy.
        #expect(pizza.problems.filter { $0.kind == "unlisted-ingredient" }.map(\.message) == ["no aisle of the aisle file lists \"cheese\""])
        // Its flour is listed: the file has only its `>>` line to say.
        #expect(report.files.first { $0.file == "Shared/Dough.cook" }?.problems.map(\.kind) == ["deprecated-metadata"])
    }

    @Test("References are recipes, not things to buy: @./Shared/Toast{} and a dangling @./Nope{} are no unlisted ingredient, read once or file by file")
    func referencesAreNoUnlistedIngredients() throws {
        let files = [
            "Mains/Eggs.cook": "Fry @eggs{2} and serve on @./Shared/Toast{}, with @./Nope{}.",
            "Shared/Toast.cook": "---\ntitle: Buttered Toast\n---\nToast @bread{2%slices}.",
        ]
        let root = try makeCooklangFolder(text: files)
        defer { try? FileManager.default.removeItem(at: root) }
        let listed: @Sendable (String) -> Bool = { $0 == "bread" }
        let examined = CollectionDoctor.examine(try CooklangExamination(cooklangFolder: root.path), listed: listed)
        let read = CollectionDoctor.examine(try RecipeCatalog(cooklangFolder: root.path), read: { try? CooklangFileParsing.read($0) }, listed: listed)
        for report in [examined, read] {
            let eggs = try #require(report.files.first { $0.file == "Mains/Eggs.cook" })
            #expect(eggs.problems.filter { $0.kind == "unlisted-ingredient" }.map(\.message) == ["no aisle of the aisle file lists \"eggs\""])
            #expect(eggs.problems.map(\.kind).contains("reference"))
        }
    }

    @Test("A reference is no unlisted ingredient when the referenced recipe's title differs from its file's name")
    func referenceUnderItsFileName() throws {
        let files = [
            "Mains/Pasta.cook": "Toss @spaghetti{200%g} with @./Shared/Tomato Sauce{1/2%batch}.",
            "Shared/Tomato Sauce.cook": "---\ntitle: Quick Tomato Sauce\n---\nSimmer @tomatoes{2%tins}.",
        ]
        let root = try makeCooklangFolder(text: files)
        defer { try? FileManager.default.removeItem(at: root) }
        let report = CollectionDoctor.examine(try RecipeCatalog(cooklangFolder: root.path), read: { _ in [] }, listed: { $0 == "tomatoes" })
        let pasta = try #require(report.files.first { $0.file == "Mains/Pasta.cook" })
        #expect(pasta.problems.map(\.message) == ["no aisle of the aisle file lists \"spaghetti\""])
    }

    @Test("Read once for the doctor, on two threads past a few dozen files, a collection gets the report of its catalog read file by file again")
    func examinationAgreesWithTheCatalog() throws {
        var files = Self.broken
        for number in 0..<60 {
            var text = "Mix @flour{\(number)%g} with @item \(number % 7){} and @./Shared/Dough{}."
            if number % 5 == 0 { text = ">> source: book \(number)\n" + text + "\n>> course: main" }
            if number % 11 == 0 { text += " Serve @./Nowhere/Missing{}." }
            files["Cat \(number % 3)/Recipe \(number % 50).cook"] = text
        }
        let root = try makeCooklangFolder(text: files)
        defer { try? FileManager.default.removeItem(at: root) }
        for listed in [nil, { @Sendable (name: String) in ["flour", "item 3"].contains(name) }] {
            let examined = CollectionDoctor.examine(try CooklangExamination(cooklangFolder: root.path), listed: listed)
            let read = CollectionDoctor.examine(try RecipeCatalog(cooklangFolder: root.path), read: { try? CooklangFileParsing.read($0) }, listed: listed)
            #expect(examined == read)
            #expect(examined.files.count > (listed == nil ? 15 : 40))
            #expect(examined.files.flatMap(\.problems).contains { $0.kind == "deprecated-metadata" && $0.line == 3 })
            #expect(examined.files.flatMap(\.problems).contains { $0.kind == "unlisted-ingredient" } == (listed != nil))
        }
    }

    @Test("Files with an error come before files with only warnings, in the text and the JSON alike, each group by path")
    func errorsFirst() throws {
        let report = try Self.report([
            "A/Old.cook": ">> servings: 2\nMix @a{}.",
            "B/Bad.cook": "Mix @./Nowhere/Gone{}.",
            "C/Old too.cook": ">> servings: 3\nMix @b{}.",
            "D/Worse.cook": "---\ntitle: never closed\nMix @c{}.",
        ])
        #expect(report.files.map(\.file) == ["B/Bad.cook", "D/Worse.cook", "A/Old.cook", "C/Old too.cook"])
        let headings = report.text.split(separator: "\n").filter { !$0.hasPrefix(" ") }.dropLast()
        #expect(headings == ["B/Bad.cook", "D/Worse.cook", "A/Old.cook", "C/Old too.cook"])
        let json = report.json
        let places = ["B/Bad.cook", "D/Worse.cook", "A/Old.cook", "C/Old too.cook"].map { json.range(of: "\"file\": \"\($0)\"")!.lowerBound }
        #expect(places == places.sorted())
    }

    @Test("A clean collection has nothing to say but how many recipes it read")
    func cleanCollection() throws {
        let report = try Self.report(["Mains/Stew.cook": "---\nservings: 4\n---\nSimmer @beef{1%kg}.", "Lemonade.cook": "Stir @lemons{6}."])
        #expect(report.files.isEmpty && !report.hasErrors)
        #expect(report.text == "No problems in 2 recipes.\n")
        #expect(report.json == "{\"recipes\": 2, \"errors\": 0, \"warnings\": 0, \"files\": []}\n")
    }

    @Test("The text and JSON forms say the same, JSON with its strings escaped")
    func output() {
        let report = DoctorReport(files: [DoctorReport.FileProblems(file: "Mains/\"Odd\".cook", recipeID: "Mains/\"Odd\"", problems: [
            DoctorReport.Problem(line: 3, column: 7, severity: .error, kind: "parse", message: "a bad\tthing"),
            DoctorReport.Problem(severity: .warning, kind: "skipped", message: "skipped"),
        ])], recipeCount: 5)
        #expect(report.text == "Mains/\"Odd\".cook\n  3:7     error    a bad\tthing\n  -       warning  skipped\n1 error and 1 warning in 1 file of 5 recipes.\n")
        #expect(report.json == #"{"recipes": 5, "errors": 1, "warnings": 1, "files": [{"file": "Mains/\"Odd\".cook", "recipe": "Mains/\"Odd\"", "problems": [{"line": 3, "column": 7, "severity": "error", "kind": "parse", "message": "a bad\tthing"}, {"severity": "warning", "kind": "skipped", "message": "skipped"}]}]}"# + "\n")
    }
}
