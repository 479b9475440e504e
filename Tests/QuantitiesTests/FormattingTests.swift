import Testing

@testable import Quantities

@Suite("Numbers as a cook writes them")
struct FormattingTests {
    static let fractionCases: [(Double, String)] = [
        (0.5, "1/2"), (0.25, "1/4"), (0.125, "1/8"), (0.375, "3/8"), (1.0 / 3, "1/3"), (2.0 / 3, "2/3"), (0.33, "1/3"),
        (1.5, "1 1/2"), (2.75, "2 3/4"), (3, "3"), (0.999999, "1"), (10.5, "10 1/2"), (1 + 2.0 / 3, "1 2/3"),
        // Not close to eighths or thirds: decimals.
        (0.3, "0.3"), (1.0 / 6, "0.17"), (0.0625, "0.063"), (1.1, "1.1"),
    ]

    static let decimalCases: [(Double, String)] = [
        (0.6, "0.6"), (2.4, "2.4"), (1.25, "1.25"), (500.0 / 3, "167"), (250.0 / 3, "83.3"), (1000, "1000"), (12.5, "12.5"),
        (2, "2"), (0.005, "0.005"), (0, "0"),
    ]

    @Test("Fractions to eighths and thirds where close, else decimals", arguments: FormattingTests.fractionCases)
    func fractions(number: Double, text: String) {
        #expect(CookNumber.fraction(number) == text)
    }

    @Test("Decimals rounded to about three significant digits", arguments: FormattingTests.decimalCases)
    func decimals(number: Double, text: String) {
        #expect(CookNumber.decimal(number) == text)
    }
}
