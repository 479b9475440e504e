import Quantities
import RecipeNavigation

/// How the detail shows a recipe's quantities: scaled from the servings it is written for to the
/// route's, and in the units chosen with `u`.
///
/// The one value the scaling step (`QuantityDisplay+Cooklang.swift`, `QuantityDisplay+JSON.swift`)
/// and the header's "Serves 6 (×1.5)" read; the layout lays out what the step gives it.
package struct QuantityDisplay: Hashable, Sendable {
    /// The servings the recipe is written for; nil when it does not say (it is then never scaled).
    package var ownServings: Double?
    /// The servings shown; nil for the recipe's own.
    package var servings: Double?
    package var units: DisplayUnits

    package init(ownServings: Double? = nil, servings: Double? = nil, units: DisplayUnits = .original) {
        self.ownServings = ownServings
        self.servings = servings
        self.units = units
    }

    /// The recipe as written: nothing scaled or converted.
    package static let asWritten = QuantityDisplay()

    /// What every scalable quantity is multiplied by: the servings shown over the recipe's own; 1 unscaled.
    package var factor: Double {
        guard let servings, let ownServings, ownServings > 0 else { return 1 }
        return servings / ownServings
    }

    /// Whether quantities show as written: not scaled, not converted.
    package var isAsWritten: Bool { factor == 1 && units == .original }

    /// The units system Quantities converts into.
    var system: UnitSystem { units.system }

    /// A quantity scaled and converted as the detail shows it: fixed ones and text are not scaled, and
    /// a quantity is converted only within its dimension (Quantities' rules).
    package func shown(_ quantity: Quantity) -> Quantity {
        var shown = quantity
        if factor != 1 { shown = shown.scaled(by: factor) }
        if units != .original { shown = shown.converted(to: system) }
        return shown
    }

    /// The header's servings: "Serves 8" as written, "Serves 6 (×0.75)" scaled; for a Cooklang
    /// `servings` that is not a bare number, "Makes 2 loaves" and "Makes 4 loaves (×2)".
    ///
    /// `written` is the recipe's own servings as its source writes them (`"8"`, `"2 loaves"`, `"2|4|6"`).
    package func servingsFact(written: String) -> String {
        let bare = written.allSatisfy(\.isNumber) || RecipeServings.listedSizes(written).count > 1
        guard let servings, factor != 1 else { return (bare ? "Serves " : "Makes ") + written }
        let number = RecipeRoute.servingsText(servings)
        let shown = bare ? "Serves " + number : "Makes " + Self.replacingLeadingNumber(of: written, with: number)
        return shown + " (×" + Self.factorText(factor) + ")"
    }

    /// The header's units after its servings, "metric" or "US customary"; nil when quantities show in
    /// the units they are written in. The header says it as long as it holds, not only in the notice after `u`.
    package var unitsFact: String? { units == .original ? nil : units.label }

    /// "1.5", "2", "0.75", "1.33": the factor to two decimals at most.
    static func factorText(_ factor: Double) -> String {
        let hundredths = (factor * 100).rounded()
        if hundredths.truncatingRemainder(dividingBy: 100) == 0 { return String(Int(hundredths / 100)) }
        var text = String(format2: hundredths / 100)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// "2 loaves" with its leading number replaced: "4 loaves".
    static func replacingLeadingNumber(of text: String, with number: String) -> String {
        let rest = text.drop { $0 == " " }.drop { $0.isASCII && ($0.isNumber || $0 == ".") }
        return number + rest
    }
}

extension String {
    /// `value` with exactly two decimals, without Foundation's formatting.
    init(format2 value: Double) {
        let cents = Int((abs(value) * 100).rounded())
        let digits = String(cents % 100)
        self = (value < 0 ? "-" : "") + String(cents / 100) + "." + (digits.count == 1 ? "0" + digits : digits)
    }
}
