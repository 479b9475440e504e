extension Quantity {
    /// The quantity shown in `system`, for display: within one dimension (mass, volume, temperature,
    /// length), never between volume and mass, in the unit that suits the size ("1000 g" is "1 kg",
    /// "3 tsp" is "1 tbsp", "250 ml" is "1 cup"), with tidy numbers.
    ///
    /// `.original` and quantities in units the app does not know ("2 large", "1 can") are returned as
    /// they are, as is a quantity already in its tidiest unit; a size in parentheses and parts after
    /// "plus" are converted too. Convert after scaling: the numbers are rounded for the eye.
    public func converted(to system: UnitSystem) -> Quantity {
        guard system != .original else { return self }
        var converted = self
        if let aside {
            var newAside = aside
            newAside.quantity = aside.quantity.converted(to: system)
            converted.aside = newAside
        }
        converted.plus = plus.map { $0.converted(to: system) }
        if let known = KnownUnit.named(unit), let high = value.highestNumber {
            // Within the system it was written in, only a tidier unit for the same amount (1000 g, 1 kg);
            // across systems, the nearest amount a cook would measure.
            let sameSystem = known.system == system
            // A metric amount no longer as written (scaled, or a sum) is a number worked out, not one a
            // cook wrote: it is rounded as a cook measures it too (3270 ml is 3.3 l), as written it stays.
            let measured = !sameSystem || (system == .metric && written == nil)
            // Into metric, a mass or a volume is first rounded as a cook measures it (59 ml is 60 ml),
            // so that the unit suits the rounded amount: 998 g is 1 kg, not 1000 g.
            func base(_ amount: Double) -> Double {
                measured ? UnitChoice.metricMeasure(known.base(amount), dimension: known.dimension, in: system) : known.base(amount)
            }
            if let choice = UnitChoice.best(for: base(high), dimension: known.dimension, in: system, exact: sameSystem),
               choice.unit != known || (measured && sameSystem) {
                converted.value = value.mapNumbers { measured ? choice.tidy(base($0)) : choice.exact(base($0)) }
                converted.unit = choice.unit == known ? unit : choice.unit.symbol
            }
        }
        if converted != self { converted.written = nil }
        return converted
    }
}

extension KnownUnit {
    /// `amount` of this unit in the dimension's base unit (grams, millilitres, millimetres, degrees Celsius).
    func base(_ amount: Double) -> Double {
        if self == .fahrenheit { return (amount - 32) * 5 / 9 }
        return amount * size
    }

    /// `base` (in the dimension's base unit) in this unit.
    func amount(fromBase base: Double) -> Double {
        if self == .fahrenheit { return base * 9 / 5 + 32 }
        return base / size
    }
}

extension QuantityValue {
    /// The largest number in the value (a range's upper end); nil for text.
    var highestNumber: Double? {
        switch self {
        case .number(let number), .fraction(let number): number
        case .range(let low, let high): Swift.max(low.highestNumber ?? 0, high.highestNumber ?? 0)
        case .text: nil
        }
    }

    /// The numbers in the value, a range's two ends in order; empty for text.
    var numbers: [Double] {
        switch self {
        case .number(let number), .fraction(let number): [number]
        case .range(let low, let high): low.numbers + high.numbers
        case .text: []
        }
    }

    /// The value with each number replaced by what `transform` makes of it, text unchanged.
    func mapNumbers(_ transform: (Double) -> QuantityValue) -> QuantityValue {
        switch self {
        case .number(let number), .fraction(let number): transform(number)
        case .range(let low, let high): .range(low.mapNumbers(transform), high.mapNumbers(transform))
        case .text: self
        }
    }
}

extension Quantity {
    /// The quantity in `other`'s unit, exactly, when both are units the app knows of one dimension (1 l as 66.67 tbsp); nil otherwise.
    ///
    /// For arithmetic such as taking what the pantry has off what a list needs, not for display:
    /// nothing is rounded, and temperatures are never converted (they are not amounts).
    public func expressed(inUnitOf other: Quantity) -> Quantity? {
        guard let from = KnownUnit.named(unit), let to = KnownUnit.named(other.unit),
              from.dimension == to.dimension, from.dimension != .temperature else { return nil }
        var converted = self
        converted.value = value.mapNumbers { .number(to.amount(fromBase: from.base($0))) }
        converted.unit = other.unit
        converted.written = nil
        return converted
    }
}
