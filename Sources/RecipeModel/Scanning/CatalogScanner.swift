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
    var categories: [Category] = []
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
    let progress: ((Int) -> Void)?
    var nextProgress = 0
    /// Bytes between progress reports.
    static let progressStep = 1 << 22
    /// The precise parser's nesting limit; deeper documents are its to refuse.
    static let maximumDepth = 512

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

    /// Resolves each recipe's category to an index and hands over the results.
    private mutating func finish() throws(Unsupported) -> Result {
        var byID: [String: Int] = [:]
        for (position, category) in categories.enumerated() {
            guard byID[category.id] == nil else { throw Unsupported() }
            byID[category.id] = position
        }
        // Keyed by `Int`, not `UInt64`: the first dictionary of a key type checks its `Hashable` conformance,
        // a scan of every conformance record (about 200,000 instructions), and `Int`'s is checked anyway.
        var byHash: [Int: Int] = [:]
        var categoryRefsByIndex: [RecipeIndexBuilder.StringRef] = []
        for (position, category) in builder.categories.enumerated() {
            byHash[Int(truncatingIfNeeded: hash(category.id, in: builder.strings))] = position
            categoryRefsByIndex.append(category.id)
        }
        let strings = builder.strings
        for position in entries.indices {
            let reference = categoryRefs[position]
            let bytes = categoryBytes[reference.offset..<(reference.offset + reference.count)]
            if let candidate = byHash[Int(truncatingIfNeeded: hash(reference, in: categoryBytes))] {
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
}
