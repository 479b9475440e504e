import Foundation
import Glibc
import RecipeTestSupport
import Testing

/// Data changed under the running app, from outside it, without a key pressed: the screen follows,
/// the place is fitted with a notice, and the state file names only what exists.
@Suite("Data changed while the app runs, end to end")
struct LiveReloadEndToEndTests {
    /// The bundled data as JSON values, to edit and write back.
    static func bundledData() throws -> [String: Any] {
        guard let data = FileManager.default.contents(atPath: RecipeTUIApp.dataPath),
            let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { throw EndToEndFailure("cannot read the bundled data") }
        return object
    }

    /// Writes `object` over the file at `path` in place: the same inode, every byte offset after the first change shifted.
    static func rewriteInPlace(_ object: [String: Any], at path: String) throws {
        let bytes = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
        let descriptor = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
        guard descriptor >= 0 else { throw EndToEndFailure("cannot open \(path) to rewrite it") }
        defer { close(descriptor) }
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written == bytes.count else { throw EndToEndFailure("short write to \(path)") }
    }

    /// Writes `object` to a new file and renames it over `path`, as editors save.
    static func replaceByRename(_ object: [String: Any], at path: String) throws {
        let bytes = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted])
        try bytes.write(to: URL(fileURLWithPath: path + ".new"))
        guard rename(path + ".new", path) == 0 else { throw EndToEndFailure("cannot rename over \(path)") }
    }

    static func inode(of path: String) -> UInt {
        var status = stat()
        return stat(path, &status) == 0 ? UInt(status.st_ino) : 0
    }

    /// The recipes of `object` changed by `edit`.
    static func editing(_ object: [String: Any], _ edit: (inout [[String: Any]]) -> Void) -> [String: Any] {
        var object = object
        var recipes = object["recipes"] as? [[String: Any]] ?? []
        edit(&recipes)
        object["recipes"] = recipes
        return object
    }

    @Test("A JSON file rewritten in place, replaced by rename with the recipe on top deleted, then with the root moved to another category")
    func jsonFile() throws {
        let session = try TmuxSession()
        let path = session.scratch + "/recipes.json"
        var data = try Self.bundledData()
        try Self.replaceByRename(data, at: path)
        let app = try session.startApp(data: path)
        try session.waitForAppFrame()
        try session.browseToApplePieAndPushTwoRelatedRecipes()

        // In place: a recipe added at the front shifts every recipe's bytes; the one on top is renamed.
        let inode = Self.inode(of: path)
        data = Self.editing(data) { recipes in
            recipes.insert(["id": "almond-tart", "name": "Almond Tart", "category": "dessert", "ingredients": [], "directions": ["Bake."]], at: 0)
            let index = recipes.firstIndex { $0["id"] as? String == "fruit-pie-filling" }!
            recipes[index]["name"] = "Spiced Fruit Filling"
        }
        try Self.rewriteInPlace(data, at: path)
        #expect(Self.inode(of: path) == inode)
        let rewritten = try session.waitUntil("the renamed recipe is on top, whole") { lines in
            lines[0] == Screen.topBar(" Desserts › Apple Pie › Pie Crust › Spiced Fruit Filling")
        }
        // Exactly these changes; today's recipe may stand beside them where the bar has room for its name.
        let notice = (TmuxSession.notice(in: rewritten) ?? "").replacing(/\ +\d{4}-\d\d-\d\d: .* \[t\]$/, with: "")
        #expect(notice == " recipes.json changed: \"Spiced Fruit Filling\" changed; \"Almond Tart\" was added.", "\(notice)")
        // Its ingredients are there: the detail was read from the new file, not from old offsets.
        #expect(rewritten.contains { $0.contains("│ Ingredients") })
        #expect(rewritten.contains { $0.hasSuffix("│ Spiced Fruit Filling") })

        // By rename: the recipe on top is gone; the stack shows the one below, and saves that.
        data = Self.editing(data) { recipes in
            recipes.removeAll { $0["id"] as? String == "fruit-pie-filling" }
            for index in recipes.indices {
                if let related = recipes[index]["related"] as? [String] { recipes[index]["related"] = related.filter { $0 != "fruit-pie-filling" } }
            }
        }
        try Self.replaceByRename(data, at: path)
        let popped = try session.waitUntil("the stack lost its top") { lines in
            lines[0] == Screen.topBar(" Desserts › Apple Pie › Pie Crust") && lines[1].hasSuffix("│▶ Detail · 2 deep")
        }
        #expect(TmuxSession.notice(in: popped)?.hasPrefix(" recipes.json changed: \"Spiced Fruit Filling\" was removed;") == true, "\(TmuxSession.notice(in: popped) ?? "")")
        try session.waitForFile(session.statePath, "the saved place lost the deleted recipe") {
            SavedState(data: $0) == SavedState(selectedCategory: "dessert", path: ["apple-pie", "pie-crust"], focus: "detail")
        }

        // The root recipe moves to another category: the selection follows it.
        data = Self.editing(data) { recipes in
            let index = recipes.firstIndex { $0["id"] as? String == "apple-pie" }!
            recipes[index]["category"] = "bread"
        }
        try Self.replaceByRename(data, at: path)
        let moved = try session.waitUntil("Apple Pie is in Breads & Pastry now") { lines in
            lines[0] == Screen.topBar(" Breads & Pastry › Apple Pie › Pie Crust")
        }
        #expect(TmuxSession.notice(in: moved)?.hasPrefix(" recipes.json changed: \"Apple Pie\" changed; \"Apple Pie\" moved from \"Desserts\" to \"Breads & Pastry\".") == true, "\(moved.suffix(3))")
        try session.waitForFile(session.statePath, "the saved place names the new category") {
            SavedState(data: $0) == SavedState(selectedCategory: "bread", path: ["apple-pie", "pie-crust"], focus: "detail")
        }
        try session.sendKeys("q")
        #expect(try session.waitForExit(ofCommand: app) == 0)
    }

    @Test("A file broken mid-edit keeps the last good version on screen and says why; fixing it reloads")
    func brokenThenFixed() throws {
        let session = try TmuxSession()
        let path = session.scratch + "/recipes.json"
        let data = try Self.bundledData()
        try Self.replaceByRename(data, at: path)
        let app = try session.startApp(data: path)
        try session.waitForAppFrame()

        try "{\"categories\": [".write(toFile: path + ".new", atomically: false, encoding: .utf8)
        rename(path + ".new", path)
        let broken = try session.waitUntil("the notice says the new version cannot be read") { lines in
            TmuxSession.notice(in: lines)?.hasPrefix(" recipes.json changed but cannot be read now, so the version read before stays on screen:") == true
        }
        #expect(broken[0] == Screen.topBar(" Breakfast"))
        #expect(broken.contains { $0.contains("│") && $0.contains("Breakfast Burrito") })

        try Self.replaceByRename(Self.editing(data) { $0.removeAll { $0["id"] as? String == "breakfast-burrito" } }, at: path)
        let fixed = try session.waitUntil("the fixed file is shown") { lines in
            TmuxSession.notice(in: lines)?.hasPrefix(" recipes.json changed: \"Breakfast Burrito\" was removed") == true
        }
        #expect(!fixed.contains { $0.contains("│") && $0.contains("Breakfast Burrito") }, "no pane shows it")
        try session.sendKeys("q")
        #expect(try session.waitForExit(ofCommand: app) == 0)
    }

    @Test("A Cooklang collection: a recipe added to the visible category appears, the referenced file on top deleted pops the stack, the file on screen moved to another folder is followed")
    func cooklangFolder() throws {
        let session = try TmuxSession()
        let collection = try CooklangEndToEndTests.copyOfBundledCollection(into: session.scratch)
        let app = try session.startApp(data: collection)
        try session.waitForAppFrame()
        try session.sendKeys("Down", "Down", "Down", "Right", "Down", "Right", "Enter")
        try session.waitUntil("the dough Pizza Margherita references is pushed") { lines in
            lines[0] == Screen.topBar(" Mains › Pizza Margherita › Pizza Dough · Doughs") && lines[1].hasSuffix("│▶ Detail · 2 deep")
        }

        try "Boil the @lasagne sheets{12}.\n".write(toFile: collection + "/Mains/Lasagne.cook", atomically: true, encoding: .utf8)
        let added = try session.waitUntil("Lasagne is listed among the Mains") { lines in
            lines.contains { $0.contains("│  Lasagne ") }
        }
        #expect(TmuxSession.notice(in: added)?.hasPrefix(" My Recipes changed: \"Lasagne\" was added. ") == true)

        try FileManager.default.removeItem(atPath: collection + "/Shared/Doughs/Pizza Dough.cook")
        let popped = try session.waitUntil("the stack is back on Pizza Margherita, its reference now plain text") { lines in
            lines[0] == Screen.topBar(" Mains › Pizza Margherita") && lines.contains { $0.hasSuffix("Pizza Dough (recipe not found)") }
        }
        // The two recipes that reference the dough changed: their reference is now plain text.
        #expect(TmuxSession.notice(in: popped)?.hasPrefix(" My Recipes changed: \"Pizza Dough · Doughs\" was removed; 2 recipes changed. ") == true, "\(TmuxSession.notice(in: popped) ?? "")")
        try session.waitForFile(session.statePath, "the saved place lost the deleted file") {
            SavedState(data: $0) == SavedState(selectedCategory: "Mains", path: ["Mains/Pizza Margherita"], focus: "detail")
        }

        // The file on screen moves to another folder, another category: the place follows it.
        try FileManager.default.moveItem(atPath: collection + "/Mains/Pizza Margherita.cook", toPath: collection + "/Baking/Pizza Margherita.cook")
        let moved = try session.waitUntil("Pizza Margherita is in Baking now") { lines in
            lines[0] == Screen.topBar(" Baking › Pizza Margherita")
        }
        #expect(TmuxSession.notice(in: moved)?.hasPrefix(" My Recipes changed: \"Pizza Margherita\" moved to \"Baking\".") == true, "\(TmuxSession.notice(in: moved) ?? "")")
        try session.waitForFile(session.statePath, "the saved place names the moved file") {
            SavedState(data: $0) == SavedState(selectedCategory: "Baking", path: ["Baking/Pizza Margherita"], focus: "detail")
        }
        try session.sendKeys("q")
        #expect(try session.waitForExit(ofCommand: app) == 0)
    }
}
