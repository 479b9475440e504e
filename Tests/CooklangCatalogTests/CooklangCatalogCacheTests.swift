import Foundation
import Testing
import Cooklang
@testable import CooklangCatalog
@testable import RecipeModel
import RecipeTestSupport

@Suite("The cache of a Cooklang folder's built catalog")
struct CooklangCatalogCacheTests {
    static let files = CooklangParseCacheTests.files.merging([
        "Shared/Sauces/Deep/Red.cook": "---\ntitle: Red Sauce\n---\nSimmer @tomatoes{800%g} with @./Shared/Dough{1}.\n\n> A note.",
        "Mains/Too Long.cook": "Cook @a{}.\n\n" + String(repeating: "Stir well. ", count: 2000),
    ]) { first, _ in first }

    /// A collection changed an hour ago, with its cache folder (see `CooklangParseCacheTests`).
    func makeCollection() throws -> (root: URL, cache: String) {
        let root = try makeCooklangFolder(text: Self.files)
        for path in Self.files.keys { try CooklangParseCacheTests().age(root.appendingPathComponent(path)) }
        return (root, root.path + "-cache")
    }

    func load(_ root: URL, _ cache: String) throws -> RecipeCatalog {
        let catalog = try RecipeCatalog(cooklangFolder: root.path, cacheDirectory: cache, progress: nil)
        CooklangParseCache.waitForPendingWrites()
        return catalog
    }

    func cachePath(_ root: URL, _ cache: String) -> String {
        CooklangCatalogCache.path(forFolder: root.path, in: cache)
    }

    /// Everything the screens read of a catalog: categories, full recipes, lists, "used in", each file's entry, search's ingredients and the warnings.
    func summary(_ catalog: RecipeCatalog) -> [String] {
        catalog.categories.map { "category \($0.id) \($0.name) \(catalog.recipeIDs(in: $0.id))" }
            + catalog.categories.flatMap { category in
                catalog.recipes(in: category.id).map { recipe in
                    let entry = catalog.cooklang?.entry(ofRecipe: recipe.id)
                    return "\(recipe) row \(catalog.position(ofRecipe: recipe.id) ?? -1) related \(catalog.recipes(relatedTo: recipe).map(\.id))"
                        + " used in \(catalog.cooklang?.recipes(referencing: recipe.id) ?? [])"
                        + " entry \(entry.map { "\($0.path) \($0.file) \($0.subfolder ?? "-") \($0.problems) \($0.recipe())" } ?? "none")"
                }
            } + catalog.warnings.map(\.description)
    }

    @Test("A later load of an unchanged folder reads the built catalog from the cache and gives the same catalog")
    func sameCatalog() throws {
        let (root, cache) = try makeCollection()
        defer { try? FileManager.default.removeItem(at: root); try? FileManager.default.removeItem(atPath: cache) }
        let first = try load(root, cache)
        #expect(first.origin == .values)
        #expect(FileManager.default.fileExists(atPath: cachePath(root, cache)))
        let later = try load(root, cache)
        #expect(later.origin == .cache)
        #expect(summary(later) == summary(first))
        #expect(summary(later) == summary(try RecipeCatalog(cooklangFolder: root.path)))
        #expect(later.cooklang?.entry(ofRecipe: "Shared/Sauces/Deep/Red")?.subfolder == "Sauces/Deep")
        #expect(later.cooklang?.recipes(referencing: "Shared/Dough") == ["Mains/Pizza", "Shared/Sauces/Deep/Red"])
        #expect(later.cooklang?.entry(ofRecipe: "Missing") == nil)
        #expect(later.warnings.contains { $0.description.contains("Shared/Missing") })
    }

    @Test("The bundled collection loads the same from its cache")
    func bundledCollection() throws {
        let cache = try makeTemporaryDirectory().path
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let first = try RecipeCatalog(cooklangFolder: TestCatalogs.cooklangPath, cacheDirectory: cache, progress: nil)
        CooklangParseCache.waitForPendingWrites()
        let later = try RecipeCatalog(cooklangFolder: TestCatalogs.cooklangPath, cacheDirectory: cache, progress: nil)
        // The bundled files may have been checked out within two seconds, when nothing is cached: then both are built.
        #expect(summary(later) == summary(first))
        #expect(summary(later) == summary(try RecipeCatalog(cooklangFolder: TestCatalogs.cooklangPath)))
    }

    @Test("A changed, added or deleted file rebuilds the catalog, and the next load reads the new cache")
    func changedFiles() throws {
        let (root, cache) = try makeCollection()
        defer { try? FileManager.default.removeItem(at: root); try? FileManager.default.removeItem(atPath: cache) }
        _ = try load(root, cache)
        let lemonade = root.appendingPathComponent("Lemonade.cook")
        try "Stir @limes{6} and @sugar{}.".write(to: lemonade, atomically: true, encoding: .utf8)
        try CooklangParseCacheTests().age(lemonade)
        try FileManager.default.removeItem(at: root.appendingPathComponent("Shared/Dough.cook"))
        let milk = root.appendingPathComponent("Shared/Milk.cook")
        try "Pour @milk{}.".write(to: milk, atomically: true, encoding: .utf8)
        try CooklangParseCacheTests().age(milk)
        let changed = try load(root, cache)
        #expect(changed.origin == .values)
        #expect(changed["Lemonade"]?.ingredients.map(\.name) == ["limes", "sugar"])
        #expect(changed["Shared/Dough"] == nil)
        #expect(changed.cooklang?.recipes(referencing: "Shared/Dough") == [])
        let later = try load(root, cache)
        #expect(later.origin == .cache)
        #expect(later["Shared/Milk"]?.ingredients.map(\.name) == ["milk"])
        #expect(summary(later) == summary(changed))
        #expect(summary(later) == summary(try RecipeCatalog(cooklangFolder: root.path)))
    }

    @Test("The walk's notices are made afresh on a load from the cache")
    func freshNotices() throws {
        let (root, cache) = try makeCollection()
        defer { try? FileManager.default.removeItem(at: root); try? FileManager.default.removeItem(atPath: cache) }
        _ = try load(root, cache)
        #expect(mkfifo(root.appendingPathComponent("Pipe.cook").path, 0o600) == 0)
        let later = try load(root, cache)
        #expect(later.origin == .cache)
        #expect(later.warnings.first?.description.contains("Pipe.cook") == true)
        #expect(summary(later) == summary(try RecipeCatalog(cooklangFolder: root.path)))
    }

    @Test("A folder with a file changed within two seconds is not cached")
    func racy() throws {
        let (root, cache) = try makeCollection()
        defer { try? FileManager.default.removeItem(at: root); try? FileManager.default.removeItem(atPath: cache) }
        try "Stir @limes{6}.".write(to: root.appendingPathComponent("Lemonade.cook"), atomically: true, encoding: .utf8)
        _ = try load(root, cache)
        #expect(!FileManager.default.fileExists(atPath: cachePath(root, cache)))
        #expect(try load(root, cache).origin == .values)
    }

    @Test("A damaged, truncated, empty or other version's cache is ignored, and replaced", arguments: ["flipped", "truncated", "empty", "version", "older", "index", "lengths"])
    func damaged(_ damage: String) throws {
        let (root, cache) = try makeCollection()
        defer { try? FileManager.default.removeItem(at: root); try? FileManager.default.removeItem(atPath: cache) }
        let first = try load(root, cache)
        let expected = summary(first)
        let url = URL(fileURLWithPath: cachePath(root, cache))
        var bytes = try [UInt8](Data(contentsOf: url))
        switch damage {
        case "flipped": bytes[bytes.count / 2] ^= 0x20
        case "truncated": bytes.removeLast(bytes.count / 3)
        case "empty": bytes = []
        case "version": bytes[CooklangCatalogCache.magic.count] ^= 0x01
        case "lengths":
            // The first part's and the index's lengths both near `Int.max`, which added together would overflow.
            let at = CooklangCatalogCache.magic.count + 16
            withUnsafeBytes(of: Int64.max.littleEndian) { bytes.replaceSubrange(at..<(at + 8), with: $0) }
            withUnsafeBytes(of: Int64.max.littleEndian) { bytes.replaceSubrange((at + 8)..<(at + 16), with: $0) }
        case "older":
            // A cache written by version 1 of this format, which kept the recipes inside it, starts with its own magic.
            bytes.replaceSubrange(0..<CooklangCatalogCache.magic.count, with: Array("recipe-tui cooklang catalog 1\n".utf8))
        default:
            // The index's magic changed under a checksum made to hold again: its structural checks refuse it.
            bytes[bytes.count - first.index.bytes.count] ^= 0xFF
            var reader = ByteReader(bytes: bytes, offset: CooklangCatalogCache.magic.count + 16)
            let metaLength = reader.number() ?? 0
            #expect(metaLength > 0)
            let meta = CooklangCatalogCache.headerLength..<(CooklangCatalogCache.headerLength + metaLength)
            let hash = bytes.withUnsafeBytes { raw in
                ContentHash.hash(UnsafeRawBufferPointer(rebasing: raw[meta.upperBound...]), seed: ContentHash.hash(UnsafeRawBufferPointer(rebasing: raw[meta])))
            }
            let checksumAt = CooklangCatalogCache.magic.count + 8
            withUnsafeBytes(of: hash.littleEndian) { bytes.replaceSubrange(checksumAt..<(checksumAt + 8), with: $0) }
        }
        try Data(bytes).write(to: url)
        let later = try load(root, cache)
        #expect(later.origin == .values)
        #expect(summary(later) == expected)
        #expect(try load(root, cache).origin == .cache)
    }

    @Test("A cache whose recipes file is missing, cut short, empty or from another write is ignored, and replaced", arguments: ["missing", "truncated", "empty", "token", "magic"])
    func damagedRecipesFile(_ damage: String) throws {
        let (root, cache) = try makeCollection()
        defer { try? FileManager.default.removeItem(at: root); try? FileManager.default.removeItem(atPath: cache) }
        let expected = summary(try load(root, cache))
        let url = URL(fileURLWithPath: CooklangCatalogCache.recipesPath(forCache: cachePath(root, cache)))
        var bytes = try [UInt8](Data(contentsOf: url))
        switch damage {
        case "missing": try FileManager.default.removeItem(at: url)
        case "truncated": bytes.removeLast(1)
        case "empty": bytes = []
        // Another write's recipes file has another token; the bytes after it are the same here, so only the token can tell.
        case "token": bytes[EncodedRecipes.magic.count] ^= 0x01
        default: bytes[0] ^= 0x20
        }
        if damage != "missing" { try Data(bytes).write(to: url) }
        let later = try load(root, cache)
        #expect(later.origin == .values)
        #expect(summary(later) == expected)
        #expect(try load(root, cache).origin == .cache)
    }

    @Test("A later load reads no recipe until one is asked for, and a recipe whose bytes changed since is only its list entry, never another recipe; the next load builds the catalog anew")
    func recipeChangedAfterTheLoad() throws {
        let (root, cache) = try makeCollection()
        defer { try? FileManager.default.removeItem(at: root); try? FileManager.default.removeItem(atPath: cache) }
        let expected = summary(try load(root, cache))
        let later = try load(root, cache)
        #expect(later.origin == .cache)
        // Every recipe's bytes overwritten in place, the file's size kept, after the load checked the file.
        let url = URL(fileURLWithPath: CooklangCatalogCache.recipesPath(forCache: cachePath(root, cache)))
        var bytes = try [UInt8](Data(contentsOf: url))
        for offset in EncodedRecipes.headerLength..<bytes.count { bytes[offset] = 0x41 }
        let handle = try FileHandle(forWritingTo: url)
        try handle.write(contentsOf: Data(bytes))
        try handle.close()
        let lemonade = try #require(later["Lemonade"])
        #expect(lemonade.id == "Lemonade")
        #expect(lemonade.name == "Lemonade")
        #expect(lemonade.ingredients.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: cachePath(root, cache)))
        let rebuilt = try load(root, cache)
        #expect(rebuilt.origin == .values)
        #expect(summary(rebuilt) == expected)
        #expect(try load(root, cache).origin == .cache)
    }
}
