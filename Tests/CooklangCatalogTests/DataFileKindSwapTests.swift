import Cooklang
import Foundation
import RecipeTestSupport
import Testing

@testable import CooklangCatalog
@testable import RecipeModel

#if canImport(Glibc)
import Glibc
#endif

/// A file of data that changed kind after it was found (a `.cook` file or the JSON file replaced by a
/// FIFO, a socket, a device or a folder): no read of it waits, at launch or in the detail.
@Suite("A data file that changes kind under a read")
struct DataFileKindSwapTests {
    /// Runs `body` on a thread of its own and waits at most 10 s: a read that blocks fails the test instead of hanging the suite.
    static func withinDeadline<T: Sendable>(_ what: String, _ body: @escaping @Sendable () -> T) throws -> T {
        let box = Box<T>()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            box.value = body()
            done.signal()
        }
        try #require(done.wait(timeout: .now() + 10) == .success, "\(what) blocked")
        return try #require(box.value)
    }

    private final class Box<T>: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: T?
        var value: T? {
            get { lock.withLock { stored } }
            set { lock.withLock { stored = newValue } }
        }
    }

    /// What can take a file's place.
    enum Replacement: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case fifo, socket, folder, linkToDevice
        var testDescription: String { rawValue }

        /// Replaces the file at `path` with it; what it is, in the words a refusal uses.
        func replace(_ path: String) throws -> String {
            #expect(unlink(path) == 0)
            switch self {
            case .fifo:
                #expect(mkfifo(path, 0o644) == 0)
                return "it is a FIFO, not a regular file"
            case .socket:
                let server = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
                var address = sockaddr_un()
                address.sun_family = sa_family_t(AF_UNIX)
                withUnsafeMutableBytes(of: &address.sun_path) { bytes in
                    for (index, byte) in path.utf8.enumerated() where index < bytes.count - 1 { bytes[index] = byte }
                }
                let bound = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(server, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) } }
                #expect(bound == 0)
                close(server)
                return "it is a socket, not a regular file"
            case .folder:
                #expect(mkdir(path, 0o755) == 0)
                return "it is a directory, not a file"
            case .linkToDevice:
                #expect(symlink("/dev/zero", path) == 0)
                return "it is a character device, not a regular file"
            }
        }
    }

    @Test("A .cook file replaced after the walk saw it: the launch's read lists it with the reason, at once", arguments: Replacement.allCases)
    func cookFileAtLaunch(_ replacement: Replacement) throws {
        let root = try makeCooklangFolder(text: ["Soups/Leek.cook": "Boil @leeks{2}.", "Soups/Pea.cook": "Boil @peas{1%cup}."])
        defer { try? FileManager.default.removeItem(at: root) }
        let listing = try CooklangFolder.list(root.path)
        let reason = try replacement.replace(root.path + "/Soups/Leek.cook")
        let parsed = try Self.withinDeadline("parsing the listed files") { CooklangFileParsing.parse(listing.files) }
        #expect(parsed.map(\.problems) == [["cannot read the file (\(reason)); listed without its contents"], []])
    }

    @Test("The detail's read of a recipe whose file was replaced returns at once, empty", arguments: Replacement.allCases)
    func cookFileInDetail(_ replacement: Replacement) throws {
        let root = try makeCooklangFolder(text: ["Soups/Leek.cook": "Boil @leeks{2}.", "Soups/Pea.cook": "Boil @peas{1%cup}."])
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = try RecipeCatalog(cooklangFolder: root.path)
        let entry = try #require(catalog.cooklang?.entry(ofRecipe: "Soups/Leek"))
        #expect(entry.recipe().ingredients.map(\.name) == ["leeks"])
        _ = try replacement.replace(root.path + "/Soups/Leek.cook")
        let ingredients = try Self.withinDeadline("the detail's read") { entry.recipe().ingredients.map(\.name) }
        #expect(ingredients == [])
    }

    @Test("The JSON file: a FIFO named at launch that nobody writes to is an error at once; read again while the app runs, anything but a regular file is refused")
    func jsonFile() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.path + "/recipes.json"
        try #require(mkfifo(path, 0o644) == 0)
        let atLaunch = try Self.withinDeadline("the launch's load") { () -> String? in
            do {
                _ = try RecipeCatalog(contentsOfFile: path)
                return nil
            } catch let error as CatalogLoadError {
                return error.description
            } catch {
                return "\(error)"
            }
        }
        #expect(atLaunch?.hasPrefix(path) == true)
        for replacement in Replacement.allCases {
            #expect(FileManager.default.createFile(atPath: path, contents: Data("{}".utf8)))
            let reason = try replacement.replace(path)
            let reloaded = try Self.withinDeadline("a reload's load of a \(replacement)") { () -> String? in
                do {
                    _ = try RecipeCatalog(contentsOfFile: path, options: CatalogLoadOptions(regularFileOnly: true))
                    return nil
                } catch let error as CatalogLoadError {
                    return error.description
                } catch {
                    return "\(error)"
                }
            }
            #expect(reloaded == "\(path): cannot read the file: \(reason)")
            try? FileManager.default.removeItem(atPath: path)
        }
    }
}
