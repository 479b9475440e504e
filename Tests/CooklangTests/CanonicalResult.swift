import Cooklang

/// A recipe in the shape of the canonical tests' results: steps of typed items, and metadata as text.
struct CanonicalResult: Equatable, Sendable, CustomStringConvertible {
    /// A quantity as the tests write it: a number, or text.
    enum Value: Equatable, Sendable, CustomStringConvertible {
        case number(Double)
        case text(String)

        var description: String {
            switch self {
            case .number(let number): "\(number)"
            case .text(let text): "\"\(text)\""
            }
        }
    }

    enum Item: Equatable, Sendable, CustomStringConvertible {
        case text(String)
        case ingredient(name: String, quantity: Value, units: String)
        case cookware(name: String, quantity: Value)
        case timer(name: String, quantity: Value, units: String)

        var description: String {
            switch self {
            case .text(let value): "text \"\(value)\""
            case let .ingredient(name, quantity, units): "ingredient \"\(name)\" \(quantity) \"\(units)\""
            case let .cookware(name, quantity): "cookware \"\(name)\" \(quantity)"
            case let .timer(name, quantity, units): "timer \"\(name)\" \(quantity) \"\(units)\""
            }
        }
    }

    var steps: [[Item]]
    var metadata: [String: String]

    var description: String { "steps: \(steps), metadata: \(metadata)" }
}

extension CanonicalResult {
    /// The canonical shape of a parsed recipe: every step of every section, and each metadata value's text.
    ///
    /// The defaults are the tests': an ingredient without a quantity has "some", cookware has 1, a
    /// timer has "".
    init(_ recipe: CooklangRecipe) {
        func value(_ quantity: CooklangQuantity?, default fallback: Value) -> Value {
            guard let quantity else { return fallback }
            return quantity.value.map(Value.number) ?? .text(quantity.amount)
        }
        steps = recipe.steps.map { step in
            step.items.map { item in
                switch item {
                case .text(let text):
                    return .text(text)
                case .ingredient(let index):
                    let ingredient = recipe.ingredients[index]
                    return .ingredient(name: ingredient.name, quantity: value(ingredient.quantity, default: .text("some")), units: ingredient.quantity?.unit ?? "")
                case .cookware(let index):
                    let cookware = recipe.cookware[index]
                    return .cookware(name: cookware.name, quantity: value(cookware.quantity, default: .number(1)))
                case .timer(let index):
                    let timer = recipe.timers[index]
                    return .timer(name: timer.name, quantity: value(timer.quantity, default: .text("")), units: timer.quantity?.unit ?? "")
                }
            }
        }
        metadata = [:]
        for entry in recipe.metadata.entries {
            metadata[entry.key] = entry.value.text ?? ""
        }
    }

    /// The expected result of a test case, as Yams loads it from canonical.yaml; nil when it is not of that shape.
    init?(expected: Any) {
        guard let result = expected as? [String: Any],
              let steps = result["steps"] as? [Any],
              let metadata = result["metadata"] as? [String: Any]
        else { return nil }
        func value(_ any: Any?) -> Value? {
            switch any {
            case let number as Int: .number(Double(number))
            case let number as Double: .number(number)
            case let text as String: .text(text)
            default: nil
            }
        }
        var parsedSteps: [[Item]] = []
        for step in steps {
            guard let items = step as? [[String: Any]] else { return nil }
            var parsedItems: [Item] = []
            for item in items {
                let name = item["name"] as? String ?? ""
                let units = item["units"] as? String ?? ""
                switch item["type"] as? String {
                case "text":
                    guard let text = item["value"] as? String else { return nil }
                    parsedItems.append(.text(text))
                case "ingredient":
                    guard let quantity = value(item["quantity"]) else { return nil }
                    parsedItems.append(.ingredient(name: name, quantity: quantity, units: units))
                case "cookware":
                    guard let quantity = value(item["quantity"]) else { return nil }
                    parsedItems.append(.cookware(name: name, quantity: quantity))
                case "timer":
                    guard let quantity = value(item["quantity"]) else { return nil }
                    parsedItems.append(.timer(name: name, quantity: quantity, units: units))
                default:
                    return nil
                }
            }
            parsedSteps.append(parsedItems)
        }
        self.steps = parsedSteps
        self.metadata = metadata.mapValues { "\($0)" }
    }
}
