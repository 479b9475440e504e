extension SortKeyFolding {
    /// Where a folded name starts to sort: at its first letter or digit, past any emoji, symbols,
    /// punctuation and spaces before it, so that "🥞 Buttermilk Pancakes" sorts among the B's.
    ///
    /// Returns a byte offset into `key` (UTF-8); 0 when the name has no letter or digit at all, so
    /// that a name of symbols alone still sorts by them. Only the order uses this: search compares
    /// the whole key, so a query may still start with the emoji.
    static func sortStart(of key: UnsafeBufferPointer<UInt8>) -> Int {
        var offset = 0
        for scalar in String(decoding: key, as: UTF8.self).unicodeScalars {
            if scalar.properties.isAlphabetic || scalar.properties.numericType != nil { return offset }
            offset += UTF8.width(scalar)
        }
        return 0
    }
}
