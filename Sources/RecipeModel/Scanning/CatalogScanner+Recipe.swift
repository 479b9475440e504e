extension CatalogScanner {
    /// Decodes one recipe's JSON object straight into a `Recipe`, exactly as `CatalogReader` reads it,
    /// or returns nil for anything it leaves to the precise parser (a repeated member, a fault).
    ///
    /// This is how a recipe is built when it is first shown: about eight times faster than parsing
    /// the object into a tree of values first.
    static func decodeRecipe(_ bytes: UnsafeRawBufferPointer) -> Recipe? {
        guard let start = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return nil }
        var scanner = CatalogScanner(base: start, end: bytes.count, progress: nil)
        // As inside the top-level object and the recipes array, so that the nesting limit counts alike.
        scanner.depth = 2
        guard let recipe = try? scanner.scanFullRecipe(), scanner.index == bytes.count else { return nil }
        return recipe
    }

    /// Decodes every field `RecipeField.all` lists into a recipe, as the precise reader reads them.
    private mutating func scanFullRecipe() throws(Unsupported) -> Recipe {
        var recipe = RecipeField.empty
        var seen: UInt64 = 0
        try scanObject(Self.recipeMembers) { scanner, field throws(Unsupported) in
            guard let field else { return try scanner.skipValue() }
            guard seen & field.bit == 0 else { throw Unsupported() }
            seen |= field.bit
            switch RecipeField.all[field.position].kind {
            case .requiredText(let path):
                recipe[field: path] = try scanner.text(nonEmpty: true)
            case .text(let path):
                recipe[field: path] = try scanner.scanNull() ? "" : try scanner.text(nonEmpty: false)
            case .count(let path):
                recipe[field: path] = try scanner.scanOptionalCount()
            case .texts(let path):
                var texts: [String] = []
                try scanner.scanOptionalArray { scanner throws(Unsupported) in
                    texts.append(try scanner.text(nonEmpty: false))
                }
                recipe[field: path] = texts
            case .ingredients(let path):
                var ingredients: [Ingredient] = []
                try scanner.scanOptionalArray { scanner throws(Unsupported) in
                    ingredients.append(try scanner.ingredient())
                }
                recipe[field: path] = ingredients
            }
        }
        guard seen & RecipeField.requiredBits == RecipeField.requiredBits else { throw Unsupported() }
        return recipe
    }

    private mutating func ingredient() throws(Unsupported) -> Ingredient {
        guard peek == UInt8(ascii: "{") else { throw Unsupported() }
        var amount: String?
        var name: String?
        try scanObject(Self.ingredientMembers) { scanner, member throws(Unsupported) in
            switch member {
            case .amount? where amount == nil: amount = try scanner.scanNull() ? "" : try scanner.text(nonEmpty: false)
            case .name? where name == nil: name = try scanner.text(nonEmpty: true)
            case .amount?, .name?: throw Unsupported()
            case nil: try scanner.skipValue()
            }
        }
        guard let name else { throw Unsupported() }
        return Ingredient(amount: amount ?? "", name: name)
    }

    /// Decodes the string at `index`, which must not be blank when `nonEmpty`.
    private mutating func text(nonEmpty: Bool) throws(Unsupported) -> String {
        guard peek == UInt8(ascii: "\"") else { throw Unsupported() }
        scratch.removeAll(keepingCapacity: true)
        let reference = nonEmpty ? try decodeNonEmptyString(into: .scratch) : try decodeString(into: .scratch)
        return String(decoding: scratch[reference.offset..<(reference.offset + reference.count)], as: UTF8.self)
    }
}
