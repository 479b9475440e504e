import Foundation
import Testing
import Cooklang
@testable import CooklangCatalog
@testable import RecipeModel
import RecipeTestSupport

@Suite("The cache of a Cooklang folder's parsed files")
struct CooklangParseCacheTests {
    static let files = [
        "Shared/Dough.cook": "---\ntitle: Best Dough\nservings: 6\n---\n= Mix\nMix @flour{500%g}(sifted) for ~{5%minutes}.",
        "Mains/Pizza.cook": "Stretch @./Shared/Dough{1%ball}, top with @cheese{100%g}. Serve @./Shared/Missing{}.",
        "Lemonade.cook": "Stir @lemons{6}.",
        "Broken.cook": "---\ntitle: Never closed\nMix @a.",
    ]

    static let anHourAgo = Date(timeIntervalSince1970: (Date().timeIntervalSince1970 - 3600).rounded(.down))

    /// A collection whose files were last changed an hour ago, as a user's are, and a cache folder beside it.
    func makeCollection() throws -> (root: URL, cache: String) {
        let root = try makeCooklangFolder(text: Self.files)
        for path in Self.files.keys { try age(root.appendingPathComponent(path)) }
        return (root, root.path + "-cache")
    }

    func age(_ url: URL) throws {
        // Whole seconds, so that setting the same time again gives the same nanoseconds.
        try FileManager.default.setAttributes([.modificationDate: Self.anHourAgo], ofItemAtPath: url.path)
    }

    /// Loads with the cache folder, then waits for the cache to be written.
    func loadWaitingForCache(_ root: URL, _ cache: String) throws -> RecipeCatalog {
        let catalog = try RecipeCatalog(cooklangFolder: root.path, cacheDirectory: cache, progress: nil)
        CooklangParseCache.waitForPendingWrites()
        return catalog
    }

    /// Everything the lists, search and detail read of a catalog, for comparing two loads.
    func summary(_ catalog: RecipeCatalog) -> [String] {
        catalog.categories.flatMap { category in
            catalog.recipes(in: category.id).map { recipe in
                "\(category.id) \(recipe) used in \(catalog.cooklang?.recipes(referencing: recipe.id) ?? []) problems \(catalog.cooklang?.entry(ofRecipe: recipe.id)?.problems ?? [])"
            }
        } + catalog.warnings.map(\.description)
    }

    @Test("A later load with the cache gives the same catalog, and reads unchanged files from the cache")
    func sameCatalog() throws {
        let (root, cache) = try makeCollection()
        defer { try? FileManager.default.removeItem(at: root); try? FileManager.default.removeItem(atPath: cache) }
        let first = try loadWaitingForCache(root, cache)
        let cachePath = CooklangParseCache.path(forFolder: root.path, in: cache)
        #expect(CooklangParseCache.read(path: cachePath).entries.count == 4)
        let later = try loadWaitingForCache(root, cache)
        #expect(summary(later) == summary(first))
        #expect(summary(later) == summary(try RecipeCatalog(cooklangFolder: root.path)))

        // Same size and time, other letters: only the cache can still say "lemons" (a cache keyed by size and time cannot tell, which is the trade).
        let lemonade = root.appendingPathComponent("Lemonade.cook")
        try "Stir @melons{6}.".write(to: lemonade, atomically: false, encoding: .utf8)
        try age(lemonade)
        let cached = try loadWaitingForCache(root, cache)
        #expect(cached["Lemonade"]?.ingredients.map(\.name) == ["lemons"])
    }

    @Test("A changed, added or deleted file is seen on the next load")
    func changedFiles() throws {
        let (root, cache) = try makeCollection()
        defer { try? FileManager.default.removeItem(at: root); try? FileManager.default.removeItem(atPath: cache) }
        _ = try loadWaitingForCache(root, cache)
        try "Stir @limes{6} and @sugar{}.".write(to: root.appendingPathComponent("Lemonade.cook"), atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: root.appendingPathComponent("Shared/Dough.cook"))
        try "Pour @milk{}.".write(to: root.appendingPathComponent("Shared/Milk.cook"), atomically: true, encoding: .utf8)
        let later = try loadWaitingForCache(root, cache)
        #expect(later["Lemonade"]?.ingredients.map(\.name) == ["limes", "sugar"])
        #expect(later["Shared/Dough"] == nil)
        #expect(later["Shared/Milk"]?.ingredients.map(\.name) == ["milk"])
        #expect(later["Mains/Pizza"]?.relatedIDs == [])
        #expect(summary(later) == summary(try RecipeCatalog(cooklangFolder: root.path)))
    }

    @Test("Files changed within two seconds of the load are not cached; a damaged cache is ignored")
    func racyAndDamaged() throws {
        let (root, cache) = try makeCollection()
        defer { try? FileManager.default.removeItem(at: root); try? FileManager.default.removeItem(atPath: cache) }
        try "Stir @limes{6}.".write(to: root.appendingPathComponent("Lemonade.cook"), atomically: true, encoding: .utf8)
        _ = try loadWaitingForCache(root, cache)
        let cachePath = CooklangParseCache.path(forFolder: root.path, in: cache)
        #expect(CooklangParseCache.read(path: cachePath).entries.keys.sorted() == ["Broken", "Mains/Pizza", "Shared/Dough"])

        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: cachePath)))
        bytes[bytes.count - 3] ^= 0xFF
        try Data(bytes).write(to: URL(fileURLWithPath: cachePath))
        #expect(CooklangParseCache.read(path: cachePath).entries.isEmpty)
        let later = try loadWaitingForCache(root, cache)
        #expect(summary(later) == summary(try RecipeCatalog(cooklangFolder: root.path)))
    }
}
