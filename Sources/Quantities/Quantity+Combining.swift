extension Quantity {
    /// The quantities of one ingredient added up, in the order they first appear: amounts in the same
    /// unit (by any common spelling: g, gram, grams) added, others side by side, the same text once.
    ///
    /// "1 cup" + "2 cups" + "1 tbsp" + "to taste" + "to taste" is ["3 cups", "1 tbsp", "to taste"];
    /// parts written with "plus" are added like separate quantities. A sum is fixed only when all its parts are.
    /// Temperatures are settings, not amounts: never added, each different one shown once ("180 °C, 220 °C").
    public static func combined(_ quantities: [Quantity]) -> [Quantity] {
        var result: [Quantity] = []
        var positions: [CombiningKey: Int] = [:]
        for quantity in quantities {
            var parts = quantity.plus
            var head = quantity
            head.plus = []
            if !parts.isEmpty { head.written = nil }
            parts.insert(head, at: 0)
            for part in parts {
                let key = CombiningKey(part)
                guard let position = positions[key] else {
                    positions[key] = result.count
                    result.append(part)
                    continue
                }
                if case .text = part.value { continue }
                if part.isTemperature { continue }
                result[position] = result[position].adding(part)
            }
        }
        return result
    }

    /// The quantities written side by side, as a list shows an ingredient used more than once: "3 cups, 1 tbsp".
    public static func formatted(_ quantities: [Quantity]) -> String {
        quantities.map(\.description).joined(separator: ", ")
    }

    /// This quantity and `other` in the same unit added up; both must have numbers.
    private func adding(_ other: Quantity) -> Quantity {
        var sum = self
        sum.value = value.adding(other.value)
        sum.isFixed = isFixed && other.isFixed
        if var aside, !aside.isEachSize, let otherAside = other.aside {
            aside.quantity = aside.quantity.adding(otherAside.quantity)
            sum.aside = aside
        }
        sum.written = nil
        return sum
    }
}

extension QuantityValue {
    /// The two amounts added: a fraction when either is one, a range when either is one; text is left as it is.
    func adding(_ other: QuantityValue) -> QuantityValue {
        switch (self, other) {
        case (.text, _), (_, .text): self
        case (.range(let low, let high), .range(let otherLow, let otherHigh)): .range(low.adding(otherLow), high.adding(otherHigh))
        case (.range(let low, let high), _): .range(low.adding(other), high.adding(other))
        case (_, .range(let low, let high)): .range(adding(low), adding(high))
        case (.number(let a), .number(let b)): .number(a + b)
        default: .fraction((number ?? 0) + (other.number ?? 0))
        }
    }
}

extension Quantity {
    /// Whether it is in a unit of temperature (°C, °F): a setting, not an amount, so never scaled or added.
    var isTemperature: Bool { KnownUnit.named(unit)?.dimension == .temperature }
}

/// What two quantities must share to be added: the unit (any spelling), whether they are numbers or
/// which text, and a size in parentheses ("1 can (400 g)" and "1 can (800 g)" stay apart).
private struct CombiningKey: Hashable {
    let unit: String
    let text: String?
    let aside: String?

    init(_ quantity: Quantity) {
        unit = KnownUnit.key(of: quantity.unit)
        if case .text(let words) = quantity.value {
            text = words.lowercased()
        } else if quantity.isTemperature {
            // Two temperatures are one row only when they are the same setting; they never add up.
            text = "\u{1}" + quantity.value.numbers.map { String($0) }.joined(separator: "-")
        } else {
            text = nil
        }
        if let aside = quantity.aside {
            self.aside = aside.isEachSize ? "each " + aside.description : "same " + KnownUnit.key(of: aside.quantity.unit)
        } else {
            self.aside = nil
        }
    }
}
