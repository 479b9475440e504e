/// A catalog's full recipes as one block of bytes, each decoded when something asks for it.
///
/// A cached folder keeps its recipes this way so that a later launch makes no `Recipe` until one
/// is shown: the block is a table of each recipe's offset (in index order) and the recipes written
/// by `ByteWriter.recipe(_:)`. The cache's checksum vouches for the bytes; a recipe that still does
/// not decode is nil, never a crash.
struct EncodedRecipes: Sendable {
    /// The bytes holding the block, which may hold more around it: the cache file read whole, so the block is not copied.
    let bytes: [UInt8]
    /// Where the block starts in `bytes`, and how many recipes its table has.
    let start: Int
    let count: Int

    /// Checks only that the offset table fits; each recipe is checked as it is decoded.
    init?(bytes: [UInt8], range: Range<Int>, count: Int) {
        guard count >= 0, range.lowerBound >= 0, range.upperBound <= bytes.count, count <= range.count / 8 else { return nil }
        // Offsets beyond the block read the bytes after it, at worst failing to decode: the block is the file's end but for the index.
        self.bytes = bytes
        start = range.lowerBound
        self.count = count
    }

    /// Encodes the `count` recipes of `recipes` in order, the offset table filled in as they are written, in one array.
    static func encode(_ recipes: some Sequence<Recipe>, count: Int) -> [UInt8] {
        var writer = ByteWriter()
        writer.bytes = [UInt8](repeating: 0, count: count * 8)
        for (position, recipe) in recipes.enumerated() {
            let offset = writer.bytes.count
            withUnsafeBytes(of: Int64(offset).littleEndian) { writer.bytes.replaceSubrange((position * 8)..<(position * 8 + 8), with: $0) }
            writer.recipe(recipe)
        }
        return writer.bytes
    }

    /// The recipe at `position` of the index, or nil when its bytes do not decode.
    func recipe(_ position: Int) -> Recipe? {
        guard position >= 0, position < count else { return nil }
        var table = ByteReader(bytes: bytes, offset: start + position * 8)
        guard let offset = table.number(), offset >= count * 8, offset < bytes.count - start else { return nil }
        var reader = ByteReader(bytes: bytes, offset: start + offset)
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
