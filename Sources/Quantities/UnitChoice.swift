/// The unit that suits an amount in a system of units, and the amount in it rounded as a cook would.
struct UnitChoice {
    let unit: KnownUnit

    /// The unit of `dimension` in `system` for an amount of `base` (grams, millilitres, degrees Celsius, millimetres):
    /// teaspoons below a tablespoon, tablespoons below a quarter cup, cups below a gallon; grams below a kilogram; and so on.
    ///
    /// In US units, a unit whose amount is close to a cook's fraction is preferred to a neighbour where it
    /// is not: 100 ml is "6 3/4 tbsp", not "0.42 cup". With `exact`, a US unit must give a cook's fraction
    /// within 1% (5 tbsp stays 5 tbsp rather than "1/3 cup"); nil when none does, or for `.original`.
    static func best(for base: Double, dimension: UnitDimension, in system: UnitSystem, exact: Bool = false) -> UnitChoice? {
        let magnitude = abs(base)
        let candidates: [KnownUnit]
        switch (dimension, system) {
        case (_, .original): return nil
        case (.mass, .metric): candidates = [magnitude >= 1000 ? .kilogram : .gram]
        case (.mass, .us): candidates = magnitude >= KnownUnit.pound.size * 0.97 ? [.pound, .ounce] : [.ounce]
        case (.volume, .metric): candidates = [magnitude >= 1000 ? .litre : .millilitre]
        case (.volume, .us):
            if magnitude < KnownUnit.tablespoon.size * 0.96 {
                candidates = [.teaspoon]
            } else if magnitude < KnownUnit.cup.size / 4 * 0.96 {
                candidates = [.tablespoon, .teaspoon]
            } else if magnitude < KnownUnit.gallon.size {
                candidates = [.cup, .tablespoon]
            } else {
                candidates = [.gallon, .cup]
            }
        case (.temperature, .metric): candidates = [.celsius]
        case (.temperature, .us): candidates = [.fahrenheit]
        case (.length, .metric): candidates = [magnitude < 10 ? .millimetre : magnitude < 1000 ? .centimetre : .metre]
        case (.length, .us): candidates = [magnitude < KnownUnit.foot.size * 3 ? .inch : .foot]
        }
        if system == .us, dimension != .temperature {
            let tolerance = exact ? 0.01 : 0.07
            for unit in candidates where Self.snapped(unit.amount(fromBase: base), within: tolerance) != nil {
                return UnitChoice(unit: unit)
            }
            if exact { return nil }
        }
        return UnitChoice(unit: candidates[0])
    }

    /// `base` in this unit without rounding: a fraction in US units where one is within 1%, as when 3 tsp become 1 tbsp.
    func exact(_ base: Double) -> QuantityValue {
        let amount = unit.amount(fromBase: base)
        if unit.system == .us, let snapped = Self.snapped(amount, within: 0.01) { return .fraction(snapped) }
        return .number(amount)
    }

    /// `base` in this unit, rounded for the eye: US amounts to a whole number within 2.5%, else a cook's fraction where one is near,
    /// metric amounts to whole grams or millilitres (halves below ten; masses and volumes come already rounded by
    /// `metricMeasure`) and half centimetres, oven temperatures to 10 °C or 25 °F.
    func tidy(_ base: Double) -> QuantityValue {
        let amount = unit.amount(fromBase: base)
        switch unit {
        case .celsius: return .number(Self.rounded(amount, to: abs(amount) >= 120 ? 10 : 1))
        case .fahrenheit: return .number(Self.rounded(amount, to: abs(amount) >= 250 ? 25 : 5))
        case .gram, .millilitre, .millimetre:
            return .number(abs(amount) >= 10 ? amount.rounded() : abs(amount) >= 1 ? Self.rounded(amount, to: 0.5) : amount)
        case .centimetre: return .number(abs(amount) >= 1 ? Self.rounded(amount, to: 0.5) : amount)
        case .kilogram, .litre, .metre: return .number(amount)
        default:
            if let snapped = Self.snapped(amount, preferringWhole: true) { return .fraction(snapped) }
            return .number(amount)
        }
    }

    /// `base` grams or millilitres converted into metric, rounded as a cook measures: to the half below
    /// 10, to 5 below 100, to 10 below 1000, to 100 (a tenth of a kilogram or litre) from 1000; 59 ml is
    /// 60 ml, 237 ml is 240 ml, 1419 ml is 1.4 l. Below 1 it is left as it is; other dimensions and systems too.
    static func metricMeasure(_ base: Double, dimension: UnitDimension, in system: UnitSystem) -> Double {
        guard system == .metric, dimension == .mass || dimension == .volume else { return base }
        let magnitude = abs(base)
        let step = magnitude < 1 ? 0 : magnitude < 10 ? 0.5 : magnitude < 100 ? 5 : magnitude < 1000 ? 10 : 100
        return step == 0 ? base : rounded(base, to: step)
    }

    /// How near a converted US amount must be to a whole number to be that number (2.5%).
    static let wholeTolerance = 0.025

    /// `amount` rounded to the nearest multiple of `step`.
    private static func rounded(_ amount: Double, to step: Double) -> Double {
        (amount / step).rounded() * step
    }

    /// The cook's fraction within `tolerance` of `amount` (eighths and thirds below 10, halves from 10), or nil when none is.
    ///
    /// Converted amounts are approximate anyway: 250 ml is "1 cup" (5.7% more), as a cook would write it.
    /// `preferringWhole` takes a whole number within `wholeTolerance` before a nearer fraction: 230 g
    /// is "8 oz", not "8 1/8 oz".
    static func snapped(_ amount: Double, within tolerance: Double = 0.07, preferringWhole: Bool = false) -> Double? {
        guard amount > 0 else { return nil }
        if preferringWhole, amount.rounded() > 0, abs(amount.rounded() - amount) <= amount * wholeTolerance { return amount.rounded() }
        var best: Double?
        let denominators: [Double] = amount >= 10 ? [2] : [3, 8]
        for denominator in denominators {
            let candidate = (amount * denominator).rounded() / denominator
            guard candidate > 0, abs(candidate - amount) <= amount * tolerance else { continue }
            if best.map({ abs(candidate - amount) < abs($0 - amount) }) ?? true { best = candidate }
        }
        return best
    }
}
