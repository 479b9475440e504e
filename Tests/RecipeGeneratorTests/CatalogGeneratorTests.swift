import RecipeModel
import Testing

@testable import RecipeGenerator

@Suite("The catalog generator")
struct CatalogGeneratorTests {
    @Test("the same parameters give the same bytes; another seed gives others")
    func deterministic() {
        let one = CatalogGenerator(recipes: 300, categories: 7, seed: 42).generate()
        let again = CatalogGenerator(recipes: 300, categories: 7, seed: 42).generate()
        let other = CatalogGenerator(recipes: 300, categories: 7, seed: 43).generate()
        #expect(one == again)
        #expect(one != other)
    }

    @Test("the output for a fixed seed never changes, so benchmark figures stay comparable")
    func pinnedOutput() {
        let bytes = CatalogGenerator(recipes: 20, categories: 3, seed: 1).generate()
        // FNV-1a over the bytes: a change here means every published benchmark figure is for other data.
        let hash = bytes.reduce(UInt64(0xCBF2_9CE4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
        #expect(bytes.count == 21_886)
        #expect(hash == 13_834_843_799_001_555_090)
    }

    @Test("writing in chunks gives the same bytes as generating at once")
    func chunkedWrite() {
        let generator = CatalogGenerator(recipes: 2000, categories: 20, seed: 7)
        var chunks: [[UInt8]] = []
        generator.write { chunks.append($0) }
        #expect(chunks.count > 1)
        #expect(Array(chunks.joined()) == generator.generate())
    }

    @Test("a generated catalog loads without warnings and has the shape the issue asks for")
    func realisticShape() throws {
        let catalog = try RecipeCatalog(jsonBytes: CatalogGenerator(recipes: 1000, categories: 20, seed: 1).generate())
        #expect(catalog.recipeCount == 1000)
        #expect(catalog.categories.count == 20)
        #expect(catalog.warnings.isEmpty, "\(catalog.warnings.prefix(3))")
        for category in catalog.categories {
            for recipe in catalog.recipes(in: category.id) {
                let words = recipe.name.split(separator: " ").count
                #expect((2...6).contains(words), "\(recipe.name)")
                #expect(!recipe.summary.isEmpty)
                #expect((6...12).contains(recipe.ingredients.count))
                #expect((4...8).contains(recipe.directions.count))
                #expect((0...4).contains(recipe.relatedIDs.count))
                #expect(Set(recipe.relatedIDs).count == recipe.relatedIDs.count)
                #expect(!recipe.relatedIDs.contains(recipe.id))
                #expect(recipe.servings != nil && recipe.minutes != nil)
            }
        }
        // Related recipes cross categories, as in the bundled data.
        let crossing = catalog.categories.flatMap { catalog.recipes(in: $0.id) }.contains { recipe in
            catalog.recipes(relatedTo: recipe).contains { $0.categoryID != recipe.categoryID }
        }
        #expect(crossing)
    }

    @Test("more categories than names are numbered, and IDs stay unique")
    func manyCategories() throws {
        let catalog = try RecipeCatalog(jsonBytes: CatalogGenerator(recipes: 50, categories: 45, seed: 3).generate())
        #expect(catalog.categories.count == 45)
        #expect(catalog.categories[20].name == "Breakfast 2")
        #expect(catalog.categories[20].id == "breakfast-2")
    }

    @Test("slugs are lowercase ASCII joined by dashes")
    func slugs() {
        #expect(CatalogGenerator.slug("Sautéed Jalapeño & Gruyère Purée") == "sauteed-jalapeno-gruyere-puree")
        #expect(CatalogGenerator.slug("Soups & Stews") == "soups-stews")
    }
}
