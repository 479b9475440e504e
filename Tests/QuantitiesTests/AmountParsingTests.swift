import Testing

@testable import Quantities

@Suite("Amount strings of a JSON catalog")
struct AmountParsingTests {
    static let numberCases: [(String, QuantityValue, String)] = [
        ("2 cups", .number(2), "cups"),
        ("2 1/2 cups", .fraction(2.5), "cups"),
        ("1/2 tsp", .fraction(0.5), "tsp"),
        ("1.2 kg", .number(1.2), "kg"),
        ("3", .number(3), ""),
        ("1 small bunch", .number(1), "small bunch"),
        ("400g", .number(400), "g"),
        ("1-1/2 cups", .fraction(1.5), "cups"),
    ]

    static let rangeCases: [(String, QuantityValue, String)] = [
        ("1-2 tbsp", .range(.number(1), .number(2)), "tbsp"),
        ("6 to 8 tbsp", .range(.number(6), .number(8)), "tbsp"),
        ("4–6", .range(.number(4), .number(6)), ""),
        ("1/2 - 3/4 cup", .range(.fraction(0.5), .fraction(0.75)), "cup"),
    ]

    @Test("Numbers, fractions and mixed numbers before a unit", arguments: AmountParsingTests.numberCases)
    func numbers(amount: String, value: QuantityValue, unit: String) throws {
        let quantity = try #require(Quantity(parsing: amount))
        #expect(quantity.value == value)
        #expect(quantity.unit == unit)
        #expect(quantity.aside == nil)
        #expect(quantity.description == amount)
    }

    @Test("Ranges written with a hyphen, a dash or \"to\"", arguments: AmountParsingTests.rangeCases)
    func ranges(amount: String, value: QuantityValue, unit: String) throws {
        let quantity = try #require(Quantity(parsing: amount))
        #expect(quantity.value == value)
        #expect(quantity.unit == unit)
    }

    @Test("Words without a number are text; \"a\" before a unit is one of it")
    func text() throws {
        for words in ["to taste", "a few", "a few sprigs", "plenty of", "for serving", "as needed"] {
            #expect(Quantity(parsing: words) == Quantity(value: .text(words), written: words))
        }
        let pinch = try #require(Quantity(parsing: "a pinch"))
        #expect(pinch.value == .number(1))
        #expect(pinch.unit == "pinch")
        #expect(pinch.description == "a pinch")
        #expect(Quantity(parsing: "  ") == nil)
    }

    @Test("A size in parentheses before the unit is each one's size")
    func sizeBeforeUnit() throws {
        let can = try #require(Quantity(parsing: "1 (400 g) can"))
        #expect(can.value == .number(1))
        #expect(can.unit == "can")
        let aside = try #require(can.aside)
        #expect(aside.quantity.value == .number(400))
        #expect(aside.quantity.unit == "g")
        #expect(aside.isEachSize && aside.isBeforeUnit)
    }

    static let sizeCases: [(String, Bool)] = [("1 can (400 g)", true), ("2 cans (400 g each)", true), ("1 (about 1.8 kg)", true), ("1 cup (225 g)", false)]

    @Test("A size after a can, a count or \"each\" stays; a measure after a measure is the same amount", arguments: AmountParsingTests.sizeCases)
    func sizeAfterUnit(amount: String, isEachSize: Bool) throws {
        let quantity = try #require(Quantity(parsing: amount))
        let aside = try #require(quantity.aside)
        #expect(aside.isEachSize == isEachSize)
        #expect(!aside.isBeforeUnit)
        #expect(quantity.description == amount)
    }

    @Test("\"About\" and \"each\" are kept around the size")
    func hedges() throws {
        let chicken = try #require(Quantity(parsing: "1 (about 1.8 kg)"))
        #expect(chicken.aside?.prefix == "about")
        #expect(chicken.aside?.quantity.value == .number(1.8))
        let cans = try #require(Quantity(parsing: "2 cans (160 g each)"))
        #expect(cans.aside?.saysEach == true)
        #expect(cans.aside?.quantity.unit == "g")
    }

    @Test("Parts after \"plus\" are parts of the same amount")
    func plus() throws {
        let quantity = try #require(Quantity(parsing: "1/2 cup plus 3 tbsp"))
        #expect(quantity.value == .fraction(0.5))
        #expect(quantity.unit == "cup")
        #expect(quantity.plus.map(\.unit) == ["tbsp"])
        #expect(quantity.plus.map(\.value) == [.number(3)])
        #expect(quantity.description == "1/2 cup plus 3 tbsp")
    }
}

@Suite("Amount strings with \"plus\" in any case")
struct AmountPlusTests {
    @Test("\"Plus\" is found whatever its case, and only as a word between amounts")
    func plusCase() throws {
        #expect(try #require(Quantity(parsing: "1 cup PLUS 2 tbsp")).plus.count == 1)
        #expect(try #require(Quantity(parsing: "1 Cup Plus 2 Tbsp")).plus.map(\.unit) == ["Tbsp"])
        #expect(try #require(Quantity(parsing: "2 surplus")).plus.isEmpty)
        #expect(try #require(Quantity(parsing: "plus")).value == .text("plus"))
    }

    @Test("Parentheses with words after them stay in the unit's words")
    func wordsAfterParentheses() throws {
        let quantity = try #require(Quantity(parsing: "1 cup (225 g) sifted"))
        #expect(quantity.aside == nil)
        #expect(quantity.unit == "cup (225 g) sifted")
        #expect(quantity.scaled(by: 2).description == "2 cups (225 g) sifted")
    }
}
