import Testing

@testable import Quantities

@Suite("Units for display")
struct ConversionTests {
    static let metricCases: [(String, String)] = [
        ("1 cup", "240 ml"),
        ("2 cups", "470 ml"),
        ("6 cups", "1.4 l"),
        ("1 tsp", "5 ml"),
        ("1/2 tsp", "2.5 ml"),
        ("1 tbsp", "15 ml"),
        ("8 oz", "230 g"),
        ("1 1/2 pounds", "680 g"),
        ("3 lb", "1.4 kg"),
        ("350 °F", "180 °C"),
        ("1 inch", "2.5 cm"),
        ("1000 g", "1 kg"),
        ("1500 ml", "1.5 l"),
        ("0.5 kg", "500 g"),
        ("1/4 cup", "60 ml"),
        ("1/3 cup", "80 ml"),
        ("3/4 cup", "180 ml"),
        ("1 oz", "30 g"),
        ("1 lb", "450 g"),
        ("4 1/4 cups", "1 l"),
        ("1/8 tsp", "0.62 ml"),
        ("1-2 cups", "240–470 ml"),
        ("1 cup (225 g)", "240 ml (225 g)"),
        ("1/2 cup plus 3 tbsp", "120 ml plus 45 ml"),
    ]

    static let usCases: [(String, String)] = [
        ("250 ml", "1 cup"),
        ("100 ml", "6 3/4 tbsp"),
        ("200 ml", "7/8 cup"),
        ("5 ml", "1 tsp"),
        ("15 ml", "1 tbsp"),
        ("200 g", "7 oz"),
        ("500 g", "1 1/8 lb"),
        ("1 kg", "2 1/4 lb"),
        ("180 °C", "350 °F"),
        ("220 °C", "425 °F"),
        ("2 l", "8 1/2 cups"),
        ("3 tsp", "1 tbsp"),
        ("4 tsp", "1 1/3 tbsp"),
        ("24 tsp", "1/2 cup"),
        ("16 tbsp", "1 cup"),
        ("5 tbsp", "5 tbsp"),
        ("2 cups", "2 cups"),
        ("1 can (400 g)", "1 can (14 oz)"),
        ("230 g", "8 oz"),
        ("115 g", "4 oz"),
        ("120 g", "4 1/4 oz"),
    ]

    @Test("Metric: grams and kilograms, millilitres and litres, degrees Celsius, centimetres", arguments: ConversionTests.metricCases)
    func metric(amount: String, expected: String) throws {
        #expect(try #require(Quantity(parsing: amount)).converted(to: .metric).description == expected)
    }

    @Test("Into metric, a mass or volume is rounded as a cook measures: halves below 10, fives below 100, tens below 1000, tenths of a kilogram or litre above", arguments: [
        (0.62, 0.62), (4.93, 5), (14.79, 15), (59.15, 60), (236.59, 240), (453.59, 450), (998, 1000), (1419.5, 1400), (3785.4, 3800),
    ])
    func metricMeasure(base: Double, expected: Double) {
        #expect(abs(UnitChoice.metricMeasure(base, dimension: .volume, in: .metric) - expected) < 1e-9)
        #expect(abs(UnitChoice.metricMeasure(base, dimension: .mass, in: .metric) - expected) < 1e-9)
        #expect(UnitChoice.metricMeasure(base, dimension: .length, in: .metric) == base)
        #expect(UnitChoice.metricMeasure(base, dimension: .volume, in: .us) == base)
    }

    @Test("In metric, a metric amount worked out (scaled or added up) is rounded as a cook measures; as written it stays", arguments: [
        ("2180 ml", 1.5, "3.3 l"), ("1 l", 2.12, "2.1 l"), ("250 g", 2.0 / 3, "170 g"), ("7 g", 1.3, "9 g"), ("1.25 l", 1, "1.25 l"), ("1250 ml", 1, "1.25 l"),
    ] as [(String, Double, String)])
    func metricWorkedOut(amount: String, factor: Double, expected: String) throws {
        #expect(try #require(Quantity(parsing: amount)).scaled(by: factor).converted(to: .metric).description == expected)
    }

    @Test("In metric, a sum of metric amounts is rounded as a cook measures")
    func metricSum() throws {
        let sum = Quantity.combined(["2 l", "120 ml"].compactMap { Quantity(parsing: $0)?.expressed(inUnitOf: Quantity(parsing: "1 ml")!) })
        #expect(sum.map { $0.converted(to: .metric).description } == ["2.1 l"])
    }

    @Test("US customary: teaspoons, tablespoons, cups, ounces, pounds, degrees Fahrenheit", arguments: ConversionTests.usCases)
    func us(amount: String, expected: String) throws {
        #expect(try #require(Quantity(parsing: amount)).converted(to: .us).description == expected)
    }

    @Test("As written, unknown units and text stay what was written")
    func unchanged() throws {
        for amount in ["1000 g", "2 large", "1 (400 g) can", "to taste", "a pinch", "2 cloves"] {
            let quantity = try #require(Quantity(parsing: amount))
            #expect(quantity.converted(to: .original) == quantity)
            if amount != "1000 g" && !amount.contains("400 g") {
                #expect(quantity.converted(to: .metric) == quantity)
                #expect(quantity.converted(to: .us) == quantity)
            }
        }
    }

    @Test("Volume never becomes mass, nor mass volume")
    func dimensions() throws {
        for system in [UnitSystem.metric, .us] {
            for amount in ["1 cup", "3 tbsp", "250 ml", "1 l"] {
                let unit = try #require(Quantity(parsing: amount)).converted(to: system).unit
                #expect(KnownUnit.named(unit)?.dimension == .volume)
            }
            for amount in ["8 oz", "1 lb", "250 g", "1 kg"] {
                let unit = try #require(Quantity(parsing: amount)).converted(to: system).unit
                #expect(KnownUnit.named(unit)?.dimension == .mass)
            }
        }
    }

    @Test("Converting to metric and back lands near where it started")
    func roundTrip() throws {
        for amount in ["1 cup", "2 tbsp", "1 tsp", "1 lb", "8 oz", "350 °F"] {
            let quantity = try #require(Quantity(parsing: amount))
            #expect(quantity.converted(to: .metric).converted(to: .us).description == amount)
        }
    }
}

@Suite("The cycle of units")
struct UnitSystemTests {
    @Test("As written, then metric, then US customary, then as written again")
    func cycle() {
        #expect(UnitSystem.original.next == .metric)
        #expect(UnitSystem.metric.next == .us)
        #expect(UnitSystem.us.next == .original)
    }

    @Test("Units are known by their spellings, case mattering only for t, T, C and F")
    func spellings() {
        #expect(KnownUnit.named("grams") == .gram)
        #expect(KnownUnit.named("Grams") == .gram)
        #expect(KnownUnit.named("tbsp.") == .tablespoon)
        #expect(KnownUnit.named("Tbsp") == .tablespoon)
        #expect(KnownUnit.named("T") == .tablespoon)
        #expect(KnownUnit.named("t") == .teaspoon)
        #expect(KnownUnit.named("C") == .celsius)
        #expect(KnownUnit.named("c") == .cup)
        #expect(KnownUnit.named("large") == nil)
    }
}
