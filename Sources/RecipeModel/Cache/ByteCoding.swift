/// Numbers as 64 bits, little-endian; texts as their UTF-8 length and bytes.
package struct ByteWriter {
    package var bytes: [UInt8] = []

    package init() {}

    package mutating func number(_ value: Int) {
        withUnsafeBytes(of: Int64(value).littleEndian) { bytes.append(contentsOf: $0) }
    }

    package mutating func text(_ value: String) {
        number(value.utf8.count)
        bytes.append(contentsOf: value.utf8)
    }

    package mutating func optionalText(_ value: String?) {
        if let value { text(value) } else { number(-1) }
    }

    package mutating func texts(_ values: [String]) {
        number(values.count)
        for value in values { text(value) }
    }
}

/// Reads what `ByteWriter` wrote; nil for anything cut short or out of bounds.
package struct ByteReader {
    package let bytes: [UInt8]
    package var offset: Int

    package init(bytes: [UInt8], offset: Int) {
        self.bytes = bytes
        self.offset = offset
    }

    package var isAtEnd: Bool { offset >= bytes.count }

    package mutating func number() -> Int? {
        guard bytes.count - offset >= 8 else { return nil }
        var value: UInt64 = 0
        for index in (offset..<(offset + 8)).reversed() { value = value << 8 | UInt64(bytes[index]) }
        offset += 8
        return Int(Int64(bitPattern: value))
    }

    package mutating func text() -> String? {
        guard let count = number(), count >= 0, bytes.count - offset >= count else { return nil }
        defer { offset += count }
        return String(validating: bytes[offset..<(offset + count)], as: UTF8.self)
    }

    package mutating func optionalText() -> String?? {
        guard let count = number() else { return nil }
        if count == -1 { return .some(nil) }
        guard count >= 0, bytes.count - offset >= count else { return nil }
        defer { offset += count }
        return String(validating: bytes[offset..<(offset + count)], as: UTF8.self).map { .some($0) }
    }

    /// Whether the next text is `expected`, compared as bytes without making a string; nil when it is cut short.
    package mutating func matches(_ expected: String) -> Bool? {
        guard let count = number(), count >= 0, bytes.count - offset >= count else { return nil }
        defer { offset += count }
        return count == expected.utf8.count && bytes[offset..<(offset + count)].elementsEqual(expected.utf8)
    }

    package mutating func texts() -> [String]? {
        guard let count = number(), count >= 0, count <= bytes.count - offset else { return nil }
        var values: [String] = []
        values.reserveCapacity(count)
        for _ in 0..<count {
            guard let value = text() else { return nil }
            values.append(value)
        }
        return values
    }
}
