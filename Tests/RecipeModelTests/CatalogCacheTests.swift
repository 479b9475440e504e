import Foundation
import RecipeGenerator
import Testing
@testable import RecipeModel
import RecipeTestSupport

/// A class, so that `deinit` removes each test's folder, including those of tests that never use it.
@Suite("The catalog cache is used only when it provably matches the data file")
final class CatalogCacheTests {
    let scratch: ScratchFolder
    let directory: URL
    let dataPath: String
    let cacheDirectory: String
    let bytes: [UInt8]

    init() throws {
        scratch = try ScratchFolder()
        directory = scratch.url
        dataPath = directory.appendingPathComponent("recipes.json").path
        cacheDirectory = directory.appendingPathComponent("cache").path
        // Big enough to be mapped and cached, with a dangling related ID so that warnings go through the cache too.
        var json = CatalogGenerator(recipes: 1200, categories: 9, seed: 11).generate()
        // The last "[" opens the last recipe's related IDs.
        let related = json.lastIndex(of: UInt8(ascii: "["))! + 1
        json.insert(contentsOf: Array((json[related] == UInt8(ascii: "]") ? #""nowhere""# : #""nowhere","#).utf8), at: related)
        bytes = json
        try Data(bytes).write(to: URL(fileURLWithPath: dataPath))
    }

    deinit {
        scratch.remove()
    }

    /// Loads the data file with the cache, and waits for the cache to be written as a later launch would find it.
    private func load() throws -> RecipeCatalog {
        defer { CatalogCache.waitForPendingStores() }
        return try RecipeCatalog(contentsOfFile: dataPath, options: CatalogLoadOptions(cacheDirectory: cacheDirectory))
    }

    private var cachePath: String { CatalogCache.cachePath(forDataFile: dataPath, in: cacheDirectory) }

    private func damageCache(_ damage: (inout [UInt8]) -> Void) throws {
        var cache = try [UInt8](Data(contentsOf: URL(fileURLWithPath: cachePath)))
        damage(&cache)
        try Data(cache).write(to: URL(fileURLWithPath: cachePath))
    }

    @Test("the first load scans and writes the cache; the next reads it and gives the same catalog")
    func roundTrip() throws {
        #expect(bytes.count >= RecipeCatalog.mappingThreshold)
        let first = try load()
        #expect(first.origin == .scanned)
        #expect(FileManager.default.fileExists(atPath: cachePath))
        let second = try load()
        #expect(second.origin == .cache)
        let precise = try RecipeCatalog(parsing: bytes)
        #expect(precise.warnings == [.danglingRelatedID(recipeID: precise.index.id(of: 1199), relatedID: "nowhere")])
        expectEquivalent(second, precise)
    }

    @Test("a damaged cache is rebuilt, never used", arguments: [
        "flipped index byte", "flipped warning byte", "flipped header byte", "truncated", "extended", "empty", "not a cache",
    ])
    func damaged(kind: String) throws {
        _ = try load()
        try damageCache { cache in
            switch kind {
            case "flipped index byte": cache[CatalogCache.Header.size + 1000] ^= 0x20
            case "flipped warning byte": cache[cache.count - 3] ^= 0x01
            case "flipped header byte": cache[20] ^= 0x01
            case "truncated": cache.removeLast(100)
            case "extended": cache += [0, 0, 0, 0, 0, 0, 0, 0]
            case "empty": cache = []
            default: cache = Array("{\"not\": \"a cache\"}".utf8)
            }
        }
        let file = try DataFile(path: dataPath)
        #expect(throws: CatalogCache.Miss.damaged) { try CatalogCache.read(path: cachePath, for: file).get() }
        let rebuilt = try load()
        #expect(rebuilt.origin == .scanned)
        expectEquivalent(rebuilt, try RecipeCatalog(parsing: bytes))
        #expect(try load().origin == .cache)
    }

    @Test("an index that fails its structural checks is refused even with a matching checksum", arguments: [
        "a category claims more rows than there are recipes", "a folded name ends past the strings",
        "search's name bounds go backwards", "an ingredient list ends past the lists",
        "an ingredient number names no ingredient", "a folded ingredient lies past the strings",
    ])
    func inconsistentIndex(fault: String) throws {
        let catalog = try load()
        let file = try DataFile(path: dataPath)
        // The fault is written with a valid checksum: only the structural checks can catch it.
        var index = Array(catalog.index.bytes)
        let layout = RecipeIndex.Layout(validating: catalog.index.bytes)!
        let (offset, value): (Int, UInt32) = switch fault {
        case "a category claims more rows than there are recipes": (layout.categories + 20, 999_999)
        case "a folded name ends past the strings": (layout.searchNames + layout.recipeCount * 4, UInt32(layout.stringsLength + 1))
        case "search's name bounds go backwards": (layout.searchNames + 4, 0)
        case "an ingredient list ends past the lists": (layout.searchLists + layout.recipeCount * 4, UInt32(layout.ingredientListLength + 1))
        case "an ingredient number names no ingredient": (layout.ingredientLists + 4 * (layout.ingredientListLength - 1), UInt32(layout.ingredientCount))
        default: (layout.ingredients + 12, UInt32(layout.stringsLength + 1))
        }
        index.withUnsafeMutableBytes { $0.storeBytes(of: value, toByteOffset: offset, as: UInt32.self) }
        let block = UnsafeMutableRawBufferPointer.allocate(byteCount: index.count, alignment: 8)
        block.copyBytes(from: index)
        let bad = RecipeIndex(adoptingTrusted: block, layout: RecipeIndex.Layout(validating: catalog.index.bytes)!)
        CatalogCache.store(index: bad, warnings: [], key: CatalogCache.key(of: file)!, readAt: .now, contentHash: CatalogCache.contentHash(of: file)!, to: cachePath)
        #expect(throws: CatalogCache.Miss.damaged) { try CatalogCache.read(path: cachePath, for: file).get() }
        #expect(try load().origin == .scanned)
    }

    @Test("a recipe's source range outside the data file is refused even with a matching checksum", arguments: [
        "an offset past the end", "an offset no Int can hold", "a length past the end", "the largest length",
    ])
    func sourceOutsideTheDataFile(fault: String) throws {
        let catalog = try load()
        let file = try DataFile(path: dataPath)
        var index = Array(catalog.index.bytes)
        let layout = RecipeIndex.Layout(validating: catalog.index.bytes)!
        let last = layout.recipes + (layout.recipeCount - 1) * RecipeIndex.Layout.recipeStride
        index.withUnsafeMutableBytes { block in
            switch fault {
            case "an offset past the end": block.storeBytes(of: UInt64(bytes.count + 1), toByteOffset: last + 24, as: UInt64.self)
            case "an offset no Int can hold": block.storeBytes(of: UInt64.max - 7, toByteOffset: last + 24, as: UInt64.self)
            case "a length past the end": block.storeBytes(of: UInt32(bytes.count), toByteOffset: last + 32, as: UInt32.self)
            default: block.storeBytes(of: UInt32.max, toByteOffset: last + 32, as: UInt32.self)
            }
        }
        let block = UnsafeMutableRawBufferPointer.allocate(byteCount: index.count, alignment: 8)
        block.copyBytes(from: index)
        let bad = RecipeIndex(adoptingTrusted: block, layout: layout)
        CatalogCache.store(index: bad, warnings: [], key: CatalogCache.key(of: file)!, readAt: .now, contentHash: CatalogCache.contentHash(of: file)!, to: cachePath)
        #expect(throws: CatalogCache.Miss.damaged) { try CatalogCache.read(path: cachePath, for: file).get() }
        // Before the check, showing that recipe trapped (SIGILL) or tried to allocate 4 GB.
        let reloaded = try load()
        #expect(reloaded.origin == .scanned)
        #expect(reloaded[catalog.index.id(of: layout.recipeCount - 1)] != nil)
    }

    @Test("a changed data file makes the cache stale: it is rebuilt from the new data")
    func staleAfterChange() throws {
        _ = try load()
        // Same size, other content, written in place: the times change even though the size does not.
        var changed = bytes
        let name = changed.firstIndex(of: UInt8(ascii: "S"))!
        changed[name] = UInt8(ascii: "Z")
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: dataPath))
        try handle.write(contentsOf: changed)
        try handle.close()
        let file = try DataFile(path: dataPath)
        #expect(throws: CatalogCache.Miss.stale) { try CatalogCache.read(path: cachePath, for: file).get() }
        let reloaded = try load()
        #expect(reloaded.origin == .scanned)
        expectEquivalent(reloaded, try RecipeCatalog(parsing: changed))
        // A replaced file (another inode) is stale too.
        try Data(bytes).write(to: URL(fileURLWithPath: dataPath), options: .atomic)
        #expect(try load().origin == .scanned)
        #expect(try load().origin == .cache)
    }

    @Test("when the file times are too close to the build to vouch for the data, the whole file is hashed")
    func racyTimes() throws {
        let catalog = try load()
        let file = try DataFile(path: dataPath)
        let key = try #require(CatalogCache.key(of: file))
        let rightHash = try #require(CatalogCache.contentHash(of: file))
        let later = key.changed.adding(seconds: CatalogCache.racyWindowSeconds + 1)
        let store = { (builtAt: CatalogCache.Timestamp, hash: UInt64) in
            CatalogCache.store(index: catalog.index, warnings: catalog.warnings, key: key, readAt: builtAt, contentHash: hash, to: self.cachePath)
        }
        // Built right after the file was written: a wrong content hash is caught, a right one passes.
        store(key.changed, rightHash ^ 1)
        #expect(throws: CatalogCache.Miss.stale) { try CatalogCache.read(path: cachePath, for: file).get() }
        store(key.changed, rightHash)
        #expect(throws: Never.self) { try CatalogCache.read(path: cachePath, for: file).get() }
        // Built well after: the times vouch for the data, and the file is not read in full.
        store(later, rightHash ^ 1)
        #expect(throws: Never.self) { try CatalogCache.read(path: cachePath, for: file).get() }
    }

    @Test("the key changes with the sampled content, and the cache's name with the file's full path only")
    func keysAndNames() throws {
        let first = try #require(CatalogCache.key(of: DataFile(path: dataPath)))
        var other = bytes
        other[other.count - 10] = UInt8(ascii: " ")
        let otherPath = directory.appendingPathComponent("other.json").path
        try Data(other).write(to: URL(fileURLWithPath: otherPath))
        let second = try #require(CatalogCache.key(of: DataFile(path: otherPath)))
        #expect(first.size == second.size)
        #expect(first.fingerprint != second.fingerprint)

        // Another spelling of the same file, and a symbolic link to it, share its cache.
        let link = directory.appendingPathComponent("link.json").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: dataPath)
        let respelled = directory.path + "/./" + URL(fileURLWithPath: dataPath).lastPathComponent
        #expect(CatalogCache.cachePath(forDataFile: respelled, in: "/c") == CatalogCache.cachePath(forDataFile: dataPath, in: "/c"))
        #expect(CatalogCache.cachePath(forDataFile: link, in: "/c") == CatalogCache.cachePath(forDataFile: dataPath, in: "/c"))
        #expect(CatalogCache.cachePath(forDataFile: otherPath, in: "/c") != CatalogCache.cachePath(forDataFile: dataPath, in: "/c"))
    }

    @Test("a cache folder that cannot be written costs nothing but the cache")
    func unwritableFolder() throws {
        let options = CatalogLoadOptions(cacheDirectory: dataPath + "/cannot-be-a-folder")
        let catalog = try RecipeCatalog(contentsOfFile: dataPath, options: options)
        CatalogCache.waitForPendingStores()
        #expect(catalog.origin == .scanned)
        #expect(try RecipeCatalog(contentsOfFile: dataPath, options: options).origin == .scanned)
    }

    @Test("warnings go through the cache unchanged")
    func warningCoding() {
        let warnings: [CatalogWarning] = [
            .danglingRelatedID(recipeID: "a", relatedID: "é b"), .selfRelated(recipeID: ""),
            .truncated(recipeID: "親子丼", field: "a direction", kept: 4000, original: 1_000_000),
        ]
        #expect(WarningCoding.decode(WarningCoding.encode(warnings)) == warnings)
        #expect(WarningCoding.decode([]) == [])
        #expect(WarningCoding.decode([7]) == nil)
        #expect(WarningCoding.decode(Array(WarningCoding.encode(warnings).dropLast())) == nil)
    }
}
