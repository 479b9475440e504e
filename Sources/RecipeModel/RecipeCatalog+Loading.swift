import Foundation

extension RecipeCatalog {
    /// Loads the catalog from a JSON file, naming the file in every error.
    ///
    /// - Throws: `CatalogLoadError`, whose `description` is a complete sentence for the user.
    public init(contentsOfFile path: String) throws(CatalogLoadError) {
        let bytes: [UInt8]
        do {
            bytes = try FileContents.read(path: path)
        } catch {
            throw CatalogLoadError(file: path, error: .unreadable(path: path, reason: error.description))
        }
        do {
            try self.init(jsonBytes: bytes)
        } catch {
            throw CatalogLoadError(file: path, error: error)
        }
    }

    /// Loads the catalog from the bytes of a JSON document.
    public init(data: Data) throws(CatalogError) {
        try self.init(jsonBytes: [UInt8](data))
    }

    /// Loads the catalog from the UTF-8 bytes of a JSON document.
    public init(jsonBytes bytes: [UInt8]) throws(CatalogError) {
        let root: JSONValue
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            throw .syntax(message: error.message, position: SourcePosition(offset: error.offset, in: bytes))
        }
        var reader = CatalogReader(bytes: bytes)
        let (categories, parsedRecipes) = try reader.read(root)
        var limitWarnings: [CatalogWarning] = []
        let recipes = parsedRecipes.map { CatalogLimits.apply(to: $0, warnings: &limitWarnings) }
        guard !categories.isEmpty else { throw .noCategories }
        guard !recipes.isEmpty else { throw .noRecipes }
        try self.init(
            categories: categories,
            recipes: recipes,
            categoryPositions: reader.categoryPositions,
            recipePositions: reader.recipePositions,
            extraWarnings: limitWarnings
        )
    }
}

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

/// A catalog error together with the file it came from.
public struct CatalogLoadError: Error, Equatable, Sendable, CustomStringConvertible {
    public var file: String
    public var error: CatalogError

    public var description: String { error.message(file: file) }
}

/// Turns parsed JSON into categories and recipes, checking each field's presence and type.
private struct CatalogReader {
    let bytes: [UInt8]
    var categoryPositions: [SourcePosition] = []
    var recipePositions: [SourcePosition] = []

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func read(_ root: JSONValue) throws(CatalogError) -> ([Category], [Recipe]) {
        guard case .object(let top) = root else { throw .notAnObject(position: SourcePosition(line: 1, column: 1)) }
        let context = "the top-level object"
        let categoryValues = try array(top, "categories", context)
        let recipeValues = try array(top, "recipes", context)

        var categories: [Category] = []
        categories.reserveCapacity(categoryValues.count)
        for (index, value) in categoryValues.enumerated() {
            let context = "categories[\(index)]"
            let object = try object(value, context)
            let position = position(of: object)
            let id = try string(object, "id", context, nonEmpty: true)
            let name = try string(object, "name", "category \"\(id)\"", nonEmpty: true)
            categories.append(Category(id: id, name: name))
            categoryPositions.append(position)
        }

        var recipes: [Recipe] = []
        recipes.reserveCapacity(recipeValues.count)
        for (index, value) in recipeValues.enumerated() {
            let object = try object(value, "recipes[\(index)]")
            let id = try string(object, "id", "recipes[\(index)]", nonEmpty: true)
            let context = "recipe \"\(id)\""
            recipes.append(Recipe(
                id: id,
                name: try string(object, "name", context, nonEmpty: true),
                categoryID: try string(object, "category", context, nonEmpty: true),
                summary: try optionalString(object, "summary", context) ?? "",
                servings: try optionalCount(object, "servings", context),
                minutes: try optionalCount(object, "minutes", context),
                ingredients: try ingredients(object, context),
                directions: try optionalStrings(object, "directions", context),
                relatedIDs: try optionalStrings(object, "related", context)
            ))
            recipePositions.append(position(of: object))
        }
        return (categories, recipes)
    }

    private func position(of object: JSONObject) -> SourcePosition {
        SourcePosition(offset: object.offset, in: bytes)
    }

    private func object(_ value: JSONValue, _ context: String) throws(CatalogError) -> JSONObject {
        guard case .object(let object) = value else {
            throw .wrongType(field: context, context: context, expected: "an object", found: value.typeName, position: nil)
        }
        return object
    }

    private func array(_ object: JSONObject, _ field: String, _ context: String) throws(CatalogError) -> [JSONValue] {
        guard let value = object[field] else { throw .missingField(field: field, context: context, position: position(of: object)) }
        guard case .array(let elements) = value else {
            throw .wrongType(field: field, context: context, expected: "an array", found: value.typeName, position: position(of: object))
        }
        return elements
    }

    private func string(_ object: JSONObject, _ field: String, _ context: String, nonEmpty: Bool) throws(CatalogError) -> String {
        guard let text = try optionalString(object, field, context) else {
            throw .missingField(field: field, context: context, position: position(of: object))
        }
        if nonEmpty && text.allSatisfy(\.isWhitespace) {
            throw .invalidValue(field: field, context: context, reason: "must not be empty", position: position(of: object))
        }
        return text
    }

    private func optionalString(_ object: JSONObject, _ field: String, _ context: String) throws(CatalogError) -> String? {
        switch object[field] {
        case nil, .null?: return nil
        case .string(let text)?: return text
        case let other?:
            throw .wrongType(field: field, context: context, expected: "a string", found: other.typeName, position: position(of: object))
        }
    }

    private func optionalCount(_ object: JSONObject, _ field: String, _ context: String) throws(CatalogError) -> Int? {
        switch object[field] {
        case nil, .null?: return nil
        case .number(let number)?:
            guard number >= 0, number <= 1_000_000, number.rounded() == number else {
                throw .invalidValue(field: field, context: context, reason: "must be a whole number from 0 to 1000000", position: position(of: object))
            }
            return Int(number)
        case let other?:
            throw .wrongType(field: field, context: context, expected: "a whole number", found: other.typeName, position: position(of: object))
        }
    }

    private func optionalStrings(_ object: JSONObject, _ field: String, _ context: String) throws(CatalogError) -> [String] {
        switch object[field] {
        case nil, .null?: return []
        case .array(let elements)?:
            var strings: [String] = []
            strings.reserveCapacity(elements.count)
            for element in elements {
                guard case .string(let text) = element else {
                    throw .wrongType(field: field, context: context, expected: "an array of strings", found: "an array holding \(element.typeName)", position: position(of: object))
                }
                strings.append(text)
            }
            return strings
        case let other?:
            throw .wrongType(field: field, context: context, expected: "an array of strings", found: other.typeName, position: position(of: object))
        }
    }

    private func ingredients(_ object: JSONObject, _ context: String) throws(CatalogError) -> [Ingredient] {
        switch object["ingredients"] {
        case nil, .null?: return []
        case .array(let elements)?:
            var ingredients: [Ingredient] = []
            ingredients.reserveCapacity(elements.count)
            for (index, element) in elements.enumerated() {
                let itemContext = "\(context), ingredients[\(index)]"
                guard case .object(let item) = element else {
                    throw .wrongType(field: "ingredients", context: context, expected: "an array of objects", found: "an array holding \(element.typeName)", position: position(of: object))
                }
                ingredients.append(Ingredient(
                    amount: try optionalString(item, "amount", itemContext) ?? "",
                    name: try string(item, "name", itemContext, nonEmpty: true)
                ))
            }
            return ingredients
        case let other?:
            throw .wrongType(field: "ingredients", context: context, expected: "an array of objects", found: other.typeName, position: position(of: object))
        }
    }
}
