import Glibc
import RecipeTestSupport
import Testing

@testable import SystemFiles

@Suite("AtomicFileWrite")
struct AtomicFileWriteTests {
    @Test("Writes a new file with the mode asked for, and nothing else", arguments: [false, true])
    func writesNewFile(unnamed: Bool) throws {
        let folder = try ScratchFolder("system-files-test")
        defer { folder.remove() }
        let path = folder.path + "/state.json"
        try AtomicFileWrite(path: path, durable: true, unnamed: unnamed).write { descriptor throws(SystemError) in
            try writeAll(descriptor, Array("{}\n".utf8))
        }
        #expect(ScratchFolder.contents(of: path) == Array("{}\n".utf8))
        #expect(ScratchFolder.status(of: path)!.st_mode & 0o777 == 0o600)
        #expect(folder.names() == ["state.json"])
    }

    @Test("Replaces an existing file with a new one rather than rewriting it", arguments: [false, true])
    func replaces(unnamed: Bool) throws {
        let folder = try ScratchFolder("system-files-test")
        defer { folder.remove() }
        let path = folder.path + "/cache"
        try AtomicFileWrite(path: path, durable: false).write { descriptor throws(SystemError) in try writeAll(descriptor, [1, 2, 3]) }
        let before = try #require(ScratchFolder.status(of: path))
        let reader = open(path, O_RDONLY | O_CLOEXEC)
        defer { close(reader) }

        try AtomicFileWrite(path: path, durable: false, unnamed: unnamed).write { descriptor throws(SystemError) in try writeAll(descriptor, [4, 5]) }
        #expect(ScratchFolder.contents(of: path) == [4, 5])
        #expect(ScratchFolder.status(of: path)!.st_ino != before.st_ino)
        // Whoever had the old file open still reads the old content: it was never written over.
        #expect(preadAll(reader, offset: 0, length: 3) == [1, 2, 3])
        #expect(folder.names() == ["cache"])
    }

    @Test("While the content is written, a named file has its temporary name and an unnamed one has none")
    func temporaryName() throws {
        let folder = try ScratchFolder("system-files-test")
        defer { folder.remove() }
        let write = AtomicFileWrite(path: folder.path + "/state.json", durable: false)
        #expect(write.temporaryPath.hasPrefix(folder.path + "/state.json.tmp-"))
        var during: [String] = []
        try write.write { _ throws(SystemError) in during = folder.names() }
        #expect(during == [String(write.temporaryPath.dropFirst(folder.path.count + 1))])

        var unnamedDuring: [String] = ["not called"]
        try AtomicFileWrite(path: folder.path + "/cache", durable: false, unnamed: true).write { _ throws(SystemError) in unnamedDuring = folder.names() }
        #expect(unnamedDuring == ["state.json"])
    }

    @Test("A failed write leaves the old file and no temporary file, and says what failed on which name", arguments: [false, true])
    func failedWrite(unnamed: Bool) throws {
        let folder = try ScratchFolder("system-files-test")
        defer { folder.remove() }
        let path = folder.path + "/state.json"
        try AtomicFileWrite(path: path, durable: false).write { descriptor throws(SystemError) in try writeAll(descriptor, [1]) }
        let write = AtomicFileWrite(path: path, durable: true, unnamed: unnamed)
        #expect(throws: FileError("write", write.temporaryPath, SystemError(code: ENOSPC))) {
            try write.write { _ throws(SystemError) in throw SystemError(code: ENOSPC) }
        }
        #expect(ScratchFolder.contents(of: path) == [1])
        #expect(folder.names() == ["state.json"])
    }

    @Test("The error messages are the ones the user is shown")
    func messages() throws {
        let folder = try ScratchFolder("system-files-test")
        defer { folder.remove() }
        let missing = AtomicFileWrite(path: folder.path + "/missing/state.json", durable: true)
        #expect(throws: FileError("create", missing.temporaryPath, SystemError(code: ENOENT))) {
            try missing.write { _ throws(SystemError) in }
        }
        #expect(FileError("create", "/x/state.json.tmp-1", SystemError(code: ENOENT)).description == "cannot create /x/state.json.tmp-1: No such file or directory")

        // A folder in the way of the rename: the temporary file is made and written, then removed.
        let path = folder.path + "/taken"
        try makeDirectory(path + "/inside")
        let blocked = AtomicFileWrite(path: path, durable: true)
        #expect(throws: FileError("replace", path, SystemError(code: EISDIR))) {
            try blocked.write { descriptor throws(SystemError) in try writeAll(descriptor, [1]) }
        }
        #expect(folder.names() == ["taken"])
    }
}

@Suite("AtomicFileWrite: the temporary file in a shared folder")
struct AtomicFileWriteTemporaryTests {
    @Test("The temporary name ends in 16 random hex digits: nobody can guess it, and two writers never share one")
    func unguessableName() throws {
        let path = "/tmp/folder/state.json"
        let names = (0..<50).map { _ in AtomicFileWrite(path: path, durable: false).temporaryPath }
        #expect(Set(names).count == 50)
        for name in names {
            #expect(name.hasPrefix(path + ".tmp-"))
            let suffix = name.dropFirst((path + ".tmp-").count)
            #expect(suffix.count == 16 && suffix.allSatisfy(\.isHexDigit), "\(name)")
            #expect(!name.hasSuffix("-\(getpid())"))
        }
    }

    @Test("A symbolic link planted at the temporary name is never followed: the file it points to is untouched", arguments: [false, true])
    func plantedLinkIsNotFollowed(unnamed: Bool) throws {
        let folder = try ScratchFolder("system-files-test")
        defer { folder.remove() }
        let path = folder.path + "/state.json"
        let victim = folder.path + "/victim"
        try AtomicFileWrite(path: victim, durable: false).write { descriptor throws(SystemError) in try writeAll(descriptor, Array("precious".utf8)) }
        let write = AtomicFileWrite(path: path, durable: true, unnamed: unnamed)
        #expect(symlink(victim, write.temporaryPath) == 0)
        try write.write { descriptor throws(SystemError) in try writeAll(descriptor, Array("{}\n".utf8)) }
        #expect(ScratchFolder.contents(of: victim) == Array("precious".utf8))
        #expect(ScratchFolder.contents(of: path) == Array("{}\n".utf8))
        var info = stat()
        #expect(lstat(write.temporaryPath, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK, "the planted link is somebody else's: left alone")
    }

    @Test("Tidying removes temporary files no writer holds, and keeps a locked one, links, FIFOs and other names")
    func tidiesOnlyAbandonedFiles() throws {
        let folder = try ScratchFolder("system-files-test")
        defer { folder.remove() }
        let path = folder.path + "/state.json"
        let prefix = path + ".tmp-"
        for name in ["abandoned1", "abandoned2", "held", "\(getpid())"] {
            _ = try AtomicFileWrite(path: prefix + name, durable: false).write { descriptor throws(SystemError) in try writeAll(descriptor, [1]) }
        }
        // A live writer in any namespace holds its lock; here the test plays that writer.
        let held = open(prefix + "held", O_RDONLY | O_CLOEXEC)
        #expect(flock(held, LOCK_EX) == 0)
        defer { close(held) }
        let victim = folder.path + "/victim"
        _ = try AtomicFileWrite(path: victim, durable: false).write { descriptor throws(SystemError) in try writeAll(descriptor, [2]) }
        #expect(symlink(victim, prefix + "link") == 0)
        #expect(mkfifo(prefix + "fifo", 0o600) == 0)
        _ = try AtomicFileWrite(path: folder.path + "/other.json.tmp-1", durable: false).write { descriptor throws(SystemError) in try writeAll(descriptor, [3]) }

        AtomicFileWrite.removeAbandonedTemporaries(of: path)
        // A process ID in the name proves nothing (it may be another namespace's): only the lock counts.
        #expect(folder.names() == ["other.json.tmp-1", "state.json.tmp-fifo", "state.json.tmp-held", "state.json.tmp-link", "victim"])
        #expect(ScratchFolder.contents(of: victim) == [2])
    }
}
