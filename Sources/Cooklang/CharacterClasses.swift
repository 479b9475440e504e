/// The byte that marks a comment's bytes in the parser's copy of the text: never part of valid UTF-8.
let maskedByte: UInt8 = 0xFF

/// The scalar starting at `index` of valid UTF-8, and its length in bytes.
@inline(__always)
func scalar(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (scalar: Unicode.Scalar, length: Int) {
    let lead = UInt32(bytes[index])
    if lead < 0x80 { return (Unicode.Scalar(UInt8(lead)), 1) }
    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
    var value = lead & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
    for offset in 1..<length where index + offset < bytes.count {
        value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
    }
    return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
}

/// The length of the line break at `index` (`\n`, `\r\n`, `\r`, U+0085, U+2028, U+2029), or 0.
@inline(__always)
func lineBreakLength(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
    switch bytes[index] {
    case 0x0A: return 1
    case 0x0D: return index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
    case 0xC2: return index + 1 < bytes.count && bytes[index + 1] == 0x85 ? 2 : 0
    case 0xE2:
        return index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9) ? 3 : 0
    default: return 0
    }
}

/// The length of the white space at `index` (space, tab, or a Unicode space separator), or 0.
@inline(__always)
func whitespaceLength(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
    let byte = bytes[index]
    if byte == 0x20 || byte == 0x09 { return 1 }
    guard byte >= 0xC2, byte != maskedByte else { return 0 }
    let (scalar, length) = scalar(in: bytes, at: index)
    return scalar.properties.generalCategory == .spaceSeparator ? length : 0
}

/// Which ASCII bytes may be part of a one-word component name (`@salt`, `#pot`, `~rest`).
///
/// As in the reference parser: letters, digits, and the symbols that are neither punctuation nor
/// Cooklang syntax (`$ < ^` and the backquote); punctuation ends a word (`@chilli,`), so does `_`.
private let asciiWordBytes: [Bool] = (0..<128).map { byte in
    switch UInt8(byte) {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
    case UInt8(ascii: "$"), UInt8(ascii: "<"), UInt8(ascii: "^"), UInt8(ascii: "`"): true
    default: false
    }
}

/// The length of the word character at `index`, or 0 when it is white space, punctuation, syntax or a line break.
@inline(__always)
func wordCharacterLength(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
    let byte = bytes[index]
    if byte < 0x80 { return asciiWordBytes[Int(byte)] ? 1 : 0 }
    if byte == maskedByte || byte < 0xC2 { return 0 }
    let (scalar, length) = scalar(in: bytes, at: index)
    switch scalar.properties.generalCategory {
    case .spaceSeparator, .lineSeparator, .paragraphSeparator, .control,
        .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
        .initialPunctuation, .finalPunctuation, .otherPunctuation:
        return 0
    default:
        return length
    }
}
