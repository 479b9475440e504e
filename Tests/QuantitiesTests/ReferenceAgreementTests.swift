import Cooklang
import Foundation
import Testing

@testable import Quantities

/// cooklang-rs's figures for one recipe at one scale, from `Fixtures/cooklang-rs-scaling.json`.
private struct ReferenceRecipe {
    /// Where the text came from: a file of the repository, a case of the canonical suite, or recipe-gen.
    let origin: String
    let text: String
    /// For each scale, each ingredient's name and quantity (nil when it has none).
    let ingredients: [Double: [(name: String, quantity: ReferenceQuantity?)]]
    let cookware: [Double: [(name: String, quantity: ReferenceQuantity?)]]
}

/// A quantity as cooklang-rs gives it: a number, or text it does not scale, and a unit.
private struct ReferenceQuantity {
    enum Value {
        case number(Double)
        case text(String)
    }

    let value: Value
    let unit: String
}

/// The fixture written by `Fixtures/make-reference.py` (see `Fixtures/README.md`).
private enum Reference {
    static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/cooklang-rs-scaling.json")

    static func load() throws -> (source: String, scales: [Double], recipes: [ReferenceRecipe]) {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let scales = try #require(document["scales"] as? [Double])
        let recipes = try #require(document["recipes"] as? [[String: Any]])
        return (try #require(document["reference"] as? String), scales, try recipes.map { recipe in
            let figures = try #require(recipe["scales"] as? [String: [String: [[Any]]]])
            func list(_ key: String) throws -> [Double: [(name: String, quantity: ReferenceQuantity?)]] {
                var lists: [Double: [(name: String, quantity: ReferenceQuantity?)]] = [:]
                for scale in scales {
                    let entries = try #require(figures[String(scale)]?[key])
                    lists[scale] = try entries.map { entry in
                        (try #require(entry[0] as? String), try quantity(entry[1]))
                    }
                }
                return lists
            }
            return ReferenceRecipe(
                origin: try #require(recipe["origin"] as? String),
                text: try #require(recipe["text"] as? String),
                ingredients: try list("ingredients"),
                cookware: try list("cookware")
            )
        })
    }

    private static func quantity(_ json: Any) throws -> ReferenceQuantity? {
        guard let object = json as? [String: Any] else { return nil }
        let unit = object["unit"] as? String ?? ""
        if let text = object["value"] as? String { return ReferenceQuantity(value: .text(text), unit: unit) }
        let number = try #require(object["value"] as? NSNumber)
        return ReferenceQuantity(value: .number(number.doubleValue), unit: unit)
    }
}

@Suite("Agreement with cooklang-rs, the reference parser")
struct ReferenceAgreementTests {
    /// Whether two numbers agree to a part in a billion: both sides multiply the same Double.
    private func agree(_ ours: Double, _ theirs: Double) -> Bool {
        abs(ours - theirs) <= 1e-9 * max(1, abs(theirs))
    }

    @Test("Every numeric quantity agrees at ×0.5, ×2 and ×3, but for ranges and temperatures; text stays text; cookware is not scaled")
    func agreement() throws {
        let reference = try Reference.load()
        #expect(reference.scales == [0.5, 2, 3])
        #expect(reference.recipes.count >= 90)
        var compared = 0
        var ranges: [String] = []
        var parsedDifferently: Set<String> = []
        var temperatures: Set<String> = []
        for recipe in reference.recipes {
            let parsed = CooklangParser.parse(recipe.text).recipe
            for scale in reference.scales {
                let theirIngredients = try #require(recipe.ingredients[scale])
                // The parsers differ on a few ingredients, none of them about quantities: compare those both read.
                func known(_ name: String) -> Bool {
                    let key = "\(recipe.origin) \(name)"
                    guard Self.parsedDifferently.contains(key) else { return false }
                    parsedDifferently.insert(key)
                    return true
                }
                let ourIngredients = parsed.ingredients.filter { !known($0.name) }
                let theirs = theirIngredients.filter { !known($0.name) }
                guard ourIngredients.map(\.name) == theirs.map(\.name) else {
                    Issue.record("\(recipe.origin): \(ourIngredients.map(\.name)) where cooklang-rs has \(theirs.map(\.name))")
                    continue
                }
                for (ingredient, expected) in zip(ourIngredients, theirs) {
                    let ours = ingredient.quantity.map(Quantity.init(cooklang:))?.scaled(by: scale)
                    let place = "\(recipe.origin) ×\(scale) \(ingredient.name)"
                    guard let expectedQuantity = expected.quantity else {
                        #expect(ours == nil, "\(place)")
                        continue
                    }
                    let quantity = try #require(ours, "\(place)")
                    #expect(quantity.unit == expectedQuantity.unit, "\(place)")
                    switch (expectedQuantity.value, quantity.value) {
                    case (.number, _) where KnownUnit.named(quantity.unit)?.dimension == .temperature:
                        // A deliberate difference (see the README): cooklang-rs scales temperatures; we keep them.
                        let unscaled = try #require(ingredient.quantity.map(Quantity.init(cooklang:)))
                        #expect(quantity.value == unscaled.value, "\(place)")
                        temperatures.insert(ingredient.name)
                    case (.number(let number), _):
                        #expect(quantity.value.number.map { agree($0, number) } == true, "\(place): \(quantity.value) for \(number)")
                    case (.text(let text), .text(let ourText)):
                        #expect(ourText == text, "\(place)")
                    case (.text(let text), .range(let low, let high)):
                        // A deliberate difference (see the README): cooklang-rs keeps "1-2" as text; we scale both ends.
                        let unscaled = try #require(ingredient.quantity.map(Quantity.init(cooklang:)))
                        #expect(unscaled.description.hasPrefix(text), "\(place)")
                        guard case .range(let unscaledLow, let unscaledHigh) = unscaled.value else {
                            Issue.record("\(place): a range unscaled was not a range")
                            continue
                        }
                        #expect(low.number.map { agree($0, (unscaledLow.number ?? .nan) * scale) } == true, "\(place)")
                        #expect(high.number.map { agree($0, (unscaledHigh.number ?? .nan) * scale) } == true, "\(place)")
                        ranges.append(text)
                    case (.text(let text), let other):
                        Issue.record("\(place): \(other) where cooklang-rs has the text \(text)")
                    }
                    compared += 1
                }
                let ourCookware = parsed.cookware.filter { !known($0.name) }
                let theirCookware = try #require(recipe.cookware[scale]).filter { !known($0.name) }
                #expect(ourCookware.map(\.name) == theirCookware.map(\.name), "\(recipe.origin)")
                for (cookware, expected) in zip(ourCookware, theirCookware) {
                    // Cookware is never scaled: its quantity is what was written.
                    let ours = cookware.quantity.map(Quantity.init(cooklang:))
                    switch expected.quantity?.value {
                    case nil: #expect(ours == nil, "\(recipe.origin) \(cookware.name)")
                    case .number(let number): #expect(ours?.value.number.map { agree($0, number) } == true, "\(recipe.origin) \(cookware.name)")
                    case .text(let text): #expect(ours?.value == .text(text), "\(recipe.origin) \(cookware.name)")
                    }
                }
            }
        }
        #expect(compared >= 1000)
        #expect(Set(ranges) == ["1-2", "2 - 3"])
        #expect(temperatures == ["milk temperature", "water temperature", "frying temperature"])
        #expect(parsedDifferently == Self.parsedDifferently)
    }

    /// Ingredients and cookware that one parser reads and the other does not, none of them about quantities:
    /// a reference without braces ending a sentence (`@./Breakfast/Toast.`), which the app reads as the
    /// recipe `./Breakfast/Toast`; `@ example{}` and `# 10{}`, which the canonical suite says are text and
    /// cooklang-rs reads.
    static let parsedDifferently: Set<String> = [
        "data/cooklang/Weeknight Omelette.cook Toast",
        "Tests/CooklangTests/Fixtures/canonical.yaml#testInvalidMultiWordIngredient example",
        "Tests/CooklangTests/Fixtures/canonical.yaml#testInvalidMultiWordCookware 10",
    ]

    @Test("The figures say where they came from")
    func provenance() throws {
        let reference = try Reference.load()
        #expect(reference.source.hasPrefix("cooklang-bindings "))
        let origins = reference.recipes.map(\.origin)
        #expect(origins.contains { $0.hasPrefix("data/cooklang/") })
        #expect(origins.contains { $0.hasPrefix("Tests/CooklangTests/Fixtures/canonical.yaml#") })
        #expect(origins.contains { $0.hasPrefix("Tests/QuantitiesTests/Fixtures/collection/") })
        #expect(origins.contains { $0.hasPrefix("recipe-gen ") })
    }
}
