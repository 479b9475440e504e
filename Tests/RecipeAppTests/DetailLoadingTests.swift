import CooklangCatalog
import Foundation
import RecipeModel
import RecipeNavigation
import RecipeTestSupport
import Testing

@testable import RecipeApp

/// The detail is a value the catalog loads when a recipe is selected: the update asks for the read,
/// the layout never reads, and a huge recipe is laid out within bounds that it says.
@Suite("Loading the detail, and huge recipes")
struct DetailLoadingTests {
    /// A collection of one small recipe beside one huge one: 5,000 ingredients, and a step of one line of 200,000 characters.
    static let files: [String: String] = [
        "Mains/Small.cook": "Boil @water{1%l}.\n",
        "Mains/Huge.cook": (0..<5_000).map { "Add @spice \($0){1%g}." }.joined(separator: " ") + "\n\n"
            + String(repeating: "stir ", count: 40_000) + "\n",
    ]

    static func lines(_ content: DetailContent) -> [String] {
        (0..<content.lineCount).map { content.line(at: $0).text.string }
    }

    @Test("Selecting a recipe asks for its detail to be read; until then the detail says it is loading, and nothing reads the file")
    func loadedWhenAsked() throws {
        let root = try makeCooklangFolder(text: Self.files)
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = try RecipeCatalog(cooklangFolder: root.path)
        let environment = AppEnvironment(catalog: catalog)
        var state = appState(NavigationModel(selectedCategory: "Mains", path: [], focus: .recipes))
        state.prepareForFirstFrame(in: environment)
        let route = Route.recipe("Mains/Huge")
        let effects = state.apply(.move(.top), in: environment)
        #expect(state.navigation.visibleRoute == route)
        #expect(effects.contains(.loadDetail(route)))
        #expect(catalog.detailAtHand("Mains/Huge") == nil)
        let loading = try #require(state.detailContent(in: environment))
        #expect(Self.lines(loading) == ["Huge", "Loading…"])

        // The session reads it (here, at once) and says so: the detail is laid out from what was read.
        // Over 256 KiB: the session reads it on a thread of its own.
        #expect(catalog.detailReadSize("Mains/Huge") > 1 << 18)
        _ = catalog.loadDetail("Mains/Huge")
        state.notice = "kept"
        #expect(state.apply(.detailLoaded(route), in: environment) == [])
        #expect(state.notice == "kept", "data arriving is no key: the notice stays")
        let loaded = try #require(state.detailContent(in: environment))
        #expect(Self.lines(loaded).contains("Ingredients"))
        #expect(state.apply(.move(.down), in: environment).allSatisfy { $0 != .loadDetail(route) })
    }

    @Test("A read that found the data changed asks for a reload, and changes nothing else")
    func sourceChanged() {
        var state = appState(NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie"]), focus: .detail), notice: "kept")
        let before = state
        #expect(state.apply(.sourceChanged, in: AppEnvironment(catalog: bundledCatalog)) == [.reloadData])
        #expect(state == before)
    }

    @Test("A huge recipe shows its first 1,000 ingredients and says how many it has; a line too long is cut, with a mark")
    func hugeRecipeIsBounded() throws {
        let root = try makeCooklangFolder(text: Self.files)
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = try RecipeCatalog(cooklangFolder: root.path)
        let content = try #require(loadedDetailContent(.recipe("Mains/Huge"), catalog: catalog, width: 80))
        let lines = Self.lines(content)
        #expect(lines.contains("… showing the first 1,000 of 5,000 ingredients"))
        #expect(content.selectableCount == 1_000)
        #expect(lines.joined(separator: " ").contains("… [cut: the first 4,000 characters shown]"))
        // 1,000 rows and two steps cut to 4,000 characters each: not the 5,000 rows and 3,000 lines of the whole.
        #expect(content.lineCount < 2_000)
    }
}
