/// Turns parsed JSON into categories and recipes, checking each field's presence and type.
///
/// It records where each category and recipe starts as a byte offset; only an error turns an
/// offset into a line and column, which takes a pass over the text before it.
struct CatalogReader {
    let bytes: [UInt8]
    var categoryOffsets: [Int] = []
    var recipeOffsets: [Int] = []

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
            let id = try string(object, "id", context, nonEmpty: true)
            let name = try string(object, "name", "category \"\(id)\"", nonEmpty: true)
            categories.append(Category(id: id, name: name))
            categoryOffsets.append(object.offset)
        }

        var recipes: [Recipe] = []
        recipes.reserveCapacity(recipeValues.count)
        for (index, value) in recipeValues.enumerated() {
            let object = try object(value, "recipes[\(index)]")
            recipes.append(try recipe(object, index: index))
            recipeOffsets.append(object.offset)
        }
        return (categories, recipes)
    }

    /// Reads the recipe at `index` of the "recipes" array, field by field as `RecipeField.all` lists
    /// them; `bytes` must be the document the object's offset is in.
    func recipe(_ object: JSONObject, index: Int) throws(CatalogError) -> Recipe {
        var recipe = RecipeField.empty
        // Until the ID is read, the recipe is named by its place in the array.
        var context = "recipes[\(index)]"
        for field in RecipeField.all {
            try read(field, of: object, into: &recipe, context)
            if field.role == .id { context = "recipe \"\(recipe.id)\"" }
        }
        return recipe
    }

    /// Reads one field of a recipe object into `recipe`, checking its presence and type.
    private func read(_ field: RecipeField, of object: JSONObject, into recipe: inout Recipe, _ context: String) throws(CatalogError) {
        switch field.kind {
        case .requiredText(let path): recipe[field: path] = try string(object, field.key, context, nonEmpty: true)
        case .text(let path): recipe[field: path] = try optionalString(object, field.key, context) ?? ""
        case .count(let path): recipe[field: path] = try optionalCount(object, field.key, context)
        case .texts(let path): recipe[field: path] = try optionalStrings(object, field.key, context)
        case .ingredients(let path): recipe[field: path] = try ingredients(object, field.key, context)
        }
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

    private func ingredients(_ object: JSONObject, _ field: String, _ context: String) throws(CatalogError) -> [Ingredient] {
        switch object[field] {
        case nil, .null?: return []
        case .array(let elements)?:
            var ingredients: [Ingredient] = []
            ingredients.reserveCapacity(elements.count)
            for (index, element) in elements.enumerated() {
                let itemContext = "\(context), \(field)[\(index)]"
                guard case .object(let item) = element else {
                    throw .wrongType(field: field, context: context, expected: "an array of objects", found: "an array holding \(element.typeName)", position: position(of: object))
                }
                ingredients.append(Ingredient(
                    amount: try optionalString(item, "amount", itemContext) ?? "",
                    name: try string(item, "name", itemContext, nonEmpty: true)
                ))
            }
            return ingredients
        case let other?:
            throw .wrongType(field: field, context: context, expected: "an array of objects", found: other.typeName, position: position(of: object))
        }
    }
}
