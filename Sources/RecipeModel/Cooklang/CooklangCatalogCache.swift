import Cooklang
import SystemFiles

/// The built catalog of a Cooklang folder, kept so that a later launch on an unchanged folder reads
/// it instead of parsing, mapping and indexing every file again.
///
/// It holds the manifest of the folder it was built from (every file's ID, size and modification
/// time, to the nanosecond, in the walk's order), the `RecipeIndex` block, the recipes encoded for
/// decoding one at a time (`EncodedRecipes`), the warnings and what `CooklangCollection` keeps. It
/// is used only when the folder's walk gives exactly that manifest, its checksum holds and its index
/// passes `RecipeIndex`'s structural checks; anything else, a cache from another version included,
/// is ignored and the folder is loaded as without it (parsing only what `CooklangParseCache` lacks).
/// A folder with a file changed within two seconds of the load is not cached, since that file's
/// time cannot prove that it did not change again. Deleting the cache is always safe.
enum CooklangCatalogCache {
    static let magic: [UInt8] = Array("recipe-tui cooklang catalog 1\n".utf8)

    /// What the cache gives back: everything the catalog and its collection need but the walk's notices.
    struct Contents: Sendable {
        var index: RecipeIndex
        /// The catalog's warnings after the walk's notices, which come from each launch's own walk.
        var warnings: [CatalogWarning]
        var recipes: EncodedRecipes
        var problems: [String: [String]]
        var referrers: [String: [String]]
        /// The cache file, whose manifest says which files the catalog was built from.
        fileprivate var bytes: [UInt8]
        fileprivate var manifest: Range<Int>

        /// Whether the catalog was built from exactly `files`: the same IDs, sizes and modification times, in the same order.
        func matches(_ files: [CooklangFile]) -> Bool {
            var reader = ByteReader(bytes: bytes, offset: manifest.lowerBound)
            guard reader.number() == files.count else { return false }
            for file in files {
                guard reader.matches(file.id) == true, reader.number() == file.size, reader.number() == Int(file.modificationTime) else { return false }
            }
            return reader.offset == manifest.upperBound
        }
    }

    /// Where the cache of the folder at `root` lives: beside its `CooklangParseCache`, under another extension.
    static func path(forFolder root: String, in directory: String) -> String {
        CooklangParseCache.path(forFolder: root, in: directory) + "-catalog"
    }

    /// Reads the cache at `path` whole: its contents when its version and checksum hold and its index is well-formed, whatever folder it describes.
    ///
    /// The file: the magic, the index format's version, the checksum, then the parts (everything
    /// but the recipes and the index, the recipes, the index), the checksum chaining their hashes.
    static func read(path: String) -> Contents? {
        // One `pread` of the size the file has: read in chunks, 17 MB were copied three times over.
        // Regular files only, opened without blocking: a FIFO or a device at the path is never read.
        guard let file = try? DataFile(path: path, regularOnly: true), file.size <= RecipeCatalog.maximumFileSize,
            let bytes = file.bytes(offset: 0, length: file.size), bytes.count >= magic.count + 16, bytes.starts(with: magic)
        else { return nil }
        var reader = ByteReader(bytes: bytes, offset: magic.count)
        guard reader.number() == Int(RecipeIndex.Layout.version), let checksum = reader.number(),
            let manifest = reader.skipBlock(), let warningBytes = reader.block(),
            let problems = reader.textLists(), let referrers = reader.textLists(),
            let recipeCount = reader.number(), let recipeLength = reader.number(), let indexLength = reader.number(),
            // Compared without adding them: lengths from a damaged file may be near `Int.max`.
            recipeLength >= 0, recipeLength <= bytes.count - reader.offset, indexLength == bytes.count - reader.offset - recipeLength
        else { return nil }
        let recipeRange = reader.offset..<(reader.offset + recipeLength)
        let indexRange = recipeRange.upperBound..<bytes.count
        let hash = bytes.withUnsafeBytes { raw in
            [magic.count + 16..<recipeRange.lowerBound, recipeRange, indexRange].reduce(UInt64(0)) { seed, range in
                ContentHash.hash(UnsafeRawBufferPointer(rebasing: raw[range]), seed: seed)
            }
        }
        guard UInt64(bitPattern: Int64(checksum)) == hash, let warnings = WarningCoding.decode(warningBytes),
            let recipes = EncodedRecipes(bytes: bytes, range: recipeRange, count: recipeCount),
            let index = Self.index(bytes[indexRange]), index.recipeCount == recipeCount
        else { return nil }
        return Contents(index: index, warnings: warnings, recipes: recipes, problems: problems, referrers: referrers, bytes: bytes, manifest: manifest)
    }

    /// An index copied into memory of its own, aligned as its numbers need, once its structure is checked.
    private static func index(_ bytes: ArraySlice<UInt8>) -> RecipeIndex? {
        let block = UnsafeMutableRawBufferPointer.allocate(byteCount: max(bytes.count, 8), alignment: 8)
        bytes.withUnsafeBytes { block.copyMemory(from: $0) }
        let owned = UnsafeMutableRawBufferPointer(rebasing: block[0..<bytes.count])
        guard let layout = RecipeIndex.Layout(validating: UnsafeRawBufferPointer(owned)) else {
            block.deallocate()
            return nil
        }
        return RecipeIndex(adoptingTrusted: owned, layout: layout)
    }

    /// Writes the cache of `catalog`, built from `files`, on a background queue; nothing when a file changed too recently to trust.
    ///
    /// `notices` is how many of the catalog's warnings came from the walk, which a later launch makes afresh.
    static func writeInBackground(catalog: RecipeCatalog, notices: Int, problems: [String: [String]], referrers: [String: [String]], files: [CooklangFile], loadedAt now: Int64, to path: String) {
        let racyWindow: Int64 = 2_000_000_000
        guard !files.contains(where: { $0.modificationTime >= now - racyWindow }) else { return }
        CooklangParseCache.inBackground {
            write(catalog: catalog, notices: notices, problems: problems, referrers: referrers, files: files, to: path)
        }
    }

    /// Writes the cache of `catalog` to `path`; a failure leaves no cache and is not an error.
    ///
    /// The parts go to the file one after another, never joined: a first launch's peak memory does not hold the cache twice.
    static func write(catalog: RecipeCatalog, notices: Int, problems: [String: [String]], referrers: [String: [String]], files: [CooklangFile], to path: String) {
        var manifest = ByteWriter()
        manifest.number(files.count)
        for file in files {
            manifest.text(file.id)
            manifest.number(file.size)
            manifest.number(Int(file.modificationTime))
        }
        let recipes = EncodedRecipes.encode((0..<catalog.recipeCount).lazy.map(catalog.recipe(at:)), count: catalog.recipeCount)
        let index = catalog.index.bytes
        var meta = ByteWriter()
        meta.block(manifest.bytes)
        meta.block(WarningCoding.encode(Array(catalog.warnings.dropFirst(notices))))
        meta.textLists(problems)
        meta.textLists(referrers)
        meta.number(catalog.recipeCount)
        meta.number(recipes.count)
        meta.number(index.count)
        let checksum = ContentHash.hash(index, seed: recipes.withUnsafeBytes { ContentHash.hash($0, seed: meta.bytes.withUnsafeBytes { ContentHash.hash($0) }) })
        var header = ByteWriter()
        header.bytes = magic
        header.number(Int(RecipeIndex.Layout.version))
        header.number(Int(Int64(bitPattern: checksum)))
        // A FIFO, a device or a folder at the cache's path is somebody's: left alone, as the read leaves it.
        if FileKind.holdsNonRegularFile(path) { return }
        // A folder that cannot be made fails the write below, and a cache that cannot be written is no error.
        try? makeDirectory(String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]))
        try? AtomicFileWrite(path: path, mode: 0o600, durable: false, unnamed: true).write { descriptor throws(SystemError) in
            try writeAll(descriptor, header.bytes)
            try writeAll(descriptor, meta.bytes)
            try writeAll(descriptor, recipes)
            try writeAll(descriptor, index)
        }
    }
}

extension ByteWriter {
    /// Bytes as their length and themselves.
    mutating func block(_ value: [UInt8]) {
        number(value.count)
        bytes.append(contentsOf: value)
    }

    /// A table of texts by text, sorted by key so that the same table always gives the same bytes.
    mutating func textLists(_ table: [String: [String]]) {
        number(table.count)
        for (key, values) in table.sorted(by: { $0.key < $1.key }) {
            text(key)
            texts(values)
        }
    }
}

extension ByteReader {
    /// Bytes as `ByteWriter.block(_:)` wrote them; nil when cut short.
    mutating func block() -> [UInt8]? {
        guard let count = number(), count >= 0, bytes.count - offset >= count else { return nil }
        defer { offset += count }
        return Array(bytes[offset..<(offset + count)])
    }

    /// Where the bytes of a block lie, passing over them without copying; nil when cut short.
    mutating func skipBlock() -> Range<Int>? {
        guard let count = number(), count >= 0, bytes.count - offset >= count else { return nil }
        defer { offset += count }
        return offset..<(offset + count)
    }

    /// A table as `ByteWriter.textLists(_:)` wrote it; nil when cut short.
    mutating func textLists() -> [String: [String]]? {
        guard let count = number(), count >= 0, count <= bytes.count - offset else { return nil }
        var table: [String: [String]] = [:]
        table.reserveCapacity(count)
        for _ in 0..<count {
            guard let key = text(), let values = texts() else { return nil }
            table[key] = values
        }
        return table
    }
}
