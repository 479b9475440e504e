import Foundation
import RecipeTestSupport
import Testing

@Suite("A folder of Cooklang recipes, end to end")
struct CooklangEndToEndTests {
    /// A copy of the bundled collection in the session's scratch folder, without the recipe whose
    /// reference is broken on purpose, so that a launch starts without a notice.
    static func copyOfBundledCollection(into folder: String) throws -> String {
        let path = folder + "/My Recipes"
        try FileManager.default.copyItem(atPath: TestCatalogs.cooklangPath, toPath: path)
        try FileManager.default.removeItem(atPath: path + "/Weeknight Omelette.cook")
        return path
    }

    @Test("Browse to a recipe, push the recipe it references, quit, delete that file, relaunch onto what is left with a notice")
    func browsePushDeleteRelaunch() throws {
        let session = try TmuxSession()
        let collection = try Self.copyOfBundledCollection(into: session.scratch)
        let first = try session.startApp(data: collection)
        try session.waitForAppFrame()

        // Categories are the top-level folders, sorted: Baking, Breakfast, Desserts, Mains, ...
        try session.sendKeys("Down", "Down", "Down", "Right", "Down", "Right")
        try session.waitUntil("Pizza Margherita is open in the focused detail, the cursor on its first ingredient, a reference") { lines in
            lines[0] == Screen.topBar(" Mains › Pizza Margherita") && lines[1].hasSuffix("│▶ Detail")
                && lines.contains { $0.hasSuffix("│ ▸ 6 balls    Pizza Dough → recipe") }
        }
        try session.sendKeys("Enter")
        let pushed = try session.waitUntil("the referenced dough is pushed, and says where it is used") { lines in
            lines[0] == Screen.topBar(" Mains › Pizza Margherita › Pizza Dough · Doughs") && lines[1].hasSuffix("│▶ Detail · 2 deep")
        }
        #expect(pushed.contains { $0.hasSuffix("│ Used in") })
        #expect(pushed.contains { $0.hasSuffix("│   Rosemary Focaccia") })
        let saved = try session.waitForFile(session.statePath, "the pushed stack is saved") { SavedState(data: $0)?.path.count == 2 }
        #expect(SavedState(data: saved) == SavedState(selectedCategory: "Mains", path: ["Mains/Pizza Margherita", "Shared/Doughs/Pizza Dough"], focus: "detail"))
        try session.sendKeys("q")
        #expect(try session.waitForExit(ofCommand: first) == 0)

        try FileManager.default.removeItem(atPath: collection + "/Shared/Doughs/Pizza Dough.cook")
        try session.startApp(data: collection)
        // The recipe is longer than the pane, so the title marks more below it.
        let lines = try session.waitUntil("the app starts on what is left") { lines in
            lines.first?.hasSuffix("recipe-tui") == true && lines[1].hasSuffix("│▶ Detail                                               ↓ more")
        }
        #expect(lines[0] == Screen.topBar(" Mains › Pizza Margherita"))
        // The notice, wrapped over the bottom rows, names the dropped recipe first, then the reference now left as text.
        let notice = TmuxSession.notice(in: lines) ?? ""
        #expect(notice.hasPrefix(" Saved place changed: recipe \"Shared/Doughs/Pizza Dough\" no longer exists."), "\(notice)")
        #expect(notice.contains("Pizza Dough names no recipe of the collection"), "\(notice)")
        #expect(lines.contains { $0.hasSuffix("│   6 balls    Pizza Dough (recipe not found)") })
        let shortened = try session.waitForFile(session.statePath, "the shortened stack is saved") { SavedState(data: $0)?.path.count == 1 }
        #expect(SavedState(data: shortened) == SavedState(selectedCategory: "Mains", path: ["Mains/Pizza Margherita"], focus: "detail"))
    }

    @Test("A folder without a .cook file is one line naming it, exit 1, nothing created")
    func folderWithoutRecipes() throws {
        let scratchFolder = try ScratchFolder("recipe-e2e")
        defer { scratchFolder.remove() }
        let scratch = scratchFolder.path
        try FileManager.default.createDirectory(atPath: scratch + "/Empty/Sub", withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: scratch + "/Empty/Sub/plan.menu", contents: Data("@./x{}".utf8))
        let result = try DirectRun.app(["--data", scratch + "/Empty", "--state", scratch + "/state/state.json", "--date", RecipeTUIApp.fixedDate])
        #expect(result.status == 1)
        #expect(result.standardOutput == "")
        #expect(result.standardError == "recipe-tui: \(scratch)/Empty: no .cook file in this folder or below it\n")
        #expect(!FileManager.default.fileExists(atPath: scratch + "/state"))
    }
}
