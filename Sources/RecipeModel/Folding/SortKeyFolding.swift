/// Folds recipe names into the keys they sort by, ignoring case, accents and width: "Crêpes" sorts among the C's.
///
/// Each character's first scalar folds as `SortKeyFoldingTable` says, which is Foundation's
/// folding of that scalar on its own. When it folds to a Latin, Greek or Cyrillic letter (below
/// U+0510) the combining marks after it in the same character are dropped, as Foundation drops
/// them; elsewhere they are kept and folded. For names without combining marks this is exactly
/// Foundation's `folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive])`
/// in every script, and with marks it is on Latin, Greek and Cyrillic letters (tests check both);
/// it needs no Foundation, which saves the app 4 MB of memory and a few milliseconds of start-up.
/// Search folds the text it matches the same way.
public enum SortKeyFolding {
    /// The sort key of a name; also what search compares, so that "brul" finds "Crème Brûlée".
    public static func key(for name: String) -> String {
        var name = name
        return name.withUTF8 { utf8 in
            var key: [UInt8] = []
            appendKey(of: utf8, to: &key)
            return String(decoding: key, as: UTF8.self)
        }
    }

    /// The sort key of `text` as UTF-8, with the index of the `Character` of `text` that each byte came from.
    ///
    /// Search matches these bytes, and maps the matched ones back to the characters to highlight.
    package static func keyBytes(for text: String) -> (bytes: [UInt8], origins: [Int]) {
        var text = text
        return text.withUTF8 { utf8 in
            var key: [UInt8] = []
            var origins = CharacterOrigins()
            key.reserveCapacity(utf8.count)
            origins.characters.reserveCapacity(utf8.count)
            appendKey(of: utf8, to: &key, origins: &origins)
            return (key, origins.characters)
        }
    }

    /// Appends the sort key of `name` (valid UTF-8) to `key`, as UTF-8.
    static func appendKey(of name: UnsafeBufferPointer<UInt8>, to key: inout [UInt8]) {
        var origins = NoOrigins()
        appendKey(of: name, to: &key, origins: &origins)
    }

    /// Appends the sort key of `name` to `key`, telling `origins` which character each byte came from.
    ///
    /// Generic so that the index, which builds a key for every name and ingredient and needs no
    /// origins, gets a copy of the loops that does not count characters.
    private static func appendKey<Origins: KeyOrigins>(of name: UnsafeBufferPointer<UInt8>, to key: inout [UInt8], origins: inout Origins) {
        let start = key.count
        if appendSimpleKey(of: name, to: &key, origins: &origins) { return }
        key.removeSubrange(start...)
        origins.removeAll()
        for (index, character) in String(decoding: name, as: UTF8.self).enumerated() {
            let before = key.count
            var scalars = character.unicodeScalars.makeIterator()
            guard let first = scalars.next() else { continue }
            let base = fold(first.value, into: &key)
            while let next = scalars.next() {
                let isMark = next.properties.isGraphemeExtend || next.properties.generalCategory == .spacingMark
                if isMark && base < 0x510 { continue }
                _ = fold(next.value, into: &key)
            }
            origins.append(character: index, count: key.count - before)
        }
    }

    /// The common case, without looking at characters: ASCII and the Latin letters from U+00C0 to
    /// U+024F, none of which combines with its neighbours. Returns false, leaving a partial key, for anything else.
    private static func appendSimpleKey<Origins: KeyOrigins>(of name: UnsafeBufferPointer<UInt8>, to key: inout [UInt8], origins: inout Origins) -> Bool {
        var index = 0
        var character = -1
        while index < name.count {
            let byte = name[index]
            if byte < 0x80 {
                // Every scalar here is a character of its own, but for "\r\n", which is one.
                if byte != 0x0A || index == 0 || name[index - 1] != 0x0D { character += 1 }
                key.append(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte)
                origins.append(character: character, count: 1)
                index += 1
                continue
            }
            // U+00C0 to U+024F are the two-byte sequences C3 80 to C9 8F.
            guard byte >= 0xC3 && byte <= 0xC9, index + 1 < name.count else { return false }
            let scalar = UInt32(byte & 0x1F) << 6 | UInt32(name[index + 1] & 0x3F)
            guard scalar <= 0x24F else { return false }
            character += 1
            let before = key.count
            _ = fold(scalar, into: &key)
            origins.append(character: character, count: key.count - before)
            index += 2
        }
        return true
    }

    /// Appends the folded form of a scalar as UTF-8 and returns the first scalar of that form.
    @discardableResult
    private static func fold(_ scalar: UInt32, into key: inout [UInt8]) -> UInt32 {
        let table = SortKeyFoldingTable.self
        var low = 0
        var high = table.scalars.count
        while low < high {
            let middle = (low + high) / 2
            if table.scalars[middle] < scalar { low = middle + 1 } else { high = middle }
        }
        guard low < table.scalars.count, table.scalars[low] == scalar else {
            appendUTF8(scalar, to: &key)
            return scalar
        }
        let range = Int(table.starts[low])..<Int(table.starts[low + 1])
        for value in table.folded[range] { appendUTF8(value, to: &key) }
        return range.isEmpty ? scalar : table.folded[range.lowerBound]
    }

    private static func appendUTF8(_ value: UInt32, to bytes: inout [UInt8]) {
        guard let scalar = Unicode.Scalar(value) else { return }
        bytes.append(contentsOf: UTF8.encode(scalar)!)
    }
}

/// Where each byte of a key came from: what search needs to highlight a match, and the index does not.
private protocol KeyOrigins {
    /// Notes that the key's next `count` bytes came from character number `character` of the name.
    mutating func append(character: Int, count: Int)
    /// Forgets what was noted, when the fast path gives up and the key is made again.
    mutating func removeAll()
}

/// No origins: keys for the index.
private struct NoOrigins: KeyOrigins {
    func append(character: Int, count: Int) {}
    func removeAll() {}
}

/// The character each byte of a key came from, in order.
private struct CharacterOrigins: KeyOrigins {
    var characters: [Int] = []

    mutating func append(character: Int, count: Int) {
        for _ in 0..<count { characters.append(character) }
    }

    mutating func removeAll() {
        characters.removeAll(keepingCapacity: true)
    }
}
