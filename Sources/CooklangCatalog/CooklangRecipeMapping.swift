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
            minutes: minutes(of: metadata),
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

    /// A step as a sentence: ingredients by name with their quantity in parentheses, cookware by
    /// name, timers by their duration; a line break the author forced reads as a space.
    ///
    /// Past `limit` bytes the text stops growing, so a step of one 16 MB line costs no more than its
    /// start when only its start is shown (its last character may then be cut in two).
    package static func stepText(_ step: CooklangStep, in recipe: CooklangRecipe, atMostBytes limit: Int = .max) -> String {
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
                if let quantity = ingredient.quantity?.description, !quantity.isEmpty { text += " (\(quantity))" }
            case .cookware(let index):
                text += recipe.cookware[index].name
            case .timer(let index):
                let timer = recipe.timers[index]
                let duration = timer.quantity?.description ?? ""
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

    /// The whole time in minutes: `time` (or `duration`, `time required`), else prep and cook time added.
    static func minutes(of metadata: CooklangMetadata) -> Int? {
        if let total = metadata.time.flatMap(minutes(in:)) { return total }
        let parts = [metadata.prepTime, metadata.cookTime].compactMap { $0.flatMap(minutes(in:)) }
        return parts.isEmpty ? nil : parts.reduce(0, +)
    }

    /// The minutes a duration written by hand says: "45", "45 minutes", "1 hour 30 min", "1h30m",
    /// "1.5 hours", "2 days"; nil when it names no number of a known unit.
    static func minutes(in text: String) -> Int? {
        var total = 0.0
        var found = false
        var pending: Double?
        let scalars = Array(text.lowercased().unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if ("0"..."9").contains(scalar) || scalar == "." {
                var number = ""
                while index < scalars.count, ("0"..."9").contains(scalars[index]) || scalars[index] == "." {
                    number.unicodeScalars.append(scalars[index])
                    index += 1
                }
                // A number with no unit after it is minutes ("45"), unless a unit follows later.
                if let previous = pending { total += previous; found = true }
                pending = Double(number)
            } else if ("a"..."z").contains(scalar) {
                var word = ""
                while index < scalars.count, ("a"..."z").contains(scalars[index]) {
                    word.unicodeScalars.append(scalars[index])
                    index += 1
                }
                guard let number = pending else { continue }
                let factor: Double? =
                    switch word.first {
                    case "d": 1440
                    case "h": 60
                    case "m": 1
                    case "s": 1.0 / 60
                    default: nil
                    }
                if let factor {
                    total += number * factor
                    found = true
                    pending = nil
                }
            } else {
                index += 1
            }
        }
        if let pending { total += pending; found = true }
        guard found, total.isFinite, total >= 0, total < 1_000_000 else { return nil }
        return Int(total.rounded())
    }

    /// The whole number a text starts with ("4", "4 people", "6-8"); nil when it starts otherwise.
    static func leadingNumber(_ text: String) -> Int? {
        let digits = text.drop { $0 == " " }.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count < 7 else { return nil }
        return Int(digits).flatMap { $0 > 0 ? $0 : nil }
    }
}
