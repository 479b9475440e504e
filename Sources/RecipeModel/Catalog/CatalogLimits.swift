/// Bounds on what one recipe may hold, so a hostile or broken file cannot make every frame slow.
///
/// Nothing a person would write comes near them; what exceeds them is cut and reported as a warning.
enum CatalogLimits {
    static let nameCharacters = 200
    static let textCharacters = 4000
    static let listItems = 500

    static func apply(to recipe: Recipe, warnings: inout [CatalogWarning]) -> Recipe {
        var recipe = recipe
        func cut(_ text: String, _ field: String, _ limit: Int) -> String {
            // A character takes at least one byte: counting characters, which is slow, is needed only past the limit in bytes.
            guard text.utf8.count > limit else { return text }
            let count = text.count
            guard count > limit else { return text }
            warnings.append(.truncated(recipeID: recipe.id, field: field, kept: limit, original: count))
            return String(text.prefix(limit))
        }
        func cut<T>(_ items: [T], _ field: String) -> [T] {
            guard items.count > listItems else { return items }
            warnings.append(.truncated(recipeID: recipe.id, field: field, kept: listItems, original: items.count))
            return Array(items.prefix(listItems))
        }
        recipe.name = cut(recipe.name, "name", nameCharacters)
        recipe.summary = cut(recipe.summary, "summary", textCharacters)
        recipe.directions = cut(recipe.directions, "directions").map { cut($0, "a direction", textCharacters) }
        recipe.ingredients = cut(recipe.ingredients, "ingredients").map {
            Ingredient(amount: cut($0.amount, "an amount", nameCharacters), name: cut($0.name, "an ingredient", nameCharacters))
        }
        recipe.relatedIDs = cut(recipe.relatedIDs, "related")
        return recipe
    }
}
