import Testing

@testable import Quantities

@Suite("Scaling quantities")
struct ScalingTests {
    static let numberCases: [(String, Double, String)] = [
        ("2 1/2 cups", 1.5, "3 3/4 cups"),
        ("1 cup", 2, "2 cups"),
        ("2 cups", 0.5, "1 cup"),
        ("1/3 cup", 0.5, "0.17 cup"),
        ("2/3 cup", 0.5, "1/3 cup"),
        ("3", 0.5, "1 1/2"),
        ("2 cloves", 0.5, "1 clove"),
        ("1.2 kg", 0.5, "0.6 kg"),
        ("500 g", 1.0 / 3, "167 g"),
        ("1-2 tbsp", 2, "2–4 tbsp"),
        ("6 to 8 tbsp", 0.5, "3–4 tbsp"),
        ("a pinch", 2, "2 pinches"),
        ("4 leaves", 0.25, "1 leaf"),
        ("1 small bunch", 3, "3 small bunches"),
        ("2 large", 0.5, "1 large"),
    ]

    static let asideCases: [(String, Double, String)] = [
        ("1 (400 g) can", 2, "2 (400 g) cans"),
        ("1 can (400 g)", 2, "2 cans (400 g)"),
        ("2 cans (400 g each)", 1.5, "3 cans (400 g each)"),
        ("1 (about 1.8 kg)", 2, "2 (about 1.8 kg)"),
        ("1 cup (225 g)", 2, "2 cups (450 g)"),
        ("1/2 cup plus 3 tbsp", 2, "1 cup plus 6 tbsp"),
    ]

    /// The amount string `amount` parsed, scaled by `factor` and printed.
    private func scaled(_ amount: String, _ factor: Double) throws -> String {
        try #require(Quantity(parsing: amount)).scaled(by: factor).description
    }

    @Test("Unscaled shows what was written")
    func unscaled() throws {
        for amount in ["2 1/2 cups", "1-2 tbsp", "6 to 8 tbsp", "1 (400 g) can", "1 cup (225 g)", "1.2 kg", "a pinch", "1-1/2 cups"] {
            #expect(try scaled(amount, 1) == amount)
        }
    }

    @Test("Scaled numbers print as a cook writes them, the unit agreeing", arguments: ScalingTests.numberCases)
    func scaledNumbers(amount: String, factor: Double, expected: String) throws {
        #expect(try scaled(amount, factor) == expected)
    }

    @Test("Each one's size stays; the same amount in another unit follows", arguments: ScalingTests.asideCases)
    func asides(amount: String, factor: Double, expected: String) throws {
        #expect(try scaled(amount, factor) == expected)
    }

    @Test("Fixed quantities and text stay")
    func fixedAndText() throws {
        let fixed = Quantity(value: .number(1), unit: "tsp", isFixed: true, written: "1 tsp")
        #expect(fixed.scaled(by: 3) == fixed)
        let text = try #require(Quantity(parsing: "to taste"))
        #expect(text.scaled(by: 3) == text)
        let few = Quantity(value: .text("few"), unit: "cloves", written: "few cloves")
        #expect(few.scaled(by: 2).description == "few cloves")
    }
}

@Suite("Scaling leaves temperatures alone")
struct TemperatureScalingTests {
    @Test("A temperature is a setting, not an amount", arguments: ["80 °C", "350 °F", "180 C", "40 degrees celsius"])
    func temperatures(amount: String) throws {
        let quantity = try #require(Quantity(parsing: amount))
        #expect(quantity.scaled(by: 2) == quantity)
    }
}
