import Testing
@testable import RecipeModel

/// The recipe field table (`RecipeField.all`) against what writes and compares recipes: the caches'
/// encoding, and what a file moved in a collection must still say alike.
@Suite("The recipe field table drives the caches' encoding and the comparison of a moved recipe")
struct RecipeFieldEncodingTests {
    /// A recipe with every field set, each to a value of its own.
    static let full = Recipe(
        id: "Mains/Stew", name: "Stew", categoryID: "Mains", summary: "Slow.", servings: 4, minutes: 90,
        ingredients: [Ingredient(amount: "2", name: "onions"), Ingredient(amount: "", name: "salt")],
        directions: ["Chop.", "Simmer."], relatedIDs: ["Sides/Bread"],
        tags: ["vegan"], metadata: ["course: dinner"]
    )

    /// `recipe` with `field` set to another value of its kind.
    static func changing(_ field: RecipeField, of recipe: Recipe) -> Recipe {
        var changed = recipe
        switch field.kind {
        case .requiredText(let path), .text(let path): changed[field: path] += " (changed)"
        case .count(let path): changed[field: path] = (changed[field: path] ?? 0) + 1
        case .texts(let path): changed[field: path].append("changed")
        case .ingredients(let path): changed[field: path].append(Ingredient(amount: "1", name: "changed"))
        }
        return changed
    }

    static func encoded(_ recipe: Recipe) -> [UInt8] {
        var writer = ByteWriter()
        writer.recipe(recipe)
        return writer.bytes
    }

    static func decoded(_ bytes: [UInt8]) -> Recipe? {
        var reader = ByteReader(bytes: bytes, offset: 0)
        guard let recipe = reader.recipe(), reader.isAtEnd else { return nil }
        return recipe
    }

    @Test("every field is written and read back, and a change to any one changes what is written")
    func everyFieldRoundTrips() {
        #expect(Self.decoded(Self.encoded(Self.full)) == Self.full)
        #expect(Self.decoded(Self.encoded(RecipeField.empty)) == RecipeField.empty)
        for field in RecipeField.all {
            let changed = Self.changing(field, of: Self.full)
            #expect(Self.decoded(Self.encoded(changed)) == changed, "\(field.key)")
            #expect(Self.encoded(changed) != Self.encoded(Self.full), "\(field.key)")
        }
    }

    @Test("the encoding is the one caches were written with before the table drove it, byte for byte")
    func sameBytesAsBefore() {
        var expected = ByteWriter()
        let recipe = Self.full
        for text in [recipe.id, recipe.name, recipe.categoryID, recipe.summary] { expected.text(text) }
        expected.number(recipe.servings ?? -1)
        expected.number(recipe.minutes ?? -1)
        expected.number(recipe.ingredients.count)
        for ingredient in recipe.ingredients {
            expected.text(ingredient.amount)
            expected.text(ingredient.name)
        }
        expected.texts(recipe.directions)
        expected.texts(recipe.relatedIDs)
        // Then what a Cooklang file gives beside the JSON format's fields, for the query language's labels.
        expected.texts(recipe.tags)
        expected.texts(recipe.metadata)
        #expect(Self.encoded(recipe) == expected.bytes)
        var none = recipe
        none.servings = nil
        none.minutes = nil
        #expect(Self.decoded(Self.encoded(none)) == none)
    }

    @Test("anything cut short reads as nothing, never as another recipe")
    func cutShort() {
        let bytes = Self.encoded(Self.full)
        for length in 0..<bytes.count {
            var reader = ByteReader(bytes: Array(bytes[..<length]), offset: 0)
            #expect(reader.recipe() == nil, "\(length) of \(bytes.count) bytes")
        }
    }

    @Test("the table's signature names its keys and kinds in order")
    func signature() {
        #expect(RecipeField.signature.count == 16)
        #expect(RecipeField.signature.allSatisfy { $0.isHexDigit })
        #expect(ByteWriter.recipeEncodingSignature == RecipeField.signature + "+tags,metadata")
        let magic = Array("recipe-tui cooklang recipes 2 \(RecipeField.signature)+tags,metadata\n".utf8)
        #expect(EncodedRecipes.magic == magic)
    }

    @Test("a moved recipe says the same when every field but those of its place is the same", arguments: RecipeField.all.map(\.key))
    func movedRecipeComparesEveryField(key: String) throws {
        let field = try #require(RecipeField.all.first { $0.key == key })
        let changed = Self.changing(field, of: Self.full)
        let isPlace = [.id, .name, .category, .relatedIDs].contains(field.role)
        #expect(CatalogDifference.sameText(Self.full, changed) == isPlace)
    }
}
