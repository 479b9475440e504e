/// Objects, arrays, literals and numbers, as the scan walks them: checked as strictly as `JSONParser`,
/// with the same nesting limit.
extension CatalogScanner {
    var peek: UInt8? { index < end ? base[index] : nil }

    @inline(__always)
    mutating func skipWhitespace() {
        while index < end {
            let byte = base[index]
            guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
            index &+= 1
        }
    }

    mutating func expect(_ byte: UInt8) throws(Unsupported) {
        guard index < end, base[index] == byte else { throw Unsupported() }
        index &+= 1
    }

    mutating func enter() throws(Unsupported) {
        depth += 1
        if depth > Self.maximumDepth { throw Unsupported() }
    }

    /// Scans an object at `index`, calling `member` with what each member's name stands for in
    /// `names` (nil for a name it does not list) when `index` is at the member's value.
    mutating func scanObject<Member>(_ names: MemberNames<Member>, _ member: (inout CatalogScanner, Member?) throws(Unsupported) -> Void) throws(Unsupported) {
        try expect(UInt8(ascii: "{"))
        try enter()
        skipWhitespace()
        if peek == UInt8(ascii: "}") {
            index &+= 1
            depth -= 1
            return
        }
        while true {
            skipWhitespace()
            let key = try scanKey(names)
            skipWhitespace()
            try expect(UInt8(ascii: ":"))
            skipWhitespace()
            try member(&self, key)
            skipWhitespace()
            guard index < end else { throw Unsupported() }
            if base[index] == UInt8(ascii: ",") {
                index &+= 1
                continue
            }
            try expect(UInt8(ascii: "}"))
            depth -= 1
            return
        }
    }

    /// Scans an array at `index`, calling `element` when `index` is at each element.
    mutating func scanArray(_ element: (inout CatalogScanner) throws(Unsupported) -> Void) throws(Unsupported) {
        try expect(UInt8(ascii: "["))
        try enter()
        skipWhitespace()
        if peek == UInt8(ascii: "]") {
            index &+= 1
            depth -= 1
            return
        }
        while true {
            skipWhitespace()
            try element(&self)
            skipWhitespace()
            guard index < end else { throw Unsupported() }
            if base[index] == UInt8(ascii: ",") {
                index &+= 1
                continue
            }
            try expect(UInt8(ascii: "]"))
            depth -= 1
            return
        }
    }

    /// An array, or null for none.
    mutating func scanOptionalArray(_ element: (inout CatalogScanner) throws(Unsupported) -> Void) throws(Unsupported) {
        if try scanNull() { return }
        try scanArray(element)
    }

    mutating func scanNull() throws(Unsupported) -> Bool {
        guard peek == UInt8(ascii: "n") else { return false }
        try skipLiteral("null")
        return true
    }

    /// Skips any value, checking it as the precise parser would.
    mutating func skipValue() throws(Unsupported) {
        guard let byte = peek else { throw Unsupported() }
        switch byte {
        case UInt8(ascii: "{"): try scanObject(Self.noMembers) { scanner, _ throws(Unsupported) in try scanner.skipValue() }
        case UInt8(ascii: "["): try scanArray { scanner throws(Unsupported) in try scanner.skipValue() }
        case UInt8(ascii: "\""): _ = try skipString()
        case UInt8(ascii: "t"): try skipLiteral("true")
        case UInt8(ascii: "f"): try skipLiteral("false")
        case UInt8(ascii: "n"): try skipLiteral("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): _ = try scanNumber()
        default: throw Unsupported()
        }
    }

    mutating func skipLiteral(_ word: StaticString) throws(Unsupported) {
        let count = word.utf8CodeUnitCount
        guard end - index >= count else { throw Unsupported() }
        for offset in 0..<count where base[index + offset] != word.utf8Start[offset] {
            throw Unsupported()
        }
        index += count
    }

    // MARK: - Numbers

    /// Scans a number as the precise parser does and returns its value.
    mutating func scanNumber() throws(Unsupported) -> Double {
        let start = index
        var isInteger = true
        if peek == UInt8(ascii: "-") { index &+= 1 }
        guard let first = peek, Self.isDigit(first) else { throw Unsupported() }
        if first == UInt8(ascii: "0") {
            index &+= 1
        } else {
            while let byte = peek, Self.isDigit(byte) { index &+= 1 }
        }
        if peek == UInt8(ascii: ".") {
            isInteger = false
            index &+= 1
            guard let byte = peek, Self.isDigit(byte) else { throw Unsupported() }
            while let byte = peek, Self.isDigit(byte) { index &+= 1 }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            isInteger = false
            index &+= 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index &+= 1 }
            guard let byte = peek, Self.isDigit(byte) else { throw Unsupported() }
            while let byte = peek, Self.isDigit(byte) { index &+= 1 }
        }
        // Short plain integers are exact as doubles; anything else goes through the same conversion as the precise parser.
        if isInteger && index - start <= 15 && base[start] != UInt8(ascii: "-") {
            var value = 0
            for offset in start..<index { value = value * 10 + Int(base[offset] - UInt8(ascii: "0")) }
            return Double(value)
        }
        guard let value = Double(String(decoding: UnsafeBufferPointer(start: base + start, count: index - start), as: UTF8.self)) else {
            throw Unsupported()
        }
        return value
    }

    /// A whole number from 0 to 1,000,000 as `CatalogReader` reads servings and minutes, or null.
    mutating func scanOptionalCount() throws(Unsupported) -> Int? {
        if try scanNull() { return nil }
        guard let byte = peek, byte == UInt8(ascii: "-") || Self.isDigit(byte) else { throw Unsupported() }
        let number = try scanNumber()
        guard number >= 0, number <= 1_000_000, number.rounded() == number else { throw Unsupported() }
        return Int(number)
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
