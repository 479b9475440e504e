#if canImport(Darwin)
import Darwin
#else
import Glibc  // memchr, memcmp: a query found in every recipe's name on each key, many bytes at a time
#endif

/// How well a query matches a text, and which characters of the text matched.
///
/// A contiguous match beats a scattered one; a match at the start of the text or of a word beats one
/// in the middle; earlier beats later. Matching ignores case and accents (both sides are folded).
/// Positions and lengths in the score count Unicode scalars of the folded text, whatever their size
/// in UTF-8, so "é" weighs as much as "e".
package struct FuzzyMatch: Equatable, Sendable {
    /// Higher is better.
    var score: Int
    /// Indices of the matched `Character`s of the original text, ascending.
    package var matchedCharacters: [Int]

    /// Scores from here up are whole substrings; below, scattered letters.
    static let substringScore = 5_000

    /// Matches `query` against `text`, or returns nil when not every query scalar appears in order.
    static func match(_ query: FoldedText, in text: FoldedText) -> FuzzyMatch? {
        query.bytes.withUnsafeBytes { needle in
            text.bytes.withUnsafeBytes { haystack in
                var matched: [Int] = []
                let found = score(needle, in: haystack) { range in
                    for byte in range where matched.last != text.origins[byte] { matched.append(text.origins[byte]) }
                }
                return found.map { FuzzyMatch(score: $0, matchedCharacters: matched) }
            }
        }
    }

    /// The score of `needle` in `haystack` (both folded UTF-8): as a substring if it is one, else as
    /// scattered scalars taken at their first chance; nil when they do not all appear in order.
    ///
    /// `matched` is told the byte ranges of the matched scalars, in order; it may hear some before a
    /// nil result, which the caller then ignores. Searching a catalog passes a closure that does nothing.
    @inline(__always)
    static func score(_ needle: UnsafeRawBufferPointer, in haystack: UnsafeRawBufferPointer, matched: (Range<Int>) -> Void) -> Int? {
        guard !needle.isEmpty else { return 0 }
        if let score = substringScore(needle, in: haystack, matched: matched) { return score }
        return scatteredScore(needle, in: haystack, matched: matched)
    }

    /// The score of `needle` as a whole substring of `haystack`, or nil when it is not one.
    ///
    /// Their lengths in scalars may be given when known, which saves counting them.
    @inline(__always)
    static func substringScore(
        _ needle: UnsafeRawBufferPointer, needleScalars: Int? = nil, in haystack: UnsafeRawBufferPointer, haystackScalars: Int? = nil,
        matched: (Range<Int>) -> Void = { _ in }
    ) -> Int? {
        guard !needle.isEmpty, let start = firstOccurrence(of: needle, in: haystack) else { return nil }
        let haystackScalars = haystackScalars ?? scalarCount(haystack)
        // A needle that starts with a scalar's first byte can only be found at a scalar boundary; in
        // ASCII text, which has as many scalars as bytes, the byte offset is the scalar offset.
        let startScalar = haystackScalars == haystack.count ? start : scalarCount(UnsafeRawBufferPointer(rebasing: haystack[0..<start]))
        var score = 2 * Self.substringScore - min(startScalar, 1000)
        if start == 0 { score += 5_000 } else if isWordStart(haystack, start) { score += 2_500 }
        score -= haystackScalars - (needleScalars ?? scalarCount(needle))  // A closer fit ranks higher.
        matched(start..<(start + needle.count))
        return score
    }

    /// The score of `needle`'s scalars scattered through `haystack` in order, each taken at its first
    /// chance; nil when they do not all appear. Meant for a haystack that does not hold the needle whole.
    static func scatteredScore(_ needle: UnsafeRawBufferPointer, in haystack: UnsafeRawBufferPointer, matched: (Range<Int>) -> Void) -> Int? {
        var score = 1_000
        var next = 0  // Byte offset in the haystack where the next needle scalar may start.
        var nextScalar = 0  // The same, counted in scalars.
        var previousScalar = -1
        var offset = 0
        while offset < needle.count {
            let length = scalarLength(needle[offset])
            var found = -1
            var position = next
            var scalar = nextScalar
            while position + length <= haystack.count {
                if haystack[position] == needle[offset] && (length == 1 || matches(needle, offset, length, haystack, position)) {
                    found = position
                    break
                }
                if haystack[position] & 0xC0 != 0x80 { scalar += 1 }
                position += 1
            }
            guard found >= 0 else { return nil }
            if previousScalar >= 0 {
                score -= min(scalar - previousScalar - 1, 20) * 10
            } else {
                score -= scalar
            }
            if isWordStart(haystack, found) { score += 30 }
            matched(found..<(found + length))
            previousScalar = scalar
            next = found + length
            nextScalar = scalar + 1
            offset += length
        }
        return score
    }

    private static func matches(_ needle: UnsafeRawBufferPointer, _ offset: Int, _ length: Int, _ haystack: UnsafeRawBufferPointer, _ position: Int) -> Bool {
        for index in 1..<length where haystack[position + index] != needle[offset + index] { return false }
        return true
    }

    @inline(__always)
    private static func firstOccurrence(of needle: UnsafeRawBufferPointer, in haystack: UnsafeRawBufferPointer) -> Int? {
        guard needle.count <= haystack.count, let base = haystack.baseAddress, let needleBase = needle.baseAddress else { return nil }
        let first = Int32(needle[0])
        let last = haystack.count - needle.count
        var start = 0
        // memchr finds candidates many bytes at a time, which matters when every recipe's name is searched on each key.
        while start <= last, let found = memchr(base + start, first, last - start + 1) {
            let position = UnsafeRawPointer(found) - base
            if needle.count == 1 || memcmp(found + 1, needleBase + 1, needle.count - 1) == 0 { return position }
            start = position + 1
        }
        return nil
    }

    /// How many scalars the UTF-8 bytes hold: every byte but continuation bytes starts one.
    @inline(__always)
    static func scalarCount(_ bytes: UnsafeRawBufferPointer) -> Int {
        var count = 0
        for byte in bytes where byte & 0xC0 != 0x80 { count += 1 }
        return count
    }

    /// The length of the UTF-8 sequence that starts with `lead`.
    private static func scalarLength(_ lead: UInt8) -> Int {
        lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    }

    /// Whether the scalar at byte `index` starts a word: the text's start, or after a scalar that is neither a letter nor a digit.
    private static func isWordStart(_ bytes: UnsafeRawBufferPointer, _ index: Int) -> Bool {
        guard index > 0 else { return true }
        let before = bytes[index - 1]
        if before < 0x80 {
            let isLetter = (before | 0x20) >= UInt8(ascii: "a") && (before | 0x20) <= UInt8(ascii: "z")
            return !isLetter && !(before >= UInt8(ascii: "0") && before <= UInt8(ascii: "9"))
        }
        var start = index - 1
        while start > 0 && bytes[start] & 0xC0 == 0x80 { start -= 1 }
        let scalar = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self).unicodeScalars.first
        return !(scalar?.properties.isAlphabetic ?? false)
    }
}
