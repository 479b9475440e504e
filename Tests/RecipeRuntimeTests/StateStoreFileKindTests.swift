import Foundation
import RecipeModel
import RecipeNavigation
import RecipeTestSupport
import Testing

@testable import RecipeApp
@testable import RecipeRuntime

/// The state path when it is not a plain file: devices, FIFOs and sockets are never replaced, symbolic links are saved through.
@Suite("StateStore: what the path names")
struct StateStoreFileKindTests {
    let catalog = bundledCatalog
    let pushed = NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie", "pie-crust"]), focus: .detail)

    func kind(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    /// Whether this process may make a character device (root, with the right to): tried once in a folder of its own.
    static let canMakeDevice: Bool = {
        guard geteuid() == 0 else { return false }
        return (try? ScratchFolder.with("recipe-mknod-probe") { make("a character device", at: $0 + "/device") }) ?? false
    }()

    /// Makes a FIFO, a socket, or (as root) a character device like /dev/null at `path`; false when it cannot.
    static func make(_ kind: String, at path: String) -> Bool {
        switch kind {
        case "a FIFO":
            return mkfifo(path, 0o600) == 0
        case "a character device":
            return mknod(path, S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0  // 1:3, /dev/null's numbers
        default:
            let listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
            guard listener >= 0 else { return false }
            var address = sockaddr_un()
            address.sun_family = sa_family_t(AF_UNIX)
            let bytes = Array(path.utf8)
            guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { return false }
            withUnsafeMutableBytes(of: &address.sun_path) { buffer in buffer.copyBytes(from: bytes) }
            let bound = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) } }
            close(listener)
            return bound == 0
        }
    }

    @Test("A FIFO or a socket as the state path: nothing is read from it, it is reported, and a save refuses to replace it", arguments: ["a FIFO", "a socket"])
    func notARegularFile(kind description: String) throws {
        try expectLeftAlone(kind: description)
    }

    @Test(
        "A device as the state path: nothing is read from it, it is reported, and a save refuses to replace it",
        .enabled(if: canMakeDevice, "only root, allowed to make devices, can make a character device")
    )
    func device() throws {
        try expectLeftAlone(kind: "a character device")
    }

    /// Makes `description` at the state path, then expects a load and a save to leave it alone.
    func expectLeftAlone(kind description: String) throws {
        try ScratchFolder.with { directory in
            let path = directory + "/state.json"
            try #require(Self.make(description, at: path), "cannot make \(description) here")
            let before = kind(path)
            let store = StateStore(path: path)
            // A FIFO with no writer would block a plain open for reading for ever: this returns at once.
            #expect(store.load(in: catalog) == .unreadable(reason: "it is \(description), not a regular file"))
            let error = #expect(throws: StateStore.SaveError.self) { try store.save(pushed) }
            #expect(error?.description == "\(path) is \(description), not a regular file; it is left alone")
            #expect(kind(path) == before, "the \(description) was replaced")
            #expect((try? FileManager.default.contentsOfDirectory(atPath: directory)) == ["state.json"])
        }
    }

    @Test("A state file that is a symbolic link is saved to the link's target, atomically, and the link stays")
    func symbolicLinkIsSavedThrough() throws {
        try ScratchFolder.with { directory in
            try FileManager.default.createDirectory(atPath: directory + "/dotfiles", withIntermediateDirectories: false)
            try FileManager.default.createDirectory(atPath: directory + "/state", withIntermediateDirectories: false)
            let target = directory + "/dotfiles/state.json"
            let link = directory + "/state/state.json"
            try StateStore(path: target).save(NavigationModel(selectedCategory: "drink"))
            let inodeBefore = try #require(FileManager.default.attributesOfItem(atPath: target)[.systemFileNumber] as? Int)
            // A relative link, as a dotfiles manager makes them.
            #expect(symlink("../dotfiles/state.json", link) == 0)

            let store = StateStore(path: link)
            #expect(store.load(in: catalog) == .restored(NavigationModel(selectedCategory: "drink").fitted(to: catalog)))
            try store.save(pushed)
            #expect(kind(link) == S_IFLNK)
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "../dotfiles/state.json")
            #expect(kind(target) == S_IFREG)
            #expect(try FileManager.default.attributesOfItem(atPath: target)[.systemFileNumber] as? Int != inodeBefore, "the target was rewritten in place, not replaced")
            #expect(StateStore(path: target).load(in: catalog) == .restored(pushed.fitted(to: catalog)))
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory + "/dotfiles") == ["state.json"])
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory + "/state") == ["state.json"])
        }
    }

    @Test("A link to a file not yet there is saved through too: the target is created and the link stays")
    func danglingLinkIsSavedThrough() throws {
        try ScratchFolder.with { directory in
            let target = directory + "/elsewhere.json"
            let link = directory + "/state.json"
            #expect(symlink(target, link) == 0)
            let store = StateStore(path: link)
            #expect(store.load(in: catalog) == .missing)
            try store.save(pushed)
            #expect(kind(link) == S_IFLNK)
            #expect(StateStore(path: target).load(in: catalog) == .restored(pushed.fitted(to: catalog)))
        }
    }

    @Test("A bad file behind a link is set aside where it lies, and the link stays for the next save")
    func badFileBehindALink() throws {
        try ScratchFolder.with { directory in
            let target = directory + "/real.json"
            let link = directory + "/state.json"
            try Data("not json".utf8).write(to: URL(fileURLWithPath: target))
            #expect(symlink(target, link) == 0)
            let store = StateStore(path: link)
            guard case .setAside(_, let movedTo) = store.load(in: catalog) else {
                Issue.record("expected the file to be set aside")
                return
            }
            #expect(movedTo.hasPrefix(target + ".corrupt-"))
            #expect(FileManager.default.contents(atPath: movedTo) == Data("not json".utf8))
            try store.save(pushed)
            #expect(kind(link) == S_IFLNK)
            #expect(StateStore(path: target).load(in: catalog) == .restored(pushed.fitted(to: catalog)))
        }
    }
}
