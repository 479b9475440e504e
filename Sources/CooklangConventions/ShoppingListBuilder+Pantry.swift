import Quantities

extension ShoppingListBuilder {
    /// The item less what the pantry has (nil item when covered), and what was taken; nil when the pantry has none of it.
    ///
    /// A pantry item without a quantity covers everything; one with a quantity is taken off the amounts
    /// in a unit of the same dimension (any spelling; 1 l off 3 tbsp), an amount in a unit it cannot
    /// be converted to (a mass against a volume, "1 can") left to buy, one without a number
    /// ("to taste") covered by whatever the pantry has.
    func subtractPantry(from item: ShoppingList.Item) -> (ShoppingList.Item?, ShoppingList.PantryUse)? {
        guard let had = pantry.item(named: item.name) ?? aisles.placement(of: item.name).flatMap({ placement in
            aisles.aisles[placement.aisleIndex].ingredients.first { $0.shownName == placement.shownName }?.names.lazy.compactMap { pantry.item(named: $0) }.first
        }) else { return nil }

        guard let quantityText = had.quantity, var left = Quantity(conventionText: quantityText), left.number != nil else {
            return (nil, .init(name: item.name, pantryItem: had, needed: item.quantities, remaining: [], isCovered: true))
        }
        var remaining: [Quantity] = []
        for needed in item.quantities {
            // "to taste" or "a few": what the pantry has will do.
            guard needed.number != nil else { continue }
            // An amount in another unit of the same dimension counts too, converted exactly (1 l against tbsp).
            if let converted = left.expressed(inUnitOf: needed) { left = converted }
            var negative = left
            negative.value = left.value.multiplied(by: -1)
            negative.written = nil
            negative.isFixed = needed.isFixed
            let difference = Quantity.combined([needed, negative])
            // Two quantities back: the units differ, and the pantry's amount does not count against this one.
            guard difference.count == 1, let rest = difference[0].number else {
                remaining.append(needed)
                continue
            }
            if rest > 0 {
                remaining.append(difference[0])
                left.value = .number(0)
            } else {
                left.value = .number(-rest)
            }
        }
        let covered = remaining.isEmpty
        let use = ShoppingList.PantryUse(name: item.name, pantryItem: had, needed: item.quantities, remaining: remaining, isCovered: covered)
        return (covered ? nil : ShoppingList.Item(name: item.name, quantities: remaining), use)
    }
}
