#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif
import Cooklang
import RecipeModel
import SystemFiles

/// The built catalog of a Cooklang folder, kept so that a later launch on an unchanged folder reads
/// it instead of parsing, mapping and indexing every file again.
///
/// It holds the manifest of the folder it was built from (every file's ID, size and modification
/// time, to the nanosecond, in the walk's order), the `RecipeIndex` block, the warnings, each
/// recipe's problems and "used in" (`CooklangSideTable`), and the table of the recipes, which are
/// kept encoded in a second file beside it and read one at a time when shown (`EncodedRecipes`).
/// It is used only when the folder's walk gives exactly that manifest, its checksum holds, its index
/// passes `RecipeIndex`'s structural checks and the recipes file is the one written with it;
/// anything else, a cache from another version included, is ignored and the folder is loaded as
/// without it (parsing only what `CooklangParseCache` lacks). A folder with a file changed within two
/// seconds of the load is not cached, since that file's time cannot prove that it did not change
/// again. Deleting the cache is always safe.
enum CooklangCatalogCache {
    // 2: the recipes moved to a file of their own, read when shown; the side tables are kept by recipe, decoded when asked for.
    static let magic: [UInt8] = Array("recipe-tui cooklang catalog 2\n".utf8)
    /// The magic, then the index format's version, the checksum, and the lengths of the two parts.
    static let headerLength = magic.count + 32

    /// What the cache gives back: everything the catalog and its collection need but the walk's notices.
    struct Contents: Sendable {
        var index: RecipeIndex
        /// The catalog's warnings after the walk's notices, which come from each launch's own walk.
        var warnings: [CatalogWarning]
        var recipes: EncodedRecipes
        var sideTable: CooklangSideTable
        /// The cache's first part, whose manifest says which files the catalog was built from.
        fileprivate var meta: [UInt8]
        fileprivate var manifest: Range<Int>

        /// Whether the catalog was built from exactly `files`: the same IDs, sizes and modification times, in the same order.
        ///
        /// Compared in place, without a string or a copy: entry by entry through a reader, the check took 4 ms at 10,000 files.
        func matches(_ files: [CooklangFile]) -> Bool {
            meta.withUnsafeBytes { raw in
                var offset = manifest.lowerBound
                func number() -> Int? {
                    guard manifest.upperBound - offset >= 8 else { return nil }
                    defer { offset += 8 }
                    return Int(Int64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: Int64.self)))
                }
                guard number() == files.count else { return false }
                for file in files {
                    let id = file.id.utf8
                    guard let length = number(), length == id.count, manifest.upperBound - offset >= length else { return false }
                    let same = length == 0
                        || (id.withContiguousStorageIfAvailable { memcmp($0.baseAddress!, raw.baseAddress! + offset, length) == 0 }
                            ?? id.elementsEqual(raw[offset..<(offset + length)]))
                    offset += length
                    guard same, number() == file.size, number() == Int(file.modificationTime) else { return false }
                }
                return offset == manifest.upperBound
            }
        }
    }

    /// Where the cache of the folder at `root` lives: beside its `CooklangParseCache`, under another extension.
    static func path(forFolder root: String, in directory: String) -> String {
        CooklangParseCache.path(forFolder: root, in: directory) + "-catalog"
    }

    /// Where the recipes of the cache at `path` are kept.
    static func recipesPath(forCache path: String) -> String {
        path + "-recipes"
    }

    /// The manifest of `files`: their count, then each one's ID, size and modification time.
    static func manifest(of files: [CooklangFile]) -> [UInt8] {
        var manifest = ByteWriter()
        manifest.bytes.reserveCapacity(8 + files.count * 24 + files.reduce(0) { $0 + $1.id.utf8.count })
        manifest.number(files.count)
        for file in files {
            manifest.text(file.id)
            manifest.number(file.size)
            manifest.number(Int(file.modificationTime))
        }
        return manifest.bytes
    }

    /// Reads the cache at `path`: its contents when its version and checksum hold, its index is
    /// well-formed and its recipes file is the one written with it, whatever folder it describes.
    ///
    /// The file: the header (see `headerLength`), then the first part (the manifest, the warnings,
    /// the recipe count, the recipes file's token and size, the recipes' table, the side table),
    /// then the index, read straight into memory of its own; the checksum chains the parts' hashes.
    /// Nothing is mapped, and the recipes' bytes are not read here.
    static func read(path: String) -> Contents? {
        // Regular files only, opened without blocking: a FIFO or a device at the path is never read.
        guard let file = try? DataFile(path: path, regularOnly: true), file.size <= RecipeCatalog.maximumFileSize,
            let header = file.bytes(offset: 0, length: headerLength), header.starts(with: magic)
        else { return nil }
        var reader = ByteReader(bytes: header, offset: magic.count)
        guard reader.number() == Int(RecipeIndex.Layout.version), let checksum = reader.number(),
            let metaLength = reader.number(), let indexLength = reader.number(),
            // Compared without adding them: lengths from a damaged file may be near `Int.max`.
            metaLength >= 0, metaLength <= file.size - headerLength, indexLength == file.size - headerLength - metaLength,
            let meta = file.bytes(offset: headerLength, length: metaLength)
        else { return nil }
        // The index is read into memory aligned as its numbers need, instead of being copied there.
        let block = UnsafeMutableRawBufferPointer.allocate(byteCount: max(indexLength, 8), alignment: 8)
        let index = UnsafeMutableRawBufferPointer(rebasing: block[0..<indexLength])
        guard file.bytes(into: index, offset: headerLength + metaLength),
            let contents = contents(meta: meta, index: index, checksum: checksum, path: path)
        else {
            block.deallocate()
            return nil
        }
        return contents
    }

    /// The contents of a cache whose parts were read: nil unless the checksum holds and every part
    /// is well-formed; then the index adopts `index`'s memory.
    private static func contents(meta: [UInt8], index: UnsafeMutableRawBufferPointer, checksum: Int, path: String) -> Contents? {
        let hash = ContentHash.hash(UnsafeRawBufferPointer(index), seed: meta.withUnsafeBytes { ContentHash.hash($0) })
        guard UInt64(bitPattern: Int64(checksum)) == hash else { return nil }
        var reader = ByteReader(bytes: meta, offset: 0)
        guard let manifest = reader.skipBlock(), let warningBytes = reader.block(), let warnings = WarningCoding.decode(warningBytes),
            let recipeCount = reader.number(), let token = reader.number(), let recipesSize = reader.number(),
            let table = reader.block(), let side = reader.skipBlock(), reader.isAtEnd,
            let sideTable = CooklangSideTable(bytes: meta, range: side, count: recipeCount),
            let layout = RecipeIndex.Layout(validating: UnsafeRawBufferPointer(index)), layout.recipeCount == recipeCount,
            let recipes = EncodedRecipes(
                path: recipesPath(forCache: path), token: UInt64(bitPattern: Int64(token)), size: recipesSize, table: table, count: recipeCount,
                // A recipe whose bytes changed since: the next launch builds the catalog anew.
                damaged: { unlink(path) }
            )
        else { return nil }
        return Contents(
            index: RecipeIndex(adoptingTrusted: index, layout: layout), warnings: warnings, recipes: recipes, sideTable: sideTable,
            meta: meta, manifest: manifest
        )
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

    /// Writes the cache of `catalog` to `path` and its recipes beside it; a failure leaves no cache and is not an error.
    ///
    /// The recipes file goes first, under a new random token that the cache names: a cache whose
    /// recipes file was replaced since, or never written, is not used. The parts go to the files one
    /// after another, never joined, and the recipes as they are encoded: a first launch's peak memory
    /// does not hold the cache twice.
    static func write(catalog: RecipeCatalog, notices: Int, problems: [String: [String]], referrers: [String: [String]], files: [CooklangFile], to path: String) {
        // A FIFO, a device or a folder at either path is somebody's: left alone, as the read leaves it.
        if FileKind.holdsNonRegularFile(path) || FileKind.holdsNonRegularFile(recipesPath(forCache: path)) { return }
        var random = SystemRandomNumberGenerator()
        let token = random.next() as UInt64
        // A folder that cannot be made fails the writes below, and a cache that cannot be written is no error.
        try? makeDirectory(String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]))
        var recipes: (table: [UInt8], size: Int) = ([], 0)
        do {
            try AtomicFileWrite(path: recipesPath(forCache: path), mode: 0o600, durable: false, unnamed: true).write { descriptor throws(SystemError) in
                recipes = try EncodedRecipes.write((0..<catalog.recipeCount).lazy.map(catalog.recipe(at:)), count: catalog.recipeCount, token: token, to: descriptor)
            }
        } catch {
            return
        }

        var meta = ByteWriter()
        meta.block(manifest(of: files))
        meta.block(WarningCoding.encode(Array(catalog.warnings.dropFirst(notices))))
        meta.number(catalog.recipeCount)
        meta.number(Int(Int64(bitPattern: token)))
        meta.number(recipes.size)
        meta.block(recipes.table)
        meta.block(CooklangSideTable.encode(problems: problems, referrers: referrers, index: catalog.index))
        let index = catalog.index.bytes
        let checksum = ContentHash.hash(index, seed: meta.bytes.withUnsafeBytes { ContentHash.hash($0) })
        var header = ByteWriter()
        header.bytes = magic
        header.number(Int(RecipeIndex.Layout.version))
        header.number(Int(Int64(bitPattern: checksum)))
        header.number(meta.bytes.count)
        header.number(index.count)
        try? AtomicFileWrite(path: path, mode: 0o600, durable: false, unnamed: true).write { descriptor throws(SystemError) in
            try writeAll(descriptor, header.bytes)
            try writeAll(descriptor, meta.bytes)
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
}
