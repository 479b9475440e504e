import Foundation
import RecipeGenerator
import Testing
@testable import RecipeModel
import RecipeTestSupport

#if canImport(Glibc)
import Glibc
#endif

/// A data file that another program cuts short or rewrites while the app has it: the app never
/// crashes and never shows a recipe read from another version of the file than the one indexed.
@Suite("A data file that changes under a load or a loaded catalog")
final class ChangedDataFileTests {
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
        // Large enough to be mapped, scanned in place, cached, and read back one recipe at a time.
        bytes = CatalogGenerator(recipes: 1200, categories: 9, seed: 11).generate()
        try Data(bytes).write(to: URL(fileURLWithPath: dataPath))
    }

    deinit {
        DataFile.afterMapping.withLock { $0[dataPath] = nil }
        scratch.remove()
    }

    private func load(cache: Bool = false) throws -> RecipeCatalog {
        defer { CatalogCache.waitForPendingStores() }
        return try RecipeCatalog(contentsOfFile: dataPath, options: CatalogLoadOptions(cacheDirectory: cache ? cacheDirectory : nil))
    }

    /// Writes `contents` over the data file in place: the same inode, opened with O_TRUNC, as an editor that does not rename.
    private func rewriteInPlace(_ contents: [UInt8]) throws {
        let inode = Self.inode(dataPath)
        let descriptor = open(dataPath, O_WRONLY | O_TRUNC)
        #expect(descriptor >= 0)
        defer { close(descriptor) }
        let written = contents.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        #expect(written == contents.count)
        #expect(Self.inode(dataPath) == inode)
    }

    private static func inode(_ path: String) -> UInt64 {
        var status = stat()
        return stat(path, &status) == 0 ? UInt64(status.st_ino) : 0
    }

    /// The same catalog with every byte offset shifted: blanks before the opening brace.
    private var shifted: [UInt8] { Array(repeating: UInt8(ascii: " "), count: 37) + bytes }

    // MARK: - Cut short during the scan

    @Test("a file cut short between mapping it and reading it: the reads past its new end see zeros, and the mapping reports the change")
    func mappedFileCutShort() throws {
        let file = try DataFile(path: dataPath)
        let path = dataPath
        #expect(throws: DataFile.ChangedWhileRead.self) {
            try file.withMappedBytes { mapped in
                // Without the guard this read of a page past the new end ended the process with SIGBUS.
                truncate(path, 4096)
                return mapped.reduce(0) { $0 &+ Int($1) }
            }
        }
    }

    @Test("a data file cut short while it is scanned fails the load with an error that says it changed, and the next load reads it")
    func cutShortDuringScan() throws {
        let path = dataPath
        let half = off_t(bytes.count / 2)
        DataFile.afterMapping.withLock { $0[path] = { truncate(path, half) } }
        #expect(throws: CatalogLoadError(file: dataPath, error: .changedWhileRead)) { try self.load() }
        #expect(CatalogError.changedWhileRead.message(file: "r.json") == "r.json: the file changed while it was read (another program cut it short or wrote to it); loading it again will read the new version")
        DataFile.afterMapping.withLock { $0[path] = nil }
        // The writer done: the whole file back, read as usual.
        try Data(bytes).write(to: URL(fileURLWithPath: dataPath))
        #expect(try load().recipeCount == 1200)
    }

    @Test("a data file written in place while it is scanned (same size) fails the load the same way")
    func writtenDuringScan() throws {
        let path = dataPath
        DataFile.afterMapping.withLock {
            $0[path] = {
                let descriptor = open(path, O_WRONLY)
                _ = pwrite(descriptor, " ", 1, 0)
                close(descriptor)
            }
        }
        #expect(throws: CatalogLoadError(file: dataPath, error: .changedWhileRead)) { try self.load() }
    }

    @Test("a data file cut short while a racy cache hashes it: the cache is not trusted and the file is scanned")
    func cutShortWhileHashed() throws {
        let file = try DataFile(path: dataPath)
        let path = dataPath
        DataFile.afterMapping.withLock { $0[path] = { truncate(path, 100) } }
        #expect(CatalogCache.contentHash(of: file) == nil)
    }

    // MARK: - Rewritten in place after the load

    /// The entry standing in for a recipe when loading its detail (what the runtime reads when the
    /// recipe is shown, and answers with a reload) found the file changed; nil for any other answer.
    private func changedOnDisk(_ detail: RecipeDetail?) -> Recipe? {
        if case .changedOnDisk(let entry)? = detail { return entry }
        return nil
    }

    /// The recipe when loading its detail read it whole; nil for any other answer.
    private func whole(_ detail: RecipeDetail?) -> Recipe? {
        if case .recipe(let recipe)? = detail { return recipe }
        return nil
    }

    @Test("a file rewritten in place after the load (offsets shifted): an unread recipe is a stand-in that says so, a read one stays whole, and loading the detail says it changed", arguments: [false, true])
    func rewrittenInPlace(fromCache: Bool) throws {
        if fromCache { _ = try load(cache: true) }
        let catalog = try load(cache: fromCache)
        #expect(catalog.origin == (fromCache ? .cache : .scanned))
        let precise = try RecipeCatalog(parsing: bytes)
        let read = precise.index.id(of: 3)
        let unread = precise.index.id(of: 700)
        let whole = try #require(catalog[read])
        #expect(whole == precise[read])
        // Before the change, loading a detail reads the recipe whole, and says nothing changed.
        let earlier = precise.index.id(of: 500)
        #expect(self.whole(catalog.loadDetail(earlier)) == precise[earlier])

        try rewriteInPlace(shifted)

        // Before the fix: the bytes at the old offsets were another recipe's, and the detail showed
        // the list entry as if it were the whole recipe, without ingredients or directions.
        let entry = Recipe(id: unread, name: precise[unread]!.name, categoryID: precise[unread]!.categoryID, minutes: precise[unread]!.minutes)
        #expect(catalog.fullRecipe(unread) == .changedOnDisk(entry))
        // What the runtime reads when the recipe is shown: its entry, changed on disk (the runtime asks for a reload).
        #expect(changedOnDisk(catalog.loadDetail(unread)) == entry)
        #expect(self.whole(catalog.loadDetail(earlier)) == precise[earlier])
        // One whole recipe from one version: what was read before the change is still given whole.
        #expect(catalog.fullRecipe(read) == .recipe(whole))
        #expect(catalog[read] == whole)
        #expect(catalog.fullRecipe("no-such-recipe") == nil)
    }

    @Test("a file cut short after the load: loading the detail says it changed, and nothing is decoded from what is left")
    func truncatedAfterLoad() throws {
        let catalog = try load()
        truncate(dataPath, off_t(bytes.count / 3))
        let last = try RecipeCatalog(parsing: bytes).index.id(of: 1199)
        guard case .changedOnDisk? = catalog.fullRecipe(last) else {
            Issue.record("\(String(describing: catalog.fullRecipe(last)))")
            return
        }
        #expect(changedOnDisk(catalog.loadDetail(last))?.id == last)
    }

    @Test("a file replaced by renaming another over it: the old recipes are still read whole from the old inode, and nothing changed")
    func renamedOver() throws {
        let catalog = try load()
        let precise = try RecipeCatalog(parsing: bytes)
        let replacement = directory.appendingPathComponent("recipes.json.new").path
        try Data(shifted).write(to: URL(fileURLWithPath: replacement))
        #expect(rename(replacement, dataPath) == 0)
        for position in [0, 600, 1199] {
            let id = precise.index.id(of: position)
            #expect(catalog.fullRecipe(id) == .recipe(precise[id]!))
        }
        // Recipes not read before are read whole from the old inode too: no detail says the file changed.
        for position in [300, 900] {
            let id = precise.index.id(of: position)
            #expect(whole(catalog.loadDetail(id)) == precise[id])
        }
    }

    @Test("a small file, read whole into memory, is never affected by a later change")
    func smallFileInMemory() throws {
        let small = directory.appendingPathComponent("small.json").path
        let json = CatalogGenerator(recipes: 20, categories: 3, seed: 2).generate()
        try Data(json).write(to: URL(fileURLWithPath: small))
        let catalog = try RecipeCatalog(contentsOfFile: small)
        truncate(small, 0)
        let id = try RecipeCatalog(parsing: json).index.id(of: 5)
        #expect(catalog.fullRecipe(id) == .recipe(try RecipeCatalog(parsing: json)[id]!))
        let other = try RecipeCatalog(parsing: json).index.id(of: 6)
        #expect(whole(catalog.loadDetail(other)) == (try RecipeCatalog(parsing: json)[other]))
    }
}
