import Foundation
import RecipeGenerator
import RecipeModel
import RecipeNavigation
import RecipeTestSupport
import Testing

@testable import RecipeApp

#if canImport(Glibc)
import Glibc
#endif

/// What the detail shows of a recipe it cannot read because the data file was rewritten under the
/// running app: the recipe's name and that it is being reloaded, never a part of it.
@Suite("The detail of a recipe whose data file changed since it was loaded")
final class ChangedDataFileDetailTests {
    let scratch: ScratchFolder
    let directory: URL
    let dataPath: String
    let bytes: [UInt8]

    init() throws {
        scratch = try ScratchFolder()
        directory = scratch.url
        dataPath = directory.appendingPathComponent("recipes.json").path
        // Over 1 MiB: its recipes are read back from the file when first shown.
        bytes = CatalogGenerator(recipes: 1200, categories: 9, seed: 5).generate()
        try Data(bytes).write(to: URL(fileURLWithPath: dataPath))
    }

    deinit {
        scratch.remove()
    }

    /// The state showing `recipeID`'s detail, focused, at 120×40.
    private func showing(_ recipeID: String, of category: Int, in catalog: RecipeCatalog) throws -> AppState {
        let category = catalog.categories[category].id
        var state = appState(NavigationModel(selectedCategory: category, path: .recipes([recipeID]), focus: .detail))
        state.prepareForFirstFrame(in: catalog)
        return state
    }

    /// Writes the same catalog over the file in place, every offset shifted, as an editor that does not rename.
    private func rewriteInPlace() {
        let descriptor = open(dataPath, O_WRONLY | O_TRUNC)
        let shifted = Array(repeating: UInt8(ascii: "\n"), count: 23) + bytes
        _ = shifted.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
    }

    /// Whether loading `id`'s detail, as the runtime does when it is shown, found the file changed (the runtime then asks for a reload).
    private func loadingFindsChanged(_ id: String, in catalog: RecipeCatalog) -> Bool {
        if case .changedOnDisk? = catalog.loadDetail(id) { return true }
        return false
    }

    @Test("a recipe not read before the file was rewritten in place shows its name and that it is reloading, and loading its detail says it changed")
    func placeholder() throws {
        let catalog = try RecipeCatalog(contentsOfFile: dataPath)
        let id = catalog.recipeIDs(in: catalog.categories[4].id)[7]
        let name = try #require(catalog.name(ofRecipe: id))
        rewriteInPlace()
        let state = try showing(id, of: 4, in: catalog)

        let content = try #require(state.detailContent(in: catalog))
        #expect((0..<content.lineCount).map { content.line(at: $0).text.string } == [name, "This recipe changed on disk since it was read; reloading…"])
        #expect(content.selectableCount == 0)
        #expect(loadingFindsChanged(id, in: catalog))
        let screen = state.render(in: catalog).lines
        #expect(screen.contains { $0.contains("This recipe changed on disk since it was read; reloading…") })
        #expect(!screen.contains { $0.contains("Ingredients") })
    }

    @Test("a recipe read before the file was rewritten stays whole: one recipe from one version")
    func readBeforeStaysWhole() throws {
        let catalog = try RecipeCatalog(contentsOfFile: dataPath)
        let id = catalog.recipeIDs(in: catalog.categories[2].id)[3]
        let state = try showing(id, of: 2, in: catalog)
        let before = try #require(state.detailContent(in: catalog))
        rewriteInPlace()
        let after = try #require(state.detailContent(in: catalog))
        #expect((0..<after.lineCount).map { after.line(at: $0) } == (0..<before.lineCount).map { before.line(at: $0) })
        #expect((0..<after.lineCount).contains { after.line(at: $0).text.string == "Ingredients" })
    }

    @Test("a file that did not change: the detail is the recipe, and loading it says nothing changed")
    func unchanged() throws {
        let catalog = try RecipeCatalog(contentsOfFile: dataPath)
        let id = catalog.recipeIDs(in: catalog.categories[1].id)[0]
        let content = try #require(try showing(id, of: 1, in: catalog).detailContent(in: catalog))
        #expect((0..<content.lineCount).contains { content.line(at: $0).text.string == "Ingredients" })
        #expect(!loadingFindsChanged(id, in: catalog))
        // Nor does a recipe not read yet.
        #expect(!loadingFindsChanged(catalog.recipeIDs(in: catalog.categories[3].id)[2], in: catalog))
    }
}
