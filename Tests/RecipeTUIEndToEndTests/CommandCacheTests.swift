import Foundation
import RecipeGenerator
import RecipeTestSupport
import Testing

/// The commands that print and exit keep the caches their load writes, so that a later run is a later launch.
@Suite("Caches kept by recipe-tui show")
struct CommandCacheTests {
    /// Runs the built `recipe-tui show` on `data` with its caches in `cache`; the exit status.
    private static func show(_ recipe: String, data: String, cache: String) throws -> Int32 {
        let result = try ProcessRunner.run(
            try RecipeTUIApp.binary(), ["show", recipe, "--data", data, "--format", "json"],
            environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "XDG_CACHE_HOME": cache],
            standardInput: FileHandle(forReadingAtPath: "/dev/null"))
        return result.status
    }

    /// The index caches under `cache`.
    private static func indexCaches(in cache: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: cache + "/recipe-tui")) ?? []
        return names.filter { $0.hasSuffix(".index") }
    }

    @Test("show leaves the index cache of a large file behind, whether the recipe is found or not (every run was a first launch: 0.3 s at 100,000 recipes)")
    func showKeepsTheIndexCache() throws {
        let scratchFolder = try ScratchFolder("recipe-e2e")
        defer { scratchFolder.remove() }
        let scratch = scratchFolder.path
        // Over 1 MiB, the size from which the index is cached, and large enough that its writing outlasts the command.
        let data = scratch + "/recipes.json"
        try Data(CatalogGenerator(recipes: 10_000, categories: 9, seed: 5).generate()).write(to: URL(fileURLWithPath: data))
        let recipe = try #require(Self.firstRecipeID(in: data))

        #expect(try Self.show(recipe, data: data, cache: scratch + "/found") == 0)
        #expect(Self.indexCaches(in: scratch + "/found").count == 1)
        #expect(try Self.show("no-such-recipe", data: data, cache: scratch + "/unknown") == 2)
        #expect(Self.indexCaches(in: scratch + "/unknown").count == 1)
    }

    /// The first `"id"` of a generated catalog.
    private static func firstRecipeID(in path: String) -> String? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any],
            let recipes = object["recipes"] as? [[String: Any]] else { return nil }
        return recipes.first?["id"] as? String
    }
}
