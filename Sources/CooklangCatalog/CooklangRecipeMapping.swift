import Cooklang
import RecipeModel

/// How a parsed `.cook` file becomes a catalog `Recipe`: the values the lists, search and JSON-style
/// detail read, while the parsed recipe itself stays beside the catalog for the Cooklang detail.
package enum CooklangRecipeMapping {
    /// What a file gives a recipe whatever its place in the collection: everything but its ID, name,
    /// category and related IDs, which are left empty. Made on the parsing threads.
    static func values(of parsed: CooklangRecipe) -> Recipe {
        let metadata = parsed.metadata
        return Recipe(
            id: "",
            name: "",
            categoryID: "",
            summary: metadata.introduction ?? "",
            servings: metadata.servings.flatMap(leadingNumber),
            minutes: CooklangTimes(metadata).minutes,
            ingredients: parsed.ingredients.map(ingredient),
            directions: parsed.steps.map { stepText($0, in: parsed) },
            tags: metadata.tags,
            metadata: metadataEntries(metadata.entries)
        )
    }

    /// Every metadata entry but the tags as "key: value", a list as one entry per item and a mapping
    /// by dotted keys ("source.name: …"), for a query's `key:value`.
    static func metadataEntries(_ entries: [CooklangMetadataEntry], prefix: String = "") -> [String] {
        var lines: [String] = []
        for entry in entries where !(prefix.isEmpty && entry.key.lowercased() == "tags") {
            let key = prefix + entry.key
            switch entry.value {
            case .text(let text): lines.append("\(key): \(text)")
            case .list(let items): lines += items.compactMap(\.text).map { "\(key): \($0)" }
            case .mapping(let inner): lines += metadataEntries(inner, prefix: key + ".")
            }
        }
        return lines
    }

    /// An ingredient line: the quantity as written, then the note in parentheses.
    static func ingredient(_ ingredient: CooklangIngredient) -> Ingredient {
        Ingredient(amount: amount(of: ingredient), name: ingredient.name)
    }

    /// "1 1/2 pounds (sifted)", "6 balls", "(to taste)" or "".
    package static func amount(of ingredient: CooklangIngredient) -> String {
        let quantity = ingredient.quantity?.description ?? ""
        guard let note = ingredient.note else { return quantity }
        return quantity.isEmpty ? "(\(note))" : "\(quantity) (\(note))"
    }

    /// A quantity as a list or a step shows it, "1 1/2 cups", with `space` between a number's
    /// words and before the unit: a no-break space keeps "1 1/2 cups" whole on one line where the
    /// text is wrapped, while an amount of words ("1 to 2 large") may still wrap between them.
    package static func text(of quantity: CooklangQuantity, space: String = " ") -> String {
        guard space != " " else { return quantity.description }
        let amount = quantity.value == nil ? quantity.amount : quantity.amount.replacingSpaces(with: space)
        return quantity.unit.isEmpty ? amount : amount.isEmpty ? quantity.unit : amount + space + quantity.unit
    }

    /// A step as a sentence: ingredients by name with their quantity in parentheses, cookware by
    /// name, timers by their duration; a line break the author forced reads as a space. Quantities
    /// have `quantitySpace` between their words (a no-break space where the step is wrapped).
    ///
    /// Past `limit` bytes the text stops growing, so a step of one 16 MB line costs no more than its
    /// start when only its start is shown (its last character may then be cut in two).
    package static func stepText(_ step: CooklangStep, in recipe: CooklangRecipe, atMostBytes limit: Int = .max, quantitySpace: String = " ") -> String {
        stepText(step, in: recipe, atMostBytes: limit, quantitySpace: quantitySpace) { text(of: $0, space: quantitySpace) }
    }

    /// `stepText(_:in:atMostBytes:quantitySpace:)` with each ingredient's quantity as `ingredientQuantity`
    /// writes it: the detail scales and converts them as it goes (and keeps each text for the next
    /// step that repeats it), rather than copying a huge recipe scaled on every servings key.
    package static func stepText(
        _ step: CooklangStep, in recipe: CooklangRecipe, atMostBytes limit: Int = .max, quantitySpace: String = " ",
        ingredientQuantity: (CooklangQuantity) -> String
    ) -> String {
        var text = ""
        for item in step.items {
            guard text.utf8.count <= limit else { break }
            switch item {
            case .text(let words) where words.utf8.count > limit:
                text += String(decoding: words.utf8.prefix(limit), as: UTF8.self)
            case .text(let words):
                text += words
            case .ingredient(let index):
                let ingredient = recipe.ingredients[index]
                text += ingredient.name
                if let quantity = ingredient.quantity.map(ingredientQuantity), !quantity.isEmpty { text += " (\(quantity))" }
            case .cookware(let index):
                text += recipe.cookware[index].name
            case .timer(let index):
                let timer = recipe.timers[index]
                let duration = timer.quantity.map { self.text(of: $0, space: quantitySpace) } ?? ""
                if duration.isEmpty {
                    text += timer.name
                } else {
                    text += timer.name.isEmpty ? duration : "\(duration) (\(timer.name))"
                }
            }
        }
        // Looking at bytes first: most steps have no forced line break, and mapping characters is slow.
        return text.utf8.contains(UInt8(ascii: "\n")) ? text.replacing("\n", with: " ") : text
    }

    /// The whole number a text starts with ("4", "4 people", "6-8"); nil when it starts otherwise.
    static func leadingNumber(_ text: String) -> Int? {
        let digits = text.drop { $0 == " " }.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count < 7 else { return nil }
        return Int(digits).flatMap { $0 > 0 ? $0 : nil }
    }
}
