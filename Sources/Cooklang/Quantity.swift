/// An amount and its unit as the text writes them (`1 1/2` and `cups`), with the amount's number when it is one.
public struct CooklangQuantity: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The amount as written, trimmed: "1 1/2", "1 / 2", "few", "7 k".
    public var amount: String
    /// The amount's number when it is a whole or decimal number, a fraction or a mixed number
    /// (`3`, `1.5`, `1/2`, `1 1/2`); nil for text such as "few" or "01/2".
    public var value: Double?
    /// The unit as written after the `%`, trimmed; empty when there is none.
    public var unit: String
    /// Whether a leading `=` pins the amount so that scaling leaves it alone (proposal 0010).
    public var isFixed: Bool

    public init(amount: String, value: Double?, unit: String = "", isFixed: Bool = false) {
        self.amount = amount
        self.value = value
        self.unit = unit
        self.isFixed = isFixed
    }

    /// The amount, a space and the unit, as a list shows them: "1 1/2 cups", "6 balls", "3".
    public var description: String { unit.isEmpty ? amount : amount.isEmpty ? unit : "\(amount) \(unit)" }
}

/// The number an amount's UTF-8 bytes spell: `3`, `1.5`, `1/2`, `1 / 2`, `1 1/2`; nil for anything else.
///
/// A whole number with a leading zero (`01`) is not a number, as in the canonical tests' `01/2`,
/// so that a code or a date-like amount is kept as text rather than read as a quantity.
package func quantityValue(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
    var index = 0
    let end = bytes.count

    func skipSpaces() {
        while index < end && (bytes[index] == 0x20 || bytes[index] == 0x09) { index += 1 }
    }

    /// A run of digits, its value and length; nil when there are none.
    func digits() -> (value: Double, count: Int)? {
        let start = index
        var value = 0.0
        while index < end, bytes[index] >= 0x30, bytes[index] <= 0x39 {
            value = value * 10 + Double(bytes[index] - 0x30)
            index += 1
        }
        let count = index - start
        guard count > 0 else { return nil }
        return (value, count)
    }

    /// A whole number without a leading zero.
    func whole() -> Double? {
        let start = index
        guard let (value, count) = digits() else { return nil }
        if count > 1 && bytes[start] == 0x30 { return nil }
        return value
    }

    /// A whole or decimal number: `3`, `0.5`, `.5`.
    func decimal() -> Double? {
        var value = 0.0
        if index < end && bytes[index] != 0x2E {
            guard let integer = whole() else { return nil }
            value = integer
        }
        guard index < end, bytes[index] == 0x2E else { return value }
        index += 1
        var scale = 0.1
        let start = index
        while index < end, bytes[index] >= 0x30, bytes[index] <= 0x39 {
            value += Double(bytes[index] - 0x30) * scale
            scale /= 10
            index += 1
        }
        return index > start ? value : nil
    }

    /// `numerator / denominator` from the current index, or nil with the index unmoved.
    func fraction() -> Double? {
        let start = index
        if let numerator = whole() {
            skipSpaces()
            if index < end, bytes[index] == 0x2F {
                index += 1
                skipSpaces()
                if let denominator = whole(), denominator != 0, index == end { return numerator / denominator }
            }
        }
        index = start
        return nil
    }

    skipSpaces()
    guard index < end else { return nil }
    if let value = fraction() { return value }
    guard let first = decimal() else { return nil }
    let afterFirst = index
    skipSpaces()
    if index == end { return first }
    // A mixed number: a whole number, spaces, then a fraction.
    guard index > afterFirst, !bytes[..<afterFirst].contains(0x2E), let part = fraction() else { return nil }
    return first + part
}
