/// Turns byte offsets into 1-based lines and columns, for offsets asked mostly in increasing order.
///
/// The parser asks for the place of every component and diagnostic as it goes forward, so the
/// locator keeps the line and column it got to and counts only the bytes after it: one pass over
/// the file in all, instead of a table of line starts built for every file.
struct Locator {
    /// The original text, line breaks and all (the parser's copy hides those inside block comments).
    let bytes: UnsafeBufferPointer<UInt8>
    private var offset = 0
    private var line = 1
    private var column = 1

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    mutating func location(of target: Int) -> CooklangLocation {
        if target < offset {
            offset = 0
            line = 1
            column = 1
        }
        while offset < target {
            let byte = bytes[offset]
            // Only these bytes can start a line break; continuation bytes start no column.
            if byte > 0x0D && byte < 0x80 {
                column += 1
                offset += 1
            } else if byte & 0xC0 == 0x80 {
                offset += 1
            } else {
                let length = lineBreakLength(in: bytes, at: offset)
                if length > 0 && offset + length <= target {
                    offset += length
                    line += 1
                    column = 1
                } else {
                    column += 1
                    offset += 1
                }
            }
        }
        return CooklangLocation(line: line, column: column)
    }
}
