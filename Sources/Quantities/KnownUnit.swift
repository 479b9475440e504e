/// What a unit measures; conversion stays within one, so volume never becomes mass.
public enum UnitDimension: String, Hashable, Sendable {
    case mass, volume, temperature, length
}

/// The units a quantity is shown in: as written, metric, or US customary.
public enum UnitSystem: String, Hashable, Sendable, CaseIterable {
    case original, metric, us

    /// The system after this one in the cycle as written → metric → US customary → as written.
    public var next: UnitSystem {
        switch self {
        case .original: .metric
        case .metric: .us
        case .us: .original
        }
    }
}

/// A unit the app can add up and convert: its spellings, what it measures and how big it is.
struct KnownUnit: Hashable, Sendable {
    /// The symbol shown once converted ("g", "tbsp", "cup").
    let symbol: String
    /// The symbol for more than one, where it differs ("cups", "pints").
    let pluralSymbol: String
    let dimension: UnitDimension
    /// Metric or US customary; never `.original`.
    let system: UnitSystem
    /// The size in the dimension's base unit: grams, millilitres, millimetres (degrees for temperature).
    let size: Double
    /// Whether a cook writes its amounts as fractions ("1/3 cup") rather than decimals ("0.5 kg").
    var usesFractions: Bool { system == .us }

    /// The symbol for `count` of it.
    func symbol(for count: Double) -> String { count > 1 ? pluralSymbol : symbol }

    /// The known unit written `spelling` ("grams", "Tbsp", "T"), or nil for any other word.
    ///
    /// A few one-letter spellings differ by case alone (`t` a teaspoon, `T` a tablespoon), so
    /// they are looked up as written; every other spelling ignores case.
    static func named(_ spelling: String) -> KnownUnit? {
        // Most units are written in lower case without a period: one lookup, without making new strings.
        if let unit = caseSensitive[spelling] ?? bySpelling[spelling] { return unit }
        let trimmed = spelling.trimmingTrailingPeriod
        if let unit = caseSensitive[trimmed] { return unit }
        return bySpelling[trimmed.lowercased()]
    }

    /// A number that is the same for every spelling of one known unit, and the text itself for any other, so that
    /// amounts in "g" and "grams" add up while "large" and "small" stay apart.
    static func key(of unit: String) -> String {
        if let known = named(unit) { return "\u{1}" + known.symbol }
        return unit.lowercased()
    }

    static let milligram = KnownUnit(symbol: "mg", pluralSymbol: "mg", dimension: .mass, system: .metric, size: 0.001)
    static let gram = KnownUnit(symbol: "g", pluralSymbol: "g", dimension: .mass, system: .metric, size: 1)
    static let kilogram = KnownUnit(symbol: "kg", pluralSymbol: "kg", dimension: .mass, system: .metric, size: 1000)
    static let ounce = KnownUnit(symbol: "oz", pluralSymbol: "oz", dimension: .mass, system: .us, size: 28.349523125)
    static let pound = KnownUnit(symbol: "lb", pluralSymbol: "lb", dimension: .mass, system: .us, size: 453.59237)

    static let millilitre = KnownUnit(symbol: "ml", pluralSymbol: "ml", dimension: .volume, system: .metric, size: 1)
    static let centilitre = KnownUnit(symbol: "cl", pluralSymbol: "cl", dimension: .volume, system: .metric, size: 10)
    static let decilitre = KnownUnit(symbol: "dl", pluralSymbol: "dl", dimension: .volume, system: .metric, size: 100)
    static let litre = KnownUnit(symbol: "l", pluralSymbol: "l", dimension: .volume, system: .metric, size: 1000)
    static let teaspoon = KnownUnit(symbol: "tsp", pluralSymbol: "tsp", dimension: .volume, system: .us, size: 4.92892159375)
    static let tablespoon = KnownUnit(symbol: "tbsp", pluralSymbol: "tbsp", dimension: .volume, system: .us, size: 14.78676478125)
    static let fluidOunce = KnownUnit(symbol: "fl oz", pluralSymbol: "fl oz", dimension: .volume, system: .us, size: 29.5735295625)
    static let cup = KnownUnit(symbol: "cup", pluralSymbol: "cups", dimension: .volume, system: .us, size: 236.5882365)
    static let pint = KnownUnit(symbol: "pint", pluralSymbol: "pints", dimension: .volume, system: .us, size: 473.176473)
    static let quart = KnownUnit(symbol: "quart", pluralSymbol: "quarts", dimension: .volume, system: .us, size: 946.352946)
    static let gallon = KnownUnit(symbol: "gallon", pluralSymbol: "gallons", dimension: .volume, system: .us, size: 3785.411784)

    static let celsius = KnownUnit(symbol: "°C", pluralSymbol: "°C", dimension: .temperature, system: .metric, size: 1)
    static let fahrenheit = KnownUnit(symbol: "°F", pluralSymbol: "°F", dimension: .temperature, system: .us, size: 5.0 / 9.0)

    static let millimetre = KnownUnit(symbol: "mm", pluralSymbol: "mm", dimension: .length, system: .metric, size: 1)
    static let centimetre = KnownUnit(symbol: "cm", pluralSymbol: "cm", dimension: .length, system: .metric, size: 10)
    static let metre = KnownUnit(symbol: "m", pluralSymbol: "m", dimension: .length, system: .metric, size: 1000)
    static let inch = KnownUnit(symbol: "in", pluralSymbol: "in", dimension: .length, system: .us, size: 25.4)
    static let foot = KnownUnit(symbol: "ft", pluralSymbol: "ft", dimension: .length, system: .us, size: 304.8)

    /// Every known unit with the spellings a recipe uses for it, lowercased.
    private static let spellings: [(KnownUnit, [String])] = [
        (milligram, ["mg", "milligram", "milligrams", "milligramme", "milligrammes"]),
        (gram, ["g", "gr", "gram", "grams", "gramme", "grammes"]),
        (kilogram, ["kg", "kgs", "kilo", "kilos", "kilogram", "kilograms", "kilogramme", "kilogrammes"]),
        (ounce, ["oz", "ounce", "ounces"]),
        (pound, ["lb", "lbs", "pound", "pounds"]),
        (millilitre, ["ml", "milliliter", "milliliters", "millilitre", "millilitres"]),
        (centilitre, ["cl", "centiliter", "centiliters", "centilitre", "centilitres"]),
        (decilitre, ["dl", "deciliter", "deciliters", "decilitre", "decilitres"]),
        (litre, ["l", "liter", "liters", "litre", "litres"]),
        (teaspoon, ["tsp", "tsps", "teaspoon", "teaspoons"]),
        (tablespoon, ["tbsp", "tbsps", "tbs", "tbl", "tablespoon", "tablespoons"]),
        (fluidOunce, ["fl oz", "fl. oz", "floz", "fluid ounce", "fluid ounces"]),
        (cup, ["c", "cup", "cups"]),
        (pint, ["pt", "pint", "pints"]),
        (quart, ["qt", "quart", "quarts"]),
        (gallon, ["gal", "gallon", "gallons"]),
        (celsius, ["°c", "ºc", "celsius", "degrees celsius"]),
        (fahrenheit, ["°f", "ºf", "fahrenheit", "degrees fahrenheit"]),
        (millimetre, ["mm", "millimeter", "millimeters", "millimetre", "millimetres"]),
        (centimetre, ["cm", "centimeter", "centimeters", "centimetre", "centimetres"]),
        (metre, ["m", "meter", "meters", "metre", "metres"]),
        (inch, ["in", "inch", "inches", "\""]),
        (foot, ["ft", "foot", "feet"]),
    ]

    private static let bySpelling: [String: KnownUnit] = {
        var table: [String: KnownUnit] = [:]
        for (unit, names) in spellings { for name in names { table[name] = unit } }
        return table
    }()

    /// Spellings whose case matters: `t` and `T` are a teaspoon and a tablespoon; `C` and `F` degrees.
    private static let caseSensitive: [String: KnownUnit] = ["t": teaspoon, "T": tablespoon, "C": celsius, "F": fahrenheit]
}

extension String {
    /// The text without one period at its end ("tbsp." is "tbsp"), unless the period is all there is.
    var trimmingTrailingPeriod: String {
        count > 1 && hasSuffix(".") ? String(dropLast()) : self
    }
}
