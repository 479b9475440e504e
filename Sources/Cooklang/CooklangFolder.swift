#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// A `.cook` file found below a collection's folder.
public struct CooklangFile: Hashable, Sendable, Codable {
    /// The recipe's ID: its path below the folder without `.cook`, folders joined with `/` ("Shared/Pizza Dough").
    public var id: String
    /// The path to open: the folder's path, `/`, the ID and `.cook`.
    public var path: String
    /// The size in bytes (of the file a link leads to), which with the modification time tells a cache when a file changed.
    public var size: Int
    /// The modification time in nanoseconds since 1970 (of the file a link leads to).
    public var modificationTime: Int64

    public init(id: String, path: String, size: Int, modificationTime: Int64) {
        self.id = id
        self.path = path
        self.size = size
        self.modificationTime = modificationTime
    }
}

/// Something below the folder that was skipped and that the user may want to know about.
public struct CooklangFolderNotice: Hashable, Sendable, CustomStringConvertible {
    /// The entry's path below the folder, with `/` between folders.
    public var path: String
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// "path: message".
    public var description: String { "\(path): \(message)" }
}

/// The folder itself could not be listed.
public struct CooklangFolderError: Error, Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// "path: reason", the one line to print.
    public var description: String { "\(path): \(reason)" }
}

/// The `.cook` files below a folder, the way Cooklang tools read a collection.
///
/// Hidden files and folders (names starting with `.`) are skipped; `.menu` and every other file
/// are ignored. Symbolic links are followed, but each folder is walked once, by its device and
/// inode: real folders first, so that a recipe keeps its real path as its ID when a link also leads
/// to it, and a link back up the tree is a notice instead of a loop. Nothing but regular files and
/// folders is opened, so a FIFO cannot block the walk.
public enum CooklangFolder {
    /// What a folder holds: its recipes' files and the notices about what was skipped.
    public struct Listing: Hashable, Sendable {
        /// Sorted by ID.
        public var files: [CooklangFile]
        /// Sorted by path.
        public var notices: [CooklangFolderNotice]
    }

    /// The `.cook` files below `root`, and notices for what could not be read; throws when `root`
    /// itself is not a folder that can be read.
    public static func list(_ root: String) throws(CooklangFolderError) -> Listing {
        var rootPath = root
        while rootPath.count > 1 && rootPath.hasSuffix("/") { rootPath.removeLast() }
        var status = stat()
        guard stat(rootPath, &status) == 0 else { throw CooklangFolderError(path: root, reason: errorText(errno)) }
        guard status.st_mode & S_IFMT == S_IFDIR else { throw CooklangFolderError(path: root, reason: "not a folder") }
        guard let directory = opendir(rootPath) else { throw CooklangFolderError(path: root, reason: errorText(errno)) }
        closedir(directory)

        var walk = Walk(root: rootPath)
        walk.visited[FileIdentity(status)] = ""
        walk.pending.append("")
        // Real folders first, then the folders links lead to, a round at a time: a link found while
        // walking linked folders waits for the next round.
        while !walk.pending.isEmpty || !walk.linked.isEmpty {
            while let relative = walk.pending.popLast() { walk.read(relative) }
            let links = walk.linked.sorted { $0.relative < $1.relative }
            walk.linked.removeAll()
            for link in links {
                if let first = walk.visited[link.identity] {
                    walk.notices.append(CooklangFolderNotice(
                        path: link.relative,
                        message: "a link to \(first.isEmpty ? "the collection's folder" : "folder \(first)"), which is listed already; skipped"
                    ))
                } else {
                    walk.visited[link.identity] = link.relative
                    walk.pending.append(link.relative)
                }
            }
        }
        walk.files.sort { $0.id < $1.id }
        walk.notices.sort { ($0.path, $0.message) < ($1.path, $1.message) }
        return Listing(files: walk.files, notices: walk.notices)
    }
}

/// A file's device and inode, which name a folder however many links lead to it.
private struct FileIdentity: Hashable {
    var device: UInt64
    var inode: UInt64

    init(_ status: stat) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }
}

/// The walk's state: what is found, and the folders still to read.
private struct Walk {
    let root: String
    var files: [CooklangFile] = []
    var notices: [CooklangFolderNotice] = []
    var visited: [FileIdentity: String] = [:]
    /// Folders to read, by path below the root.
    var pending: [String] = []
    /// Folders reached through a link, read after the real ones.
    var linked: [(relative: String, identity: FileIdentity)] = []

    init(root: String) {
        self.root = root
    }

    func absolute(_ relative: String) -> String {
        relative.isEmpty ? root : root == "/" ? "/" + relative : root + "/" + relative
    }

    mutating func read(_ relative: String) {
        guard let directory = opendir(absolute(relative)) else {
            notices.append(CooklangFolderNotice(path: relative, message: "cannot read this folder: \(errorText(errno))"))
            return
        }
        defer { closedir(directory) }
        // Each entry is looked up relative to its folder: a path from the root would be walked again, component by component, for every file.
        let folder = dirfd(directory)
        while let entry = readdir(directory) {
            let type = entry.pointee.d_type
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(validatingCString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
            guard let name else {
                notices.append(CooklangFolderNotice(path: relative, message: "a name in this folder is not UTF-8; skipped"))
                continue
            }
            if name.hasPrefix(".") { continue }
            let isCook = name.hasSuffix(".cook") && name.utf8.count > 5
            // A regular file that is not a recipe needs no system call.
            if type == UInt8(DT_REG) && !isCook { continue }
            let path = relative.isEmpty ? name : relative + "/" + name
            let full = absolute(path)
            var status = stat()
            guard fstatat(folder, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else {
                notices.append(CooklangFolderNotice(path: path, message: "cannot read: \(errorText(errno))"))
                continue
            }
            let isLink = status.st_mode & S_IFMT == S_IFLNK
            if isLink && fstatat(folder, name, &status, 0) != 0 {
                notices.append(CooklangFolderNotice(path: path, message: "a link that leads nowhere readable (\(errorText(errno))); skipped"))
                continue
            }
            switch status.st_mode & S_IFMT {
            case S_IFDIR:
                let identity = FileIdentity(status)
                if isLink {
                    linked.append((path, identity))
                } else if visited[identity] == nil {
                    visited[identity] = path
                    pending.append(path)
                }
            case S_IFREG where isCook:
                #if canImport(Darwin)
                let time = status.st_mtimespec
                #else
                let time = status.st_mtim
                #endif
                files.append(CooklangFile(
                    id: String(path.dropLast(5)),
                    path: full,
                    size: Int(status.st_size),
                    modificationTime: Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
                ))
            default:
                if isCook {
                    notices.append(CooklangFolderNotice(path: path, message: "not a regular file; skipped"))
                }
            }
        }
    }
}

private func errorText(_ code: Int32) -> String {
    String(cString: strerror(code))
}
