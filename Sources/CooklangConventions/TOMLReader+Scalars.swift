/// TOML's unquoted values: booleans, integers, floats, dates and times.
extension TOMLReader {
    /// The unquoted value at the current place, read as one token (a date's space before its time included).
    mutating func scalar() throws(TOMLError) -> TOMLValue {
        let start = position
        while let byte = current, Self.isScalarByte(byte) { advance() }
        // `1979-05-27 07:32:00`: a space may stand for the T of a date-time.
        if position - start == 10, current == UInt8(ascii: " "), let d1 = peek(1), let d2 = peek(2), peek(3) == UInt8(ascii: ":"),
           Self.isDigit(d1), Self.isDigit(d2), bytes[start + 4] == UInt8(ascii: "-") {
            advance()
            while let byte = current, Self.isScalarByte(byte) { advance() }
        }
        let token = Array(bytes[start..<position])
        guard !token.isEmpty else { throw error("expected a value") }
        let text = String(decoding: token, as: UTF8.self)
        if text == "true" { return .boolean(true) }
        if text == "false" { return .boolean(false) }
        if let value = Self.dateOrTime(token) { return value }
        if token.contains(UInt8(ascii: ":")) || (token.count >= 5 && token[4] == UInt8(ascii: "-") && token.prefix(4).allSatisfy(Self.isDigit)) {
            throw error("\"\(text)\" is not a valid date or time", at: start)
        }
        if let value = Self.number(token) { return value }
        throw error("\"\(text)\" is not a value", at: start)
    }

    static func isScalarByte(_ byte: UInt8) -> Bool {
        isBareKey(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: ":")
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    // MARK: Numbers

    /// An integer or a float as TOML writes them; nil when the token is neither.
    static func number(_ token: [UInt8]) -> TOMLValue? {
        var body = token[...]
        var negative = false
        if let sign = body.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
            negative = sign == UInt8(ascii: "-")
            body = body.dropFirst()
        }
        let text = String(decoding: body, as: UTF8.self)
        if text == "inf" { return .float(negative ? -.infinity : .infinity) }
        if text == "nan" { return .float(negative ? -.nan : .nan) }
        if body.count > 2, body.first == UInt8(ascii: "0"), let radix = radix(body[body.startIndex + 1]) {
            guard token.count == body.count, let digits = digits(body.dropFirst(2), radix: radix) else { return nil }
            return Int64(digits, radix: radix).map(TOMLValue.integer)
        }
        // Decimal: integer part, then an optional fraction and exponent.
        var index = body.startIndex
        func run() -> ArraySlice<UInt8>? {
            let from = index
            while index < body.endIndex, isDigit(body[index]) || body[index] == UInt8(ascii: "_") { index += 1 }
            return from < index ? body[from..<index] : nil
        }
        guard let whole = run(), let wholeDigits = digits(whole, radix: 10) else { return nil }
        guard wholeDigits.count == 1 || wholeDigits.first != "0" else { return nil }
        var float = wholeDigits
        var isFloat = false
        if index < body.endIndex, body[index] == UInt8(ascii: ".") {
            index += 1
            guard let fraction = run(), let fractionDigits = digits(fraction, radix: 10) else { return nil }
            float += "." + fractionDigits
            isFloat = true
        }
        if index < body.endIndex, body[index] == UInt8(ascii: "e") || body[index] == UInt8(ascii: "E") {
            index += 1
            var sign = ""
            if index < body.endIndex, body[index] == UInt8(ascii: "+") || body[index] == UInt8(ascii: "-") {
                sign = String(Unicode.Scalar(body[index]))
                index += 1
            }
            guard let exponent = run(), let exponentDigits = digits(exponent, radix: 10) else { return nil }
            float += "e" + sign + exponentDigits
            isFloat = true
        }
        guard index == body.endIndex else { return nil }
        if isFloat {
            return Double(float).map { .float(negative ? -$0 : $0) }
        }
        return Int64((negative ? "-" : "") + wholeDigits).map(TOMLValue.integer)
    }

    static func radix(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "x"): 16
        case UInt8(ascii: "o"): 8
        case UInt8(ascii: "b"): 2
        default: nil
        }
    }

    /// The digits with their underscores taken out; nil when an underscore is not between two digits or a digit is out of the radix.
    static func digits(_ run: ArraySlice<UInt8>, radix: Int) -> String? {
        var out = ""
        var previousDigit = false
        for byte in run {
            if byte == UInt8(ascii: "_") {
                guard previousDigit else { return nil }
                previousDigit = false
                continue
            }
            guard let value = hexDigit(byte), Int(value) < radix else { return nil }
            out.append(Character(Unicode.Scalar(byte)))
            previousDigit = true
        }
        return previousDigit ? out : nil
    }

    // MARK: Dates and times

    /// A local date, local time, or date-time (local or with an offset); nil when the token is none of them.
    static func dateOrTime(_ token: [UInt8]) -> TOMLValue? {
        var index = 0
        func fixed(_ count: Int) -> Int? {
            guard index + count <= token.count, token[index..<index + count].allSatisfy(isDigit) else { return nil }
            defer { index += count }
            return token[index..<index + count].reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        }
        func expect(_ character: Character) -> Bool {
            guard index < token.count, Character(Unicode.Scalar(token[index])) == character else { return false }
            index += 1
            return true
        }
        func time() -> TOMLLocalTime? {
            guard let hour = fixed(2), hour < 24, expect(":"), let minute = fixed(2), minute < 60,
                  expect(":"), let second = fixed(2), second < 60 else { return nil }
            var nanosecond = 0
            if expect(".") {
                let from = index
                while index < token.count, isDigit(token[index]) { index += 1 }
                guard index > from else { return nil }
                for (place, digit) in token[from..<index].prefix(9).enumerated() {
                    var scale = 1
                    for _ in 0..<(8 - place) { scale *= 10 }
                    nanosecond += Int(digit - UInt8(ascii: "0")) * scale
                }
            }
            return TOMLLocalTime(hour: hour, minute: minute, second: second, nanosecond: nanosecond)
        }
        if token.count >= 3, token[2] == UInt8(ascii: ":") {
            guard let local = time(), index == token.count else { return nil }
            return .time(local)
        }
        guard let year = fixed(4), expect("-"), let month = fixed(2), (1...12).contains(month), expect("-"),
              let day = fixed(2), day >= 1, day <= daysIn(month: month, year: year) else { return nil }
        let date = TOMLLocalDate(year: year, month: month, day: day)
        if index == token.count { return .date(date) }
        guard expect("T") || expect("t") || expect(" "), let local = time() else { return nil }
        if index == token.count { return .dateTime(date, local, offsetMinutes: nil) }
        if expect("Z") || expect("z") { return index == token.count ? .dateTime(date, local, offsetMinutes: 0) : nil }
        guard index < token.count, token[index] == UInt8(ascii: "+") || token[index] == UInt8(ascii: "-") else { return nil }
        let sign = token[index] == UInt8(ascii: "-") ? -1 : 1
        index += 1
        guard let hours = fixed(2), hours < 24, expect(":"), let minutes = fixed(2), minutes < 60, index == token.count else { return nil }
        return .dateTime(date, local, offsetMinutes: sign * (hours * 60 + minutes))
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
