/// Folds recipe names into sort keys exactly as `RecipeCatalog.sortKey(for:)` does, without Foundation for common names.
///
/// ASCII folds by lowercasing, and each Latin-1 or Latin Extended-A letter ("é", "ñ", "ß", "Ł")
/// folds on its own, independent of its neighbours (a test checks every pair against Foundation),
/// so those names are folded one character at a time from a small memo. Only names with other
/// characters (CJK, combining marks, emoji) are folded by Foundation, which costs a microsecond or two each.
struct NameFolding {
    /// The folded UTF-8 of each Latin letter met so far.
    private var memo: [UInt32: [UInt8]] = [:]

    /// The Latin letters that fold on their own: U+00C0 to U+017F, except the signs × and ÷.
    static func foldsAlone(_ scalar: UInt32) -> Bool {
        (0xC0...0x17F).contains(scalar) && scalar != 0xD7 && scalar != 0xF7
    }

    /// Appends the folded key of `name` (valid UTF-8) to `key` and returns true, or returns false,
    /// leaving `key` as it was, when the name has a character only Foundation can fold.
    mutating func appendKey(of name: UnsafeBufferPointer<UInt8>, to key: inout [UInt8]) -> Bool {
        let start = key.count
        var index = 0
        while index < name.count {
            let byte = name[index]
            if byte < 0x80 {
                key.append(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte)
                index += 1
                continue
            }
            // Every letter that folds alone is two bytes long in UTF-8: 110xxxxx 10xxxxxx.
            guard byte & 0xE0 == 0xC0, index + 1 < name.count else { break }
            let scalar = UInt32(byte & 0x1F) << 6 | UInt32(name[index + 1] & 0x3F)
            guard Self.foldsAlone(scalar) else { break }
            if memo[scalar] == nil {
                memo[scalar] = Array(RecipeCatalog.sortKey(for: String(Character(Unicode.Scalar(scalar)!))).utf8)
            }
            key.append(contentsOf: memo[scalar]!)
            index += 2
        }
        if index == name.count { return true }
        key.removeSubrange(start...)
        return false
    }
}
