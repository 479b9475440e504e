import Foundation
import RecipeGenerator
import Testing
@testable import CooklangCatalog
@testable import RecipeModel
import RecipeTestSupport

#if canImport(Glibc)
import Glibc
#endif

/// Whatever is at a cache's path, and however its folder fails, the load goes on without the cache:
/// it never blocks on a FIFO, never reads a device, never replaces what is not a cache file.
@Suite("A cache path that holds no cache, or a cache folder that cannot hold one")
final class CacheFileKindTests {
    let directory: URL
    let dataPath: String
    let cacheDirectory: String

    init() throws {
        directory = try makeTemporaryDirectory()
        dataPath = directory.appendingPathComponent("recipes.json").path
        cacheDirectory = directory.appendingPathComponent("cache").path
        try Data(CatalogGenerator(recipes: 1200, categories: 9, seed: 11).generate()).write(to: URL(fileURLWithPath: dataPath))
        try FileManager.default.createDirectory(atPath: cacheDirectory, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    /// What can be at a cache's path instead of a cache file.
    enum Squatter: String, CaseIterable, CustomTestStringConvertible {
        case fifo, directory, linkToFIFO, linkToDirectory, linkToZeroDevice, characterDevice
        var testDescription: String { rawValue }

        /// Puts it at `path`; `scratch` holds what links point to.
        func make(at path: String, scratch: String) throws {
            switch self {
            case .fifo:
                #expect(mkfifo(path, 0o600) == 0)
            case .directory:
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
            case .linkToFIFO:
                #expect(mkfifo(scratch + "/fifo", 0o600) == 0)
                #expect(symlink(scratch + "/fifo", path) == 0)
            case .linkToDirectory:
                try FileManager.default.createDirectory(atPath: scratch + "/folder", withIntermediateDirectories: false)
                #expect(symlink(scratch + "/folder", path) == 0)
            case .linkToZeroDevice:
                #expect(symlink("/dev/zero", path) == 0)
            case .characterDevice:
                // /dev/zero's own numbers (1, 5); only root may make a device node, others get a link to it.
                if mknod(path, S_IFCHR | 0o600, dev_t(1 << 8 | 5)) != 0 { #expect(symlink("/dev/zero", path) == 0) }
            }
        }

        /// What `stat` says is at the path, following links.
        static func kind(_ path: String) -> mode_t {
            var status = stat()
            return stat(path, &status) == 0 ? status.st_mode & S_IFMT : 0
        }
    }

    /// Runs `body` on a thread of its own and waits at most 20 s: a load that blocks fails the test instead of hanging the suite.
    private func withinDeadline<T: Sendable>(_ what: String, _ body: @escaping @Sendable () throws -> T) throws -> T {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            box.set(Result { try body() })
            done.signal()
        }
        guard done.wait(timeout: .now() + 20) == .success, let result = box.get() else {
            throw DeadlineMissed(what: what)
        }
        return try result.get()
    }

    struct DeadlineMissed: Error, CustomStringConvertible {
        var what: String
        var description: String { "\(what) did not finish within 20 s: it blocked" }
    }

    private final class ResultBox<T: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var value: Result<T, any Error>?
        func set(_ result: Result<T, any Error>) { lock.withLock { value = result } }
        func get() -> Result<T, any Error>? { lock.withLock { value } }
    }

    @Test("the JSON index cache: a FIFO, a folder, a device or a link to one at its path is neither read nor replaced, and the load scans", arguments: Squatter.allCases)
    func indexCacheSquatter(_ squatter: Squatter) throws {
        let cachePath = CatalogCache.cachePath(forDataFile: dataPath, in: cacheDirectory)
        try squatter.make(at: cachePath, scratch: directory.path)
        let kind = Squatter.kind(cachePath)
        let dataPath = dataPath
        let cacheDirectory = cacheDirectory
        for _ in 0..<2 {
            // Before the fix, a FIFO at the path held the load in open(2) until some program wrote to it.
            let catalog = try withinDeadline("loading with a \(squatter) at the cache's path") {
                defer { CatalogCache.waitForPendingStores() }
                return try RecipeCatalog(contentsOfFile: dataPath, options: CatalogLoadOptions(cacheDirectory: cacheDirectory))
            }
            #expect(catalog.origin == .scanned)
            #expect(catalog.recipeCount == 1200)
        }
        #expect(Squatter.kind(cachePath) == kind, "what was at the cache's path was replaced")
        let miss = try withinDeadline("reading the cache") { () -> CatalogCache.Miss? in
            guard let file = try? DataFile(path: dataPath), case .failure(let miss) = CatalogCache.read(path: cachePath, for: file) else { return nil }
            return miss
        }
        #expect(miss == .notAFile)
    }

    @Test("the Cooklang caches: a FIFO, a folder, a device or a link to one at either cache's path is neither read nor replaced, and the folder loads", arguments: Squatter.allCases)
    func cooklangCacheSquatter(_ squatter: Squatter) throws {
        let root = try makeCooklangFolder(text: ["Mains/Stew.cook": "Simmer @beef{500%g} for ~{2%hours}.", "Soup.cook": "Boil @water{1%l}."])
        defer { try? FileManager.default.removeItem(at: root) }
        let cache = root.path + "-cache"
        defer { try? FileManager.default.removeItem(atPath: cache) }
        try FileManager.default.createDirectory(atPath: cache, withIntermediateDirectories: true)
        let paths = [CooklangParseCache.path(forFolder: root.path, in: cache), CooklangCatalogCache.path(forFolder: root.path, in: cache)]
        let scratch = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        for (number, path) in paths.enumerated() {
            let own = scratch.appendingPathComponent("\(number)").path
            try FileManager.default.createDirectory(atPath: own, withIntermediateDirectories: true)
            try squatter.make(at: path, scratch: own)
        }
        let kinds = paths.map(Squatter.kind)
        let rootPath = root.path
        for _ in 0..<2 {
            let catalog = try withinDeadline("loading a folder with a \(squatter) at its caches' paths") {
                defer { CooklangParseCache.waitForPendingWrites() }
                return try RecipeCatalog(cooklangFolder: rootPath, cacheDirectory: cache, progress: nil)
            }
            #expect(catalog.recipeCount == 2)
        }
        #expect(paths.map(Squatter.kind) == kinds, "what was at a cache's path was replaced")
    }

    @Test("a cache folder that is a file: the load goes on without a cache")
    func cacheFolderIsAFile() throws {
        let blocked = directory.appendingPathComponent("not-a-folder").path
        try Data("x".utf8).write(to: URL(fileURLWithPath: blocked))
        for _ in 0..<2 {
            defer { CatalogCache.waitForPendingStores() }
            let catalog = try RecipeCatalog(contentsOfFile: dataPath, options: CatalogLoadOptions(cacheDirectory: blocked + "/recipe-tui"))
            #expect(catalog.origin == .scanned)
        }
    }

    /// Mounts a tmpfs of `size` with `options` at a new folder for `body`; skipped where mounting is not allowed (not root).
    private func withTemporaryMount(size: String, readOnly: Bool, _ body: (String) throws -> Void) throws {
        let mountPoint = directory.appendingPathComponent("mount-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: mountPoint, withIntermediateDirectories: true)
        guard geteuid() == 0, mount("tmpfs", mountPoint, "tmpfs", 0, "size=\(size),mode=0700") == 0 else {
            print("skipped: mounting a tmpfs needs root")
            return
        }
        defer { umount2(mountPoint, Int32(MNT_DETACH)) }
        if readOnly {
            try FileManager.default.createDirectory(atPath: mountPoint + "/recipe-tui", withIntermediateDirectories: true)
            #expect(mount("tmpfs", mountPoint, "tmpfs", UInt(MS_REMOUNT | MS_RDONLY), "size=\(size)") == 0)
        }
        try body(mountPoint)
    }

    @Test("a full disk (a 64 KiB tmpfs for a 250 KB cache): the write fails quietly, leaves nothing behind, and every load scans")
    func fullDisk() throws {
        try withTemporaryMount(size: "64k", readOnly: false) { mountPoint in
            let folder = mountPoint + "/recipe-tui"
            for _ in 0..<2 {
                defer { CatalogCache.waitForPendingStores() }
                let catalog = try RecipeCatalog(contentsOfFile: dataPath, options: CatalogLoadOptions(cacheDirectory: folder))
                #expect(catalog.origin == .scanned)
            }
            #expect((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] == [])
        }
    }

    @Test("a cache folder that cannot be written (a read-only file system, which holds even for root): every load scans")
    func unwritableFolder() throws {
        try withTemporaryMount(size: "1m", readOnly: true) { mountPoint in
            for _ in 0..<2 {
                defer { CatalogCache.waitForPendingStores() }
                let catalog = try RecipeCatalog(contentsOfFile: dataPath, options: CatalogLoadOptions(cacheDirectory: mountPoint + "/recipe-tui"))
                #expect(catalog.origin == .scanned)
            }
        }
    }

    @Test("a cache file that grew since it was written fails its checks and is rebuilt, never read on")
    func growingCache() throws {
        let options = CatalogLoadOptions(cacheDirectory: cacheDirectory)
        _ = try RecipeCatalog(contentsOfFile: dataPath, options: options)
        CatalogCache.waitForPendingStores()
        let cachePath = CatalogCache.cachePath(forDataFile: dataPath, in: cacheDirectory)
        let handle = try #require(FileHandle(forWritingAtPath: cachePath))
        handle.seekToEndOfFile()
        handle.write(Data(repeating: 0x41, count: 1 << 16))
        try handle.close()
        let catalog = try RecipeCatalog(contentsOfFile: dataPath, options: options)
        CatalogCache.waitForPendingStores()
        #expect(catalog.origin == .scanned)
    }
}
