@testable import RecipeNavigation
import CooklangCatalog
import RecipeModel
import RecipeTestSupport
import Testing

@Suite("Deep links into a folder of Cooklang recipes")
struct CooklangDeepLinkTests {
    let catalog: RecipeCatalog

    init() throws {
        catalog = try RecipeCatalog(cooklangFolder: TestCatalogs.cooklangPath)
    }

    @Test("Each segment is percent-escaped: a recipe's ID keeps its slashes and spaces inside one segment")
    func escapedSegments() throws {
        var model = NavigationModel()
        model.apply(.openLink(try DeepLink(parsing: "recipes://Mains/Mains%2FPizza%20Margherita/Shared%2FDoughs%2FPizza%20Dough", in: catalog)), in: catalog)
        #expect(model.selectedCategory == "Mains")
        #expect(model.path == .recipes(["Mains/Pizza Margherita", "Shared/Doughs/Pizza Dough"]))
        #expect(DeepLink(model)?.description == "recipes://Mains/Mains%2FPizza%20Margherita/Shared%2FDoughs%2FPizza%20Dough")
    }

    @Test("Loose recipes are linked under Uncategorised")
    func uncategorised() throws {
        let link = try DeepLink(parsing: "recipes://Uncategorised/Lemonade", in: catalog)
        var model = NavigationModel()
        model.apply(.openLink(link), in: catalog)
        #expect(model.path == .recipes(["Lemonade"]))
    }
}
