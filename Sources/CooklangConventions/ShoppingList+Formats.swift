import CalendarDates
import Quantities

/// The list as text for a terminal or a script, Markdown for a clipboard, and the documented JSON.
extension ShoppingList {
    /// The name a group shows: its aisle, or "Other".
    public static func title(of group: Group) -> String { group.aisle ?? "Other" }

    /// An item's line without its box: `onion 2`, `flour 200 g, 1 cup`, `salt`.
    public static func line(of item: Item) -> String {
        item.quantities.isEmpty ? item.name : item.name + " " + Quantity.formatted(item.quantities)
    }

    /// Aisle headings with their items under them, ticked items marked and last in their aisle; `plain`: one item a line, no headings.
    public func text(checked: CheckedLog = CheckedLog(), plain: Bool = false, today: CalendarDate? = nil) -> String {
        var text = ""
        for group in groups {
            if !plain { text += Self.title(of: group) + "\n" }
            for item in sortedItems(of: group, checked: checked) {
                if plain {
                    text += Self.line(of: item) + "\n"
                } else {
                    text += (checked.isChecked(item.name) ? "  [x] " : "  [ ] ") + Self.line(of: item) + "\n"
                }
            }
        }
        if !plain, !pantry.isEmpty {
            text += "From the pantry\n"
            for use in pantry { text += "  " + Self.pantryLine(use, today: today) + "\n" }
        }
        return text
    }

    /// Markdown: a heading per aisle and a task list item per thing to buy.
    public func markdown(checked: CheckedLog = CheckedLog(), today: CalendarDate? = nil) -> String {
        var text = "# Shopping list\n"
        for group in groups {
            text += "\n## " + Self.title(of: group) + "\n\n"
            for item in sortedItems(of: group, checked: checked) {
                text += (checked.isChecked(item.name) ? "- [x] " : "- [ ] ") + Self.line(of: item) + "\n"
            }
        }
        if !pantry.isEmpty {
            text += "\n## From the pantry\n\n"
            for use in pantry { text += "- " + Self.pantryLine(use, today: today) + "\n" }
        }
        return text
    }

    /// What the pantry took, in words: `flour: had 300 g, 200 g still to buy`, `salt: always at hand`.
    public static func pantryLine(_ use: PantryUse, today: CalendarDate? = nil) -> String {
        var text = use.name + ": "
        if let had = use.pantryItem.quantity {
            text += "had " + had.replacingPercent()
        } else {
            text += "always at hand"
        }
        if !use.tookSome {
            text += ", which cannot count against " + Quantity.formatted(use.needed) + ": all of it to buy"
        } else if !use.isCovered {
            text += ", " + Quantity.formatted(use.remaining) + " still to buy"
        }
        var marks: [String] = []
        if use.pantryItem.isLow { marks.append("low") }
        if let expire = use.pantryItem.expire {
            marks.append((today.map(use.pantryItem.isExpired(on:)) == true ? "expired " : "expires ") + expire)
        }
        if !marks.isEmpty { text += " (" + marks.joined(separator: ", ") + ")" }
        return text
    }

    /// A group's items, the ticked ones after the others, each part in list order.
    public func sortedItems(of group: Group, checked: CheckedLog) -> [Item] {
        group.items.filter { !checked.isChecked($0.name) } + group.items.filter { checked.isChecked($0.name) }
    }
}

extension String {
    /// A conventions amount for reading: `500%g` as `500 g`.
    public func replacingPercent() -> String {
        split(separator: "%", omittingEmptySubsequences: false).map { $0.trimmingBlanks() }.filter { !$0.isEmpty }.joined(separator: " ")
    }
}
