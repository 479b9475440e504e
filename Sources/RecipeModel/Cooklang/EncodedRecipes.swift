/// A catalog's full recipes as one block of bytes, each decoded when something asks for it.
///
/// A cached folder keeps its recipes this way so that a later launch makes no `Recipe` until one
/// is shown: the block is a table of each recipe's offset (in index order) and the recipes written
/// by `ByteWriter.recipe(_:)`. The cache's checksum vouches for the bytes; a recipe that still does
/// not decode is nil, never a crash.
struct EncodedRecipes: Sendable {
    let bytes: [UInt8]
    let count: Int

    /// Checks only that the offset table fits; each recipe is checked as it is decoded.
    init?(bytes: [UInt8], count: Int) {
        guard count >= 0, count <= bytes.count / 8 else { return nil }
        self.bytes = bytes
        self.count = count
    }

    /// Encodes `recipes` in order.
    static func encode(_ recipes: some Collection<Recipe>) -> [UInt8] {
        var table = ByteWriter()
        var body = ByteWriter()
        let tableLength = recipes.count * 8
        for recipe in recipes {
            table.number(tableLength + body.bytes.count)
            body.recipe(recipe)
        }
        return table.bytes + body.bytes
    }

    /// The recipe at `position` of the index, or nil when its bytes do not decode.
    func recipe(_ position: Int) -> Recipe? {
        guard position >= 0, position < count else { return nil }
        var table = ByteReader(bytes: bytes, offset: position * 8)
        guard let offset = table.number(), offset >= count * 8, offset < bytes.count else { return nil }
        var reader = ByteReader(bytes: bytes, offset: offset)
        return reader.recipe()
    }
}

extension ByteWriter {
    /// Every field of a recipe, as `ByteReader.recipe()` reads it back.
    mutating func recipe(_ recipe: Recipe) {
        text(recipe.id)
        text(recipe.name)
        text(recipe.categoryID)
        text(recipe.summary)
        number(recipe.servings ?? -1)
        number(recipe.minutes ?? -1)
        number(recipe.ingredients.count)
        for ingredient in recipe.ingredients {
            text(ingredient.amount)
            text(ingredient.name)
        }
        texts(recipe.directions)
        texts(recipe.relatedIDs)
    }
}

extension ByteReader {
    /// A recipe as `ByteWriter.recipe(_:)` wrote it; nil for anything cut short.
    mutating func recipe() -> Recipe? {
        guard let id = text(), let name = text(), let categoryID = text(), let summary = text(),
            let servings = number(), let minutes = number(), let ingredientCount = number(),
            ingredientCount >= 0, ingredientCount <= bytes.count - offset
        else { return nil }
        var ingredients: [Ingredient] = []
        ingredients.reserveCapacity(ingredientCount)
        for _ in 0..<ingredientCount {
            guard let amount = text(), let name = text() else { return nil }
            ingredients.append(Ingredient(amount: amount, name: name))
        }
        guard let directions = texts(), let relatedIDs = texts() else { return nil }
        return Recipe(
            id: id, name: name, categoryID: categoryID, summary: summary, servings: servings < 0 ? nil : servings,
            minutes: minutes < 0 ? nil : minutes, ingredients: ingredients, directions: directions, relatedIDs: relatedIDs
        )
    }
}
