import Quantities
import RecipeModel

extension QuantityDisplay {
    /// A JSON catalog's recipe with each ingredient's amount as the detail shows it, scaled by the
    /// recipe's `servings` and converted; an amount with no number ("to taste") stays as written.
    /// The directions are prose, and stay as written.
    package func shown(_ recipe: Recipe) -> Recipe {
        guard !isAsWritten else { return recipe }
        var shown = recipe
        var memo: [String: String] = [:]
        for index in shown.ingredients.indices {
            let amount = shown.ingredients[index].amount
            if let known = memo[amount] {
                shown.ingredients[index].amount = known
            } else {
                let result = Quantity(parsing: amount).map { self.shown($0).description } ?? amount
                memo[amount] = result
                shown.ingredients[index].amount = result
            }
        }
        return shown
    }
}
