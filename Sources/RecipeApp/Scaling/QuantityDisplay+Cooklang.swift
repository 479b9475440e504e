import Cooklang
import Quantities

extension QuantityDisplay {
    /// A parsed `.cook` file with every ingredient's quantity as the detail shows it: scaled (unless
    /// fixed with `=`, or text) and converted. Cookware and timers are left as written, as proposal
    /// 0010 says; the steps name ingredients by index, so they show the same quantities as the list.
    package func shown(_ recipe: CooklangRecipe) -> CooklangRecipe {
        guard !isAsWritten else { return recipe }
        var shown = recipe
        // Recipes repeat their quantities ("1 tsp", "2"): each different one is worked out once.
        var memo: [CooklangQuantity: CooklangQuantity] = [:]
        for index in shown.ingredients.indices {
            guard let quantity = shown.ingredients[index].quantity else { continue }
            if let known = memo[quantity] {
                shown.ingredients[index].quantity = known
            } else {
                let result = self.shown(quantity)
                memo[quantity] = result
                shown.ingredients[index].quantity = result
            }
        }
        return shown
    }

    /// One Cooklang quantity as the detail shows it, still a Cooklang quantity: its amount and unit as
    /// a cook writes them ("3 3/4", "cups"), its number where it is one.
    package func shown(_ quantity: CooklangQuantity) -> CooklangQuantity {
        guard !isAsWritten else { return quantity }
        let result = shown(Quantity(cooklang: quantity))
        // Unchanged (fixed, text, already tidy): exactly as written.
        if result.written != nil { return quantity }
        return CooklangQuantity(amount: result.valueText, value: result.value.number, unit: result.unitText, isFixed: quantity.isFixed)
    }
}
