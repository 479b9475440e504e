/// Overwrites the comments of `bytes[start...]` with ``maskedByte``, and reports block comments left open.
///
/// Masking keeps every other byte at its offset, so that positions stay those of the file, and a
/// block comment's line breaks disappear with it, so that the lines around it read as one, as in
/// the reference parser. A line comment is `--` (but a run of three or more dashes is text, as the
/// canonical test of `hello ---` says); a block comment is `[- ... -]`; a backslash escapes the
/// character after it. A block comment that is never closed stays text.
func maskComments(_ bytes: UnsafeMutableBufferPointer<UInt8>, from start: Int, unclosed: (Int) -> Void) {
    let count = bytes.count
    var index = start
    // Once a `[-` finds no `-]` after it, no later one can: this keeps a file of `[-` from being quadratic.
    var unclosedFrom = count
    while index < count {
        switch bytes[index] {
        case UInt8(ascii: "\\"):
            index += 2
        case UInt8(ascii: "-"):
            var end = index
            while end < count && bytes[end] == UInt8(ascii: "-") { end += 1 }
            guard end - index == 2 else {
                index = end
                continue
            }
            while end < count && lineBreakLength(in: UnsafeBufferPointer(bytes), at: end) == 0 { end += 1 }
            for masked in index..<end { bytes[masked] = maskedByte }
            index = end
        case UInt8(ascii: "["):
            guard index + 1 < count, bytes[index + 1] == UInt8(ascii: "-") else {
                index += 1
                continue
            }
            var end = index + 2
            while end + 1 < count && end < unclosedFrom && !(bytes[end] == UInt8(ascii: "-") && bytes[end + 1] == UInt8(ascii: "]")) { end += 1 }
            guard end + 1 < count && end < unclosedFrom else {
                unclosedFrom = index
                unclosed(index)
                index += 2
                continue
            }
            for masked in index...(end + 1) { bytes[masked] = maskedByte }
            index = end + 2
        default:
            index += 1
        }
    }
}
