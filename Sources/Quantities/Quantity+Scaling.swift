extension Quantity {
    /// The quantity for `factor` times the servings: numbers multiplied, the unit made to agree
    /// ("1 cup" ×2 is "2 cups"), a size in parentheses kept ("1 (400 g) can" ×2 is "2 (400 g) cans").
    ///
    /// Fixed quantities, text ("a few", "to taste") and temperatures (a setting, not an amount: "80 °C"
    /// stays 80 °C for twice the servings) stay as they are; a factor of 1 changes nothing.
    public func scaled(by factor: Double) -> Quantity {
        guard factor != 1, !isFixed, factor.isFinite, factor > 0 else { return self }
        if isTemperature { return self }
        if case .text = value, plus.isEmpty { return self }
        var scaled = self
        scaled.value = value.multiplied(by: factor)
        if var aside, !aside.isEachSize {
            aside.quantity = aside.quantity.scaled(by: factor)
            scaled.aside = aside
        }
        scaled.plus = plus.map { $0.scaled(by: factor) }
        scaled.written = nil
        return scaled
    }
}
