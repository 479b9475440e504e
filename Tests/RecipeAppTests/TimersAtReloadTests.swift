@testable import RecipeApp
import CooklangCatalog
import Foundation
import RecipeModel
import RecipeNavigation
import RecipeTestSupport
import Testing

/// A live reload fits the kitchen timers as a relaunch does, at the reload: those of a deleted recipe go, with a notice.
@Suite("Timers at a live reload")
struct TimersAtReloadTests {
    static let wall = 1_800_000_000.0

    static func makeFolder() throws -> URL {
        try makeCooklangFolder(text: [
            "Bread/Loaf.cook": "Prove ~rise{1%hour}.\n",
            "Bread/Toast.cook": "Toast the @bread ~{3%minutes}.\n",
        ])
    }

    /// The toast open in the list, a timer running for each of the two recipes.
    static func timing(in catalog: RecipeCatalog) -> AppState {
        var state = appState(NavigationModel(selectedCategory: "Bread", path: .recipes(["Bread/Toast"]), focus: .recipes))
        state.prepareForFirstFrame(in: catalog)
        state.timers = CookTimers(
            timers: [
                CookTimer(id: 1, name: "Rise", recipeID: "Bread/Loaf", step: 1, endsAt: Self.wall + 3600),
                CookTimer(id: 2, name: "Toast step 1", recipeID: "Bread/Toast", step: 1, endsAt: Self.wall + 180),
            ], now: Self.wall)
        return state
    }

    static func reloaded(_ state: AppState, from old: RecipeCatalog, to loaded: RecipeCatalog) -> (state: AppState, effects: [Effect]) {
        var new = loaded
        var difference = CatalogDifference(from: old, to: new)
        new.followMoves(&difference, from: old)
        var state = state
        let reload = DataReload(environment: AppEnvironment(catalog: new), difference: difference, dataName: "recipes")
        let effects = state.apply(.reloaded(reload), in: AppEnvironment(catalog: old))
        return (state, effects)
    }

    @Test("The loaf's file is deleted while its timer runs: the timer is dropped at the reload, the notice names it, the place is saved")
    func deletedRecipesTimerDropped() throws {
        let root = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let old = try RecipeCatalog(cooklangFolder: root.path)
        let state = Self.timing(in: old)
        try FileManager.default.removeItem(at: root.appendingPathComponent("Bread/Loaf.cook"))
        let new = try RecipeCatalog(cooklangFolder: root.path)
        let (after, effects) = Self.reloaded(state, from: old, to: new)

        #expect(after.timers == CookTimers(timers: [state.timers.timers[1]], now: Self.wall))
        #expect(after.notice == "recipes changed: \"Loaf\" was removed. Timer \"Rise\" dropped: the recipe no longer exists.")
        #expect(effects.contains(.save))
        #expect(after.savedView(in: AppEnvironment(catalog: new)).timers == [state.timers.timers[1]])
        #expect(after.render(in: new).lines.contains { $0.hasPrefix(" Toast step 1 0:03:00") && !$0.contains("Rise") })
    }

    @Test("Both recipes deleted with the timers box open: every timer goes, the box closes, the strip with them")
    func allDropped() throws {
        let root = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let old = try RecipeCatalog(cooklangFolder: root.path)
        var state = Self.timing(in: old)
        state.apply(.showTimers, in: old)
        #expect(state.overlay == .timers(selected: 0))
        try FileManager.default.removeItem(at: root.appendingPathComponent("Bread/Loaf.cook"))
        try FileManager.default.removeItem(at: root.appendingPathComponent("Bread/Toast.cook"))
        try Data("Boil @water.\n".utf8).write(to: root.appendingPathComponent("Bread/Tea.cook"))
        let new = try RecipeCatalog(cooklangFolder: root.path)
        let (after, _) = Self.reloaded(state, from: old, to: new)

        #expect(after.timers.isEmpty)
        #expect(after.overlay == nil)
        #expect(after.notice?.hasSuffix(" Timers \"Rise\", \"Toast step 1\" dropped: the recipe no longer exists.") == true)
        #expect(after.layout.timerStrip == nil)
    }

    @Test("A reload that keeps the timers' recipes keeps the timers as they were, and says nothing of them")
    func keptTimers() throws {
        let root = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let old = try RecipeCatalog(cooklangFolder: root.path)
        let state = Self.timing(in: old)
        try Data("Prove ~rise{2%hours}.\n".utf8).write(to: root.appendingPathComponent("Bread/Loaf.cook"))
        let new = try RecipeCatalog(cooklangFolder: root.path)
        let (after, _) = Self.reloaded(state, from: old, to: new)
        #expect(after.timers == state.timers)
        #expect(after.notice?.contains("Timer") == false)
    }

    @Test("A timer that ended is not said again by each reload: the reload's notice says what changed, the ended timer stays to dismiss")
    func endedTimerNotRepeated() throws {
        let root = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let old = try RecipeCatalog(cooklangFolder: root.path)
        var state = Self.timing(in: old)
        _ = state.apply(.clockTick(Self.wall + 200), in: old)
        try Data("Prove ~rise{2%hours}.\n".utf8).write(to: root.appendingPathComponent("Bread/Loaf.cook"))
        let new = try RecipeCatalog(cooklangFolder: root.path)
        let (after, _) = Self.reloaded(state, from: old, to: new)
        #expect(after.timers == state.timers)
        #expect(after.notice?.contains("ended") == false)
        #expect(after.timerNotice == "Timer ended: Toast step 1 (Esc dismisses, T shows the timers)")
    }

    @Test("The loaf's file moves to another folder: its timer follows it under the new ID, and is kept")
    func movedRecipesTimerFollows() throws {
        let root = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let old = try RecipeCatalog(cooklangFolder: root.path)
        let state = Self.timing(in: old)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Loaves"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: root.appendingPathComponent("Bread/Loaf.cook"), to: root.appendingPathComponent("Loaves/Loaf.cook"))
        let new = try RecipeCatalog(cooklangFolder: root.path)
        let (after, _) = Self.reloaded(state, from: old, to: new)
        #expect(after.timers.timers.map(\.recipeID) == ["Loaves/Loaf", "Bread/Toast"])
        #expect(after.notice?.contains("dropped") == false)
    }
}
