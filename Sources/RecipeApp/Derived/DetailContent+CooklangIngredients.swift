import Cooklang
import CooklangCatalog
import RecipeModel
import RecipeNavigation

extension DetailContent {
    /// The Cooklang detail's ingredient rows: each quantity held whole to its unit, the note after
    /// the name ("chicken breasts, cut into 1-inch chunks"), a reference marked and opening its recipe.
    static func cooklangIngredientRows(_ ingredients: some Sequence<CooklangIngredient>, catalog: RecipeCatalog) -> [IngredientRow] {
        ingredients.map { ingredient in
            let route: Route?
            var text = ingredient.name
            if let note = ingredient.note { text += ", " + note }
            if let target = catalog.cooklang?.target(of: ingredient) {
                route = .recipe(target)
                text += " → recipe"
            } else if ingredient.reference != nil {
                route = nil
                text += " (recipe not found)"
            } else {
                route = ingredient.name.allSatisfy(\.isWhitespace) ? nil : .ingredient(ingredient.name)
            }
            let amount = ingredient.quantity.map { CooklangRecipeMapping.text(of: $0, space: DisplayText.noBreakSpace) } ?? ""
            return IngredientRow(amount: cut(amount), text: cut(text), route: route)
        }
    }
}
