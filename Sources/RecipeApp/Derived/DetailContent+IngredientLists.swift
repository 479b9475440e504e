import Cooklang
import CooklangCatalog
import Quantities
import RecipeModel
import RecipeNavigation

extension DetailContent {
    /// A JSON recipe's ingredient rows: each ingredient once (by name, whatever its case), an amount
    /// written once shown as written, the amounts of one named again added up where the units agree.
    static func ingredientRows(_ ingredients: [Ingredient]) -> [IngredientRow] {
        CombinedItem.jsonIngredients(ingredients, space: " ").map { ingredient, amount in
            // A name of spaces alone opens nothing: it names no ingredient a link could carry.
            let route: Route? = ingredient.name.allSatisfy(\.isWhitespace) ? nil : .ingredient(ingredient.name)
            return IngredientRow(amount: amount, text: ingredient.name, route: route)
        }
    }

    /// The Cooklang detail's ingredient rows: each ingredient once, its quantities added where the
    /// units agree (`CombinedItem`), each held whole to its unit, its notes after the name ("chicken
    /// breasts, cut into 1-inch chunks"), a reference marked and opening its recipe.
    ///
    /// Each occurrence's quantity, as written, is shown as `display` shows it (scaled, converted).
    static func cooklangIngredientRows(_ ingredients: some Sequence<CooklangIngredient>, catalog: RecipeCatalog, display: QuantityDisplay = .asWritten) -> [IngredientRow] {
        let groups = CombinedItem.cooklangIngredients(ingredients)
        // Rows with the same quantities show the same amount: recipes repeat theirs ("1 tsp", "2"), and
        // a huge one is laid out again on every servings key, so each is added up and printed once.
        var amounts: [[CooklangQuantity]: String] = [:]
        return groups.map { item in
            let ingredient = item.first
            let amount: String
            if let known = amounts[item.quantities] {
                amount = known
            } else {
                amount = cut(CombinedItem.amount(ofCooklang: item.quantities, display: display, space: DisplayText.noBreakSpace))
                amounts[item.quantities] = amount
            }
            let route: Route?
            var text = ingredient.name
            if !item.notes.isEmpty { text += ", " + item.notes.joined(separator: "; ") }
            if let target = catalog.cooklang?.target(of: ingredient) {
                // Opens scaled by its own quantity, as this recipe shows it (see `QuantityDisplay`).
                route = QuantityDisplay.route(toReference: target, quantity: ingredient.quantity.map(display.shown), in: catalog)
                text += " → recipe"
            } else if ingredient.reference != nil {
                route = nil
                text += " (recipe not found)"
            } else {
                route = ingredient.name.allSatisfy(\.isWhitespace) ? nil : .ingredient(ingredient.name)
            }
            return IngredientRow(amount: amount, text: cut(text), route: route)
        }
    }

    /// The Cooklang detail's cookware rows: each piece once, its counts added ("2 × bowl"), its notes after it.
    static func cooklangCookwareRows(_ cookware: some Sequence<CooklangCookware>) -> [String] {
        let combined = CombinedItem.combining(cookware, key: { $0.name.lowercased() }, quantity: { $0.quantity.map(Quantity.init(cooklang:)) }, note: \.note)
        return combined.map { item in
            let amount = item.amount(space: DisplayText.noBreakSpace)
            var text = amount.isEmpty ? item.first.name : "\(amount) × \(item.first.name)"
            if !item.notes.isEmpty { text += " (\(item.notes.joined(separator: "; ")))" }
            return cut(text)
        }
    }
}
