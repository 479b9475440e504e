#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif
import Cooklang
import RecipeTestSupport
import Testing

@Suite("Cooklang folders")
struct FolderTests {
    @Test("Every .cook file below the folder, by ID; hidden, other and special files skipped; links followed without looping")
    func listing() throws {
        let folder = try ScratchFolder("cooklang-folder")
        defer { folder.remove() }
        try folder.file("Root Recipe.cook")
        try folder.folder("Shared")
        try folder.file("Shared/Pizza Dough.cook", "Knead @flour{500%g}.")
        try folder.folder("Shared/Deeper")
        try folder.file("Shared/Deeper/Pesto.cook")
        try folder.file("Shared/.Secret.cook")
        try folder.folder(".hidden")
        try folder.file(".hidden/Hidden.cook")
        try folder.file("plan.menu")
        try folder.file("notes.txt")
        try folder.file(".cook")
        try #require(mkfifo(folder.path + "/Pipe.cook", 0o644) == 0)
        // A loop back to the root, a second way into Shared, a link to a file, and one to nothing.
        try folder.link("Shared/Deeper/Up", to: "../..")
        try folder.link("Another Shared", to: "Shared")
        try folder.link("Linked Recipe.cook", to: "Shared/Pizza Dough.cook")
        try folder.link("Broken.cook", to: "nowhere.cook")

        let listing = try CooklangFolder.list(folder.path + "/")
        #expect(listing.files.map(\.id) == ["Linked Recipe", "Root Recipe", "Shared/Deeper/Pesto", "Shared/Pizza Dough"])
        #expect(listing.files.map(\.path) == listing.files.map { folder.path + "/" + $0.id + ".cook" })
        #expect(listing.files.first { $0.id == "Shared/Pizza Dough" }?.size == 20)
        #expect(listing.files.allSatisfy { $0.modificationTime > 1_600_000_000 * 1_000_000_000 })
        #expect(listing.notices.map(\.path) == ["Another Shared", "Broken.cook", "Pipe.cook", "Shared/Deeper/Up"])
        #expect(listing.notices.first?.message == "a link to folder Shared, which is listed already; skipped")
    }

    @Test("A folder that is not there, or is a file, cannot be listed")
    func unreadableRoot() throws {
        let folder = try ScratchFolder("cooklang-folder")
        defer { folder.remove() }
        try folder.file("Recipe.cook")
        #expect(throws: CooklangFolderError.self) { try CooklangFolder.list(folder.path + "/missing") }
        #expect(throws: CooklangFolderError(path: folder.path + "/Recipe.cook", reason: "not a folder")) {
            try CooklangFolder.list(folder.path + "/Recipe.cook")
        }
    }

    @Test("A subfolder that cannot be read is a notice, and the rest is listed", .disabled(if: geteuid() == 0, "root reads every folder whatever its permissions"))
    func unreadableSubfolder() throws {
        let folder = try ScratchFolder("cooklang-folder")
        defer {
            chmod(folder.path + "/Locked", 0o755)
            folder.remove()
        }
        try folder.file("Open.cook")
        try folder.folder("Locked")
        try folder.file("Locked/Inside.cook")
        try #require(chmod(folder.path + "/Locked", 0) == 0)
        let listing = try CooklangFolder.list(folder.path)
        #expect(listing.files.map(\.id) == ["Open"])
        #expect(listing.notices.map(\.path) == ["Locked"])
    }

    @Test("Many top-level folders, shared between two threads, are listed as one thread lists them: files by ID, links after real folders, notices by path")
    func manyFolders() throws {
        let folder = try ScratchFolder("cooklang-folder")
        defer { folder.remove() }
        var expected: [String] = []
        for category in ["Mains", "Soups", "Sides", "Drinks", "Cakes", "Breads", "Salads", "Sauces"] {
            try folder.folder(category)
            try folder.folder(category + "/Basics")
            for number in 1...12 {
                try folder.file("\(category)/Recipe \(number).cook")
                expected.append("\(category)/Recipe \(number)")
            }
            try folder.file("\(category)/Basics/Stock.cook")
            try folder.file("\(category)/notes.txt")
            try folder.file("\(category)/.Hidden.cook")
            expected.append("\(category)/Basics/Stock")
        }
        // Names that sort around `/`: a space and a dash sort before it, as strings sort.
        try folder.folder("Mains Two")
        try folder.file("Mains Two/Stew.cook")
        try folder.file("Mains-Loose.cook")
        expected += ["Mains Two/Stew", "Mains-Loose"]
        // A link from one top-level folder into another, found by whichever thread reads it, is skipped as listed already.
        try folder.link("Soups/Linked Sides", to: "../Sides")
        try folder.link("Drinks/Back Up", to: "..")
        try #require(mkfifo(folder.path + "/Cakes/Pipe.cook", 0o644) == 0)

        let listing = try CooklangFolder.list(folder.path)
        #expect(listing.files.map(\.id) == expected.sorted())
        #expect(listing.files.map(\.path) == listing.files.map { folder.path + "/" + $0.id + ".cook" })
        #expect(listing.notices.map(\.description) == [
            "Cakes/Pipe.cook: not a regular file; skipped",
            "Drinks/Back Up: a link to the collection's folder, which is listed already; skipped",
            "Soups/Linked Sides: a link to folder Sides, which is listed already; skipped",
        ])
    }

    @Test("IDs beyond ASCII are sorted as strings sort, with and without combining marks", arguments: [false, true])
    func unicodeOrder(combining: Bool) throws {
        let folder = try ScratchFolder("cooklang-folder")
        defer { folder.remove() }
        // A combining grave accent (U+0300) makes the IDs sort as strings, which look through normalisation.
        let names = ["Zucchini", "Éclair", "Eclair", "eclair", "Crème", "Creme", "Ölkuchen", "Apfel", "Crêpe", "Ñoquis", "Zoë", "Ǆem"]
            + (combining ? ["Cre\u{300}me Fraiche", "Cre\u{300}pes", "Crf"] : [])
        try folder.folder("Desserts")
        try folder.folder("Mains")
        for name in names {
            try folder.file("Desserts/\(name).cook")
            try folder.file("Mains/\(name).cook")
        }
        let listing = try CooklangFolder.list(folder.path)
        let ids = names.map { "Desserts/" + $0 } + names.map { "Mains/" + $0 }
        #expect(listing.files.map(\.id) == ids.sorted())
    }
}
