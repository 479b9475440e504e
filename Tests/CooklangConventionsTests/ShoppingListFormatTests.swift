import CalendarDates
import Quantities
import Testing
@testable import CooklangConventions

@Suite("shopping list formats")
struct ShoppingListFormatTests {
    static let list = ShoppingList(
        groups: [
            .init(aisle: "produce", items: [
                .init(name: "onion", quantities: [Quantity(conventionText: "2")!]),
                .init(name: "tomato", quantities: [Quantity(conventionText: "1-2")!]),
            ]),
            .init(aisle: nil, items: [
                .init(name: "flour", quantities: [Quantity(conventionText: "200%g")!, Quantity(conventionText: "1%cup")!]),
                .init(name: "salt \"fine\"", quantities: []),
            ]),
        ],
        pantry: [.init(
            name: "flour", pantryItem: PantryItem(name: "flour", section: "pantry", quantity: "300%g", expire: "01.01.2020", low: "500%g"),
            needed: [Quantity(conventionText: "500%g")!, Quantity(conventionText: "1%cup")!],
            remaining: [Quantity(conventionText: "200%g")!, Quantity(conventionText: "1%cup")!], isCovered: false)],
        warnings: ["a cycle was skipped: a → b → a"])
    static let checked = CheckedLog(entries: [.init(name: "Onion", checked: true)])
    static let today = CalendarDate(year: 2026, month: 11, day: 26)

    @Test("text: aisles in order with Other last, ticked items last in their aisle, what the pantry took")
    func text() {
        #expect(Self.list.text(checked: Self.checked, today: Self.today) == """
        produce
          [ ] tomato 1-2
          [x] onion 2
        Other
          [ ] flour 200 g, 1 cup
          [ ] salt "fine"
        From the pantry
          flour: had 300 g, 200 g, 1 cup still to buy (low, expired 01.01.2020)

        """)
        #expect(Self.list.text(checked: Self.checked, plain: true) == "tomato 1-2\nonion 2\nflour 200 g, 1 cup\nsalt \"fine\"\n")
    }

    @Test("Markdown: a heading per aisle and a task list")
    func markdown() {
        #expect(Self.list.markdown(checked: Self.checked).hasPrefix("# Shopping list\n\n## produce\n\n- [ ] tomato 1-2\n- [x] onion 2\n\n## Other\n\n- [ ] flour 200 g, 1 cup\n"))
    }

    @Test("JSON as the README documents it: other last, values as numbers, ranges and text, strings escaped")
    func json() {
        let json = Self.list.json(checked: Self.checked, today: Self.today)
        #expect(json.hasPrefix(#"{"groups": [{"aisle": "produce", "items": [{"name": "tomato", "quantities": [{"value": {"from": 1, "to": 2}, "unit": null}], "checked": false}, {"name": "onion", "quantities": [{"value": 2, "unit": null}], "checked": true}]}, {"aisle": "other", "items": [{"name": "flour", "quantities": [{"value": 200, "unit": "g"}, {"value": 1, "unit": "cup"}], "checked": false}, {"name": "salt \"fine\"", "quantities": [], "checked": false}]}], "pantry": [{"name": "flour", "section": "pantry", "have": "300%g", "#))
        #expect(json.contains(#""covered": false, "low": true, "expire": "01.01.2020", "expired": true}], "warnings": ["a cycle was skipped: a → b → a"]}"#))
    }
}
