import Foundation
import Testing

/// `!` and `recipe-tui doctor` on a collection with a broken reference, as a new user would meet them.
@Suite("The Problems screen, end to end")
struct ProblemsEndToEndTests {
    @Test("recipe-tui doctor exits 1 on a broken reference; ! lists it by file, Enter opens the editor at its line, the mended file clears the screen, and the doctor exits 0")
    func brokenReferenceMended() throws {
        let session = try TmuxSession()
        let collection = session.scratch + "/Recipes"
        try FileManager.default.createDirectory(atPath: collection + "/Mains", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: collection + "/Sides", withIntermediateDirectories: true)
        try "Stretch @dough{1%ball}.\nServe with @./Sides/Salad{}.\n".write(toFile: collection + "/Mains/Pizza.cook", atomically: true, encoding: .utf8)
        try "Shred @cabbage{1}.\n".write(toFile: collection + "/Sides/Slaw.cook", atomically: true, encoding: .utf8)
        let message = "the reference ./Sides/Salad names no recipe of the collection; shown as text"

        let before = try DirectRun.app(["doctor", "--data", collection])
        #expect(before.status == 1)
        #expect(before.standardOutput == "Mains/Pizza.cook\n  2:12    error    \(message)\n1 error and 0 warnings in 1 file of 2 recipes.\n")

        let arguments = session.scratch + "/arguments.txt"
        // Records its arguments, then mends the reference in the file it was given, as the user would.
        let editor = try EditorEndToEndTests.script("vi", in: session, """
            printf '%s\\n' "$@" > \(TmuxSession.shellQuoted(arguments))
            for file; do :; done
            sed -i 's#./Sides/Salad#./Sides/Slaw#' "$file"
            """)
        let command = try EditorEndToEndTests.startApp(in: session, editor: editor, data: collection, link: "Mains/Mains%2FPizza")
        // The load's notice of the broken reference takes the bottom rows.
        try session.waitUntil("the app shows Pizza") { $0.first == Screen.topBar(" Mains › Pizza") && $0.contains { $0.hasSuffix("│ Pizza") } }
        try session.sendKeys("!")
        let listed = try session.waitUntil("the Problems screen lists the broken reference under its file") { lines in
            lines.first == Screen.topBar(" Mains › Pizza › Problems") && lines.contains { $0.hasSuffix("│ Mains/Pizza.cook") }
                && lines.contains { $0.hasSuffix("│ ▸ 2:12    error    the reference ./Sides/Salad names no") }
        }
        #expect(listed.contains { $0.hasSuffix("│ 1 error and 0 warnings in 1 file of 2 recipes.") })

        try session.sendKeys("Enter")
        let recorded = try session.waitForFile(arguments, "the editor ran") { !$0.isEmpty }
        #expect(String(decoding: recorded, as: UTF8.self) == "+2\n\(collection)/Mains/Pizza.cook\n")
        try session.waitUntil("back on the Problems screen, the doctor finds nothing wrong any more") { lines in
            lines.first == Screen.topBar(" Mains › Pizza › Problems") && lines.contains { $0.hasSuffix("│ No problems in 2 recipes.") }
        }
        #expect(SavedState.read(session.statePath) == SavedState(selectedCategory: "Mains", path: ["Mains/Pizza", "!"], focus: "detail"))
        try session.sendKeys("q")
        #expect(try session.waitForExit(ofCommand: command) == 0)

        let after = try DirectRun.app(["doctor", "--data", collection])
        #expect(after.status == 0)
        #expect(after.standardOutput == "No problems in 2 recipes.\n")
    }
    @Test("The files with an error come first; quit on a problem, relaunch, and the cursor is back on it once the doctor has looked")
    func cursorAcrossRelaunch() throws {
        let session = try TmuxSession()
        let collection = session.scratch + "/Recipes"
        try FileManager.default.createDirectory(atPath: collection + "/Mains", withIntermediateDirectories: true)
        try "Stretch @dough{1%ball}.\n".write(toFile: collection + "/Mains/Pizza.cook", atomically: true, encoding: .utf8)
        for name in ["Beans", "Cabbage", "Dal"] {
            try ">> servings: 2\n>> course: side\nCook @\(name.lowercased()){}.\n".write(toFile: collection + "/Mains/\(name).cook", atomically: true, encoding: .utf8)
        }
        try "Serve with @./Mains/Missing{}.\n".write(toFile: collection + "/Mains/Zucchini.cook", atomically: true, encoding: .utf8)

        let command = try EditorEndToEndTests.startApp(in: session, editor: "true", data: collection, link: "Mains/Mains%2FPizza")
        try session.waitUntil("the app shows Pizza") { $0.contains { $0.hasSuffix("│ Pizza") } }
        try session.sendKeys("!")
        // The file with the broken reference is listed before those with only `>>` lines, though its name sorts last.
        let listed = try session.waitUntil("the Problems screen lists Zucchini's error first") { lines in
            lines.contains { $0.hasSuffix("│ 1 error and 6 warnings in 4 files of 5 recipes.") }
        }
        let files = listed.compactMap { line in ["Zucchini", "Beans", "Cabbage", "Dal"].first { line.hasSuffix("│ Mains/\($0).cook") } }
        #expect(files == ["Zucchini", "Beans", "Cabbage", "Dal"])
        try session.sendKeys("j", "j", "j", "j")
        let chosen = try session.waitUntil("the cursor is on Cabbage's second >> line") { lines in
            lines.contains { $0.hasSuffix("│ ▸ 2:1     warning  `>>` metadata is deprecated; write it in") }
        }
        try session.sendKeys("q")
        #expect(try session.waitForExit(ofCommand: command) == 0)

        let again = [try RecipeTUIApp.binary(), "--data", collection, "--state", session.statePath, "--date", RecipeTUIApp.fixedDate]
        let relaunched = try session.runShellLine(again.map(TmuxSession.shellQuoted).joined(separator: " "))
        let restored = try session.waitUntil("the relaunch puts the cursor back on the same problem") { lines in
            lines.contains { $0.hasSuffix("│ ▸ 2:1     warning  `>>` metadata is deprecated; write it in") }
        }
        // The same rows in the detail, the cursor on the same one.
        func detail(_ lines: [String]) -> [String] {
            lines.compactMap { line in line.range(of: "│ ", options: .backwards).map { String(line[$0.upperBound...]) } }
                .filter { $0.contains("warning") || $0.contains("error") || $0.hasPrefix("Mains/") }
        }
        #expect(detail(restored) == detail(chosen))
        try session.sendKeys("q")
        #expect(try session.waitForExit(ofCommand: relaunched) == 0)
    }
}
