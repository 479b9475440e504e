/// Well-formed UTF-8 as Unicode defines it (its table 3-7: no overlong forms, no surrogates, nothing
/// above U+10FFFF), checked on bytes.
///
/// The one hand-written check: the catalog scan inlines it in its loop over a whole document (where
/// making a `String` to validate would cost a copy of every string), and Cooklang's decoding and the
/// JSON reader find the first bad byte with it, to name its position.
package enum UTF8Validation {
    /// Where the well-formed multi-byte character whose lead byte is at `position` ends, or nil when
    /// there is none: a continuation or invalid lead byte, a bad continuation, or one cut short by `end`.
    ///
    /// `position` must be before `end`, at a byte of 0x80 or more: the caller handles ASCII itself.
    @inlinable @inline(__always)
    package static func endOfSequence(_ base: UnsafePointer<UInt8>, at position: Int, end: Int) -> Int? {
        let lead = base[position]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; secondRange = 0x80...0x9F
        case 0xF0: length = 4; secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; secondRange = 0x80...0x8F
        default: return nil
        }
        guard end - position >= length, secondRange.contains(base[position + 1]) else { return nil }
        for offset in 2..<length where base[position + offset] & 0xC0 != 0x80 {
            return nil
        }
        return position + length
    }

    /// The offset of the first byte that does not belong to well-formed UTF-8, or nil when all do.
    package static func firstInvalid(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let end = bytes.count
        var position = 0
        while position < end {
            if base[position] < 0x80 {
                position += 1
            } else if let next = endOfSequence(base, at: position, end: end) {
                position = next
            } else {
                return position
            }
        }
        return nil
    }
}
