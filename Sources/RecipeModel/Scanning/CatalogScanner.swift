#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// One pass over a catalog document that checks it as strictly as `JSONParser` and `CatalogReader`
/// (each recipe's fields as `RecipeField.all` describes them) and keeps only what the index needs:
/// each recipe's ID, name, category, minutes, byte range and ingredient names (filed once per
/// distinct name, for search).
///
/// It builds no tree and no `String` per field, which is what makes a 100 MB catalog load in a
/// fraction of a second instead of seconds. It never produces an error message: anything it does
/// not accept, a fault or merely valid JSON it does not handle (an escaped member name, a repeated
/// member), ends the scan with `Unsupported`, and the loader hands
/// the document to the precise parser, which either reports the fault with its line and column or
/// loads what the scan left to it. The rule is one-sided: whatever the scan accepts, the precise
/// path accepts with the same result.
struct CatalogScanner {
    /// The scan met something it leaves to the precise parser.
    struct Unsupported: Error {}

    /// What the scan found, before IDs are checked for duplicates and related IDs are resolved.
    struct Result {
        var builder: RecipeIndexBuilder
        var categories: [Category]
        /// Each recipe's related IDs in file order, as ranges of `relatedBytes`.
        var related: [Range<Int>]
        var relatedRefs: [RecipeIndexBuilder.StringRef]
        var relatedBytes: [UInt8]
        /// Recipes with a field or list longer than `CatalogLimits` might allow, in file order: the loader decodes them in full.
        var oversized: [Int]
    }

    let base: UnsafePointer<UInt8>
    let end: Int
    var index = 0
    var depth = 0
    var builder: RecipeIndexBuilder
    private var categories: [Category] = []
    var entries: [RecipeIndexBuilder.Entry] = []
    /// Each recipe's "category" value, resolved to an index once the scan has seen every category.
    var categoryRefs: [RecipeIndexBuilder.StringRef] = []
    var categoryBytes: [UInt8] = []
    var related: [Range<Int>] = []
    var relatedRefs: [RecipeIndexBuilder.StringRef] = []
    var relatedBytes: [UInt8] = []
    var oversized: [Int] = []
    var scratch: [UInt8] = []
    /// The second half's recipes, scanned on another thread; see `CatalogScanner+Parallel.swift`.
    var tail: TailScan?
    private let progress: ((Int) -> Void)?
    private var nextProgress = 0
    /// Bytes between progress reports.
    private static let progressStep = 1 << 22
    /// The precise parser's nesting limit; deeper documents are its to refuse.
    private static let maximumDepth = 512

    /// Scans a whole document; `progress` is called with the number of bytes scanned every few megabytes.
    ///
    /// Documents of `parallelFrom` bytes or more have their second half scanned on another thread (see `TailScan`).
    static func scan(_ bytes: UnsafeRawBufferPointer, progress: ((Int) -> Void)? = nil, parallelFrom: Int = parallelThreshold) throws(Unsupported) -> Result {
        guard let start = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { throw Unsupported() }
        var scanner = CatalogScanner(base: start, end: bytes.count, progress: progress)
        if bytes.count >= parallelFrom { scanner.tail = TailScan.start(base: start, end: bytes.count) }
        // The other thread reads the same bytes: it must be done before they may go away.
        defer { scanner.tail?.cancelAndWait() }
        try scanner.scanDocument()
        return try scanner.finish()
    }

    init(base: UnsafePointer<UInt8>, end: Int, progress: ((Int) -> Void)?) {
        self.base = base
        self.end = end
        self.progress = progress
        // Names and IDs are a few percent of a typical file; reserving avoids regrowing a large buffer.
        builder = RecipeIndexBuilder(expectedRecipes: end / 1200, expectedStringBytes: end / 16)
        entries.reserveCapacity(end / 1200)
    }

    // MARK: - Document structure

    private mutating func scanDocument() throws(Unsupported) {
        if end >= 3 && base[0] == 0xEF && base[1] == 0xBB && base[2] == 0xBF { index = 3 }
        skipWhitespace()
        var sawCategories = false
        var sawRecipes = false
        try scanObject(Self.documentMembers) { scanner, member throws(Unsupported) in
            switch member {
            case .categories? where !sawCategories:
                sawCategories = true
                try scanner.scanArray { scanner throws(Unsupported) in try scanner.scanCategory() }
            case .recipes? where !sawRecipes:
                sawRecipes = true
                try scanner.scanArray { scanner throws(Unsupported) in
                    if scanner.adoptTail() { return }
                    try scanner.scanRecipe()
                }
            case .categories?, .recipes?:
                throw Unsupported()  // A repeated member: the precise parser keeps the last one.
            case nil:
                try scanner.skipValue()
            }
        }
        skipWhitespace()
        guard index == end, sawCategories, sawRecipes else { throw Unsupported() }
    }

    private mutating func scanCategory() throws(Unsupported) {
        var id: RecipeIndexBuilder.StringRef?
        var name: RecipeIndexBuilder.StringRef?
        try scanObject(Self.categoryMembers) { scanner, member throws(Unsupported) in
            switch member {
            case .id? where id == nil: id = try scanner.decodeNonEmptyString(into: .strings)
            case .name? where name == nil: name = try scanner.decodeNonEmptyString(into: .strings)
            case .id?, .name?: throw Unsupported()
            case nil: try scanner.skipValue()
            }
        }
        guard let id, let name else { throw Unsupported() }
        builder.addCategory(id: id, name: name)
        categories.append(Category(id: builder.string(id), name: builder.string(name)))
    }

    /// Scans one recipe object for the index, checking every field `RecipeField.all` lists as the
    /// precise reader would and noting the recipe as oversized when a field might exceed its limit.
    mutating func scanRecipe() throws(Unsupported) {
        let start = index
        var id: RecipeIndexBuilder.StringRef?
        var name: RecipeIndexBuilder.StringRef?
        var category: RecipeIndexBuilder.StringRef?
        var minutes: Int?
        var seen: UInt64 = 0
        var isOversized = false
        let relatedStart = relatedRefs.count
        let ingredientStart = builder.ingredientLists.count
        try scanObject(Self.recipeMembers) { scanner, field throws(Unsupported) in
            guard let field else { return try scanner.skipValue() }
            // A repeated member: the precise parser keeps the last one, so it is left to it.
            guard seen & field.bit == 0 else { throw Unsupported() }
            seen |= field.bit
            switch field.action {
            case .id:
                id = try scanner.decodeNonEmptyString(into: .strings)
            case .name:
                let reference = try scanner.decodeNonEmptyString(into: .strings)
                name = reference
                if reference.count > field.characters { isOversized = true }
            case .category:
                category = try scanner.decodeNonEmptyString(into: .categories)
            case .minutes:
                minutes = try scanner.scanOptionalCount()
            case .ingredientNames:
                if try scanner.scanIngredients(field, internNames: true) { isOversized = true }
            case .relatedIDs:
                try scanner.scanOptionalArray { scanner throws(Unsupported) in
                    guard scanner.peek == UInt8(ascii: "\"") else { throw Unsupported() }
                    let reference = try scanner.decodeString(into: .related)
                    scanner.relatedRefs.append(reference)
                    if reference.count > field.characters { isOversized = true }
                }
                if scanner.relatedRefs.count - relatedStart > field.items { isOversized = true }
            case .requiredText:
                scanner.scratch.removeAll(keepingCapacity: true)
                if try scanner.decodeNonEmptyString(into: .scratch).count > field.characters { isOversized = true }
            case .text:
                if try scanner.skipOptionalString() > field.characters { isOversized = true }
            case .count:
                _ = try scanner.scanOptionalCount()
            case .texts:
                var count = 0
                try scanner.scanOptionalArray { scanner throws(Unsupported) in
                    guard scanner.peek == UInt8(ascii: "\"") else { throw Unsupported() }
                    if try scanner.skipString() > field.characters { isOversized = true }
                    count += 1
                }
                if count > field.items { isOversized = true }
            case .ingredients:
                if try scanner.scanIngredients(field, internNames: false) { isOversized = true }
            }
        }
        guard let id, let name, let category, seen & RecipeField.requiredBits == RecipeField.requiredBits else { throw Unsupported() }
        if isOversized { oversized.append(entries.count) }
        entries.append(RecipeIndexBuilder.Entry(id: id, name: name, category: -1, minutes: minutes, sourceOffset: start, sourceLength: index - start,
            ingredients: ingredientStart..<builder.ingredientLists.count
        ))
        categoryRefs.append(category)
        related.append(relatedStart..<relatedRefs.count)
        if index >= nextProgress {
            progress?(index)
            nextProgress = index + Self.progressStep
        }
    }

    /// Scans an ingredient list, filing each name in the vocabulary when `internNames`; returns
    /// whether something in it may exceed `field`'s limits.
    private mutating func scanIngredients(_ field: ScanField, internNames: Bool) throws(Unsupported) -> Bool {
        var count = 0
        var isOversized = false
        let names = Self.ingredientMembers
        try scanOptionalArray { scanner throws(Unsupported) in
            guard scanner.peek == UInt8(ascii: "{") else { throw Unsupported() }
            var hasAmount = false
            var hasName = false
            try scanner.scanObject(names) { scanner, member throws(Unsupported) in
                switch member {
                case .amount? where !hasAmount:
                    hasAmount = true
                    if try scanner.skipOptionalString() > field.characters { isOversized = true }
                case .name? where !hasName:
                    hasName = true
                    let length: Int
                    if internNames {
                        length = try scanner.internIngredientName()
                    } else {
                        scanner.scratch.removeAll(keepingCapacity: true)
                        length = try scanner.decodeNonEmptyString(into: .scratch).count
                    }
                    if length > field.characters { isOversized = true }
                case .amount?, .name?:
                    throw Unsupported()
                case nil:
                    try scanner.skipValue()
                }
            }
            guard hasName else { throw Unsupported() }
            count += 1
        }
        return isOversized || count > field.items
    }

    /// Resolves each recipe's category to an index and hands over the results.
    private mutating func finish() throws(Unsupported) -> Result {
        var byID: [String: Int] = [:]
        for (position, category) in categories.enumerated() {
            guard byID[category.id] == nil else { throw Unsupported() }
            byID[category.id] = position
        }
        var byHash: [UInt64: Int] = [:]
        var categoryRefsByIndex: [RecipeIndexBuilder.StringRef] = []
        for (position, category) in builder.categories.enumerated() {
            byHash[hash(category.id, in: builder.strings)] = position
            categoryRefsByIndex.append(category.id)
        }
        let strings = builder.strings
        for position in entries.indices {
            let reference = categoryRefs[position]
            let bytes = categoryBytes[reference.offset..<(reference.offset + reference.count)]
            if let candidate = byHash[hash(reference, in: categoryBytes)] {
                let known = categoryRefsByIndex[candidate]
                if strings[known.offset..<(known.offset + known.count)].elementsEqual(bytes) {
                    entries[position].category = candidate
                    continue
                }
            }
            // Not the same bytes; still the same category if `String` says so (a different normalisation).
            guard let candidate = byID[String(decoding: bytes, as: UTF8.self)] else { throw Unsupported() }
            entries[position].category = candidate
        }
        for entry in entries { builder.addRecipe(entry) }
        return Result(
            builder: builder, categories: categories, related: related, relatedRefs: relatedRefs,
            relatedBytes: relatedBytes, oversized: oversized
        )
    }

    private func hash(_ reference: RecipeIndexBuilder.StringRef, in pool: [UInt8]) -> UInt64 {
        pool.withUnsafeBytes { ContentHash.hash(UnsafeRawBufferPointer(rebasing: $0[reference.offset..<(reference.offset + reference.count)])) }
    }

    // MARK: - Containers

    var peek: UInt8? { index < end ? base[index] : nil }

    @inline(__always)
    mutating func skipWhitespace() {
        while index < end {
            let byte = base[index]
            guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
            index &+= 1
        }
    }

    mutating func expect(_ byte: UInt8) throws(Unsupported) {
        guard index < end, base[index] == byte else { throw Unsupported() }
        index &+= 1
    }

    private mutating func enter() throws(Unsupported) {
        depth += 1
        if depth > Self.maximumDepth { throw Unsupported() }
    }

    /// Scans an object at `index`, calling `member` with what each member's name stands for in
    /// `names` (nil for a name it does not list) when `index` is at the member's value.
    mutating func scanObject<Member>(_ names: MemberNames<Member>, _ member: (inout CatalogScanner, Member?) throws(Unsupported) -> Void) throws(Unsupported) {
        try expect(UInt8(ascii: "{"))
        try enter()
        skipWhitespace()
        if peek == UInt8(ascii: "}") {
            index &+= 1
            depth -= 1
            return
        }
        while true {
            skipWhitespace()
            let key = try scanKey(names)
            skipWhitespace()
            try expect(UInt8(ascii: ":"))
            skipWhitespace()
            try member(&self, key)
            skipWhitespace()
            guard index < end else { throw Unsupported() }
            if base[index] == UInt8(ascii: ",") {
                index &+= 1
                continue
            }
            try expect(UInt8(ascii: "}"))
            depth -= 1
            return
        }
    }

    /// Scans an array at `index`, calling `element` when `index` is at each element.
    mutating func scanArray(_ element: (inout CatalogScanner) throws(Unsupported) -> Void) throws(Unsupported) {
        try expect(UInt8(ascii: "["))
        try enter()
        skipWhitespace()
        if peek == UInt8(ascii: "]") {
            index &+= 1
            depth -= 1
            return
        }
        while true {
            skipWhitespace()
            try element(&self)
            skipWhitespace()
            guard index < end else { throw Unsupported() }
            if base[index] == UInt8(ascii: ",") {
                index &+= 1
                continue
            }
            try expect(UInt8(ascii: "]"))
            depth -= 1
            return
        }
    }

    /// An array, or null for none.
    mutating func scanOptionalArray(_ element: (inout CatalogScanner) throws(Unsupported) -> Void) throws(Unsupported) {
        if try scanNull() { return }
        try scanArray(element)
    }

    mutating func scanNull() throws(Unsupported) -> Bool {
        guard peek == UInt8(ascii: "n") else { return false }
        try skipLiteral("null")
        return true
    }

    /// Skips any value, checking it as the precise parser would.
    mutating func skipValue() throws(Unsupported) {
        guard let byte = peek else { throw Unsupported() }
        switch byte {
        case UInt8(ascii: "{"): try scanObject(Self.noMembers) { scanner, _ throws(Unsupported) in try scanner.skipValue() }
        case UInt8(ascii: "["): try scanArray { scanner throws(Unsupported) in try scanner.skipValue() }
        case UInt8(ascii: "\""): _ = try skipString()
        case UInt8(ascii: "t"): try skipLiteral("true")
        case UInt8(ascii: "f"): try skipLiteral("false")
        case UInt8(ascii: "n"): try skipLiteral("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): _ = try scanNumber()
        default: throw Unsupported()
        }
    }

    private mutating func skipLiteral(_ word: StaticString) throws(Unsupported) {
        let count = word.utf8CodeUnitCount
        guard end - index >= count else { throw Unsupported() }
        for offset in 0..<count where base[index + offset] != word.utf8Start[offset] {
            throw Unsupported()
        }
        index += count
    }

    // MARK: - Numbers

    /// Scans a number as the precise parser does and returns its value.
    private mutating func scanNumber() throws(Unsupported) -> Double {
        let start = index
        var isInteger = true
        if peek == UInt8(ascii: "-") { index &+= 1 }
        guard let first = peek, Self.isDigit(first) else { throw Unsupported() }
        if first == UInt8(ascii: "0") {
            index &+= 1
        } else {
            while let byte = peek, Self.isDigit(byte) { index &+= 1 }
        }
        if peek == UInt8(ascii: ".") {
            isInteger = false
            index &+= 1
            guard let byte = peek, Self.isDigit(byte) else { throw Unsupported() }
            while let byte = peek, Self.isDigit(byte) { index &+= 1 }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            isInteger = false
            index &+= 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index &+= 1 }
            guard let byte = peek, Self.isDigit(byte) else { throw Unsupported() }
            while let byte = peek, Self.isDigit(byte) { index &+= 1 }
        }
        // Short plain integers are exact as doubles; anything else goes through the same conversion as the precise parser.
        if isInteger && index - start <= 15 && base[start] != UInt8(ascii: "-") {
            var value = 0
            for offset in start..<index { value = value * 10 + Int(base[offset] - UInt8(ascii: "0")) }
            return Double(value)
        }
        guard let value = Double(String(decoding: UnsafeBufferPointer(start: base + start, count: index - start), as: UTF8.self)) else {
            throw Unsupported()
        }
        return value
    }

    /// A whole number from 0 to 1,000,000 as `CatalogReader` reads servings and minutes, or null.
    mutating func scanOptionalCount() throws(Unsupported) -> Int? {
        if try scanNull() { return nil }
        guard let byte = peek, byte == UInt8(ascii: "-") || Self.isDigit(byte) else { throw Unsupported() }
        let number = try scanNumber()
        guard number >= 0, number <= 1_000_000, number.rounded() == number else { throw Unsupported() }
        return Int(number)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    // MARK: - Strings

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

    /// A recipe field as the index pass reads it: plain values, without the table's key paths.
    struct ScanField: Sendable {
        /// What the index pass does with the member: keep a fact for the index (by `RecipeField.Role`), or check a value of a kind.
        enum Action: Sendable {
            case id, name, category, minutes, ingredientNames, relatedIDs
            case requiredText, text, count, texts, ingredients
        }

        /// The field's position in `RecipeField.all`.
        let position: Int
        /// The field's bit in a set of fields already seen.
        let bit: UInt64
        let action: Action
        /// The limit on characters of the value or of each of its strings, or `Int.max`.
        let characters: Int
        /// The limit on items of a list, or `Int.max`.
        let items: Int

        init(_ field: RecipeField, at position: Int) {
            precondition(position < 64, "a recipe may have at most 64 fields")
            self.position = position
            bit = 1 << UInt64(position)
            characters = field.limit?.characters ?? .max
            items = field.limit?.items ?? .max
            switch (field.role, field.kind) {
            case (.id?, .requiredText): action = .id
            case (.name?, .requiredText): action = .name
            case (.category?, .requiredText): action = .category
            case (.minutes?, .count): action = .minutes
            case (.ingredientNames?, .ingredients): action = .ingredientNames
            case (.relatedIDs?, .texts): action = .relatedIDs
            case (let role?, _): preconditionFailure("the index pass cannot keep \(role) from a field like \"\(field.key)\"")
            case (nil, .requiredText): action = .requiredText
            case (nil, .text): action = .text
            case (nil, .count): action = .count
            case (nil, .texts): action = .texts
            case (nil, .ingredients): action = .ingredients
            }
        }
    }

    static let documentMembers = MemberNames<DocumentMember>([("categories", .categories), ("recipes", .recipes)])
    static let categoryMembers = MemberNames<CategoryMember>([("id", .id), ("name", .name)])
    static let ingredientMembers = MemberNames<IngredientMember>([("amount", .amount), ("name", .name)])
    /// The recipe fields of `RecipeField.all`, by their keys.
    static let recipeMembers = MemberNames<ScanField>(RecipeField.all.indices.map { (RecipeField.all[$0].key, ScanField(RecipeField.all[$0], at: $0)) })
    /// None, for objects whose members are only checked.
    static let noMembers = MemberNames<Never>([])

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
    private mutating func scanKey<Member>(_ names: MemberNames<Member>) throws(Unsupported) -> Member? {
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
    private static func lowBytes(_ count: Int) -> UInt64 {
        (1 << UInt64(count &* 8)) &- 1
    }

    /// Skips a string or null; returns the string's length in the file, which is at least its decoded length.
    private mutating func skipOptionalString() throws(Unsupported) -> Int {
        if try scanNull() { return 0 }
        guard peek == UInt8(ascii: "\"") else { throw Unsupported() }
        return try skipString()
    }

    /// Skips a string, checking escapes and UTF-8; returns its length in the file.
    private mutating func skipString() throws(Unsupported) -> Int {
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
    private mutating func internIngredientName() throws(Unsupported) -> Int {
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

    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>, to pool: Pool) {
        switch pool {
        case .strings: builder.strings.append(contentsOf: bytes)
        case .categories: categoryBytes.append(contentsOf: bytes)
        case .related: relatedBytes.append(contentsOf: bytes)
        case .scratch: scratch.append(contentsOf: bytes)
        }
    }

    private func count(of pool: Pool) -> Int {
        withBytes(of: pool) { $0.count }
    }

    private func withBytes<Result>(of pool: Pool, _ body: ([UInt8]) -> Result) -> Result {
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
    private mutating func skipPlainRun() throws(Unsupported) {
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
                position = try Self.endOfUTF8Sequence(base, at: position, end: end)
            }
        }
    }

    /// Whether none of eight bytes is a quote, a backslash, a control character or part of a multi-byte character.
    @inline(__always)
    private static func isPlain(_ word: UInt64) -> Bool {
        specialBytes(word) == 0
    }

    /// Marks the bytes of a word that are a quote, a backslash, a control character or part of a
    /// multi-byte character with their high bit. The lowest mark is exact; ones above it may be spurious.
    @inline(__always)
    private static func specialBytes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        func hasZeroByte(_ value: UInt64) -> UInt64 { (value &- ones) & ~value & highs }
        let quote = hasZeroByte(word ^ (ones &* 0x22))
        let backslash = hasZeroByte(word ^ (ones &* 0x5C))
        let control = (word &- ones &* 0x20) & ~word & highs
        return quote | backslash | control | (word & highs)
    }

    /// Returns where the well-formed multi-byte UTF-8 character at `position` ends (Unicode's table 3-7), or refuses.
    private static func endOfUTF8Sequence(_ base: UnsafePointer<UInt8>, at position: Int, end: Int) throws(Unsupported) -> Int {
        let lead = base[position]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; secondRange = 0x80...0x9F
        case 0xF0: length = 4; secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; secondRange = 0x80...0x8F
        default: throw Unsupported()
        }
        guard end - position >= length, secondRange.contains(base[position + 1]) else { throw Unsupported() }
        for offset in 2..<length where base[position + offset] & 0xC0 != 0x80 {
            throw Unsupported()
        }
        return position + length
    }

    /// Reads the escape at `index` (a backslash) and returns the scalar it stands for.
    private mutating func readEscape() throws(Unsupported) -> UInt32 {
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

    private mutating func readHex4() throws(Unsupported) -> UInt32 {
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

    private static func appendUTF8(_ scalar: UInt32, to pool: inout [UInt8]) {
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
