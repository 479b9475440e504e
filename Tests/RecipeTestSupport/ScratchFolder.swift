import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A new empty folder under the system's temporary folder for one test, which `remove()` takes away
/// with everything in it: the one scratch folder every test target uses.
///
/// Removal walks the tree itself instead of asking FileManager, so that a folder a test made
/// unreadable or unwritable (as an ordinary user would meet it) goes too, and a link inside is
/// removed as a link, never followed out of the folder.
public struct ScratchFolder: Sendable {
    /// The folder's absolute path.
    public let path: String

    /// The folder as a file URL.
    public var url: URL { URL(fileURLWithPath: path, isDirectory: true) }

    /// Makes the folder, named `label` and six random characters, under `$TMPDIR` (else /tmp).
    public init(_ label: String = "recipe-tests") throws {
        let parent = FileManager.default.temporaryDirectory.path
        var template = Array((parent + "/" + label + "-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw ScratchFolderError(action: "make a scratch folder in \(parent)", code: errno) }
        path = String(cString: made)
    }

    /// Runs `body` with the path of a new scratch folder, removed when `body` returns or throws.
    public static func with<Result>(_ label: String = "recipe-tests", _ body: (String) throws -> Result) throws -> Result {
        let folder = try ScratchFolder(label)
        defer { folder.remove() }
        return try body(folder.path)
    }

    /// Removes the folder and everything in it; nothing happens when it is gone already.
    public func remove() {
        Self.removeTree(path)
    }

    /// Writes `text` to the file at `relative`, replacing it.
    public func file(_ relative: String, _ text: String = "Cook.") throws {
        let full = path + "/" + relative
        let descriptor = open(full, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw ScratchFolderError(action: "create \(full)", code: errno) }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written == bytes.count else { throw ScratchFolderError(action: "write \(full)", code: errno) }
    }

    /// Makes the folder at `relative`, whose parent must exist.
    public func folder(_ relative: String) throws {
        guard mkdir(path + "/" + relative, 0o755) == 0 else { throw ScratchFolderError(action: "make the folder \(relative)", code: errno) }
    }

    /// Makes a symbolic link at `relative` whose target is `target`, as given.
    public func link(_ relative: String, to target: String) throws {
        guard symlink(target, path + "/" + relative) == 0 else { throw ScratchFolderError(action: "link \(relative)", code: errno) }
    }

    /// The names in `folder` (this one by default), sorted, without `.` and `..`.
    public func names(in folder: String? = nil) -> [String] {
        Self.names(in: folder ?? path)
    }

    /// The whole content of a file, or nil when it cannot be read.
    public static func contents(of path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count == 0 { break }
            bytes += buffer[0..<count]
        }
        return bytes
    }

    /// What `stat` says of a path (following a link), or nil when there is nothing there.
    public static func status(of path: String) -> stat? {
        var status = stat()
        return stat(path, &status) == 0 ? status : nil
    }

    private static func names(in folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    private static func removeTree(_ path: String) {
        var status = stat()
        guard lstat(path, &status) == 0 else { return }
        if status.st_mode & S_IFMT == S_IFDIR {
            // A folder the test locked is opened again first: its owner may always change its mode.
            chmod(path, 0o700)
            for name in names(in: path) { removeTree(path + "/" + name) }
            rmdir(path)
        } else {
            unlink(path)
        }
    }
}

/// A scratch folder that could not be made or filled: what was tried and the system's reason.
public struct ScratchFolderError: Error, CustomStringConvertible {
    public var action: String
    public var code: Int32

    public var description: String { "cannot \(action): \(String(cString: strerror(code)))" }
}
