import Glibc
import RecipeTestSupport
import Testing

@testable import SystemFiles

@Suite("makeDirectory")
struct MakeDirectoryTests {
    @Test("Creates the folder and its missing parents, each private to the user")
    func createsParents() throws {
        let folder = try ScratchFolder("system-files-test")
        defer { folder.remove() }
        let path = folder.path + "/a/b/c"
        try makeDirectory(path)
        for made in [folder.path + "/a", folder.path + "/a/b", path] {
            let status = try #require(ScratchFolder.status(of: made))
            #expect(status.st_mode & S_IFMT == S_IFDIR)
            #expect(status.st_mode & 0o777 == 0o700)
        }
    }

    @Test("A folder that is already there is left as it is")
    func existingFolder() throws {
        let folder = try ScratchFolder("system-files-test")
        defer { folder.remove() }
        chmod(folder.path, 0o755)
        try makeDirectory(folder.path)
        try makeDirectory(folder.path + "/")
        try makeDirectory("")
        #expect(ScratchFolder.status(of: folder.path)!.st_mode & 0o777 == 0o755)
    }

    @Test("A folder that cannot be made is named in the error, with the system's reason")
    func failure() throws {
        let folder = try ScratchFolder("system-files-test")
        defer { folder.remove() }
        let file = folder.path + "/file"
        try AtomicFileWrite(path: file, durable: false).write { descriptor throws(SystemError) in try writeAll(descriptor, [1]) }
        // A file where a parent folder should be: the parent's child cannot be made.
        #expect(throws: FileError("create the folder", file + "/a", SystemError(code: ENOTDIR))) {
            try makeDirectory(file + "/a/b")
        }
        let error = FileError("create the folder", file + "/a", SystemError(code: ENOTDIR))
        #expect(error.description == "cannot create the folder \(file)/a: Not a directory")
        // /proc refuses new folders even to root; the error names the first folder that could not be made.
        #expect(throws: FileError("create the folder", "/proc/system-files-test", SystemError(code: ENOENT))) {
            try makeDirectory("/proc/system-files-test/state")
        }
    }

    @Test("The parent of a path", arguments: [
        ("/a/b/c", "/a/b"), ("/a/b/", "/a"), ("/a", "/"), ("/", "/"), ("a", ""), ("a//b", "a"), ("a/b//", "a"), ("//a", "/"),
    ])
    func parent(path: String, expected: String) {
        #expect(parentDirectory(of: path) == expected)
    }
}
