import CooklangConventions
import Quantities

/// The shopping list and the plan's things to buy in the units chosen with `u`, as the detail shows a recipe's.
extension DisplayUnits {
    /// The units system Quantities converts into.
    var system: UnitSystem {
        switch self {
        case .original: .original
        case .metric: .metric
        case .us: .us
        }
    }

    /// An item's quantities in these units: those of one dimension added up exactly in the unit of the
    /// first ("1 lb" and "200 g" are 1.44 lb), then each converted once, as a cook measures (Quantities'
    /// rules: "650 g" in metric). As written, they are left as the list has them, side by side: the
    /// list adds only amounts in the same unit, as the recipes wrote them.
    func shown(_ quantities: [Quantity]) -> [Quantity] {
        guard self != .original else { return quantities }
        var exact = quantities
        for index in exact.indices {
            // Added before rounding: each rounded alone, the sum would add up their roundings.
            if let first = exact[..<index].first(where: { exact[index].expressed(inUnitOf: $0) != nil }) {
                exact[index] = exact[index].expressed(inUnitOf: first)!
            }
        }
        return Quantity.combined(exact).map { $0.converted(to: system) }
    }

    /// The list with every item's quantities in these units; what the pantry took is kept as written.
    func shown(_ list: ShoppingList) -> ShoppingList {
        guard self != .original else { return list }
        var shown = list
        for group in shown.groups.indices {
            for item in shown.groups[group].items.indices {
                shown.groups[group].items[item].quantities = self.shown(shown.groups[group].items[item].quantities)
            }
        }
        return shown
    }

    /// A free-hand plan line's amount as the conventions write it (`4%l`), in these units: read with
    /// Quantities' parser, converted, and written as the screen shows amounts ("4 l", "1 gal").
    func shownAmount(_ written: String) -> String {
        let spaced = written.replacing("%", with: " ")
        guard self != .original, let quantity = Quantity(parsing: spaced) else { return spaced }
        return quantity.converted(to: system).description
    }
}
