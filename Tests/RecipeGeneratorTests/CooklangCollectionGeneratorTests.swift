import CooklangCatalog
import Foundation
import RecipeModel
import Testing

@testable import RecipeGenerator

@Suite("The Cooklang collection generator")
struct CooklangCollectionGeneratorTests {
    @Test("the same parameters give the same files; another seed gives others")
    func deterministic() {
        let one = CooklangCollectionGenerator(recipes: 200, categories: 5, seed: 42).files()
        #expect(one == CooklangCollectionGenerator(recipes: 200, categories: 5, seed: 42).files())
        #expect(one != CooklangCollectionGenerator(recipes: 200, categories: 5, seed: 43).files())
        #expect(Set(one.map(\.path)).count == 200)
    }

    @Test("the folder loads without a warning: folders, subfolders, loose recipes, sections and references that resolve")
    func loads() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cook-gen-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for file in CooklangCollectionGenerator(recipes: 300, categories: 6, seed: 1).files() {
            let url = root.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.text.utf8).write(to: url)
        }
        let catalog = try RecipeCatalog(cooklangFolder: root.path)
        #expect(catalog.warnings == [])
        #expect(catalog.recipeCount == 300)
        #expect(catalog.categories.count == 7)
        #expect(catalog.categories.last?.id == RecipeCatalog.uncategorisedCategoryName)
        let recipes = catalog.categories.flatMap { catalog.recipes(in: $0.id) }
        #expect(recipes.contains { $0.name.hasSuffix(" · Basics") })
        #expect(recipes.filter { !$0.relatedIDs.isEmpty }.count > 100)
        #expect(recipes.allSatisfy { $0.servings != nil && $0.minutes != nil && !$0.ingredients.isEmpty && $0.directions.count >= 4 })
    }
}
