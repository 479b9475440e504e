extension String {
    /// The text with each space replaced by `space`: `replacing(" ", with: space)`, made byte by byte for ASCII text.
    ///
    /// Quantities are held to their units with a no-break space on every layout of a recipe's
    /// detail; the generic matching of `replacing(_:with:)` was a tenth of a servings key's time
    /// on a huge recipe (docs/PERFORMANCE.md, "Servings, units and show"). Text that is not ASCII,
    /// where a space may be the start of a longer character, is left to `replacing`.
    package func replacingSpaces(with space: String) -> String {
        guard utf8.contains(UInt8(ascii: " ")) else { return self }
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return replacing(" ", with: space) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count + 8)
        for byte in utf8 {
            if byte == UInt8(ascii: " ") { bytes.append(contentsOf: space.utf8) } else { bytes.append(byte) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
