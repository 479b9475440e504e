import Foundation
import RecipeGenerator
import RecipeTestSupport
import Testing

@testable import RecipeModel

/// `e` after an editor saved the data file by renaming a new file over it: the line is counted in the
/// file as it is now, not in the old version the catalog still reads.
@Suite("The line of a recipe after the data file was replaced")
struct LineAfterRenameTests {
    /// A catalog text whose first recipe's summary is `padding` long (to make the file large), with
    /// `extraLines` blank lines before the recipe "b".
    static func text(extraLines: Int, padding: Int = 0) -> String {
        """
        {
          "categories": [{"id": "all", "name": "All"}],
          "recipes": [
            {"id": "a", "name": "A", "category": "all", "summary": "\(String(repeating: "x", count: padding))"},\(String(repeating: "\n", count: extraLines))
            {
              "id": "b", "name": "B", "category": "all"
            }
          ]
        }

        """
    }

    /// Saves `text` as an editor that writes a new file and renames it over the old one does.
    static func saveByRename(_ text: String, to path: String) throws {
        let temporary = path + ".swp"
        try text.write(toFile: temporary, atomically: false, encoding: .utf8)
        guard rename(temporary, path) == 0 else { throw CocoaError(.fileWriteUnknown) }
    }

    @Test("A small file read into memory, and a large one read back with pread: replaced by rename, the line is the new file's", arguments: [0, 1 << 21])
    func replacedByRename(padding: Int) throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let path = scratch.url.appendingPathComponent("recipes.json").path
        try Self.text(extraLines: 0, padding: padding).write(toFile: path, atomically: false, encoding: .utf8)
        let catalog = try RecipeCatalog(contentsOfFile: path)
        #expect((try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0 >= RecipeCatalog.mappingThreshold) == (padding > 0))
        #expect(catalog.line(ofRecipe: "b") == 5)

        try Self.saveByRename(Self.text(extraLines: 3, padding: padding), to: path)
        #expect(catalog.line(ofRecipe: "b") == 8)
        // Rewritten in place too (a write of the same length would not be seen by size; this one adds lines).
        try Self.text(extraLines: 6, padding: padding).write(toFile: path, atomically: false, encoding: .utf8)
        #expect(catalog.line(ofRecipe: "b") == 11)
        #expect(catalog.line(ofRecipe: "a") == 4)
    }

    @Test("The recipe gone from the new file, or the file unreadable now: no line, and the editor opens at the top")
    func goneFromTheNewFile() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let path = scratch.url.appendingPathComponent("recipes.json").path
        try Self.text(extraLines: 0).write(toFile: path, atomically: false, encoding: .utf8)
        let catalog = try RecipeCatalog(contentsOfFile: path)
        try Self.saveByRename(Self.text(extraLines: 0).replacingOccurrences(of: "\"id\": \"b\"", with: "\"id\": \"c\""), to: path)
        #expect(catalog.line(ofRecipe: "b") == nil)
        try Self.saveByRename("{ not json", to: path)
        #expect(catalog.line(ofRecipe: "a") == nil)
    }
}
