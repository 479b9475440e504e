import Foundation
import RecipeModel
import RecipeNavigation
import RecipeTestSupport
import Testing

@testable import RecipeApp
@testable import RecipeRuntime

/// The saved place: written atomically and privately, read back exactly, and a bad file is set aside, never lost.
@Suite("StateStore")
struct StateStoreTests {
    let catalog = bundledCatalog
    let pushed = NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie", "pie-crust"]), focus: .detail)

    /// 2026-11-21 12:34:56 in the local time zone, as the set-aside name shows it.
    static let now: Date = {
        var parts = DateComponents()
        (parts.year, parts.month, parts.day, parts.hour, parts.minute, parts.second) = (2026, 11, 21, 12, 34, 56)
        return Calendar(identifier: .gregorian).date(from: parts)!
    }()

    func contents(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }

    func mode(_ path: String) -> mode_t {
        var info = stat()
        guard stat(path, &info) == 0 else { return 0 }
        return info.st_mode & 0o777
    }

    @Test("What is saved is restored exactly, with nothing to report")
    func roundTrip() throws {
        try ScratchFolder.with { directory in
            let store = StateStore(path: directory + "/state/recipe-tui/state.json")
            try store.save(pushed)
            guard case .restored(let restored) = store.load(in: catalog) else {
                Issue.record("expected a restored state, got \(store.load(in: catalog))")
                return
            }
            #expect(restored.model == pushed)
            #expect(restored.report == RestoreReport())
            // Saving again replaces the file; no temporary file is left behind.
            try store.save(NavigationModel(selectedCategory: "drink"))
            #expect(store.load(in: catalog) == .restored(NavigationModel(selectedCategory: "drink").fitted(to: catalog)))
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory + "/state/recipe-tui") == ["state.json"])
        }
    }

    @Test("The saved file is private to the user (0600), and so are the folders made for it (0700)")
    func privateFile() throws {
        try ScratchFolder.with { directory in
            let store = StateStore(path: directory + "/made/state.json")
            try store.save(pushed)
            #expect(mode(store.path) == 0o600)
            #expect(mode(directory + "/made") == 0o700)
        }
    }

    @Test("The file holds only IDs, as JSON ending in a newline")
    func fileFormat() throws {
        try ScratchFolder.with { directory in
            let store = StateStore(path: directory + "/state.json")
            try store.save(pushed)
            let text = String(decoding: contents(store.path) ?? [], as: UTF8.self)
            #expect(
                text == """
                    {
                      "columnVisibility" : "all",
                      "focus" : "detail",
                      "path" : [
                        {
                          "recipe" : "apple-pie"
                        },
                        {
                          "recipe" : "pie-crust"
                        }
                      ],
                      "selectedCategory" : "dessert",
                      "version" : 2
                    }

                    """)
        }
    }

    @Test("A stack at its deepest, of two recipes with 2,000-character IDs that list each other, is saved as over 1 MiB and read back whole")
    func deepestStackOfLongIDsReadsBack() throws {
        let long = String(repeating: "a", count: 2_000)
        let other = String(repeating: "b", count: 2_000)
        let catalog = TestCatalogs.small { _, recipes in
            recipes.append(Recipe(id: long, name: "Long A", categoryID: "dessert", relatedIDs: [other]))
            recipes.append(Recipe(id: other, name: "Long B", categoryID: "dessert", relatedIDs: [long]))
        }
        let path: [Route] = (0..<NavigationModel.maximumDepth).map { .recipe($0 % 2 == 0 ? long : other) }
        let deepest = NavigationModel(selectedCategory: "dessert", path: path, focus: .detail)
        try ScratchFolder.with { directory in
            let store = StateStore(path: directory + "/state.json")
            try store.save(deepest)
            #expect((contents(store.path)?.count ?? 0) > StateStore.maximumSize)
            guard case .restored(let restored) = store.load(in: catalog) else {
                Issue.record("the saved state was not restored")
                return
            }
            #expect(restored.model == deepest)
            #expect(restored.report.isEmpty)
        }
    }

    @Test("No file yet is a first launch")
    func missing() throws {
        try ScratchFolder.with { directory in
            #expect(StateStore(path: directory + "/state.json").load(in: catalog) == .missing)
        }
    }

    @Test("A saved place the catalog no longer fully has is restored as far as it goes, with a report")
    func restoreFitsCatalog() throws {
        try ScratchFolder.with { directory in
            let store = StateStore(path: directory + "/state.json")
            try Data(#"{"version": 1, "selectedCategory": "dessert", "recipePathIds": ["apple-pie", "gone", "pie-crust"], "focus": "detail"}"#.utf8)
                .write(to: URL(fileURLWithPath: store.path))
            guard case .restored(let restored) = store.load(in: catalog) else {
                Issue.record("expected a restored state")
                return
            }
            #expect(restored.model == pushed)
            #expect(restored.report.droppedRecipeIDs == ["gone"])
            #expect(restored.report.summary == "Saved place changed: recipe \"gone\" no longer exists.")
        }
    }

    static let corruptFiles: [CorruptFile] = [
        CorruptFile("empty", [], "not a saved state: "),
        CorruptFile("truncated", Array(#"{"version": 1, "selectedCategory": "des"#.utf8), "not a saved state: "),
        CorruptFile("not JSON", Array("selectedCategory = dessert\n".utf8), "not a saved state: "),
        CorruptFile("binary", [0x00, 0xFF, 0xFE, 0x1B, 0x5B], "not a saved state: "),
        CorruptFile("wrong types", Array(#"{"version": "1", "recipePathIds": "apple-pie"}"#.utf8), "not a saved state: "),
        CorruptFile("path of numbers", Array(#"{"version": 1, "recipePathIds": [1, 2]}"#.utf8), "not a saved state: "),
        CorruptFile("missing path", Array(#"{"version": 1, "selectedCategory": "dessert"}"#.utf8), "not a saved state: "),
        CorruptFile("version 0", Array(#"{"version": 0, "recipePathIds": []}"#.utf8), "not a saved state: "),
        CorruptFile("a JSON array", Array("[1, 2, 3]".utf8), "not a saved state: "),
        CorruptFile("future version", Array(#"{"version": 3, "path": []}"#.utf8), "saved by a newer recipe-tui (format version 3; this one reads up to 2)"),
        CorruptFile("over 1 MiB", Array(repeating: 0x20, count: (1 << 20) + 1), "it is 1048577 bytes, too large to be a saved state"),
    ]

    @Test("A file that is not a saved state is set aside with its bytes intact, and the app starts fresh", arguments: corruptFiles)
    func corruptFileIsSetAside(file: CorruptFile) throws {
        let (name, bytes, reason) = (file.name, file.bytes, file.reason)
        try ScratchFolder.with { directory in
            let store = StateStore(path: directory + "/state.json")
            try Data(bytes).write(to: URL(fileURLWithPath: store.path))
            let result = store.load(in: catalog, now: Self.now)
            let asideName = store.path + ".corrupt-20261121-123456"
            guard case .setAside(let givenReason, let movedTo) = result else {
                Issue.record("\(name): expected the file to be set aside, got \(result)")
                return
            }
            #expect(movedTo == asideName)
            #expect(givenReason.hasPrefix(reason), "\(name): \(givenReason)")
            #expect(!FileManager.default.fileExists(atPath: store.path))
            #expect(contents(asideName) == bytes, "\(name): the set-aside file keeps the original bytes")
            #expect(store.load(in: catalog) == .missing)
        }
    }

    @Test("A second bad file in the same second gets its own name; the first set-aside file is never replaced")
    func setAsideNeverReplaces() throws {
        try ScratchFolder.with { directory in
            let store = StateStore(path: directory + "/state.json")
            try Data("first".utf8).write(to: URL(fileURLWithPath: store.path))
            _ = store.load(in: catalog, now: Self.now)
            try Data("second".utf8).write(to: URL(fileURLWithPath: store.path))
            let result = store.load(in: catalog, now: Self.now)
            guard case .setAside(_, let movedTo) = result else {
                Issue.record("expected the file to be set aside, got \(result)")
                return
            }
            #expect(movedTo == store.path + ".corrupt-20261121-123456-1")
            #expect(contents(store.path + ".corrupt-20261121-123456") == Array("first".utf8))
            #expect(contents(movedTo) == Array("second".utf8))
        }
    }

    @Test("A folder where the file should be is left alone and reported")
    func directoryInPlace() throws {
        try ScratchFolder.with { directory in
            let store = StateStore(path: directory + "/state.json")
            try FileManager.default.createDirectory(atPath: store.path, withIntermediateDirectories: false)
            #expect(store.load(in: catalog) == .unreadable(reason: "it is a folder"))
            #expect(FileManager.default.fileExists(atPath: store.path))
        }
    }

    @Test("Saving under a path whose folder is a file fails with a SaveError that says why")
    func saveIntoAFile() throws {
        try ScratchFolder.with { directory in
            try Data("not a folder".utf8).write(to: URL(fileURLWithPath: directory + "/blocker"))
            let store = StateStore(path: directory + "/blocker/state.json")
            let error = #expect(throws: StateStore.SaveError.self) { try store.save(pushed) }
            // The temporary name ends in 16 random hex digits (see AtomicFileWrite).
            let pattern = "^cannot create " + NSRegularExpression.escapedPattern(for: store.path) + "\\.tmp-[0-9a-f]{16}: " + String(cString: strerror(ENOTDIR)) + "$"
            #expect(error?.description.range(of: pattern, options: .regularExpression) != nil, "\(error?.description ?? "")")
            #expect(contents(directory + "/blocker") == Array("not a folder".utf8))
        }
    }

    @Test("Saving into a folder the user cannot write fails with a SaveError and leaves nothing behind", .disabled(if: geteuid() == 0, "root writes anywhere"))
    func saveIntoReadOnlyFolder() throws {
        try ScratchFolder.with { directory in
            chmod(directory, 0o500)
            let store = StateStore(path: directory + "/state.json")
            #expect(throws: StateStore.SaveError.self) { try store.save(pushed) }
            chmod(directory, 0o700)
            let listing = try FileManager.default.contentsOfDirectory(atPath: directory)
            #expect(listing == [])
        }
    }

    @Test("Saving into a read-only file system fails with a SaveError")
    func saveIntoReadOnlyFileSystem() {
        // /proc refuses new files even to root.
        let store = StateStore(path: "/proc/recipe-tui-test/state.json")
        #expect(throws: StateStore.SaveError.self) { try store.save(pushed) }
    }
}

/// A state file's bytes and the reason it must be refused with, named in the test log by `name` alone (one is a megabyte).
struct CorruptFile: Sendable, CustomTestStringConvertible {
    var name: String
    var bytes: [UInt8]
    var reason: String

    init(_ name: String, _ bytes: [UInt8], _ reason: String) {
        self.name = name
        self.bytes = bytes
        self.reason = reason
    }

    var testDescription: String { name }
}
