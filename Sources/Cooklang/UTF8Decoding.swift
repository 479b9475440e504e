extension CooklangParser {
    /// The text of a file's bytes, or a "not UTF-8" diagnostic at the first byte that is not.
    ///
    /// The diagnostic's column counts the Unicode scalars before the bad byte on its line, plus one.
    public static func decode(_ bytes: [UInt8]) -> Result<String, CooklangDiagnostic> {
        bytes.withUnsafeBufferPointer { bytes in
            guard let bad = firstInvalidUTF8(bytes) else {
                return .success(String(decoding: bytes, as: UTF8.self))
            }
            let hex = String(bytes[bad], radix: 16, uppercase: true)
            var locator = Locator(bytes: UnsafeBufferPointer(rebasing: bytes[..<bad]))
            return .failure(CooklangDiagnostic(
                location: locator.location(of: bad),
                message: "not UTF-8: byte 0x\(hex.count == 1 ? "0" + hex : hex) is not valid UTF-8 text"
            ))
        }
    }
}

/// The offset of the first byte that does not belong to well-formed UTF-8, or nil when all do.
///
/// Well-formed as Unicode defines it: no overlong forms, no surrogates, nothing above U+10FFFF.
func firstInvalidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var index = 0
    let count = bytes.count
    while index < count {
        let lead = bytes[index]
        if lead < 0x80 {
            index += 1
            continue
        }
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: return index
        }
        for offset in 1..<length {
            guard index + offset < count else { return index }
            let byte = bytes[index + offset]
            let (min, max) = offset == 1 ? (low, high) : (0x80, 0xBF)
            guard byte >= min && byte <= max else { return index }
        }
        index += length
    }
    return nil
}
