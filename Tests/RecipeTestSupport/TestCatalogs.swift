import Foundation
import RecipeModel

/// Small hand-built catalogs, so that most tests do not depend on the bundled data file.
public enum TestCatalogs {
    /// Three categories and seven recipes: a related cycle (apple-pie <-> pie-crust), related recipes
    /// across categories (oyakodon -> miso-soup), and names with accents and CJK characters.
    public static let categories = [
        Category(id: "dessert", name: "Desserts"),
        Category(id: "soup", name: "Soups"),
        Category(id: "main", name: "Main Courses"),
    ]

    public static let recipes = [
        Recipe(id: "apple-pie", name: "Apple Pie", categoryID: "dessert", summary: "Double crust.", servings: 8, minutes: 150,
               ingredients: [Ingredient(amount: "1.2 kg", name: "apples")], directions: ["Bake."],
               relatedIDs: ["pie-crust", "whipped-cream"]),
        Recipe(id: "pie-crust", name: "Pie Crust", categoryID: "dessert", relatedIDs: ["apple-pie"]),
        Recipe(id: "whipped-cream", name: "Whipped Cream", categoryID: "dessert"),
        Recipe(id: "crepes", name: "Crêpes", categoryID: "dessert"),
        Recipe(id: "miso-soup", name: "味噌汁 Miso Soup", categoryID: "soup", relatedIDs: ["steamed-rice"]),
        Recipe(id: "oyakodon", name: "親子丼 (Oyakodon)", categoryID: "main", relatedIDs: ["miso-soup", "steamed-rice"]),
        Recipe(id: "steamed-rice", name: "Steamed Rice", categoryID: "main"),
    ]

    public static let small: RecipeCatalog = {
        do {
            return try RecipeCatalog(categories: categories, recipes: recipes)
        } catch {
            fatalError("the small test catalog is invalid: \(error)")
        }
    }()

    /// The small catalog changed by `edit`, as a newer data file might change it.
    public static func small(editing edit: (inout [Category], inout [Recipe]) -> Void) -> RecipeCatalog {
        var categories = categories
        var recipes = recipes
        edit(&categories, &recipes)
        do {
            return try RecipeCatalog(categories: categories, recipes: recipes)
        } catch {
            fatalError("the edited test catalog is invalid: \(error)")
        }
    }

    /// Recipes that share ingredients spelled in other cases and accents, for ingredient screens:
    /// "Butter" and "butter" are one ingredient, "Crème fraîche" and "creme fraiche" another. Names
    /// and IDs hold what links must escape: `/`, `%`, `@`, spaces, accents and CJK.
    public static let pantryRecipes = [
        Recipe(id: "apple-pie", name: "Apple Pie", categoryID: "dessert", minutes: 90,
               ingredients: [Ingredient(amount: "100 g", name: "Butter"), Ingredient(amount: "6", name: "apples"), Ingredient(amount: "300 g", name: "flour")],
               relatedIDs: ["shortbread"]),
        Recipe(id: "shortbread", name: "Shortbread", categoryID: "dessert", minutes: 40,
               ingredients: [Ingredient(amount: "250 g", name: "butter"), Ingredient(amount: "350 g", name: "flour"), Ingredient(amount: "1 tbsp", name: "butter")],
               relatedIDs: ["apple-pie"]),
        Recipe(id: "creme-brulee", name: "Crème Brûlée", categoryID: "dessert",
               ingredients: [Ingredient(amount: "500 ml", name: "Crème fraîche"), Ingredient(amount: "80 g", name: "sugar")]),
        Recipe(id: "@odd/one 50%", name: "Odd One", categoryID: "main", minutes: 15,
               ingredients: [Ingredient(amount: "1 pot", name: "creme fraiche"), Ingredient(amount: "", name: "salt / pepper"),
                             Ingredient(amount: "1 bar", name: "chocolate 50% @home"), Ingredient(amount: "2 bowls", name: "ご飯")]),
    ]

    public static let pantry: RecipeCatalog = {
        do {
            return try RecipeCatalog(categories: [Category(id: "dessert", name: "Desserts"), Category(id: "main", name: "Mains")], recipes: pantryRecipes)
        } catch {
            fatalError("the pantry test catalog is invalid: \(error)")
        }
    }()

    /// The pantry changed by `edit`, as a newer data file might change it.
    public static func pantry(editing edit: (inout [Recipe]) -> Void) -> RecipeCatalog {
        var recipes = pantryRecipes
        edit(&recipes)
        do {
            return try RecipeCatalog(categories: [Category(id: "dessert", name: "Desserts"), Category(id: "main", name: "Mains")], recipes: recipes)
        } catch {
            fatalError("the edited pantry test catalog is invalid: \(error)")
        }
    }

    /// A one-category catalog of `count` recipes with IDs r00, r01, ...
    public static func numbered(_ count: Int) -> RecipeCatalog {
        let recipes = (0..<count).map { index in
            let id = "r" + (index < 10 ? "0" : "") + String(index)
            return Recipe(id: id, name: "Recipe \(id)", categoryID: "all")
        }
        do {
            return try RecipeCatalog(categories: [Category(id: "all", name: "All")], recipes: recipes)
        } catch {
            fatalError("the numbered test catalog is invalid: \(error)")
        }
    }

    /// The package root, found from this file's path: Tests/RecipeTestSupport/TestCatalogs.swift.
    public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // TestCatalogs.swift
        .deletingLastPathComponent()  // RecipeTestSupport
        .deletingLastPathComponent()  // Tests

    /// The path of the bundled data file, data/recipes.json.
    public static let bundledPath: String = packageRoot.appendingPathComponent("data/recipes.json").path
}

/// The catalog the app ships with, data/recipes.json; loaded once for all tests of a target.
public let bundledCatalog: RecipeCatalog = {
    let path = TestCatalogs.bundledPath
    do {
        return try RecipeCatalog(contentsOfFile: path)
    } catch {
        fatalError("cannot load the bundled catalog at \(path): \(error)")
    }
}()

/// Loads a catalog from JSON text.
public func catalog(json: String) throws(CatalogError) -> RecipeCatalog {
    try RecipeCatalog(jsonBytes: Array(json.utf8))
}

/// The compiler-style message loading `bytes` fails with, as if they came from `recipes.json`; nil when it loads.
public func loadingMessage(bytes: [UInt8]) -> String? {
    do {
        _ = try RecipeCatalog(jsonBytes: bytes)
        return nil
    } catch {
        return error.message(file: "recipes.json")
    }
}

/// The compiler-style message loading `json` fails with, as if it came from `recipes.json`; nil when it loads.
public func loadingMessage(json: String) -> String? {
    loadingMessage(bytes: Array(json.utf8))
}
