import Foundation
import Testing
import Cooklang
@testable import CooklangCatalog
@testable import RecipeModel
import RecipeTestSupport

@Suite("A folder of Cooklang recipes as a catalog")
struct CooklangFolderCatalogTests {
    /// Loads a folder written from `files`, then removes it.
    func load(_ files: [String: String]) throws -> RecipeCatalog {
        let root = try makeCooklangFolder(text: files)
        defer { try? FileManager.default.removeItem(at: root) }
        return try RecipeCatalog(cooklangFolder: root.path)
    }

    @Test("Top-level folders are categories, sorted, and loose recipes come last under Uncategorised")
    func categoriesFromFolders() throws {
        let catalog = try load([
            "Mains/Stew.cook": "Simmer @beef{1%kg}.",
            "breakfast/Toast.cook": "Toast @bread{2%slices}.",
            "Lemonade.cook": "Stir @lemons{6}.",
            "Empty/notes.txt": "not a recipe",
            "Plans/Week.menu": "@./Mains/Stew{2}",
        ])
        #expect(catalog.categories == [
            Category(id: "breakfast", name: "breakfast"), Category(id: "Mains", name: "Mains"),
            Category(id: "Uncategorised", name: "Uncategorised"),
        ])
        #expect(catalog.recipeIDs(in: "Uncategorised") == ["Lemonade"])
        #expect(catalog.recipeIDs(in: "Mains") == ["Mains/Stew"])
        #expect(catalog.warnings.isEmpty)
    }

    @Test("A recipe's ID is its path without .cook; the title is the metadata's, else the file's name, with the subfolder beside it")
    func idsAndTitles() throws {
        let catalog = try load([
            "Shared/Doughs/Pizza Dough.cook": "---\ntitle: Best Dough\n---\nMix @flour{500%g}.",
            "Shared/Stock.cook": "Boil @bones{1%kg}.",
            "Shared/Sauces/Deep/Red.cook": "Cook @tomatoes{2%tins}.",
        ])
        #expect(catalog.categories.map(\.id) == ["Shared"])
        #expect(catalog["Shared/Doughs/Pizza Dough"]?.name == "Best Dough · Doughs")
        #expect(catalog["Shared/Stock"]?.name == "Stock")
        #expect(catalog["Shared/Sauces/Deep/Red"]?.name == "Red · Sauces/Deep")
        #expect(catalog["Shared/Doughs/Pizza Dough"]?.categoryID == "Shared")
        #expect(catalog.cooklang?.entry(ofRecipe: "Shared/Sauces/Deep/Red")?.subfolder == "Sauces/Deep")
    }

    @Test("Ingredients keep their quantity as written and their note; directions read as sentences; metadata gives servings and minutes")
    func recipeValues() throws {
        let root = try makeCooklangFolder(text: [
            "Mains/Stew.cook": """
            ---
            servings: 4 people
            time: 1 hour 30 minutes
            description: A slow stew.
            ---
            = Brown
            Brown @beef{1 1/2%pounds}(cubed) in a #pot for ~{10%minutes}.

            > Any cut for braising works.

            = Simmer
            Add @salt and simmer ~stew{1%hour}.
            """,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = try RecipeCatalog(cooklangFolder: root.path)
        let stew = try #require(catalog["Mains/Stew"])
        #expect(stew.ingredients == [Ingredient(amount: "1 1/2 pounds (cubed)", name: "beef"), Ingredient(amount: "", name: "salt")])
        #expect(stew.directions == ["Brown beef (1 1/2 pounds) in a pot for 10 minutes.", "Add salt and simmer 1 hour (stew)."])
        #expect(stew.servings == 4)
        #expect(stew.minutes == 90)
        #expect(stew.summary == "A slow stew.")
        let parsed = try #require(catalog.cooklang?.entry(ofRecipe: "Mains/Stew")?.recipe())
        #expect(parsed.sections.map(\.name) == ["Brown", "Simmer"])
        #expect(parsed.notes == ["Any cut for braising works."])
        // The detail reads the file again: a file deleted since the launch shows as empty, not a crash.
        try FileManager.default.removeItem(at: root.appendingPathComponent("Mains/Stew.cook"))
        #expect(catalog.cooklang?.entry(ofRecipe: "Mains/Stew")?.recipe() == CooklangRecipe())
    }

    @Test("Prep and cook time add up when there is no total time")
    func prepAndCook() throws {
        let catalog = try load(["A.cook": "---\nprep time: 15 minutes\ncook time: 1 hour\n---\nCook @x."])
        #expect(catalog["A"]?.minutes == 75)
    }

    @Test("References are related recipes, and the referenced recipe knows where it is used, sorted by name")
    func referencesAndUsedIn() throws {
        let catalog = try load([
            "Shared/Dough.cook": "Mix @flour{500%g}.",
            "Mains/Pizza.cook": "Stretch @./Shared/Dough{1%ball} and bake. Use @./Shared/Dough again.",
            "Baking/Focaccia.cook": "Press @./Shared/Dough.cook{2%balls} into a tray.",
            "Mains/Self.cook": "Serve @./Mains/Self{1}.",
        ])
        #expect(catalog["Mains/Pizza"]?.relatedIDs == ["Shared/Dough"])
        #expect(catalog["Baking/Focaccia"]?.relatedIDs == ["Shared/Dough"])
        #expect(catalog["Mains/Self"]?.relatedIDs == [])
        #expect(catalog.cooklang?.recipes(referencing: "Shared/Dough") == ["Baking/Focaccia", "Mains/Pizza"])
        #expect(catalog.cooklang?.recipes(referencing: "Mains/Pizza") == [])
        #expect(catalog["Mains/Pizza"]?.ingredients.first == Ingredient(amount: "1 ball", name: "Dough"))
    }

    @Test("A reference to a file that does not exist stays an ingredient, with a warning naming file, line and column")
    func brokenReference() throws {
        let catalog = try load([
            "Omelette.cook": "Beat @eggs{3}.\nServe with @./Breakfast/Toast{2}.",
            "Up.cook": "Take @../../etc/passwd{}.",
        ])
        #expect(catalog["Omelette"]?.relatedIDs == [])
        #expect(catalog["Omelette"]?.ingredients.map(\.name) == ["eggs", "Toast"])
        #expect(catalog.warnings.map(\.description) == [
            "Omelette.cook:2:12: the reference ./Breakfast/Toast names no recipe of the collection; shown as text",
            "Up.cook:1:6: the reference ../../etc/passwd leads outside the collection; shown as text",
        ])
        #expect(catalog.cooklang?.entry(ofRecipe: "Omelette")?.problems == [
            "Omelette.cook:2:12: the reference ./Breakfast/Toast names no recipe of the collection; shown as text",
        ])
    }

    @Test("A file that is not UTF-8, or has a syntax problem, is still listed, with a warning naming file, line and column")
    func badFiles() throws {
        let root = try makeCooklangFolder([
            "Good.cook": Array("Boil @water{1%l}.".utf8),
            "Latin1.cook": Array("Caf".utf8) + [0xE9] + Array(" @milk{}".utf8),
            "Mains/Unclosed.cook": Array("---\ntitle: Stew\nMix @flour{500%g}.".utf8),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = try RecipeCatalog(cooklangFolder: root.path)
        #expect(catalog.recipeCount == 3)
        #expect(catalog["Latin1"]?.name == "Latin1")
        #expect(catalog["Latin1"]?.ingredients == [])
        #expect(catalog["Mains/Unclosed"] != nil)
        #expect(catalog.warnings.map(\.description) == [
            "Latin1.cook:1:4: not UTF-8: byte 0xE9 is not valid UTF-8 text",
            "Mains/Unclosed.cook:1:1: the front matter's `---` is never closed by another `---` line, so it is read as steps",
        ])
    }

    @Test("An unreadable file is listed without its contents and a warning", .disabled(if: geteuid() == 0, "root reads every file whatever its permissions"))
    func unreadableFile() throws {
        let root = try makeCooklangFolder(text: ["Secret.cook": "Mix @a.", "Open.cook": "Mix @b."])
        defer { try? FileManager.default.removeItem(at: root) }
        chmod(root.appendingPathComponent("Secret.cook").path, 0)
        let catalog = try RecipeCatalog(cooklangFolder: root.path)
        #expect(catalog.recipeCount == 2)
        #expect(catalog.warnings.map(\.description) == ["Secret.cook: cannot read the file (Permission denied); listed without its contents"])
    }

    @Test("A folder without a .cook file, or missing, is an error naming it")
    func noRecipes() throws {
        let root = try makeCooklangFolder(text: ["notes.txt": "nothing", "Sub/menu.menu": "@./x{}"])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(throws: CatalogLoadError(file: root.path, error: .noCooklangFiles)) { try RecipeCatalog(cooklangFolder: root.path) }
        let missing = root.path + "/missing"
        #expect(throws: CatalogLoadError(file: missing, error: .unreadableFolder(reason: "No such file or directory"))) {
            try RecipeCatalog(cooklangFolder: missing)
        }
        #expect(CatalogLoadError(file: root.path, error: .noCooklangFiles).description == "\(root.path): no .cook file in this folder or below it")
    }

    @Test("Many files are parsed on two threads with the same result as one")
    func parallelParse() throws {
        var files: [String: String] = [:]
        for index in 0..<100 { files["Cat\(index % 7)/Recipe \(index).cook"] = "Mix @flour{\(index)%g} with @./Cat0/Recipe 0{}." }
        let catalog = try load(files)
        #expect(catalog.recipeCount == 100)
        #expect(catalog["Cat3/Recipe 52"]?.ingredients.first == Ingredient(amount: "52 g", name: "flour"))
        #expect(catalog.cooklang?.recipes(referencing: "Cat0/Recipe 0").count == 99)
    }

    @Test("The bundled collection loads, with its one deliberate broken reference")
    func bundledCollection() throws {
        let catalog = try RecipeCatalog(cooklangFolder: TestCatalogs.cooklangPath)
        #expect(catalog.categories.map(\.id) == ["Baking", "Breakfast", "Desserts", "Mains", "Salads", "Shared", "Uncategorised"])
        #expect(catalog.recipeCount >= 12)
        #expect(catalog.warnings.map(\.description) == [
            "Weeknight Omelette.cook:11:79: the reference ./Breakfast/Toast names no recipe of the collection; shown as text",
        ])
        #expect(catalog.cooklang?.recipes(referencing: "Shared/Sauces/Tomato Sauce") == ["Mains/Pizza Margherita", "Breakfast/Shakshuka", "Mains/Spaghetti al Pomodoro"])
    }
}
