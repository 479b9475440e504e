import UTF8Validation

/// Member names and strings, as the scan reads them: names looked up without a `String`, values
/// decoded into the pool they belong to or only checked, escapes resolved, UTF-8 checked.
extension CatalogScanner {
    /// The members of the top-level object.
    enum DocumentMember: Sendable {
        case categories, recipes
    }

    /// The members of a category object.
    enum CategoryMember: Sendable {
        case id, name
    }

    /// The members of an ingredient object (see `RecipeField.Kind.ingredients`).
    enum IngredientMember: Sendable {
        case amount, name
    }

    /// Where a decoded string's bytes go.
    enum Pool {
        /// IDs and names that the index keeps.
        case strings
        /// Recipes' category IDs, until they are resolved to category indexes.
        case categories
        case related
        /// Checked, then dropped.
        case scratch
    }

    /// Reads a member name and looks it up in `names`. One with an escape is left to the precise
    /// parser, which decodes it before comparing.
    mutating func scanKey<Member>(_ names: MemberNames<Member>) throws(Unsupported) -> Member? {
        try expect(UInt8(ascii: "\""))
        let start = index
        // Member names are short ASCII words: up to 15 bytes are read and matched as two words.
        if end - start >= 16 {
            let low = UInt64(littleEndian: UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self))
            let lowStop = Self.specialBytes(low)
            if lowStop != 0 {
                let count = lowStop.trailingZeroBitCount >> 3
                if base[start + count] == UInt8(ascii: "\"") {
                    index = start + count + 1
                    return names.match(low: low & Self.lowBytes(count), high: 0, count: count)
                }
            } else {
                let high = UInt64(littleEndian: UnsafeRawPointer(base + start + 8).loadUnaligned(as: UInt64.self))
                let highStop = Self.specialBytes(high)
                let count = highStop.trailingZeroBitCount >> 3
                if highStop != 0 && base[start + 8 + count] == UInt8(ascii: "\"") {
                    index = start + 8 + count + 1
                    return names.match(low: low, high: high & Self.lowBytes(count), count: 8 + count)
                }
            }
        }
        // Longer names, names near the end of the document, and names with anything but plain ASCII.
        try skipPlainRun()
        guard index < end, base[index] == UInt8(ascii: "\"") else { throw Unsupported() }
        let member = names.match(UnsafeBufferPointer(start: base + start, count: index - start))
        index &+= 1
        return member
    }

    /// The `count` (0 to 7) lowest-addressed bytes of a little-endian word, as a mask.
    @inline(__always)
    static func lowBytes(_ count: Int) -> UInt64 {
        (1 << UInt64(count &* 8)) &- 1
    }

    /// Skips a string or null; returns the string's length in the file, which is at least its decoded length.
    mutating func skipOptionalString() throws(Unsupported) -> Int {
        if try scanNull() { return 0 }
        guard peek == UInt8(ascii: "\"") else { throw Unsupported() }
        return try skipString()
    }

    /// Skips a string, checking escapes and UTF-8; returns its length in the file.
    mutating func skipString() throws(Unsupported) -> Int {
        let start = index
        index &+= 1
        while true {
            try skipPlainRun()
            guard index < end else { throw Unsupported() }
            if base[index] == UInt8(ascii: "\"") {
                index &+= 1
                return index - start - 2
            }
            _ = try readEscape()
        }
    }

    /// Decodes a string that must hold more than white space, as IDs and names must, appending its UTF-8 to `pool`.
    mutating func decodeNonEmptyString(into pool: Pool) throws(Unsupported) -> RecipeIndexBuilder.StringRef {
        guard peek == UInt8(ascii: "\"") else { throw Unsupported() }
        // Nearly every ID and name starts with a visible ASCII character, which settles it.
        let first: UInt8 = index + 1 < end ? base[index + 1] : 0
        let reference = try decodeString(into: pool)
        if first > 0x20 && first < 0x80 && first != UInt8(ascii: "\\") && first != UInt8(ascii: "\"") { return reference }
        let isBlank = withBytes(of: pool) { bytes -> Bool in
            let text = bytes[reference.offset..<(reference.offset + reference.count)]
            // ASCII white space as `Character.isWhitespace` has it: tab, line feed, vertical tab, form feed, return, space.
            if text.allSatisfy({ $0 < 0x80 }) { return text.allSatisfy { $0 == 0x20 || (0x09...0x0D).contains($0) } }
            return String(decoding: text, as: UTF8.self).allSatisfy(\.isWhitespace)
        }
        if isBlank { throw Unsupported() }
        return reference
    }

    /// Decodes an ingredient's name (more than white space) into the vocabulary and lists it for the
    /// recipe being scanned; returns its length in the file.
    mutating func internIngredientName() throws(Unsupported) -> Int {
        let start = index
        scratch.removeAll(keepingCapacity: true)
        let reference = try decodeNonEmptyString(into: .scratch)
        let number = scratch.withUnsafeBufferPointer { builder.vocabulary.intern(UnsafeBufferPointer(rebasing: $0[reference.offset..<(reference.offset + reference.count)])) }
        builder.ingredientLists.append(number)
        return index - start - 2
    }

    /// Decodes the string at `index`, appending its UTF-8 to `pool`.
    mutating func decodeString(into pool: Pool) throws(Unsupported) -> RecipeIndexBuilder.StringRef {
        let start = count(of: pool)
        index &+= 1
        while true {
            let runStart = index
            try skipPlainRun()
            append(UnsafeBufferPointer(start: base + runStart, count: index - runStart), to: pool)
            guard index < end else { throw Unsupported() }
            if base[index] == UInt8(ascii: "\"") {
                index &+= 1
                return RecipeIndexBuilder.StringRef(offset: start, count: count(of: pool) - start)
            }
            var encoded: [UInt8] = []
            Self.appendUTF8(try readEscape(), to: &encoded)
            encoded.withUnsafeBufferPointer { append($0, to: pool) }
        }
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>, to pool: Pool) {
        switch pool {
        case .strings: builder.strings.append(contentsOf: bytes)
        case .categories: categoryBytes.append(contentsOf: bytes)
        case .related: relatedBytes.append(contentsOf: bytes)
        case .scratch: scratch.append(contentsOf: bytes)
        }
    }

    func count(of pool: Pool) -> Int {
        withBytes(of: pool) { $0.count }
    }

    func withBytes<Result>(of pool: Pool, _ body: ([UInt8]) -> Result) -> Result {
        switch pool {
        case .strings: body(builder.strings)
        case .categories: body(categoryBytes)
        case .related: body(relatedBytes)
        case .scratch: body(scratch)
        }
    }

    /// Advances over bytes that stand for themselves in a string: printable ASCII other than `"` and `\`,
    /// and well-formed UTF-8. Stops at a quote, a backslash or the end; refuses control characters and malformed UTF-8.
    @inline(__always)
    mutating func skipPlainRun() throws(Unsupported) {
        // A local copy of the position lets the loop keep it in a register.
        var position = index
        defer { index = position }
        while true {
            // Eight bytes at a time while none of them needs a look.
            while position &+ 8 <= end {
                let word = UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)
                guard Self.isPlain(word) else { break }
                position &+= 8
            }
            guard position < end else { return }
            let byte = base[position]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return }
            if byte < 0x20 { throw Unsupported() }
            if byte < 0x80 {
                position &+= 1
            } else {
                guard let next = UTF8Validation.endOfSequence(base, at: position, end: end) else { throw Unsupported() }
                position = next
            }
        }
    }

    /// Whether none of eight bytes is a quote, a backslash, a control character or part of a multi-byte character.
    @inline(__always)
    static func isPlain(_ word: UInt64) -> Bool {
        specialBytes(word) == 0
    }

    /// Marks the bytes of a word that are a quote, a backslash, a control character or part of a
    /// multi-byte character with their high bit. The lowest mark is exact; ones above it may be spurious.
    @inline(__always)
    static func specialBytes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        func hasZeroByte(_ value: UInt64) -> UInt64 { (value &- ones) & ~value & highs }
        let quote = hasZeroByte(word ^ (ones &* 0x22))
        let backslash = hasZeroByte(word ^ (ones &* 0x5C))
        let control = (word &- ones &* 0x20) & ~word & highs
        return quote | backslash | control | (word & highs)
    }

    /// Reads the escape at `index` (a backslash) and returns the scalar it stands for.
    mutating func readEscape() throws(Unsupported) -> UInt32 {
        guard end - index >= 2 else { throw Unsupported() }
        let letter = base[index + 1]
        index &+= 2
        switch letter {
        case UInt8(ascii: "\""): return 0x22
        case UInt8(ascii: "\\"): return 0x5C
        case UInt8(ascii: "/"): return 0x2F
        case UInt8(ascii: "b"): return 0x08
        case UInt8(ascii: "f"): return 0x0C
        case UInt8(ascii: "n"): return 0x0A
        case UInt8(ascii: "r"): return 0x0D
        case UInt8(ascii: "t"): return 0x09
        case UInt8(ascii: "u"):
            let scalar = try readHex4()
            if (0xDC00..<0xE000).contains(scalar) { throw Unsupported() }
            guard (0xD800..<0xDC00).contains(scalar) else { return scalar }
            // A high surrogate must be followed by an escaped low one.
            guard end - index >= 2, base[index] == UInt8(ascii: "\\"), base[index + 1] == UInt8(ascii: "u") else { throw Unsupported() }
            index &+= 2
            let low = try readHex4()
            guard (0xDC00..<0xE000).contains(low) else { throw Unsupported() }
            return 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        default:
            throw Unsupported()
        }
    }

    mutating func readHex4() throws(Unsupported) -> UInt32 {
        guard end - index >= 4 else { throw Unsupported() }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = base[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw Unsupported()
            }
            value = value * 16 + digit
            index &+= 1
        }
        return value
    }

    static func appendUTF8(_ scalar: UInt32, to pool: inout [UInt8]) {
        switch scalar {
        case 0..<0x80:
            pool.append(UInt8(scalar))
        case 0x80..<0x800:
            pool.append(UInt8(0xC0 | (scalar >> 6)))
            pool.append(UInt8(0x80 | (scalar & 0x3F)))
        case 0x800..<0x10000:
            pool.append(UInt8(0xE0 | (scalar >> 12)))
            pool.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
            pool.append(UInt8(0x80 | (scalar & 0x3F)))
        default:
            pool.append(UInt8(0xF0 | (scalar >> 18)))
            pool.append(UInt8(0x80 | ((scalar >> 12) & 0x3F)))
            pool.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
            pool.append(UInt8(0x80 | (scalar & 0x3F)))
        }
    }
}
