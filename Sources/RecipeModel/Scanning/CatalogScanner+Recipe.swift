extension CatalogScanner {
    /// Decodes one recipe's JSON object straight into a `Recipe`, exactly as `CatalogReader` reads it,
    /// or returns nil for anything it leaves to the precise parser (a repeated member, a fault).
    ///
    /// This is how a recipe is built when it is first shown, or when search reads every recipe:
    /// about eight times faster than parsing the object into a tree of values first.
    static func decodeRecipe(_ bytes: UnsafeRawBufferPointer) -> Recipe? {
        guard let start = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return nil }
        var scanner = CatalogScanner(base: start, end: bytes.count, progress: nil)
        // As inside the top-level object and the recipes array, so that the nesting limit counts alike.
        scanner.depth = 2
        guard let recipe = try? scanner.scanFullRecipe(), scanner.index == bytes.count else { return nil }
        return recipe
    }

    private mutating func scanFullRecipe() throws(Unsupported) -> Recipe {
        var id: String?
        var name: String?
        var category: String?
        var summary = ""
        var servings: Int?
        var minutes: Int?
        var ingredients: [Ingredient] = []
        var directions: [String] = []
        var related: [String] = []
        var seen: UInt16 = 0
        try scanObject { scanner, key throws(Unsupported) in
            if key != .other {
                guard seen & key.bit == 0 else { throw Unsupported() }
                seen |= key.bit
            }
            switch key {
            case .id: id = try scanner.text(nonEmpty: true)
            case .name: name = try scanner.text(nonEmpty: true)
            case .category: category = try scanner.text(nonEmpty: true)
            case .summary: summary = try scanner.scanNull() ? "" : try scanner.text(nonEmpty: false)
            case .servings: servings = try scanner.scanOptionalCount()
            case .minutes: minutes = try scanner.scanOptionalCount()
            case .ingredients:
                try scanner.scanOptionalArray { scanner throws(Unsupported) in
                    ingredients.append(try scanner.ingredient())
                }
            case .directions:
                try scanner.scanOptionalArray { scanner throws(Unsupported) in
                    directions.append(try scanner.text(nonEmpty: false))
                }
            case .related:
                try scanner.scanOptionalArray { scanner throws(Unsupported) in
                    related.append(try scanner.text(nonEmpty: false))
                }
            default:
                try scanner.skipValue()
            }
        }
        guard let id, let name, let category else { throw Unsupported() }
        return Recipe(
            id: id, name: name, categoryID: category, summary: summary, servings: servings, minutes: minutes,
            ingredients: ingredients, directions: directions, relatedIDs: related
        )
    }

    private mutating func ingredient() throws(Unsupported) -> Ingredient {
        guard peek == UInt8(ascii: "{") else { throw Unsupported() }
        var amount: String?
        var name: String?
        try scanObject { scanner, key throws(Unsupported) in
            switch key {
            case .amount where amount == nil: amount = try scanner.scanNull() ? "" : try scanner.text(nonEmpty: false)
            case .name where name == nil: name = try scanner.text(nonEmpty: true)
            case .amount, .name: throw Unsupported()
            default: try scanner.skipValue()
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
