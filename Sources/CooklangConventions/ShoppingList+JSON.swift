import CalendarDates
import JSONLiteral
import Quantities

/// The list as the README documents it for scripts.
///
/// `{"groups": [{"aisle": "produce", "items": [{"name": "onion", "quantities": [{"value": 2, "unit": null}],
/// "checked": false}]}], "pantry": [...], "warnings": [...]}`; items no aisle lists are in the group
/// `"other"`, last. A value is a number, `{"from": 1, "to": 2}` for a range, or a string for text.
extension ShoppingList {
    public func json(checked: CheckedLog = CheckedLog(), today: CalendarDate? = nil) -> String {
        var out = "{\"groups\": ["
        out += groups.map { group in
            "{\"aisle\": " + JSONLiteral.string(group.aisle ?? "other") + ", \"items\": ["
                + sortedItems(of: group, checked: checked).map { item in
                    "{\"name\": " + JSONLiteral.string(item.name) + ", \"quantities\": " + JSONText.quantities(item.quantities)
                        + ", \"checked\": " + (checked.isChecked(item.name) ? "true" : "false") + "}"
                }.joined(separator: ", ") + "]}"
        }.joined(separator: ", ")
        out += "], \"pantry\": ["
        out += pantry.map { use in
            var fields = [
                "\"name\": " + JSONLiteral.string(use.name),
                "\"section\": " + JSONLiteral.string(use.pantryItem.section),
                "\"have\": " + (use.pantryItem.quantity.map(JSONLiteral.string) ?? "null"),
                "\"needed\": " + JSONText.quantities(use.needed),
                "\"remaining\": " + JSONText.quantities(use.remaining),
                "\"covered\": " + (use.isCovered ? "true" : "false"),
                "\"low\": " + (use.pantryItem.isLow ? "true" : "false"),
                "\"expire\": " + (use.pantryItem.expire.map(JSONLiteral.string) ?? "null"),
            ]
            if let today { fields.append("\"expired\": " + (use.pantryItem.isExpired(on: today) ? "true" : "false")) }
            return "{" + fields.joined(separator: ", ") + "}"
        }.joined(separator: ", ")
        out += "], \"warnings\": [" + warnings.map(JSONLiteral.string).joined(separator: ", ") + "]}\n"
        return out
    }
}

/// JSON text for the list's few kinds of value.
enum JSONText {

    static func value(_ value: QuantityValue) -> String {
        switch value {
        case .number(let amount), .fraction(let amount): JSONLiteral.number(amount)
        case .range(let low, let high): "{\"from\": " + self.value(low) + ", \"to\": " + self.value(high) + "}"
        case .text(let words): JSONLiteral.string(words)
        }
    }

    static func quantities(_ quantities: [Quantity]) -> String {
        "[" + quantities.map { quantity in
            "{\"value\": " + value(quantity.value) + ", \"unit\": " + (quantity.unit.isEmpty ? "null" : JSONLiteral.string(quantity.unit)) + "}"
        }.joined(separator: ", ") + "]"
    }
}
