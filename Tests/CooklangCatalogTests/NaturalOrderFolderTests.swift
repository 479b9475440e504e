import Foundation
import Testing
@testable import CooklangCatalog
import RecipeModel
import RecipeTestSupport

/// A collection's folders and "used in" lists sort numbers by value too, as its recipe lists do.
@Suite("Natural order in a Cooklang collection")
struct NaturalOrderFolderTests {
    @Test("Folders Week 1, Week 2, Week 10 are categories in that order; recipes and \"used in\" lists sort the same way")
    func foldersAndReferrers() throws {
        let root = try makeCooklangFolder(text: [
            "Week 10/Stew.cook": "Simmer @beef{1%kg}.",
            "Week 2/Toast.cook": "Toast @bread{2%slices}.",
            "Week 1/Soup.cook": "Boil @water{1%l}.",
            "week 1b/Tea.cook": "Steep @tea{1}.",
            "Base/Dough.cook": "Mix @flour{500%g}.",
            "Base/Pizza 10.cook": "Top @./Base/Dough{}.",
            "Base/Pizza 9.cook": "Top @./Base/Dough{}.",
            "Base/Pizza 100.cook": "Top @./Base/Dough{}.",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = try RecipeCatalog(cooklangFolder: root.path)
        #expect(catalog.categories.map(\.id) == ["Base", "Week 1", "week 1b", "Week 2", "Week 10"])
        #expect(catalog.recipeIDs(in: "Base") == ["Base/Dough", "Base/Pizza 9", "Base/Pizza 10", "Base/Pizza 100"])
        #expect(catalog.cooklang?.recipes(referencing: "Base/Dough") == ["Base/Pizza 9", "Base/Pizza 10", "Base/Pizza 100"])
    }
}
