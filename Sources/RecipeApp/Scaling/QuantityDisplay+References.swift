import Cooklang
import RecipeModel
import RecipeNavigation

extension QuantityDisplay {
    /// The screen a Cooklang reference opens: the referenced recipe scaled by the reference's own
    /// quantity, as the conventions' "Scaling Referenced Recipes" says.
    ///
    /// `quantity` is the reference's quantity as this recipe shows it (already scaled with it): a
    /// number alone, or of `batch`, is a factor (`@./Pizza Dough{2}`, `{1/2%batch}`: twice, half the
    /// recipe); a number of `servings` is those servings (`{4%servings}`); a number of any other unit
    /// is read in the unit the referenced recipe's servings (its yield) are written in, as the
    /// conventions' experimental third rule has it (`{12%balls}` of a dough for `6 balls` is twice it;
    /// the catalog keeps the yield's number, not its unit, so the two are taken to agree). A recipe
    /// that does not say how many it serves, a quantity that is not a number, or none opens as written.
    package static func route(toReference target: String, quantity: CooklangQuantity?, in catalog: RecipeCatalog) -> Route {
        guard let quantity, let value = quantity.value, value > 0, let own = catalog[target]?.servings, own > 0 else { return .recipe(target) }
        let servings: Double
        switch quantity.unit.lowercased() {
        case "", "batch", "batches": servings = value * Double(own)
        default: servings = value
        }
        guard abs(servings - Double(own)) >= RecipeServings.tolerance, RecipeRoute.sensible(servings) != nil else { return .recipe(target) }
        return .recipe(target, servings: servings)
    }
}
