/// Bounds on what one recipe may hold, so a hostile or broken file cannot make every frame slow.
///
/// Nothing a person would write comes near them; what exceeds them is cut and reported as a warning.
/// Which field has which bound is in `RecipeField.all`.
package enum CatalogLimits {
    static let nameCharacters = 200
    static let textCharacters = 4000
    static let listItems = 500

    /// The fields with a limit, in the order they are cut and so reported: the table's, except that
    /// directions come before ingredients, as they did before there was a table.
    static let cutOrder: [RecipeField] = {
        var fields = RecipeField.all.filter { $0.limit != nil }
        if let directions = fields.firstIndex(where: { $0.key == "directions" }),
            let ingredients = fields.firstIndex(where: { $0.key == "ingredients" }), ingredients < directions
        {
            fields.insert(fields.remove(at: directions), at: ingredients)
        }
        return fields
    }()

    package static func apply(to recipe: Recipe, warnings: inout [CatalogWarning]) -> Recipe {
        var recipe = recipe
        let id = recipe.id
        func cut(_ text: String, _ field: String, _ limit: Int?) -> String {
            // A character takes at least one byte: counting characters, which is slow, is needed only past the limit in bytes.
            guard let limit, text.utf8.count > limit else { return text }
            let count = text.count
            guard count > limit else { return text }
            warnings.append(.truncated(recipeID: id, field: field, kept: limit, original: count))
            return String(text.prefix(limit))
        }
        func cut<T>(_ items: [T], _ field: String, _ limit: Int?) -> [T] {
            guard let limit, items.count > limit else { return items }
            warnings.append(.truncated(recipeID: id, field: field, kept: limit, original: items.count))
            return Array(items.prefix(limit))
        }
        for field in cutOrder {
            guard let limit = field.limit else { continue }
            switch field.kind {
            case .requiredText(let path), .text(let path):
                recipe[field: path] = cut(recipe[field: path], field.key, limit.characters)
            case .count:
                break
            case .texts(let path):
                let items = cut(recipe[field: path], field.key, limit.items)
                recipe[field: path] = limit.characters == nil ? items : items.map { cut($0, limit.itemName ?? field.key, limit.characters) }
            case .ingredients(let path):
                recipe[field: path] = cut(recipe[field: path], field.key, limit.items).map {
                    Ingredient(amount: cut($0.amount, "an amount", limit.characters), name: cut($0.name, "an ingredient", limit.characters))
                }
            }
        }
        return recipe
    }
}
