/// Writes a realistic recipe catalog of any size, the same bytes for the same parameters on every machine.
///
/// Recipes have names of 2-4 words, a one-sentence summary, 6-12 ingredients, 4-8 one-sentence
/// directions and 0-4 related recipes from any category. 100,000 recipes make about 110 MB.
public struct CatalogGenerator: Sendable {
    public var recipeCount: Int
    public var categoryCount: Int
    public var seed: UInt64

    public init(recipes: Int, categories: Int, seed: UInt64) {
        recipeCount = max(0, recipes)
        categoryCount = max(1, categories)
        self.seed = seed
    }

    /// The whole catalog as JSON bytes.
    public func generate() -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(recipeCount * 1200 + 4096)
        write { result.append(contentsOf: $0) }
        return result
    }

    /// Writes the catalog in chunks of about a megabyte, so a huge one never sits in memory whole.
    public func write(to sink: ([UInt8]) throws -> Void) rethrows {
        let categories = makeCategories()
        // Names and IDs first: related recipes refer to recipes that come later in the file too.
        var random = SplitMix64(seed: seed)
        let names = (0..<recipeCount).map { _ in makeName(&random) }
        let ids = names.enumerated().map { Self.slug($0.element) + "-" + String($0.offset + 1) }

        var json = JSONWriter(capacity: 1 << 20 + 4096)
        json.beginObject()
        json.beginArray(key: "categories")
        for category in categories {
            json.lineBreak()
            json.beginObject()
            json.string(category.id, key: "id")
            json.string(category.name, key: "name")
            json.endObject()
        }
        json.lineBreak()
        json.endArray()
        json.beginArray(key: "recipes")
        for index in 0..<recipeCount {
            json.lineBreak()
            writeRecipe(index: index, names: names, ids: ids, categories: categories, random: &random, into: &json)
            if json.bytes.count >= 1 << 20 { try json.drain(into: sink) }
        }
        json.lineBreak()
        json.endArray()
        json.endObject()
        json.finish()
        try json.drain(into: sink)
    }

    private func makeCategories() -> [(id: String, name: String)] {
        (0..<categoryCount).map { index in
            let base = Vocabulary.categories[index % Vocabulary.categories.count]
            let round = index / Vocabulary.categories.count
            let name = round == 0 ? base : "\(base) \(round + 1)"
            return (Self.slug(name), name)
        }
    }

    private func makeName(_ random: inout SplitMix64) -> String {
        switch random.int(in: 0...9) {
        case 0...1: "\(random.pick(Vocabulary.mains)) \(random.pick(Vocabulary.dishes))"
        case 2...7: "\(random.pick(Vocabulary.adjectives)) \(random.pick(Vocabulary.mains)) \(random.pick(Vocabulary.dishes))"
        default: "\(random.pick(Vocabulary.adjectives)) \(random.pick(Vocabulary.mains)) and \(random.pick(Vocabulary.mains)) \(random.pick(Vocabulary.dishes))"
        }
    }

    private func writeRecipe(
        index: Int, names: [String], ids: [String], categories: [(id: String, name: String)],
        random: inout SplitMix64, into json: inout JSONWriter
    ) {
        let name = names[index]
        json.beginObject()
        json.string(ids[index], key: "id")
        json.string(name, key: "name")
        json.string(random.pick(categories).id, key: "category")
        json.string(
            "A \(random.pick(Vocabulary.styles)) \(name.lowercased()) with \(random.pick(Vocabulary.ingredients)), made for \(random.pick(Vocabulary.occasions)).",
            key: "summary"
        )
        json.integer(random.int(in: 1...12), key: "servings")
        json.integer(random.int(in: 1...96) * 5, key: "minutes")
        json.beginArray(key: "ingredients")
        for _ in 0..<random.int(in: 6...12) {
            json.beginObject()
            json.string(random.pick(Vocabulary.amounts), key: "amount")
            json.string(random.pick(Vocabulary.ingredients) + random.pick(Vocabulary.preparations), key: "name")
            json.endObject()
        }
        json.endArray()
        json.beginArray(key: "directions")
        for _ in 0..<random.int(in: 4...8) {
            json.string(
                "\(random.pick(Vocabulary.verbs)) the \(random.pick(Vocabulary.ingredients)) \(random.pick(Vocabulary.manners)) until \(random.pick(Vocabulary.results)).")
        }
        json.endArray()
        json.beginArray(key: "related")
        var related: [Int] = []
        for _ in 0..<min(random.int(in: 0...4), ids.count - 1) {
            // Distinct and never the recipe itself: the next free index after a random one.
            var other = random.int(in: 0...(ids.count - 1))
            while other == index || related.contains(other) { other = (other + 1) % ids.count }
            related.append(other)
            json.string(ids[other])
        }
        json.endArray()
        json.endObject()
    }

    /// "Sautéed Jalapeño Tacos" -> "sauteed-jalapeno-tacos": lowercase ASCII letters and digits joined by dashes.
    static func slug(_ text: String) -> String {
        var result = ""
        var pendingDash = false
        for scalar in text.lowercased().unicodeScalars {
            let ascii: Character? = switch scalar {
            case "a"..."z", "0"..."9": Character(scalar)
            case "à", "á", "â", "ä": "a"
            case "è", "é", "ê", "ë": "e"
            case "ì", "í", "î", "ï": "i"
            case "ò", "ó", "ô", "ö": "o"
            case "ù", "ú", "û", "ü": "u"
            case "ñ": "n"
            case "ç": "c"
            default: nil
            }
            if let ascii {
                if pendingDash && !result.isEmpty { result.append("-") }
                pendingDash = false
                result.append(ascii)
            } else {
                pendingDash = true
            }
        }
        return result
    }
}
