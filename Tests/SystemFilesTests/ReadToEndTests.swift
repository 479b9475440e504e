import Glibc
import RecipeTestSupport
import Testing

@testable import SystemFiles

@Suite("readToEnd")
struct ReadToEndTests {
    /// A file of `count` patterned bytes in a scratch folder, open for reading; the caller closes it.
    private func openFile(of count: Int, in folder: ScratchFolder) throws -> (descriptor: Int32, bytes: [UInt8]) {
        let path = folder.path + "/file-\(count)"
        let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 13 &+ 1) }
        try AtomicFileWrite(path: path, durable: false).write { descriptor throws(SystemError) in try writeAll(descriptor, bytes) }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        try #require(descriptor >= 0)
        return (descriptor, bytes)
    }

    @Test("Reads the whole file whatever its size hint says: right, too small, none or too large",
          arguments: [0, 1, 317, 65_535, 65_536, 65_537, 200_000])
    func wholeFile(count: Int) throws {
        let folder = try ScratchFolder("system-files-test")
        defer { folder.remove() }
        for hint in [count, count / 2, 0, count + 5_000] {
            let (descriptor, bytes) = try openFile(of: count, in: folder)
            defer { close(descriptor) }
            #expect(try readToEnd(descriptor, limit: 1 << 20, sizeHint: hint) == bytes, "hint \(hint)")
        }
    }

    @Test("Reads from the file's offset on")
    func fromTheOffset() throws {
        let folder = try ScratchFolder("system-files-test")
        defer { folder.remove() }
        let (descriptor, bytes) = try openFile(of: 10_000, in: folder)
        defer { close(descriptor) }
        #expect(lseek(descriptor, 1_234, SEEK_SET) == 1_234)
        #expect(try readToEnd(descriptor, limit: 1 << 20, sizeHint: 10_000) == Array(bytes[1_234...]))
    }

    @Test("A file larger than the limit gives exactly one byte more than the limit, and no more is read")
    func overTheLimit() throws {
        let folder = try ScratchFolder("system-files-test")
        defer { folder.remove() }
        for hint in [200_000, 1_000, 0] {
            let (descriptor, bytes) = try openFile(of: 200_000, in: folder)
            defer { close(descriptor) }
            #expect(try readToEnd(descriptor, limit: 70_000, sizeHint: hint) == Array(bytes[0...70_000]), "hint \(hint)")
            #expect(lseek(descriptor, 0, SEEK_CUR) == 70_001)
        }
    }

    @Test("Reads a pipe to its end, in more than one block")
    func pipe() throws {
        var ends: [Int32] = [0, 0]
        try #require(Glibc.pipe(&ends) == 0)
        let bytes = (0..<50_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        // Less than a pipe's buffer (64 KB), so it can all be written before the read.
        try writeAll(ends[1], bytes)
        close(ends[1])
        defer { close(ends[0]) }
        #expect(try readToEnd(ends[0], limit: 1 << 20) == bytes)
    }

    @Test("A failed read is the system's error")
    func failure() throws {
        let folder = try ScratchFolder("system-files-test")
        defer { folder.remove() }
        let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        #expect(throws: SystemError(code: EISDIR)) { try readToEnd(descriptor, limit: 100) }
    }
}
