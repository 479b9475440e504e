import UTF8Validation

extension CooklangParser {
    /// The text of a file's bytes, or a "not UTF-8" diagnostic at the first byte that is not.
    ///
    /// The diagnostic's column counts the Unicode scalars before the bad byte on its line, plus one.
    public static func decode(_ bytes: [UInt8]) -> Result<String, CooklangDiagnostic> {
        bytes.withUnsafeBufferPointer { bytes in
            guard let bad = UTF8Validation.firstInvalid(in: bytes) else {
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
