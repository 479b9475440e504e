@testable import RecipeApp
import CooklangCatalog
import Foundation
import RecipeModel
import RecipeNavigation
import RecipeTestSupport
import Testing

/// A referenced file moved while the app runs: references to its old path follow it for the session,
/// the notice says so, and the referencing file is not rewritten.
@Suite("References follow a moved file for the session")
struct FollowedMovesTests {
    static let margherita = "Pizza/Margherita.cook"
    static let margheritaText = "Top @./Base/Dough{1%ball} with @cheese{100%g}.\n"

    /// The collection before the move: the dough in Base, the pizza referencing it by that path.
    static func makeFolder() throws -> URL {
        try makeCooklangFolder(text: [
            "Base/Dough.cook": "Mix @flour{500%g} and @water{300%ml}.",
            margherita: margheritaText,
            "Pizza/Marinara.cook": "Spread @tomatoes{1%tin}.",
        ])
    }

    static func move(_ from: String, _ to: String, in root: URL) throws {
        let target = root.appendingPathComponent(to)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: root.appendingPathComponent(from), to: target)
    }

    /// The state after a live reload from `old` to `new`, the moves followed as the runtime follows them.
    static func reloaded(_ state: AppState, from old: RecipeCatalog, to loaded: RecipeCatalog) -> (state: AppState, catalog: RecipeCatalog) {
        var new = loaded
        var difference = CatalogDifference(from: old, to: new)
        new.followMoves(&difference, from: old)
        var state = state
        let reload = DataReload(environment: AppEnvironment(catalog: new), difference: difference, dataName: "recipes")
        _ = state.apply(.reloaded(reload), in: AppEnvironment(catalog: old))
        return (state, new)
    }

    @Test("Base/Dough.cook moves to Shared/: the pizza's reference opens it there, the notice says so, the pizza's file is unchanged")
    func followsTheMove() throws {
        let root = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let old = try RecipeCatalog(cooklangFolder: root.path)
        var state = appState(NavigationModel(selectedCategory: "Pizza", path: .recipes(["Pizza/Margherita"]), focus: .recipes))
        state.prepareForFirstFrame(in: old)
        #expect(state.render(in: old).lines.contains { $0.contains("Dough → recipe") })

        try Self.move("Base/Dough.cook", "Shared/Dough.cook", in: root)
        let (after, new) = Self.reloaded(state, from: old, to: try RecipeCatalog(cooklangFolder: root.path))

        #expect(new.cooklang?.followedMoves == ["Base/Dough": "Shared/Dough"])
        // Margherita, on screen, counts as changed: the links its file's references make did change.
        #expect(after.notice == "recipes changed: category \"Base\" was removed; \"Margherita\" changed; \"Dough\" moved to \"Shared\"; "
            + "a reference to the old path follows the move until you quit (the files are not changed); category \"Shared\" was added.")
        let lines = after.render(in: new).lines
        #expect(lines.contains { $0.contains("Dough → recipe") }, "\(lines.joined(separator: "\n"))")
        #expect(!lines.contains { $0.contains("(recipe not found)") })
        #expect(try #require(after.detailContent(in: new)).route(ofSelectable: 0) == .recipe("Shared/Dough"))
        #expect(try String(contentsOf: root.appendingPathComponent(Self.margherita), encoding: .utf8) == Self.margheritaText)

        // Opening it goes to the file where it is now.
        var opened = after
        opened.apply([.focusNext, .forward], in: new)
        #expect(opened.navigation.path == .recipes(["Pizza/Margherita", "Shared/Dough"]))
    }

    @Test("Moved twice: the first path follows to the latest; a file at the old path again is what the reference names")
    func movedTwice() throws {
        let root = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let first = try RecipeCatalog(cooklangFolder: root.path)
        let state = ReloadFittingTests.showing(NavigationModel(selectedCategory: "Pizza", path: .recipes(["Pizza/Margherita"]), focus: .recipes), in: first)
        try Self.move("Base/Dough.cook", "Shared/Dough.cook", in: root)
        let (moved, second) = Self.reloaded(state, from: first, to: try RecipeCatalog(cooklangFolder: root.path))
        try Self.move("Shared/Dough.cook", "Basics/Dough.cook", in: root)
        let (_, third) = Self.reloaded(moved, from: second, to: try RecipeCatalog(cooklangFolder: root.path))
        #expect(third.cooklang?.followedMoves == ["Base/Dough": "Basics/Dough", "Shared/Dough": "Basics/Dough"])

        // A new file at the old path: the reference names it again, and nothing is followed to the moved one.
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Base"), withIntermediateDirectories: true)
        try "Knead @flour{1%kg}.".write(to: root.appendingPathComponent("Base/Dough.cook"), atomically: true, encoding: .utf8)
        var fourth = try RecipeCatalog(cooklangFolder: root.path)
        var difference = CatalogDifference(from: third, to: fourth)
        fourth.followMoves(&difference, from: third)
        #expect(fourth.cooklang?.followedMoves == ["Shared/Dough": "Basics/Dough"])
        #expect(difference.followedReferences == 0)
    }

    @Test("A relaunch reads the references as the files write them: the move is not remembered")
    func relaunchDoesNotFollow() throws {
        let root = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try Self.move("Base/Dough.cook", "Shared/Dough.cook", in: root)
        let fresh = try RecipeCatalog(cooklangFolder: root.path)
        #expect(fresh.cooklang?.followedMoves == [:])
        let state = ReloadFittingTests.showing(NavigationModel(selectedCategory: "Pizza", path: .recipes(["Pizza/Margherita"]), focus: .recipes), in: fresh)
        #expect(state.render(in: fresh).lines.contains { $0.contains("Dough (recipe not found)") })
    }
}
