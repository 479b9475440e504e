import Glibc
import RecipeTestSupport
import Testing

@testable import SystemFiles

/// Paths kept as the bytes given: shown with their odd bytes escaped, and opened through a descriptor when no text can name them.
@Suite("RawPath")
struct RawPathTests {
    /// `caf` and the Latin-1 byte for é: a folder name no `String` holds.
    static let latin1Name: [UInt8] = Array("caf".utf8) + [0xE9]

    @Test("UTF-8 is shown as it is, and each other byte as \\xHH")
    func shown() {
        #expect(RawPath("/home/cook/Crêpes").shown == "/home/cook/Crêpes")
        #expect(RawPath(bytes: Array("/tmp/".utf8) + Self.latin1Name + Array("/x".utf8)).shown == "/tmp/caf\\xE9/x")
        #expect(RawPath(bytes: [0x61, 0xC3, 0x0F, 0xFF]).shown == "a\\xC3\u{0F}\\xFF")
        #expect(RawPath(bytes: Array("é".utf8)).isUTF8)
        #expect(!RawPath(bytes: Self.latin1Name).isUTF8)
    }

    @Test("A UTF-8 path is opened as itself")
    func utf8Openable() throws {
        #expect(try RawPath("/tmp/anything").openable() == "/tmp/anything")
    }

    @Test("A path through a Latin-1 folder opens the file in it, and its real path keeps the bytes")
    func latin1Folder() throws {
        let scratch = try ScratchFolder()
        let folder = RawPath(bytes: Array((scratch.path + "/").utf8) + Self.latin1Name)
        #expect(folder.withCString { mkdir($0, 0o700) } == 0)
        defer { _ = folder.withCString { rmdir($0) } }
        let file = RawPath(bytes: folder.bytes + Array("/recipes.json".utf8))
        let descriptor = file.withCString { creat($0, 0o600) }
        #expect(descriptor >= 0)
        close(descriptor)
        defer { _ = file.withCString { unlink($0) } }

        let opened = try file.openable()
        #expect(opened.hasPrefix("/proc/\(getpid())/fd/") && opened.hasSuffix("/recipes.json"))
        var status = stat()
        #expect(stat(opened, &status) == 0 && status.st_mode & S_IFMT == S_IFREG)
        #expect(RawPath(opened).resolved() == file.resolved())
        #expect(file.resolved()?.bytes.suffix(17) == Self.latin1Name + Array("/recipes.json".utf8))
        // The folder itself, as a collection is given.
        let openedFolder = try folder.openable()
        #expect(stat(openedFolder + "/recipes.json", &status) == 0)
    }

    @Test("A missing Latin-1 folder is named in the error, or made for a state file")
    func missingFolder() throws {
        let scratch = try ScratchFolder()
        let folder = RawPath(bytes: Array((scratch.path + "/").utf8) + Self.latin1Name)
        let file = RawPath(bytes: folder.bytes + Array("/state.json".utf8))
        #expect(throws: RawPathError(path: folder, reason: "cannot open the folder: No such file or directory")) { try file.openable() }
        #expect(RawPathError(path: folder, reason: "x").description == scratch.path + "/caf\\xE9: x")

        let opened = try file.openable(creatingFolders: true)
        defer { _ = folder.withCString { rmdir($0) } }
        var status = stat()
        #expect(folder.withCString { stat($0, &status) } == 0 && status.st_mode & S_IFMT == S_IFDIR)
        #expect(opened.hasSuffix("/state.json"))
    }

    @Test("A file whose own name is not UTF-8 is refused with the reason")
    func latin1FileName() throws {
        let scratch = try ScratchFolder()
        let file = RawPath(bytes: Array((scratch.path + "/").utf8) + Self.latin1Name)
        let descriptor = file.withCString { creat($0, 0o600) }
        #expect(descriptor >= 0)
        close(descriptor)
        defer { _ = file.withCString { unlink($0) } }
        #expect(throws: RawPathError(path: file, reason: "its last name, caf\\xE9, is not UTF-8; only the names of folders on the way may be")) {
            try file.openable()
        }
    }
}
