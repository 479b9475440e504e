extension SortKeyFolding {
    /// Whether a sort key has an ASCII digit, and so a natural form other than itself.
    @inline(__always)
    static func hasDigit(_ key: UnsafeBufferPointer<UInt8>) -> Bool {
        key.contains { $0 &- 0x30 < 10 }
    }

    /// Appends the natural form of a sort key (UTF-8): each run of ASCII digits is written as its
    /// length and then its digits, without leading zeros, so that comparing the bytes compares the
    /// numbers by value: "burrito 2" before "burrito 10", as `ls -v`, nnn and Finder sort.
    ///
    /// The length is written in digits too ("1" to "8" for one to eight digits; a longer run is "9"
    /// and the length less eight, written the same way), so a number still sorts where its digits
    /// did among the other characters: after spaces and punctuation, before letters. Numbers equal
    /// in value ("7" and "007") get the same form; the ID then decides, as for any equal names.
    static func appendNaturalForm(of key: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        var index = 0
        while index < key.count {
            let byte = key[index]
            guard byte &- 0x30 < 10 else {
                output.append(byte)
                index += 1
                continue
            }
            var start = index
            while index < key.count, key[index] &- 0x30 < 10 { index += 1 }
            // Leading zeros say nothing of the value, but a number that is all zeros keeps one.
            while start < index - 1, key[start] == 0x30 { start += 1 }
            var length = index - start
            while length > 8 {
                output.append(0x39)
                length -= 8
            }
            output.append(0x30 + UInt8(length))
            output.append(contentsOf: UnsafeBufferPointer(rebasing: key[start..<index]))
        }
    }

    /// Appends to `pool` the natural form of each key of `keys` (ranges of `pool`) that has a digit,
    /// and points that key at it; a key in `unicodeKeys` (the ones sorted as `String`s) is replaced there too.
    static func appendNaturalForms(to pool: inout [UInt8], keys: inout [RecipeIndexBuilder.StringRef], unicodeKeys: inout [Int: String]) {
        var naturalForms: [UInt8] = []
        pool.withUnsafeBufferPointer { pool in
            for (index, reference) in keys.enumerated() {
                let key = UnsafeBufferPointer(rebasing: pool[reference.offset..<(reference.offset + reference.count)])
                guard hasDigit(key) else { continue }
                let start = naturalForms.count
                appendNaturalForm(of: key, to: &naturalForms)
                keys[index] = RecipeIndexBuilder.StringRef(offset: pool.count + start, count: naturalForms.count - start)
                if unicodeKeys[index] != nil { unicodeKeys[index] = String(decoding: naturalForms[start...], as: UTF8.self) }
            }
        }
        pool.append(contentsOf: naturalForms)
    }

    /// The key a name sorts by in natural order: `key(for:)` with its numbers compared by value.
    ///
    /// For the short lists that are sorted as `String`s (a collection's folders, a recipe's "used in").
    package static func naturalKey(for name: String) -> String {
        var key = Array(self.key(for: name).utf8)
        return key.withUnsafeMutableBufferPointer { buffer in
            let key = UnsafeBufferPointer(buffer)
            guard hasDigit(key) else { return String(decoding: key, as: UTF8.self) }
            var natural: [UInt8] = []
            natural.reserveCapacity(key.count + 4)
            appendNaturalForm(of: key, to: &natural)
            return String(decoding: natural, as: UTF8.self)
        }
    }
}
