import Foundation
import Testing
@testable import CooklangCatalog
@testable import RecipeModel
import RecipeTestSupport

@Suite("A Cooklang collection's tags, metadata and servings in the index's columns")
struct CooklangQueryColumnsTests {
    static let files = [
        "Mains/Curry.cook": "---\ntags: [Vegetarian, quick]\ncourse: dinner\nservings: 4 people\ntime: 40 minutes\nsource:\n  name: Grandma\n---\nSimmer @chickpeas{1%can}.",
        "Mains/Stew.cook": ">> tags: meat, slow\n>> servings: 6\nSimmer @beef{1%kg}.",
    ]

    /// Each recipe's labels, as strings, and servings, by ID.
    static func columns(of catalog: RecipeCatalog) -> [String: (labels: [String], servings: Int?)] {
        let columns = catalog.columns
        var found: [String: (labels: [String], servings: Int?)] = [:]
        for entry in 0..<columns.entryCount {
            var labels: [String] = []
            _ = columns.containsLabel(ofEntry: entry) { labels.append(String(decoding: columns.label($0), as: UTF8.self)); return false }
            found[columns.recipeID(ofEntry: entry)] = (labels, columns.servings(ofEntry: entry))
        }
        return found
    }

    @Test("Tags, other metadata (nested by dotted keys) and servings are kept folded, from a parse and from the cache alike")
    func labelsFromParseAndCache() throws {
        let root = try makeCooklangFolder(text: Self.files)
        // Files changed an hour ago, which the cache keeps (see `CooklangParseCacheTests`).
        for path in Self.files.keys { try CooklangParseCacheTests().age(root.appendingPathComponent(path)) }
        let cache = root.path + "-cache"
        defer {
            try? FileManager.default.removeItem(at: root)
            try? FileManager.default.removeItem(atPath: cache)
        }
        let parsed = try RecipeCatalog(cooklangFolder: root.path, cacheDirectory: cache, progress: nil)
        CacheWrites.waitForPending()
        let cached = try RecipeCatalog(cooklangFolder: root.path, cacheDirectory: cache, progress: nil)
        for catalog in [parsed, cached] {
            let columns = Self.columns(of: catalog)
            #expect(columns["Mains/Curry"]?.labels == [
                "#vegetarian", "#quick", "course:dinner", "servings:4 people", "time:40 minutes", "source.name:grandma",
            ])
            #expect(columns["Mains/Curry"]?.servings == 4)
            #expect(columns["Mains/Stew"]?.labels == ["#meat", "#slow", "servings:6"])
            #expect(columns["Mains/Stew"]?.servings == 6)
        }
    }
}
