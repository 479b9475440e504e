extension RouteMember {
    /// Reads a saved route with `StateFileReader`: a recipe (`{"recipe": "apple-pie"}`, with or without
    /// `"servings"`) or an ingredient (`{"ingredient": "butter"}`); nil for any other kind or member,
    /// which `init(from:)` reads instead (see `StateFileReader`).
    package static func read(_ reader: inout StateFileReader) -> RouteMember? {
        var recipe: String?
        var ingredient: String?
        var servings: Double?
        let read = reader.readObject { reader, name in
            switch name {
            case RecipeRoute.savedName:
                recipe = reader.readString()
                return recipe != nil
            case IngredientRoute.savedName:
                ingredient = reader.readString()
                return ingredient != nil
            case "servings":
                if reader.takeNull() { return true }
                servings = reader.readDouble()
                return servings != nil
            default:
                return false
            }
        }
        guard read else { return nil }
        switch (recipe, ingredient) {
        case (let id?, nil): return RouteMember(.recipe(id, servings: RecipeRoute.sensible(servings)))
        case (nil, let name?) where servings == nil: return RouteMember(.ingredient(name))
        default: return nil
        }
    }
}
