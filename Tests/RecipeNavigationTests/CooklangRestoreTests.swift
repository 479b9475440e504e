@testable import RecipeNavigation
import CooklangCatalog
import Foundation
import RecipeModel
import RecipeTestSupport
import Testing

@Suite("Restoring a saved place against a folder of Cooklang recipes that changed")
struct CooklangRestoreTests {
    static let files = [
        "Shared/Dough.cook": "Mix @flour{500%g}.",
        "Mains/Pizza.cook": "Stretch @./Shared/Dough{1%ball}, top with @cheese{100%g}.",
        "Baking/Focaccia.cook": "Press @./Shared/Dough{2%balls} into a tray.",
    ]

    /// The place a user left: Mains, Pizza, then the dough it references pushed on top.
    let saved = NavigationModel(selectedCategory: "Mains", path: .recipes(["Mains/Pizza", "Shared/Dough"]), focus: .detail)

    /// Writes the collection, lets `change` edit the folder, and restores the saved place against what is left.
    func restore(after change: (URL) throws -> Void) throws -> RestoredNavigation {
        let root = try makeCooklangFolder(text: Self.files)
        defer { try? FileManager.default.removeItem(at: root) }
        let before = try RecipeCatalog(cooklangFolder: root.path)
        #expect(saved.fitted(to: before).report.isEmpty)
        let data = saved.encodedJSON()
        try change(root)
        return try NavigationModel.restore(from: data, in: try RecipeCatalog(cooklangFolder: root.path))
    }

    @Test("A referenced file that was deleted leaves the stack, and the report says so")
    func referencedFileDeleted() throws {
        let restored = try restore { root in
            try FileManager.default.removeItem(at: root.appendingPathComponent("Shared/Dough.cook"))
        }
        #expect(restored.model.selectedCategory == "Mains")
        #expect(restored.model.path == .recipes(["Mains/Pizza"]))
        #expect(restored.report.droppedRecipeIDs == ["Shared/Dough"])
        #expect(restored.report.summary?.contains("\"Shared/Dough\"") == true)
    }

    @Test("A renamed file is a deleted recipe: its old ID leaves the stack, reported")
    func referencedFileRenamed() throws {
        let restored = try restore { root in
            try FileManager.default.moveItem(
                at: root.appendingPathComponent("Shared/Dough.cook"), to: root.appendingPathComponent("Shared/Pizza Dough.cook"))
        }
        #expect(restored.model.path == .recipes(["Mains/Pizza"]))
        #expect(restored.report.droppedRecipeIDs == ["Shared/Dough"])
    }

    @Test("A deleted root recipe leaves the stack: the reference pushed on it becomes the root, and its category is selected")
    func rootRecipeDeleted() throws {
        let restored = try restore { root in
            try FileManager.default.removeItem(at: root.appendingPathComponent("Mains/Pizza.cook"))
            try "Boil @pasta{}.".write(to: root.appendingPathComponent("Mains/Pasta.cook"), atomically: true, encoding: .utf8)
        }
        #expect(restored.model.selectedCategory == "Shared")
        #expect(restored.model.path == .recipes(["Shared/Dough"]))
        #expect(restored.report.droppedRecipeIDs == ["Mains/Pizza"])
    }

    @Test("A top-level folder that was renamed drops its category and its recipes, reported")
    func folderRenamed() throws {
        let restored = try restore { root in
            try FileManager.default.moveItem(at: root.appendingPathComponent("Mains"), to: root.appendingPathComponent("Dinners"))
        }
        #expect(restored.model.selectedCategory == "Shared")
        #expect(restored.model.path == .recipes(["Shared/Dough"]))
        #expect(restored.report.droppedRecipeIDs == ["Mains/Pizza"])
    }
}
