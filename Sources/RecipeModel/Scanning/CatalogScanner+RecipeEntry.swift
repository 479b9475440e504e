/// The index pass over one recipe object: each field of `RecipeField.all` checked as the precise
/// reader checks it, and the facts the index keeps taken from the fields that have a role.
extension CatalogScanner {
    /// Scans one recipe object for the index, checking every field `RecipeField.all` lists as the
    /// precise reader would and noting the recipe as oversized when a field might exceed its limit.
    mutating func scanRecipe() throws(Unsupported) {
        let start = index
        var id: RecipeIndexBuilder.StringRef?
        var name: RecipeIndexBuilder.StringRef?
        var category: RecipeIndexBuilder.StringRef?
        var minutes: Int?
        var servings: Int?
        var seen: UInt64 = 0
        var isOversized = false
        let relatedStart = relatedRefs.count
        let ingredientStart = builder.ingredientLists.count
        try scanObject(Self.recipeMembers) { scanner, field throws(Unsupported) in
            guard let field else { return try scanner.skipValue() }
            // A repeated member: the precise parser keeps the last one, so it is left to it.
            guard seen & field.bit == 0 else { throw Unsupported() }
            seen |= field.bit
            switch field.action {
            case .id:
                id = try scanner.decodeNonEmptyString(into: .strings)
            case .name:
                let reference = try scanner.decodeNonEmptyString(into: .strings)
                name = reference
                if reference.count > field.characters { isOversized = true }
            case .category:
                category = try scanner.decodeNonEmptyString(into: .categories)
            case .minutes:
                minutes = try scanner.scanOptionalCount()
            case .servings:
                servings = try scanner.scanOptionalCount()
            case .ingredientNames:
                if try scanner.scanIngredients(field, internNames: true) { isOversized = true }
            case .relatedIDs:
                try scanner.scanOptionalArray { scanner throws(Unsupported) in
                    guard scanner.peek == UInt8(ascii: "\"") else { throw Unsupported() }
                    let reference = try scanner.decodeString(into: .related)
                    scanner.relatedRefs.append(reference)
                    if reference.count > field.characters { isOversized = true }
                }
                if scanner.relatedRefs.count - relatedStart > field.items { isOversized = true }
            case .requiredText:
                scanner.scratch.removeAll(keepingCapacity: true)
                if try scanner.decodeNonEmptyString(into: .scratch).count > field.characters { isOversized = true }
            case .text:
                if try scanner.skipOptionalString() > field.characters { isOversized = true }
            case .count:
                _ = try scanner.scanOptionalCount()
            case .texts:
                var count = 0
                try scanner.scanOptionalArray { scanner throws(Unsupported) in
                    guard scanner.peek == UInt8(ascii: "\"") else { throw Unsupported() }
                    if try scanner.skipString() > field.characters { isOversized = true }
                    count += 1
                }
                if count > field.items { isOversized = true }
            case .ingredients:
                if try scanner.scanIngredients(field, internNames: false) { isOversized = true }
            }
        }
        guard let id, let name, let category, seen & RecipeField.requiredBits == RecipeField.requiredBits else { throw Unsupported() }
        if isOversized { oversized.append(entries.count) }
        entries.append(RecipeIndexBuilder.Entry(id: id, name: name, category: -1, minutes: minutes, servings: servings, sourceOffset: start, sourceLength: index - start,
            ingredients: ingredientStart..<builder.ingredientLists.count
        ))
        categoryRefs.append(category)
        related.append(relatedStart..<relatedRefs.count)
        if index >= nextProgress {
            progress?(index)
            nextProgress = index + Self.progressStep
        }
    }

    /// Scans an ingredient list, filing each name in the vocabulary when `internNames`; returns
    /// whether something in it may exceed `field`'s limits.
    mutating func scanIngredients(_ field: ScanField, internNames: Bool) throws(Unsupported) -> Bool {
        var count = 0
        var isOversized = false
        let names = Self.ingredientMembers
        try scanOptionalArray { scanner throws(Unsupported) in
            guard scanner.peek == UInt8(ascii: "{") else { throw Unsupported() }
            var hasAmount = false
            var hasName = false
            try scanner.scanObject(names) { scanner, member throws(Unsupported) in
                switch member {
                case .amount? where !hasAmount:
                    hasAmount = true
                    if try scanner.skipOptionalString() > field.characters { isOversized = true }
                case .name? where !hasName:
                    hasName = true
                    let length: Int
                    if internNames {
                        length = try scanner.internIngredientName()
                    } else {
                        scanner.scratch.removeAll(keepingCapacity: true)
                        length = try scanner.decodeNonEmptyString(into: .scratch).count
                    }
                    if length > field.characters { isOversized = true }
                case .amount?, .name?:
                    throw Unsupported()
                case nil:
                    try scanner.skipValue()
                }
            }
            guard hasName else { throw Unsupported() }
            count += 1
        }
        return isOversized || count > field.items
    }

    /// A recipe field as the index pass reads it: plain values, without the table's key paths.
    struct ScanField: Sendable {
        /// What the index pass does with the member: keep a fact for the index (by `RecipeField.Role`), or check a value of a kind.
        enum Action: Sendable {
            case id, name, category, minutes, ingredientNames, relatedIDs, servings
            case requiredText, text, count, texts, ingredients
        }

        /// The field's position in `RecipeField.all`.
        let position: Int
        /// The field's bit in a set of fields already seen.
        let bit: UInt64
        let action: Action
        /// The limit on characters of the value or of each of its strings, or `Int.max`.
        let characters: Int
        /// The limit on items of a list, or `Int.max`.
        let items: Int

        init(_ field: RecipeField, at position: Int) {
            precondition(position < 64, "a recipe may have at most 64 fields")
            self.position = position
            bit = 1 << UInt64(position)
            characters = field.limit?.characters ?? .max
            items = field.limit?.items ?? .max
            switch (field.role, field.kind) {
            case (.id?, .requiredText): action = .id
            case (.name?, .requiredText): action = .name
            case (.category?, .requiredText): action = .category
            case (.minutes?, .count): action = .minutes
            case (.ingredientNames?, .ingredients): action = .ingredientNames
            case (.relatedIDs?, .texts): action = .relatedIDs
            case (.servings?, .count): action = .servings
            case (let role?, _): preconditionFailure("the index pass cannot keep \(role) from a field like \"\(field.key)\"")
            case (nil, .requiredText): action = .requiredText
            case (nil, .text): action = .text
            case (nil, .count): action = .count
            case (nil, .texts): action = .texts
            case (nil, .ingredients): action = .ingredients
            }
        }
    }

    static let documentMembers = MemberNames<DocumentMember>([("categories", .categories), ("recipes", .recipes)])
    static let categoryMembers = MemberNames<CategoryMember>([("id", .id), ("name", .name)])
    static let ingredientMembers = MemberNames<IngredientMember>([("amount", .amount), ("name", .name)])
    /// The recipe fields of `RecipeField.all`, by their keys.
    static let recipeMembers = MemberNames<ScanField>(RecipeField.all.indices.map { (RecipeField.all[$0].key, ScanField(RecipeField.all[$0], at: $0)) })
    /// None, for objects whose members are only checked.
    static let noMembers = MemberNames<Never>([])
}
