import Foundation
import RecipeTestSupport
import Synchronization
import Testing

@testable import CooklangCatalog
@testable import RecipeModel

/// A quit right after the first frame: the caches the load is still writing are waited for, but
/// only so long, so that `q` still ends the app at once.
@Suite("Cache writes at quit")
struct QuitCacheWriteTests {
    @Test("A write in progress is waited for, and is on disk when the wait returns")
    func waitsForAWrite() throws {
        let folder = try ScratchFolder("quit-cache-write")
        defer { folder.remove() }
        let path = folder.path + "/cache"
        let release = DispatchSemaphore(value: 0)
        CacheWrites.inBackground {
            release.wait()
            _ = FileManager.default.createFile(atPath: path, contents: Data("cache".utf8))
        }
        // The wait runs on its own thread, the write is let go meanwhile: whichever comes first, the wait ends after the write.
        let finished = Mutex<Bool?>(nil)
        let waited = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            let done = RecipeCatalog.finishCacheWrites(within: .seconds(20))
            finished.withLock { $0 = done && FileManager.default.fileExists(atPath: path) }
            waited.signal()
        }
        release.signal()
        #expect(waited.wait(timeout: .now() + 30) == .success)
        #expect(finished.withLock { $0 } == true, "the wait ended before the write was on disk")
    }

    @Test("A write that does not end in time is left: the wait returns at its limit, saying so")
    func boundedWait() {
        let release = DispatchSemaphore(value: 0)
        CacheWrites.inBackground { release.wait() }
        defer {
            release.signal()
            CacheWrites.waitForPending()
        }
        let start = ContinuousClock.now
        #expect(!RecipeCatalog.finishCacheWrites(within: .milliseconds(50)))
        let waited = ContinuousClock.now - start
        #expect(waited >= .milliseconds(50) && waited < .seconds(5), "\(waited)")
    }
}
