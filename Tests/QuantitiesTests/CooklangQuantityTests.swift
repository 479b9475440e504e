import Cooklang
import Testing

@testable import Quantities

@Suite("Quantities from Cooklang")
struct CooklangQuantityTests {
    /// The quantity of the first ingredient of `text`.
    private func first(_ text: String) throws -> Quantity {
        let quantity = try #require(CooklangParser.parse(text).recipe.ingredients.first?.quantity)
        return Quantity(cooklang: quantity)
    }

    @Test("Numbers, fractions, ranges and text, with the unit and `=` as written")
    func kinds() throws {
        #expect(try first("@flour{1 1/2%cups}") == Quantity(value: .fraction(1.5), unit: "cups", written: "1 1/2 cups"))
        #expect(try first("@eggs{3}") == Quantity(value: .number(3), written: "3"))
        #expect(try first("@salt{=1%tsp}") == Quantity(value: .number(1), unit: "tsp", isFixed: true, written: "1 tsp"))
        #expect(try first("@water{1-2%l}") == Quantity(value: .range(.number(1), .number(2)), unit: "l", written: "1-2 l"))
        #expect(try first("@garlic{few%cloves}") == Quantity(value: .text("few"), unit: "cloves", written: "few cloves"))
        #expect(try first("@code{01/2}") == Quantity(value: .text("01/2"), written: "01/2"))
        #expect(try first("@salt{%pinch}") == Quantity(value: .text(""), unit: "pinch", written: "pinch"))
    }

    @Test("A text quantity without an amount prints its unit alone, even scaled")
    func unitAlone() throws {
        #expect(try first("@salt{%pinch}").scaled(by: 2).description == "pinch")
    }
}
