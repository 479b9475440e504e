import Testing

@testable import Quantities

@Suite("Adding quantities of one ingredient")
struct CombiningTests {
    private func combined(_ amounts: [String]) -> String {
        Quantity.formatted(Quantity.combined(amounts.compactMap { Quantity(parsing: $0) }))
    }

    @Test("Amounts in the same unit add up, by any common spelling")
    func sameUnit() {
        #expect(combined(["1 cup", "2 cups"]) == "3 cups")
        #expect(combined(["200 g", "50 grams", "1 gram"]) == "251 g")
        #expect(combined(["1/2 cup", "1/4 cup"]) == "3/4 cup")
        #expect(combined(["2", "1"]) == "3")
        #expect(combined(["1 Tbsp", "2 tablespoons"]) == "3 Tbsp")
    }

    @Test("Other units and text stand side by side; the same text once")
    func sideBySide() {
        #expect(combined(["1 cup", "1 tbsp", "to taste", "2 cups", "to taste"]) == "3 cups, 1 tbsp, to taste")
        #expect(combined(["2 large", "1 small"]) == "2 large, 1 small")
        #expect(combined(["1 t", "1 T"]) == "1 t, 1 T")
    }

    @Test("Temperatures are settings: never added, the same one shown once, others side by side")
    func temperatures() {
        #expect(combined(["180 °C", "180 °C", "180 °C", "180 °C"]) == "180 °C")
        #expect(combined(["180 °C", "220 °C", "180 C"]) == "180 °C, 220 °C")
        #expect(combined(["350 °F", "1 cup", "350 °F", "2 cups"]) == "350 °F, 3 cups")
        let scaled = Quantity.combined(["180 °C", "180 °C"].compactMap { Quantity(parsing: $0)?.scaled(by: 2) })
        #expect(Quantity.formatted(scaled) == "180 °C")
    }

    @Test("A range plus a number is a range")
    func ranges() {
        #expect(combined(["1-2 tbsp", "1 tbsp"]) == "2–3 tbsp")
    }

    @Test("Cans of one size add up; of another size they stay apart")
    func sizes() {
        #expect(combined(["1 can (400 g)", "1 can (400 g)", "1 can (800 g)"]) == "2 cans (400 g), 1 can (800 g)")
        #expect(combined(["1 cup (225 g)", "1 cup (225 g)"]) == "2 cups (450 g)")
    }

    @Test("Parts after \"plus\" are added like separate amounts")
    func plus() {
        #expect(combined(["1/2 cup plus 3 tbsp", "1/2 cup"]) == "1 cup, 3 tbsp")
    }

    @Test("A single quantity shows what was written")
    func single() {
        #expect(combined(["6 to 8 tbsp"]) == "6 to 8 tbsp")
    }

    @Test("A sum is fixed only when all its parts are")
    func fixed() {
        let fixed = Quantity(value: .number(1), unit: "tsp", isFixed: true)
        let loose = Quantity(value: .number(1), unit: "tsp")
        #expect(Quantity.combined([fixed, fixed]).map(\.isFixed) == [true])
        #expect(Quantity.combined([fixed, loose]).map(\.isFixed) == [false])
    }
}
