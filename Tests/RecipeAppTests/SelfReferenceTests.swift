import Foundation
import RecipeModel
import RecipeNavigation
import RecipeTestSupport
import Testing

@testable import RecipeApp

/// A recipe whose ingredient references its own file (a sourdough fed from its own starter).
@Suite("A recipe that references itself")
struct SelfReferenceTests {
    @Test("Its reference is a link to itself, not a recipe not found, and → pushes it once more")
    func linksToItself() throws {
        // References are read from the collection's folder, so the file in Bread names itself with its folder.
        let root = try makeCooklangFolder(text: ["Bread/Sourdough.cook": "Feed @./Bread/Sourdough{100%g} with @flour{100%g}.\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = try RecipeCatalog(cooklangFolder: root.path)
        #expect(catalog.warnings.isEmpty)
        let id = "Bread/Sourdough"
        let detail = try #require(loadedDetailContent(.recipe(id), catalog: catalog, width: 60))
        let lines = (0..<detail.lineCount).map { detail.line(at: $0).text.string }
        #expect(lines.contains { $0.hasSuffix("Sourdough → recipe") })
        #expect(!lines.contains { $0.contains("(recipe not found)") })
        #expect((0..<detail.selectableCount).map(detail.route(ofSelectable:)) == [.recipe(id), .ingredient("flour")])

        var navigation = NavigationModel()
        navigation.apply(.openLink(try DeepLink(parsing: "recipes://Bread/Bread%2FSourdough", in: catalog)), in: catalog)
        var state = appState(navigation)
        state.apply(.forward, in: catalog)
        #expect(state.navigation.path == [.recipe(id), .recipe(id)])
    }

    @Test("A loose recipe's reference to itself is a link too")
    func looseRecipe() throws {
        let root = try makeCooklangFolder(text: ["Same.cook": "Add @./Same{} to itself.\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = try RecipeCatalog(cooklangFolder: root.path)
        #expect(catalog.warnings.isEmpty)
        let detail = try #require(loadedDetailContent(.recipe("Same"), catalog: catalog, width: 60))
        #expect((0..<detail.lineCount).contains { detail.line(at: $0).text.string.hasSuffix("Same → recipe") })
        #expect((0..<detail.selectableCount).map(detail.route(ofSelectable:)) == [.recipe("Same")])
    }
}
