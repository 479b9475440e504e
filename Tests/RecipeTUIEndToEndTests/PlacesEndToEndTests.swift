import Foundation
import RecipeTestSupport
import Testing

/// One saved place per data source: the bundled catalog and each collection keep theirs, whatever is opened in between.
@Suite("A saved place per data source, end to end")
struct PlacesEndToEndTests {
    /// Where the places of a session live: its own `XDG_STATE_HOME`.
    static func stateHome(of session: TmuxSession) -> String { session.scratch + "/xdg-state" }

    /// Starts recipe-tui with no `--state`, so that it keeps the place of its data source; `data` nil for the bundled catalog.
    @discardableResult
    static func start(_ session: TmuxSession, data: String?) throws -> Int {
        var command = ["env", "XDG_STATE_HOME=" + stateHome(of: session), try RecipeTUIApp.binary(), "--date", RecipeTUIApp.fixedDate]
        if let data { command += ["--data", data] }
        return try session.runCommand(command)
    }

    /// A collection whose top-level folder `drink` has the name of a bundled category's ID; `Baking` sorts first.
    static func drinkCollection(in folder: String) throws -> String {
        let path = folder + "/Other Recipes"
        for (name, text) in ["drink/Chai.cook": "Boil @water{1%cup} with @tea{2%tsp}.\n", "Baking/Bread.cook": "Knead @flour{500%g}.\n"] {
            try FileManager.default.createDirectory(atPath: (path + "/" + name as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path + "/" + name))
        }
        return path
    }

    /// Quits with `q` and waits for command `number` to exit with 0.
    static func quit(_ session: TmuxSession, command number: Int) throws {
        try session.sendKeys("q")
        #expect(try session.waitForExit(ofCommand: number) == 0)
    }

    /// Waits for the frame of a launch and checks that its bottom line says nothing of lost recipes.
    @discardableResult
    static func waitForLaunch(_ session: TmuxSession, _ what: String, breadcrumb: String) throws -> [String] {
        let lines = try session.waitUntil(what) { $0.first == Screen.topBar(breadcrumb) && $0.last?.hasSuffix(" [t]") == true }
        #expect(!lines.joined().contains("no longer exist"), "\(TmuxSession.framed(lines))")
        #expect(TmuxSession.notice(in: lines) == nil, "\(TmuxSession.framed(lines))")
        return lines
    }

    @Test("Bundled › Masala Chai, a collection, another collection with a folder named drink, and back: each place returns, nothing reported lost")
    func switchingSources() throws {
        let session = try TmuxSession()
        let collection = try CooklangEndToEndTests.copyOfBundledCollection(into: session.scratch)
        let other = try Self.drinkCollection(in: session.scratch)

        // The bundled catalog, found beside the executable's source tree: Drinks is the eighth category, Masala Chai its sixth recipe (the lemonade sorts by its name, after its emoji).
        var command = try Self.start(session, data: nil)
        try session.waitForAppFrame()
        try session.sendKeys(Array(repeating: "Down", count: 7) + ["Right"] + Array(repeating: "Down", count: 5) + ["Right"])
        try session.waitUntil("Masala Chai is open in the focused detail") { lines in
            lines[0] == Screen.topBar(" Drinks › Masala Chai") && lines[1].hasSuffix("│▶ Detail")
        }
        try Self.quit(session, command: command)

        // The bundled place stays out of the collection's way: it opens fresh, with no notice about Masala Chai.
        command = try Self.start(session, data: collection)
        let fresh = try session.waitForAppFrame()
        #expect(TmuxSession.notice(in: fresh) == nil, "\(TmuxSession.framed(fresh))")
        #expect(!fresh.joined().contains("masala-chai"))
        try session.sendKeys("Down", "Down", "Down", "Right", "Down", "Right")
        try session.waitUntil("Pizza Margherita is open in the collection") { $0[0] == Screen.topBar(" Mains › Pizza Margherita") }
        try Self.quit(session, command: command)

        // A folder named like the bundled category `drink` does not open on it: a fresh start selects the first category.
        command = try Self.start(session, data: other)
        let otherFresh = try session.waitForAppFrame()
        #expect(otherFresh[0] == Screen.topBar(" Baking"), "\(TmuxSession.framed(otherFresh))")
        #expect(TmuxSession.notice(in: otherFresh) == nil, "\(TmuxSession.framed(otherFresh))")
        try session.sendKeys("Right", "Right")
        try session.waitUntil("Bread is open in the other collection") { $0[0] == Screen.topBar(" Baking › Bread") }
        try Self.quit(session, command: command)

        // The bundled file named by --data is the bundled catalog too: same place.
        command = try Self.start(session, data: RecipeTUIApp.dataPath)
        try Self.waitForLaunch(session, "the bundled place is back", breadcrumb: " Drinks › Masala Chai")
        try Self.quit(session, command: command)
        command = try Self.start(session, data: collection)
        try Self.waitForLaunch(session, "the collection's place is back", breadcrumb: " Mains › Pizza Margherita")
        try Self.quit(session, command: command)
        command = try Self.start(session, data: other)
        try Self.waitForLaunch(session, "the other collection's place is back", breadcrumb: " Baking › Bread")
        try Self.quit(session, command: command)

        let places = try FileManager.default.contentsOfDirectory(atPath: Self.stateHome(of: session) + "/recipe-tui/places").sorted()
        #expect(places.count == 3, "\(places)")
        // bundled.json, and for each collection its folder's name and 16 hex digits of its real path's hash.
        #expect(places.contains("bundled.json"))
        for name in ["My_Recipes-", "Other_Recipes-"] {
            #expect(places.contains { $0.hasPrefix(name) && $0.hasSuffix(".json") && $0.count == name.count + 16 + ".json".count }, "\(places)")
        }
    }

    @Test("The single state.json of earlier versions is left to the collection and taken by the bundled data it was saved with")
    func migratesLegacyState() throws {
        let session = try TmuxSession()
        let collection = try CooklangEndToEndTests.copyOfBundledCollection(into: session.scratch)
        let folder = Self.stateHome(of: session) + "/recipe-tui"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let legacy = folder + "/state.json"
        let saved = #"{"columnVisibility": "all", "focus": "detail", "path": [{"recipe": "masala-chai"}], "selectedCategory": "drink", "version": 2}"#
        try Data(saved.utf8).write(to: URL(fileURLWithPath: legacy))

        var command = try Self.start(session, data: collection)
        let fresh = try session.waitForAppFrame()
        #expect(TmuxSession.notice(in: fresh) == nil, "\(TmuxSession.framed(fresh))")
        try Self.quit(session, command: command)
        #expect(FileManager.default.contents(atPath: legacy) == Data(saved.utf8))

        command = try Self.start(session, data: nil)
        try Self.waitForLaunch(session, "the old place opens on the bundled data", breadcrumb: " Drinks › Masala Chai")
        try Self.quit(session, command: command)
        #expect(!FileManager.default.fileExists(atPath: legacy))
        let place = try #require(FileManager.default.contents(atPath: folder + "/places/bundled.json"))
        #expect(SavedState(data: place) == SavedState(selectedCategory: "drink", path: ["masala-chai"], focus: "detail"))
    }
}
