import Glibc
import RecipeTestSupport
import Testing

@testable import SystemFiles

@Suite("preadAll")
struct PreadAllTests {
    @Test("Reads exactly the bytes asked for at an offset, and leaves the file's own offset alone")
    func readsAtAnOffset() throws {
        let folder = try ScratchFolder("system-files-test")
        defer { folder.remove() }
        let path = folder.path + "/file"
        let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        try AtomicFileWrite(path: path, durable: false).write { descriptor throws(SystemError) in try writeAll(descriptor, bytes) }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        try #require(descriptor >= 0)
        defer { close(descriptor) }

        #expect(preadAll(descriptor, offset: 1000, length: 150_000) == Array(bytes[1000..<151_000]))
        #expect(preadAll(descriptor, offset: 0, length: bytes.count) == bytes)
        #expect(preadAll(descriptor, offset: 5, length: 0) == [])
        #expect(lseek(descriptor, 0, SEEK_CUR) == 0)
    }

    @Test("Fewer bytes than asked for, or a failed read, give nil")
    func shortOrFailed() throws {
        let folder = try ScratchFolder("system-files-test")
        defer { folder.remove() }
        let path = folder.path + "/file"
        try AtomicFileWrite(path: path, durable: false).write { descriptor throws(SystemError) in try writeAll(descriptor, [1, 2, 3]) }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        try #require(descriptor >= 0)
        defer { close(descriptor) }

        #expect(preadAll(descriptor, offset: 1, length: 3) == nil)
        #expect(preadAll(descriptor, offset: 3, length: 1) == nil)
        #expect(preadAll(-1, offset: 0, length: 1) == nil)
    }
}
