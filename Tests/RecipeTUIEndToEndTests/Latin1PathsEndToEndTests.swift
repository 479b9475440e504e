import Foundation
import RecipeTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `--data` and `--state` through folders named in Latin-1 bytes, which no Swift `String` holds: used as given, shown escaped.
@Suite("Paths that are not UTF-8, end to end")
struct Latin1PathsEndToEndTests {
    /// `name` with the Latin-1 byte for é (0xE9) at the end, as bytes.
    static func latin1(_ name: String) -> [UInt8] { Array(name.utf8) + [0xE9] }

    /// The same name as the shell builds it with printf (`caf\351`), for a command line.
    static func shellWord(_ name: String) -> String { "\"$(printf '\(name)\\351')\"" }

    /// Renames `from` to the path `folder` + "/" + `bytes`; the bytes need not be UTF-8.
    static func rename(_ from: String, toBytesIn folder: String, _ bytes: [UInt8]) -> Int32 {
        Glibc.rename(from, (Array((folder + "/").utf8) + bytes).map { CChar(bitPattern: $0) } + [0])
    }

    /// Reads the file at `folder` + "/" + `bytes` + `rest`; nil when it cannot be read.
    static func contents(in folder: String, _ bytes: [UInt8], _ rest: String) -> Data? {
        let path = (Array((folder + "/").utf8) + bytes + Array(rest.utf8)).map { CChar(bitPattern: $0) } + [0]
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            guard count > 0 else { break }
            data.append(contentsOf: buffer[0..<count])
        }
        return data
    }

    /// Writes `text` to a new file at `folder` + "/" + `bytes` + `rest`; false when it cannot.
    static func write(_ text: String, in folder: String, _ bytes: [UInt8], _ rest: String) -> Bool {
        let path = (Array((folder + "/").utf8) + bytes + Array(rest.utf8)).map { CChar(bitPattern: $0) } + [0]
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        return Glibc.write(descriptor, bytes, bytes.count) == bytes.count
    }

    @Test("A collection and a state file in Latin-1 folders: browsed, watched, saved there, restored, and named with \\xE9 in messages")
    func latin1DataAndState() throws {
        let session = try TmuxSession()
        let scratch = session.scratch
        let collection = scratch + "/collection"
        try FileManager.default.copyItem(atPath: TestCatalogs.cooklangPath, toPath: collection)
        #expect(Self.rename(collection, toBytesIn: scratch, Self.latin1("caf")) == 0)
        // Given back their UTF-8 names, so that the session's scratch folder can be removed as usual.
        defer {
            _ = Glibc.rename((Array((scratch + "/").utf8) + Self.latin1("caf")).map { CChar(bitPattern: $0) } + [0], collection)
            _ = Glibc.rename((Array((scratch + "/").utf8) + Self.latin1("st")).map { CChar(bitPattern: $0) } + [0], scratch + "/state")
        }
        let arguments = [
            try RecipeTUIApp.binary(), "--date", RecipeTUIApp.fixedDate,
        ].map(TmuxSession.shellQuoted).joined(separator: " ")
        let launch = arguments + " --data " + TmuxSession.shellQuoted(scratch) + "/" + Self.shellWord("caf")
            + " --state " + TmuxSession.shellQuoted(scratch) + "/" + Self.shellWord("st") + "/state.json"

        var command = try session.runShellLine(launch)
        let first = try session.waitUntil("the collection's first frame, with its notice") { $0.first == Screen.topBar(" Baking") && TmuxSession.notice(in: $0) != nil }
        // The collection's broken reference is named under the folder as given, its byte escaped.
        let notice = TmuxSession.notice(in: first) ?? ""
        #expect(notice.contains("/caf\\xE9: Weeknight Omelette.cook:"), "\(notice)")
        // Watched through the folder's descriptor: a recipe added there is reloaded, and the notice names the folder as given.
        #expect(Self.write("Mix @sugar{1%tbsp}.\n", in: scratch, Self.latin1("caf"), "/Baking/New Cake.cook"))
        try session.waitForScreen(containing: "caf\\xE9 changed: \"New Cake\" was added.")
        try session.sendKeys("Down", "Down", "Down", "Right", "Down", "Right")
        try session.waitUntil("Pizza Margherita is open") { $0[0] == Screen.topBar(" Mains › Pizza Margherita") }
        try session.sendKeys("q")
        #expect(try session.waitForExit(ofCommand: command) == 0)
        let saved = try #require(Self.contents(in: scratch, Self.latin1("st"), "/state.json"))
        #expect(SavedState(data: saved) == SavedState(selectedCategory: "Mains", path: ["Mains/Pizza Margherita"], focus: "detail"))

        command = try session.runShellLine(launch)
        try session.waitUntil("the place is restored from the Latin-1 folder") { $0[0] == Screen.topBar(" Mains › Pizza Margherita") }
        try session.sendKeys("q")
        #expect(try session.waitForExit(ofCommand: command) == 0)

        // A Latin-1 folder that is not there is named as given, and called a folder.
        let errors = scratch + "/errors.txt"
        command = try session.runShellLine(
            arguments + " --data " + TmuxSession.shellQuoted(scratch) + "/" + Self.shellWord("nowhere") + "/Mains 2> " + TmuxSession.shellQuoted(errors))
        #expect(try session.waitForExit(ofCommand: command) == 1)
        let message = String(decoding: FileManager.default.contents(atPath: errors) ?? Data(), as: UTF8.self)
        #expect(message == "recipe-tui: \(scratch)/nowhere\\xE9: cannot open the folder: No such file or directory\n")
    }

    @Test("A JSON file in a Latin-1 folder is watched with no notice that it is not, and its change is reloaded")
    func latin1JSONFolder() throws {
        let session = try TmuxSession()
        let scratch = session.scratch
        let folder = scratch + "/data"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let original = try String(contentsOfFile: RecipeTUIApp.dataPath, encoding: .utf8)
        try original.write(toFile: folder + "/recipes.json", atomically: false, encoding: .utf8)
        #expect(Self.rename(folder, toBytesIn: scratch, Self.latin1("caf")) == 0)
        defer { _ = Glibc.rename((Array((scratch + "/").utf8) + Self.latin1("caf")).map { CChar(bitPattern: $0) } + [0], folder) }

        let command = try session.runShellLine(
            [try RecipeTUIApp.binary(), "--date", RecipeTUIApp.fixedDate, "--state", scratch + "/state.json"].map(TmuxSession.shellQuoted).joined(separator: " ")
                + " --data " + TmuxSession.shellQuoted(scratch) + "/" + Self.shellWord("caf") + "/recipes.json")
        let first = try session.waitForAppFrame()
        #expect(TmuxSession.notice(in: first) == nil, "\(TmuxSession.framed(first))")
        // Written in place, as the file's own folder is watched through the descriptor.
        let changed = original.replacingOccurrences(of: "\"Masala Chai\"", with: "\"Masala Chai Tea\"")
        let path = (Array((scratch + "/").utf8) + Self.latin1("caf") + Array("/recipes.json".utf8)).map { CChar(bitPattern: $0) } + [0]
        let descriptor = open(path, O_WRONLY | O_TRUNC)
        #expect(descriptor >= 0)
        let bytes = Array(changed.utf8)
        #expect(Glibc.write(descriptor, bytes, bytes.count) == bytes.count)
        close(descriptor)
        let lines = try session.waitForScreen(containing: "recipes.json changed: \"Masala Chai Tea\" changed.")
        #expect(!lines.joined().contains("not watched"), "\(TmuxSession.framed(lines))")
        try session.sendKeys("q")
        #expect(try session.waitForExit(ofCommand: command) == 0)
    }
}
