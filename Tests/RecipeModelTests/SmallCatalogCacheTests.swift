import Foundation
import RecipeGenerator
import Testing
@testable import RecipeModel
import RecipeTestSupport

/// A small data file (read whole, not mapped) has its index cached too, and the cache is used only for the very bytes it was built from.
@Suite("The index of a small catalog is cached for the next launch")
final class SmallCatalogCacheTests {
    let scratch: ScratchFolder
    let dataPath: String
    let cacheDirectory: String
    let bytes: [UInt8]

    init() throws {
        scratch = try ScratchFolder()
        dataPath = scratch.url.appendingPathComponent("recipes.json").path
        cacheDirectory = scratch.url.appendingPathComponent("cache/recipe-tui").path
        // The cache home exists, as a user's ~/.cache does; the app's folder in it is made for the cache.
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("cache"), withIntermediateDirectories: false)
        // With a dangling related ID, so that warnings go through the cache too.
        var json = CatalogGenerator(recipes: 80, categories: 7, seed: 5).generate()
        let related = json.lastIndex(of: UInt8(ascii: "["))! + 1
        json.insert(contentsOf: Array((json[related] == UInt8(ascii: "]") ? #""nowhere""# : #""nowhere","#).utf8), at: related)
        bytes = json
        try Data(bytes).write(to: URL(fileURLWithPath: dataPath))
    }

    deinit {
        scratch.remove()
    }

    private func load(cached: Bool = true) throws -> RecipeCatalog {
        defer { CatalogCache.waitForPendingStores() }
        return try RecipeCatalog(contentsOfFile: dataPath, options: CatalogLoadOptions(cacheDirectory: cached ? cacheDirectory : nil))
    }

    private var cachePath: String { CatalogCache.cachePath(forDataFile: dataPath, in: cacheDirectory) }

    @Test("the first load scans and writes the cache; the next reads it and gives the same catalog")
    func roundTrip() throws {
        #expect(bytes.count < RecipeCatalog.mappingThreshold)
        let first = try load()
        #expect(first.origin == .scanned)
        #expect(FileManager.default.fileExists(atPath: cachePath))
        let second = try load()
        #expect(second.origin == .cache)
        let precise = try RecipeCatalog(parsing: bytes)
        #expect(precise.warnings.count == 1)
        expectEquivalent(second, precise)
        expectEquivalent(first, precise)
    }

    @Test("a cache built from other bytes is stale, whatever the file's times say")
    func otherBytes() throws {
        _ = try load()
        let file = try DataFile(path: dataPath)
        let hash = bytes.withUnsafeBytes { ContentHash.hash($0) }
        let key = CatalogCache.key(of: file, fingerprint: hash)
        #expect(throws: Never.self) { try CatalogCache.read(path: cachePath, for: file, key: key, bytesHash: hash).get() }
        #expect(throws: CatalogCache.Miss.stale) { try CatalogCache.read(path: cachePath, for: file, key: key, bytesHash: hash ^ 1).get() }
    }

    @Test("a changed file is scanned again and its cache replaced")
    func changedFile() throws {
        _ = try load()
        // The same length, one name changed: the fingerprint may miss it, the hash of the bytes does not.
        var changed = bytes
        let name = changed.firstRange(of: Array("\"name\":\"".utf8))!.upperBound
        changed[name] = changed[name] == UInt8(ascii: "Q") ? UInt8(ascii: "R") : UInt8(ascii: "Q")
        try Data(changed).write(to: URL(fileURLWithPath: dataPath))
        let reloaded = try load()
        #expect(reloaded.origin == .scanned)
        expectEquivalent(reloaded, try RecipeCatalog(parsing: changed))
        let again = try load()
        #expect(again.origin == .cache)
        expectEquivalent(again, try RecipeCatalog(parsing: changed))
    }

    @Test("without a cache folder nothing is written, as before")
    func noCacheFolder() throws {
        let catalog = try load(cached: false)
        #expect(catalog.origin == .scanned)
        #expect(!FileManager.default.fileExists(atPath: cacheDirectory))
    }

    @Test("the cache home is not made for a small file: at most the app's own folder in it")
    func cacheHomeMissing() throws {
        let home = scratch.url.appendingPathComponent("no-such-home").path
        let catalog = try RecipeCatalog(contentsOfFile: dataPath, options: CatalogLoadOptions(cacheDirectory: home + "/recipe-tui"))
        CatalogCache.waitForPendingStores()
        #expect(catalog.origin == .scanned)
        #expect(!FileManager.default.fileExists(atPath: home))
    }

    @Test("a file the fast scan refuses is read by the precise parser and not cached")
    func preciseOnly() throws {
        // A repeated member is left to the precise parser, which keeps the last one.
        var twice = bytes
        let id = twice.firstRange(of: Array("\"summary\":".utf8))!.lowerBound
        twice.insert(contentsOf: Array("\"summary\":\"first\",".utf8), at: id)
        try Data(twice).write(to: URL(fileURLWithPath: dataPath))
        let catalog = try load()
        #expect(catalog.origin == .values)
        #expect(!FileManager.default.fileExists(atPath: cachePath))
    }
}
