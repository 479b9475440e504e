import CooklangCatalog
import Foundation
import RecipeGenerator
import RecipeTestSupport
import Testing

@testable import RecipeModel

/// The data file behind a catalog, and the line each recipe starts on, for an editor's `+LINE`.
@Suite("The data file's path and each recipe's line")
struct CatalogSourceLineTests {
    /// The recipe IDs in the file's own order, read with Foundation's parser rather than the catalog's.
    static func idsInFileOrder(_ bytes: [UInt8]) throws -> [String] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        let recipes = try #require(object["recipes"] as? [[String: Any]])
        return recipes.compactMap { $0["id"] as? String }
    }

    /// The 1-based line of the `{` that opens the object of recipe `id`, found by searching the text:
    /// the `{` before the first `"id"` member holding that ID.
    static func expectedLine(of id: String, in bytes: [UInt8]) throws -> Int {
        let text = String(decoding: bytes, as: UTF8.self)
        let member = try #require(text.range(of: "\"id\": \"\(id)\"") ?? text.range(of: "\"id\":\"\(id)\""))
        let brace = try #require(text[..<member.lowerBound].lastIndex(of: "{"))
        return text[..<brace].filter { $0 == "\n" }.count + 1
    }

    /// The first, a middle and the last recipe of the file.
    static func sampleIDs(_ bytes: [UInt8]) throws -> [String] {
        let ids = try idsInFileOrder(bytes)
        return [ids[0], ids[ids.count / 2], ids[ids.count - 1]]
    }

    @Test("The bundled data/recipes.json, read into memory: its path, and the line of its first, a middle and its last recipe")
    func bundledFile() throws {
        let path = TestCatalogs.bundledPath
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(bytes.count < RecipeCatalog.mappingThreshold)
        let catalog = try RecipeCatalog(contentsOfFile: path)
        #expect(catalog.dataFilePath == path)
        let ids = try Self.sampleIDs(bytes)
        #expect(try ids.map { catalog.line(ofRecipe: $0) } == ids.map { try Self.expectedLine(of: $0, in: bytes) })
        // The lines are where the objects open, as the file shows them.
        let lines = String(decoding: bytes, as: UTF8.self).components(separatedBy: "\n")
        for id in ids {
            let line = try #require(catalog.line(ofRecipe: id))
            #expect(lines[line - 1].trimmingCharacters(in: .whitespaces) == "{")
            #expect(lines[line].contains("\"\(id)\""))
        }
    }

    @Test("A generated file large enough to be read back with pread in many chunks, scanned and then from its cache")
    func generatedFile() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("generated.json").path
        let bytes = CatalogGenerator(recipes: 1500, categories: 12, seed: 9).generate()
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        #expect(bytes.count >= RecipeCatalog.mappingThreshold)
        #expect(bytes.count > 10 * DocumentByteSource.lineCountingChunk)
        let ids = try Self.sampleIDs(bytes)
        let expected = try ids.map { try Self.expectedLine(of: $0, in: bytes) }
        #expect(expected[0] < expected[1] && expected[1] < expected[2])

        let options = CatalogLoadOptions(cacheDirectory: directory.appendingPathComponent("cache").path)
        let scanned = try RecipeCatalog(contentsOfFile: path, options: options)
        CatalogCache.waitForPendingStores()
        let cached = try RecipeCatalog(contentsOfFile: path, options: options)
        #expect([scanned.origin, cached.origin] == [.scanned, .cache])
        for catalog in [scanned, cached] {
            #expect(catalog.dataFilePath == path)
            #expect(ids.map { catalog.line(ofRecipe: $0) } == expected)
        }
    }

    @Test("No line where the catalog knows no place in a file: an unknown ID, values, a Cooklang folder; and no data file path but a JSON file's")
    func noLine() throws {
        #expect(bundledCatalogForLines.line(ofRecipe: "no-such-recipe") == nil)
        #expect(TestCatalogs.small.dataFilePath == nil)
        #expect(TestCatalogs.small.line(ofRecipe: "apple-pie") == nil)
        let fromBytes = try RecipeCatalog(jsonBytes: CatalogGenerator(recipes: 20, categories: 3, seed: 2).generate())
        #expect(fromBytes.dataFilePath == nil)
        let cooklang = try RecipeCatalog(cooklangFolder: TestCatalogs.cooklangPath)
        #expect(cooklang.dataFilePath == nil)
        #expect(cooklang.line(ofRecipe: "Mains/Pizza Margherita") == nil)
    }

    @Test("A line is counted in the document the index was built from, whatever its size; past its end there is none")
    func lineNumbersOfADocument() {
        let bytes = Array("{\n\n  {\n}\n".utf8)
        let document = DocumentByteSource(bytes: bytes)
        #expect([0, 1, 2, 3, 5, 7, 8, 9].map { document.lineNumber(atOffset: $0) } == [1, 1, 2, 3, 3, 4, 4, 5])
        #expect(document.lineNumber(atOffset: bytes.count + 1) == nil)
        #expect(document.lineNumber(atOffset: -1) == nil)
    }
}

/// The bundled catalog, loaded from its file.
private let bundledCatalogForLines: RecipeCatalog = {
    do {
        return try RecipeCatalog(contentsOfFile: TestCatalogs.bundledPath)
    } catch {
        fatalError("cannot load the bundled catalog: \(error)")
    }
}()
