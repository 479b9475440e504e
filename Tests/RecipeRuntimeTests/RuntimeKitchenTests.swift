import CooklangCatalog
import Foundation
import RecipeApp
import RecipeModel
import RecipeNavigation
import RecipeTestSupport
import Testing

@testable import RecipeRuntime

/// A kitchen reader that reads at once, on the runtime's thread, and counts the reads asked for.
final class ImmediateKitchenReader: KitchenReading {
    private(set) var requests = 0
    private var finished: KitchenFiles?

    func request(_ read: @escaping @Sendable () -> KitchenFiles) {
        requests += 1
        finished = read()
    }

    func takeFinished() -> KitchenFiles? {
        defer { finished = nil }
        return finished
    }
}

/// The kitchen's files (plan, ticks, aisles, pantry, menus) read by the runtime after the first frame
/// and after each reload, and handed to the update as an action: the screens' context.
@Suite("Runtime, the kitchen's files")
struct RuntimeKitchenTests {
    static let collection = [
        "Soup.cook": "Add @onion{2} and @water{1%l}.",
        "Mains/Risotto.cook": "Stir @rice{300%g}.",
        ".shopping-list": "-- this week\n./Soup{2}\n./Mains/Risotto\n",
        ".shopping-checked": "+ onion\n",
        "Plans/week.menu": "== Monday (2026-11-23) ==\n@./Soup{}\n",
        "dinner.menu": "@./Mains/Risotto{2}\n",
        ".hidden/skipped.menu": "@./Soup{}\n",
    ]

    /// A runtime on the collection at `root`, with the kitchen reader given, that runs `script`.
    static func runtime(_ catalog: RecipeCatalog, kitchen: ImmediateKitchenReader, reloader: ScriptedReloader? = nil, script: [ScriptedTerminal.Step]) -> (Runtime, () -> [Action]) {
        let clock = ManualClock()
        let terminal = ScriptedTerminal(size: Size(width: 120, height: 40), clock: clock)
        terminal.script = script
        let runtime = Runtime(
            state: AppState(navigation: NavigationModel(), size: Size(width: 80, height: 24), today: CalendarDate(year: 2026, month: 11, day: 23)!),
            environment: AppEnvironment(catalog: catalog), terminal: terminal, clock: clock, writer: RecordingWriter(), reloader: reloader, editor: FakeEditor(),
            kitchenLoader: kitchen, launch: Runtime.Launch(processEnvironment: ["HOME": "/nonexistent-home"]))
        var actions: [Action] = []
        runtime.willApply = { actions.append($0) }
        return (runtime, { actions })
    }

    @Test("After the first frame the kitchen's files are read and applied as an action: the plan, its ticks and the menus, hidden folders skipped")
    func readAtLaunch() throws {
        let root = try makeCooklangFolder(text: Self.collection)
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = try RecipeCatalog(cooklangFolder: root.path)
        let kitchen = ImmediateKitchenReader()
        let (runtime, actions) = Self.runtime(catalog, kitchen: kitchen, script: [ScriptedTerminal.Step()])
        #expect(runtime.environment.kitchen == .unread)
        _ = runtime.run()
        #expect(kitchen.requests == 1)
        #expect(actions().contains { if case .kitchenLoaded = $0 { true } else { false } })
        let read = runtime.environment.kitchen
        #expect(read.isRead)
        #expect(read.shopping.plan.planEntries.count == 2)
        #expect(read.shopping.checked.isChecked("Onion"))
        #expect(read.menus.map(\.id) == ["Plans/week", "dinner"])
        #expect(read.menu("Plans/week")?.menu.sections.first?.entries.map(\.recipeID) == ["Soup"])
        #expect(read.shopping.problems.isEmpty && read.menuProblems.isEmpty)
    }

    @Test("A reload keeps the kitchen read before, then reads it again: a menu may have changed with the recipes")
    func readAgainAfterReload() throws {
        let root = try makeCooklangFolder(text: Self.collection)
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = try RecipeCatalog(cooklangFolder: root.path)
        let kitchen = ImmediateKitchenReader()
        let reloader = ScriptedReloader()
        try Data("@./Soup{}\n".utf8).write(to: root.appendingPathComponent("lunch.menu"))
        let newer = try RecipeCatalog(cooklangFolder: root.path)
        let reloaded = CatalogReloader.Reloaded(
            catalog: newer, difference: CatalogDifference(from: catalog, to: newer), folders: DataFolders(folders: [], fileNames: nil), sawChanges: true)
        let (runtime, actions) = Self.runtime(catalog, kitchen: kitchen, reloader: reloader, script: [ScriptedTerminal.Step(), ScriptedTerminal.Step()])
        // The data changes once the first read of the kitchen is on screen.
        let record = runtime.willApply
        runtime.willApply = { action in
            record?(action)
            if case .kitchenLoaded = action, kitchen.requests == 1 { reloader.outcomes = [.reloaded(reloaded)] }
        }
        _ = runtime.run()
        #expect(kitchen.requests == 2)
        let kinds = actions().compactMap { action -> String? in
            switch action {
            case .reloaded(let reload): reload.environment.kitchen.isRead ? "reloaded with the kitchen" : "reloaded without it"
            case .kitchenLoaded: "kitchen"
            default: nil
            }
        }
        #expect(kinds == ["kitchen", "reloaded with the kitchen", "kitchen"])
        #expect(runtime.environment.kitchen.menus.map(\.id) == ["Plans/week", "dinner", "lunch"])
    }

    @Test("A kitchen file changed on disk (the watcher saw it) is read again without reloading the catalog")
    func readAgainWhenChanged() throws {
        let root = try makeCooklangFolder(text: Self.collection)
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = try RecipeCatalog(cooklangFolder: root.path)
        let kitchen = ImmediateKitchenReader()
        let reloader = ScriptedReloader()
        let (runtime, actions) = Self.runtime(catalog, kitchen: kitchen, reloader: reloader, script: [ScriptedTerminal.Step(), ScriptedTerminal.Step()])
        // Another program ticks an item once the first read is on screen.
        let record = runtime.willApply
        runtime.willApply = { action in
            record?(action)
            if case .kitchenLoaded = action, kitchen.requests == 1 {
                try? Data("+ onion\n- onion\n".utf8).write(to: root.appendingPathComponent(".shopping-checked"))
                reloader.kitchenChanges = true
            }
        }
        _ = runtime.run()
        #expect(kitchen.requests == 2)
        #expect(!actions().contains { if case .reloaded = $0 { true } else { false } })
        #expect(!runtime.environment.kitchen.shopping.checked.isChecked("onion"))
    }

    @Test("The kitchen's files of a collection matter to the watcher apart from its recipes; hidden menus and other dot files do not")
    func kitchenNames() {
        let folders = DataFolders(folders: ["/c", "/c/config", "/c/Plans"], fileNames: nil)
        var collection = folders
        collection.collectionRoot = "/c"
        let cases: [(name: String, folder: String, kitchen: Bool)] = [
            (".shopping-list", "/c", true), (".shopping-checked", "/c", true), (".shopping-list", "/c/Plans", false),
            ("aisle.conf", "/c/config", true), ("pantry.conf", "/c/config", true), ("aisle.conf", "/c", false),
            ("week.menu", "/c/Plans", true), (".week.menu.swp", "/c/Plans", false), ("Soup.cook", "/c", false), ("week.menu", "/elsewhere", false),
        ]
        for (name, folder, kitchen) in cases {
            #expect(collection.kitchenMatters(name: name, in: folder, isFolder: false) == kitchen, "\(folder)/\(name)")
            #expect(!folders.kitchenMatters(name: name, in: folder, isFolder: false), "a JSON catalog's: \(folder)/\(name)")
        }
        #expect(!collection.kitchenMatters(name: "x.menu", in: "/c", isFolder: true))
        #expect(DataFolders(path: "/nonexistent-collection", isCollection: true).collectionRoot == "/nonexistent-collection")
    }

    @Test("A JSON catalog's plan in the state folder matters to the watcher as the kitchen's, never as the data's; the folder's coming too")
    func planFolderNames() {
        var folders = DataFolders(path: "/data/recipes.json", isCollection: false).watchingPlan(of: PlanFiles(collection: nil, environment: ["XDG_STATE_HOME": "/state"]))
        #expect(folders.planFolder == "/state/recipe-tui/plan")
        #expect(folders.watched.contains("/"), "the nearest folder above that exists")
        #expect(folders.kitchenMatters(name: "state", in: "/", isFolder: true))
        #expect(!folders.kitchenMatters(name: "etc", in: "/", isFolder: true))
        for (name, folder, kitchen) in [
            (".shopping-list", "/state/recipe-tui/plan", true), (".shopping-checked", "/state/recipe-tui/plan", true),
            (".shopping-list.tmp", "/state/recipe-tui/plan", false), ("state.json", "/state/recipe-tui", false), (".shopping-list", "/data", false),
        ] {
            #expect(folders.kitchenMatters(name: name, in: folder, isFolder: false) == kitchen, "\(folder)/\(name)")
            #expect(!folders.matters(name: name, in: folder, isFolder: false), "not the data's: \(folder)/\(name)")
        }
        #expect(!folders.matters(name: "", in: "/state/recipe-tui/plan", isFolder: true))
        #expect(folders.kitchenMatters(name: "plan", in: "/state/recipe-tui", isFolder: true))
        #expect(folders.matters(name: "recipes.json", in: "/data", isFolder: false))
        // A collection keeps its plan in its own folder: nothing more to watch.
        folders = DataFolders(path: "/c", isCollection: true).watchingPlan(of: PlanFiles(collection: "/c", environment: [:]))
        #expect(folders.planFolder == nil)
    }

    @Test("The watcher sees a JSON catalog's plan written by another program, and its folder made after the watch began")
    func planFolderWatched() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try scratch.folder("data")
        try scratch.file("data/recipes.json", "{}")
        try scratch.folder("state")
        let files = PlanFiles(collection: nil, environment: ["XDG_STATE_HOME": scratch.path + "/state"])
        let folders = DataFolders(path: scratch.path + "/data/recipes.json", isCollection: false).watchingPlan(of: files)
        let watcher = InotifyDataWatcher()
        #expect(watcher.follow(folders) == nil)
        // Neither the state folder nor the plan's exists yet (a first launch): their coming is seen from
        // the nearest folder above, and the plan's is watched from then on.
        try scratch.folder("state/recipe-tui")
        #expect(!watcher.takeChanges())
        try scratch.folder("state/recipe-tui/plan")
        #expect(!watcher.takeChanges())
        #expect(watcher.takeKitchenChanges())
        try scratch.file("state/recipe-tui/plan/.shopping-list", "./apple-pie\n")
        #expect(!watcher.takeChanges(), "the plan is no change of the data")
        #expect(watcher.takeKitchenChanges())
        #expect(!watcher.takeKitchenChanges())
        try scratch.file("data/recipes.json", "{ }")
        #expect(watcher.takeChanges())
    }
}
