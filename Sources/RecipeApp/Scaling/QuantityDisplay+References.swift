import Cooklang
import CooklangConventions
import RecipeModel
import RecipeNavigation

extension QuantityDisplay {
    /// The screen a Cooklang reference opens: the referenced recipe scaled by the reference's own
    /// quantity, as the conventions' "Scaling Referenced Recipes" says.
    ///
    /// `quantity` is the reference's quantity as this recipe shows it (already scaled with it), read by
    /// the rule the shopping list follows too (`MenuScaling.asked(servings:yield:)`): a number alone,
    /// or of `batch`, is a factor (`@./Pizza Dough{2}`, `{1/2%batch}`: twice, half the recipe); a
    /// number of `servings` is those servings (`{4%servings}`); a number of any other unit is read in
    /// the unit the referenced recipe's servings are written in (`{12%balls}` of a dough for `6 balls`
    /// is twice it; the catalog keeps the servings' number, not its unit, so the two are taken to
    /// agree). A recipe that does not say how many it serves, a quantity that is not a number, or none
    /// opens as written.
    package static func route(toReference target: String, quantity: CooklangQuantity?, in catalog: RecipeCatalog) -> Route {
        guard let quantity, let value = quantity.value, value > 0, let scaling = MenuScaling(quantity),
              let own = catalog[target]?.servings, own > 0 else { return .recipe(target) }
        let servings: Double
        switch scaling.asked(servings: Double(own), yield: nil) {
        case .asWritten: return .recipe(target)
        case .factor(let factor): servings = factor * Double(own)
        case .servings(let wanted): servings = wanted
        }
        guard abs(servings - Double(own)) >= RecipeServings.tolerance, RecipeRoute.sensible(servings) != nil else { return .recipe(target) }
        return .recipe(target, servings: servings)
    }
}
