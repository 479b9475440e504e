/// One member of a recipe's JSON object: its key, the kind of value it holds and where that goes in
/// `Recipe`, how much of it is kept, and what the index keeps of it.
///
/// `RecipeField.all` is the one list of recipe fields. Everything that reads a recipe reads it:
/// the scan's member names (`CatalogScanner.recipeMembers`), the scan's index pass
/// (`CatalogScanner.scanRecipe`), the scan's full decode (`CatalogScanner.decodeRecipe`), the
/// precise reader (`CatalogReader.recipe`), the limits (`CatalogLimits.apply`) and the warnings'
/// wording; so does everything that writes or compares one: the caches' encoding of recipes
/// (`ByteWriter.recipe` and `ByteReader.recipe`, whose files name the table by `signature`) and
/// what a file moved in a collection must still say alike (`CatalogDifference`, by `Role.isPlace`).
/// `RecipeFieldTests` checks, field by field, that they agree with the table and with each other:
/// the same value read, the same error for a missing field or a wrong type, the same cuts, the same
/// value read back from a cache.
///
/// ## Adding a field
///
/// 1. Add the property to `Recipe`, with a default in its initialiser (the empty value of its kind).
/// 2. Add its entry to `all`: the JSON key, the kind with the getter and setter of that property (a
///    `RecipeFieldPath`, not a key path, which would be made at every launch), and a
///    `limit` if a hostile file could make it long. The order of `all` is the order the precise
///    reader checks fields in, and so decides which error a recipe with several faults reports.
/// 3. Show it: `DetailContent` in RecipeApp. To have it in generated catalogs, `CatalogGenerator`.
///
/// Nothing else: the scan checks the new member as strictly as the reader and skips it (the index
/// keeps only fields with a `role`), and decodes it with the rest of the recipe when it is shown;
/// the caches encode it, and a cache written before it was added is not read but made again. A
/// new *kind* of value (a boolean, another kind of object) is a new `Kind` case; the compiler then
/// lists the switches that must handle it, in the scan, the reader, the limits and the encoding.
struct RecipeField: Sendable {
    /// The member's name in the recipe object: ASCII, at most 16 bytes (see `MemberNames`).
    let key: String
    let kind: Kind
    /// How much of the value a recipe keeps; nil for a value that is never cut.
    let limit: Limit?
    /// What the index keeps of the field, which the scan's index pass handles field by field; nil for
    /// a field the index does not keep, which the scan only checks (and measures against `limit`).
    let role: Role?

    /// What a member may hold, and the `Recipe` property it is read into.
    enum Kind: Sendable {
        /// A string holding more than white space; the member must be there (null counts as missing).
        case requiredText(RecipeFieldPath<String>)
        /// A string; missing or null reads as "".
        case text(RecipeFieldPath<String>)
        /// A whole number from 0 to 1,000,000; missing or null reads as nil.
        case count(RecipeFieldPath<Int?>)
        /// An array of strings; missing or null reads as none.
        case texts(RecipeFieldPath<[String]>)
        /// An array of objects, each a non-blank string "name" and an optional string "amount";
        /// missing or null reads as none.
        case ingredients(RecipeFieldPath<[Ingredient]>)

        /// The kind's name in the table's `signature`.
        var name: String {
            switch self {
            case .requiredText: "requiredText"
            case .text: "text"
            case .count: "count"
            case .texts: "texts"
            case .ingredients: "ingredients"
            }
        }

        /// Whether the value is a list, whose limit counts items rather than characters.
        var isList: Bool {
            switch self {
            case .requiredText, .text, .count: false
            case .texts, .ingredients: true
            }
        }
    }

    /// How much of a value is kept; what is cut is reported as a `CatalogWarning.truncated`.
    struct Limit: Sendable {
        /// Characters of a string, or of each string of a list (each amount and name of ingredients).
        var characters: Int?
        /// Items of a list.
        var items: Int?
        /// How a warning names one item of a list whose items are cut to `characters`: "a direction".
        var itemName: String?

        /// A string of at most `count` characters.
        static func characters(_ count: Int) -> Limit {
            Limit(characters: count)
        }

        /// A list of at most `count` items, each of at most `characters` characters (named `itemName` in warnings).
        static func items(_ count: Int, each characters: Int? = nil, itemName: String? = nil) -> Limit {
            Limit(characters: characters, items: count, itemName: itemName)
        }
    }

    /// The facts the index keeps, each handled by its own case in the scan's index pass.
    enum Role: Sendable {
        /// The recipe's ID: looked up, sorted by, and named in messages about the recipe.
        case id
        /// The name the lists show and sort by, and search reads.
        case name
        /// The category the recipe is listed in.
        case category
        /// The time the lists show.
        case minutes
        /// The ingredients, whose names search reads.
        case ingredientNames
        /// IDs of other recipes, checked once every ID is known, to report the dangling ones.
        case relatedIDs
        /// The servings a query's `s>=4` compares.
        case servings

        /// Whether the field says where the recipe is, or where the recipes it points at are, rather
        /// than what it says: in a collection, the ID is the file's path, the category its top folder,
        /// the name its file name (or subfolder), and related IDs other files' paths.
        var isPlace: Bool {
            switch self {
            case .id, .name, .category, .relatedIDs: true
            case .minutes, .ingredientNames, .servings: false
            }
        }
    }

    init(_ key: String, _ kind: Kind, limit: Limit? = nil, role: Role? = nil) {
        self.key = key
        self.kind = kind
        self.limit = limit
        self.role = role
    }

    /// Every field of a recipe, in the order the precise reader checks them; the ID first, since
    /// messages about the others name the recipe by it.
    static let all: [RecipeField] = [
        RecipeField("id", .requiredText(.init(get: { $0.id }, set: { $0.id = $1 })), role: .id),
        RecipeField("name", .requiredText(.init(get: { $0.name }, set: { $0.name = $1 })), limit: .characters(CatalogLimits.nameCharacters), role: .name),
        RecipeField("category", .requiredText(.init(get: { $0.categoryID }, set: { $0.categoryID = $1 })), role: .category),
        RecipeField("summary", .text(.init(get: { $0.summary }, set: { $0.summary = $1 })), limit: .characters(CatalogLimits.textCharacters)),
        RecipeField("servings", .count(.init(get: { $0.servings }, set: { $0.servings = $1 })), role: .servings),
        RecipeField("minutes", .count(.init(get: { $0.minutes }, set: { $0.minutes = $1 })), role: .minutes),
        RecipeField("ingredients", .ingredients(.init(get: { $0.ingredients }, set: { $0.ingredients = $1 })), limit: .items(CatalogLimits.listItems, each: CatalogLimits.nameCharacters), role: .ingredientNames),
        RecipeField("directions", .texts(.init(get: { $0.directions }, set: { $0.directions = $1 })), limit: .items(CatalogLimits.listItems, each: CatalogLimits.textCharacters, itemName: "a direction")),
        RecipeField("related", .texts(.init(get: { $0.relatedIDs }, set: { $0.relatedIDs = $1 })), limit: .items(CatalogLimits.listItems), role: .relatedIDs),
    ]

    /// The fields that must be present, as bits by position in `all`, as the scan counts fields seen.
    static let requiredBits: UInt64 = all.indices.reduce(0) { bits, position in
        guard case .requiredText = all[position].kind else { return bits }
        return bits | 1 << UInt64(position)
    }

    /// The table's shape, each field's key and kind in order, as a short hexadecimal hash: the caches
    /// that keep encoded recipes write it in their headers, so that a cache written with another
    /// table is not read as this one, but made again.
    static let signature: String = {
        let hash = ContentHash.hash(all.map { $0.key + ":" + $0.kind.name }.joined(separator: ","))
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }()

    /// Whether `a` and `b` hold the same value in this field.
    func same(_ a: Recipe, _ b: Recipe) -> Bool {
        switch kind {
        case .requiredText(let path), .text(let path): a[field: path] == b[field: path]
        case .count(let path): a[field: path] == b[field: path]
        case .texts(let path): a[field: path] == b[field: path]
        case .ingredients(let path): a[field: path] == b[field: path]
        }
    }

    /// A recipe with every field at its empty value but for the required ones, which the readers fill.
    static var empty: Recipe { Recipe(id: "", name: "", categoryID: "") }

    /// Whether `name` is how a warning names a list field, whose length counts items, not characters.
    static func isList(warningName name: String) -> Bool {
        all.contains { $0.key == name && $0.kind.isList }
    }
}
