/// An amount of something as a recipe writes it: a value, a unit, and whether scaling leaves it alone.
///
/// Built from a Cooklang quantity (`Quantity(cooklang:)`) or from a JSON catalog's amount string
/// (`Quantity(parsing:)`). Unscaled it prints what was written (`description`); `scaled(by:)` and
/// `converted(to:)` give new quantities that print as a cook writes them.
public struct Quantity: Hashable, Sendable, CustomStringConvertible {
    /// The amount: a number, a fraction, a range of them, or text ("a few", "to taste").
    public var value: QuantityValue
    /// The unit as written ("cups", "g", "large", "small bunch"); empty when there is none.
    public var unit: String
    /// Whether scaling leaves this quantity alone (Cooklang's `=`).
    public var isFixed: Bool
    /// A quantity written in parentheses: each item's size ("1 (400 g) can", "2 cans (400 g each)")
    /// or the same amount in another unit ("1 cup (225 g)").
    public var aside: QuantityAside?
    /// Further parts of the same amount, written after "plus" ("1/2 cup plus 3 tbsp").
    public var plus: [Quantity]
    /// The text this quantity was read from, printed while it is unchanged; nil once scaled or converted.
    public var written: String?

    /// A quantity of `value` in `unit`; `written` is the text to print while it is unchanged.
    public init(value: QuantityValue, unit: String = "", isFixed: Bool = false, aside: QuantityAside? = nil, plus: [Quantity] = [], written: String? = nil) {
        self.value = value
        self.unit = unit
        self.isFixed = isFixed
        self.aside = aside
        self.plus = plus
        self.written = written
    }

    /// The quantity's number, or a range's upper end; nil for text. What pluralises the unit.
    public var number: Double? {
        switch value {
        case .number(let number), .fraction(let number): number
        case .range(_, let high): high.number
        case .text: nil
        }
    }
}

/// The amount of a quantity.
public indirect enum QuantityValue: Hashable, Sendable {
    /// A whole or decimal number ("3", "1.5"); printed as a fraction where one is close, except in metric units.
    case number(Double)
    /// A fraction or a mixed number as written ("1/2", "1 1/2"); printed as a fraction where one is close.
    case fraction(Double)
    /// From one amount to another ("1-2", "6 to 8", "4–6"); both ends are numbers or fractions.
    case range(QuantityValue, QuantityValue)
    /// Words that are not a number ("a few", "to taste", "few"); never scaled.
    case text(String)

    /// The number of a number or fraction; nil for a range or text.
    public var number: Double? {
        switch self {
        case .number(let number), .fraction(let number): number
        case .range, .text: nil
        }
    }

    /// The value with every number multiplied by `factor`; text unchanged.
    public func multiplied(by factor: Double) -> QuantityValue {
        switch self {
        case .number(let number): .number(number * factor)
        case .fraction(let number): .fraction(number * factor)
        case .range(let low, let high): .range(low.multiplied(by: factor), high.multiplied(by: factor))
        case .text: self
        }
    }
}

/// A quantity written in parentheses after an amount or after its unit.
public struct QuantityAside: Hashable, Sendable {
    /// The amount in the parentheses (400, 225).
    public var value: QuantityValue
    /// Its unit ("g"); empty when there is none.
    public var unit: String
    /// The amount and unit as written, while unchanged.
    public var written: String?
    /// Words before it, such as "about"; empty when there are none.
    public var prefix: String
    /// Whether it gives each item's size ("1 (400 g) can", "2 cans (400 g each)"), which scaling
    /// leaves alone, rather than the same amount in another unit ("1 cup (225 g)"), which it scales.
    public var isEachSize: Bool
    /// Whether it comes between the amount and the unit, as in "1 (400 g) can".
    public var isBeforeUnit: Bool
    /// Whether "each" follows the quantity inside the parentheses.
    public var saysEach: Bool

    public init(quantity: Quantity, prefix: String = "", isEachSize: Bool, isBeforeUnit: Bool = false, saysEach: Bool = false) {
        value = quantity.value
        unit = quantity.unit
        written = quantity.written
        self.prefix = prefix
        self.isEachSize = isEachSize
        self.isBeforeUnit = isBeforeUnit
        self.saysEach = saysEach
    }

    /// The amount and unit in the parentheses as a quantity of their own ("400 g").
    public var quantity: Quantity {
        get { Quantity(value: value, unit: unit, written: written) }
        set {
            value = newValue.value
            unit = newValue.unit
            written = newValue.written
        }
    }
}
