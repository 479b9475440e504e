import Cooklang
import CooklangCatalog
import CooklangConventions
import Quantities
import RecipeModel

/// The catalog's recipes and the collection's menus as the shopping list builder asks for them, each read once.
///
/// A Cooklang recipe is its file parsed (servings and yield from its metadata, references by ID); a
/// JSON recipe is its ingredients with their amount strings read by the quantity model. Menus are
/// the collection's `.menu` files, by their path below it without `.menu`.
package final class CatalogShoppingRecipes {
    let catalog: RecipeCatalog
    private var recipes: [String: ShoppingRecipe?] = [:]
    private var menus: [String: Menu?] = [:]
    /// Problems of the menus read, each with file, line and column.
    package private(set) var menuProblems: [ConventionProblem] = []

    package init(catalog: RecipeCatalog) {
        self.catalog = catalog
    }

    /// A builder reading from this catalog.
    package func builder(aisles: AisleConfig, pantry: PantryConfig) -> ShoppingListBuilder {
        ShoppingListBuilder(aisles: aisles, pantry: pantry, recipe: { [self] in recipe($0) }, menu: { [self] in menu($0) })
    }

    /// The recipe of an ID (the catalog's spelling or any case), or nil.
    package func recipe(_ id: String) -> ShoppingRecipe? {
        if let known = recipes[id] { return known }
        let recipe = read(id)
        recipes[id] = recipe
        return recipe
    }

    /// The menu at `<collection>/<id>.menu`, or nil.
    package func menu(_ id: String) -> Menu? {
        if let known = menus[id] { return known }
        var menu: Menu?
        if let root = catalog.cooklang?.root, !id.contains("..") {
            let path = root + "/" + id + ".menu"
            if let text = PlanFiles.read(path).text {
                let (read, problems) = MenuReader.read(text, file: path)
                menu = read
                menuProblems += problems
            }
        }
        menus[id] = menu
        return menu
    }

    private func read(_ id: String) -> ShoppingRecipe? {
        if let collection = catalog.cooklang {
            guard let entry = collection.entry(ofRecipe: id) else { return nil }
            return Self.shoppingRecipe(entry.recipe(), name: id, collection: collection)
        }
        guard case .recipe(let recipe)? = catalog.loadDetail(id) else { return nil }
        return ShoppingRecipe(
            name: recipe.name, servings: recipe.servings.map(Double.init),
            ingredients: recipe.ingredients.map { .init(name: $0.name, quantity: Quantity(parsing: $0.amount)) })
    }

    /// A parsed Cooklang recipe as the builder needs it.
    static func shoppingRecipe(_ recipe: CooklangRecipe, name: String, collection: CooklangCollection?) -> ShoppingRecipe {
        let servings = recipe.metadata.servings.flatMap(Self.leadingNumber)
        var yield: (Double, String)?
        if let text = recipe.metadata.text("yield"), let amount = Quantity(conventionText: text), let number = amount.number, !amount.unit.isEmpty {
            yield = (number, amount.unit)
        } else if let text = recipe.metadata.servings, let number = Self.leadingNumber(text) {
            // Servings written with a unit (`6 balls`) are the yield a reference's unit is read against.
            let unit = text.trimmingPrefix(while: { $0 == " " }).drop(while: { $0.isNumber || $0 == "." })
                .split(whereSeparator: \.isWhitespace).joined(separator: " ")
            if !unit.isEmpty { yield = (number, unit) }
        }
        let ingredients = recipe.ingredients.map { ingredient -> ShoppingRecipe.Ingredient in
            if let reference = ingredient.reference, let target = reference.recipeID {
                return .init(name: ingredient.name, reference: .init(recipeID: target, scaling: MenuScaling(ingredient.quantity) ?? .asWritten))
            }
            return .init(name: ingredient.name, quantity: ingredient.quantity.map(Quantity.init(cooklang:)))
        }
        return ShoppingRecipe(name: recipe.metadata.title ?? name, servings: servings, yield: yield, ingredients: ingredients)
    }

    /// The number a servings value starts with ("4", "4 people", "2.5"); nil for none.
    static func leadingNumber(_ text: String) -> Double? {
        let digits = text.trimmingPrefix(while: { $0 == " " }).prefix(while: { $0.isNumber || $0 == "." })
        return Double(digits).flatMap { $0 > 0 ? $0 : nil }
    }
}
