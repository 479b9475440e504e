/// Numbers printed as a cook writes them: "1 1/2", "1/3", "2.4", "167".
enum CookNumber {
    /// The denominators a cook uses: eighths (and so halves and quarters) and thirds.
    private static let denominators = [2, 3, 4, 8]

    /// `number` as a fraction to eighths or thirds where one is close ("1 1/2", "2/3"), else as a decimal
    /// (`decimal(_:)`); whole numbers without a point.
    static func fraction(_ number: Double) -> String {
        guard number.isFinite, number >= 0 else { return decimal(number) }
        let whole = number.rounded(.down)
        let part = number - whole
        // Close means within 1.5 hundredths, or half a percent of a large amount: 0.33 is 1/3, 0.3 is not.
        let tolerance = max(0.015, number * 0.005)
        if part <= tolerance { return decimal(whole) }
        if 1 - part <= tolerance { return decimal(whole + 1) }
        var best: (numerator: Int, denominator: Int, error: Double)?
        for denominator in denominators {
            let numerator = Int((part * Double(denominator)).rounded())
            guard numerator > 0, numerator < denominator else { continue }
            let error = abs(part - Double(numerator) / Double(denominator))
            if error <= tolerance, error < (best?.error ?? .infinity) { best = (numerator, denominator, error) }
        }
        guard let best else { return decimal(number) }
        let fraction = "\(best.numerator)/\(best.denominator)"
        return whole == 0 ? fraction : "\(Int(whole)) \(fraction)"
    }

    /// `number` rounded to about three significant digits, without trailing zeros: 166.67 is "167",
    /// 83.33 is "83.3", 2.4 is "2.4", 0.1667 is "0.17"; whole numbers without a point.
    static func decimal(_ number: Double) -> String {
        guard number.isFinite else { return "\(number)" }
        let magnitude = abs(number)
        let decimals = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : magnitude >= 1 ? 2 : max(2, significantDecimals(magnitude))
        return fixed(number, decimals: decimals)
    }

    /// The decimals that show two significant digits of a number below 1 (0.06 → 2, 0.0042 → 4).
    private static func significantDecimals(_ magnitude: Double) -> Int {
        guard magnitude > 0 else { return 0 }
        var decimals = 1
        var scaled = magnitude * 10
        while scaled < 1 && decimals < 6 {
            scaled *= 10
            decimals += 1
        }
        return decimals + 1
    }

    /// `number` with at most `decimals` digits after the point, trailing zeros and a bare point dropped.
    private static func fixed(_ number: Double, decimals: Int) -> String {
        var power = 1.0
        for _ in 0..<decimals { power *= 10 }
        let rounded = (abs(number) * power).rounded()
        let sign = number < 0 && rounded != 0 ? "-" : ""
        // Whole numbers up to 2^53 are exact in a Double; beyond, the description is good enough.
        guard rounded < 9_007_199_254_740_992 else { return "\(number)" }
        let scaled = UInt64(rounded)
        let powerInt = UInt64(power)
        let whole = scaled / powerInt
        var fraction = scaled % powerInt
        guard fraction != 0 else { return "\(sign)\(whole)" }
        var digits = decimals
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let text = String(fraction)
        let padded = String(repeating: "0", count: digits - text.count) + text
        return "\(sign)\(whole).\(padded)"
    }
}
