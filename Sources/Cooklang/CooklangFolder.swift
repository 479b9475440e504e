#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif
import Synchronization
import SystemFiles

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
/// are ignored. Symbolic links are followed as `CollectionWalkRules` allows (only inside the
/// collection's own folder, never onto a file system of the kernel's own), and each folder is walked
/// once, by its device and inode: real folders first, so that a recipe keeps its real path as its ID
/// when a link also leads to it, and a link back up the tree is a notice instead of a loop. The walk
/// stops at the rules' caps on depth, names and files, and says so. Nothing but regular files and
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
    ///
    /// The top-level folders are shared between two threads: a later launch on an unchanged
    /// collection spends most of its time here, in a `stat` of every file.
    public static func list(_ root: String) throws(CooklangFolderError) -> Listing {
        try list(root, caps: .standard)
    }

    /// The `.cook` files below `root` as `list(_:)` finds them, with the walk's caps given: tests give small ones.
    package static func list(_ root: String, caps: CollectionWalkRules.Caps) throws(CooklangFolderError) -> Listing {
        var rootPath = root
        while rootPath.count > 1 && rootPath.hasSuffix("/") { rootPath.removeLast() }
        var status = stat()
        guard stat(rootPath, &status) == 0 else { throw CooklangFolderError(path: root, reason: errorText(errno)) }
        guard status.st_mode & S_IFMT == S_IFDIR else { throw CooklangFolderError(path: root, reason: "not a folder") }
        guard let directory = opendir(rootPath) else { throw CooklangFolderError(path: root, reason: errorText(errno)) }
        closedir(directory)

        let rules = CollectionWalkRules(root: rootPath, caps: caps)
        var walk = Walk(root: rootPath, rules: rules, budget: WalkBudget(rules))
        walk.visited[DeviceInode(status)] = ""
        walk.read("")
        walk.readInParallel()
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
        if let stop = walk.budget.stop { walk.notices.append(CooklangFolderNotice(path: stop.folder.isEmpty ? "." : stop.folder, message: stop.notice)) }
        walk.notices.sort { ($0.path, $0.message) < ($1.path, $1.message) }
        return Listing(files: walk.sortedFiles(), notices: walk.notices)
    }
}

/// A `.cook` file the walk found, its ID kept as bytes in the walk's buffer until the files are sorted.
private struct FoundFile: Sendable {
    var idStart: Int
    var idLength: Int
    var size: Int
    var modificationTime: Int64
}

/// What a walk may still look at and list, shared by its threads: the caps of `CollectionWalkRules`.
private final class WalkBudget: Sendable {
    private let rules: CollectionWalkRules
    private let names = Atomic<Int>(0)
    private let files = Atomic<Int>(0)
    /// The first cap reached, and the folder being read then.
    private let stopped = Mutex<(notice: String, folder: String)?>(nil)

    init(_ rules: CollectionWalkRules) {
        self.rules = rules
    }

    var stop: (notice: String, folder: String)? { stopped.withLock { $0 } }
    var isSpent: Bool { stopped.withLock { $0 != nil } }

    /// Counts `count` more names looked at in `folder`; false once the cap is passed.
    func spendNames(_ count: Int, in folder: String) -> Bool {
        names.add(count, ordering: .relaxed).newValue <= rules.caps.maximumNames || spent(rules.namesCapNotice, folder)
    }

    /// Counts one more recipe file listed from `folder`; false once the cap is reached, and the file is not listed.
    func spendFile(in folder: String) -> Bool {
        files.add(1, ordering: .relaxed).newValue <= rules.caps.maximumFiles || spent(rules.filesCapNotice, folder)
    }

    private func spent(_ notice: String, _ folder: String) -> Bool {
        stopped.withLock { if $0 == nil { $0 = (notice, folder) } }
        return false
    }
}

/// The walk's state: what is found, and the folders still to read.
private struct Walk: Sendable {
    let root: String
    let rules: CollectionWalkRules
    var budget: WalkBudget
    /// Every found file's ID, back to back: one buffer instead of three strings a file.
    var ids: [UInt8] = []
    var files: [FoundFile] = []
    var notices: [CooklangFolderNotice] = []
    var visited: [DeviceInode: String] = [:]
    /// Folders to read, by path below the root.
    var pending: [String] = []
    /// Folders reached through a link, read after the real ones.
    var linked: [(relative: String, identity: DeviceInode)] = []

    init(root: String, rules: CollectionWalkRules, budget: WalkBudget) {
        self.root = root
        self.rules = rules
        self.budget = budget
    }

    func absolute(_ relative: String) -> String {
        relative.isEmpty ? root : root == "/" ? "/" + relative : root + "/" + relative
    }

    /// Reads the real folders waiting to be read, each with all its folders, on two threads.
    ///
    /// Each thread walks whole folders with a state of its own, which are then joined in the order
    /// of the folders: the same files, notices and links as one thread would find. Should two of
    /// those folders turn out to be one (a bind mount), the walk is made again on one thread, which
    /// decides which path names it as it always did. The second thread is a thread of our own, not
    /// Dispatch's: where no thread can be had, Dispatch waits for one for ever, and this thread does
    /// all the folders.
    mutating func readInParallel() {
        let folders = pending
        guard folders.count >= 2 else { return }
        let next = Atomic<Int>(0)
        let start = self
        /// Walks the folders not yet taken, one whole folder at a time, until none is left.
        let work: @Sendable () -> [(position: Int, part: Walk)] = {
            var done: [(position: Int, part: Walk)] = []
            while true {
                let position = next.add(1, ordering: .relaxed).oldValue
                guard position < folders.count else { return done }
                var part = Walk(root: start.root, rules: start.rules, budget: start.budget)
                part.visited = start.visited
                part.pending = [folders[position]]
                while let relative = part.pending.popLast() { part.read(relative) }
                done.append((position, part))
            }
        }
        let helper = BackgroundValue(work)
        let parts = (work() + helper.value()).sorted { $0.position < $1.position }.map(\.part)
        var joined = self
        joined.pending = []
        for part in parts {
            for (identity, path) in part.visited where start.visited[identity] == nil {
                guard joined.visited.updateValue(path, forKey: identity) == nil else {
                    // The same folder under two paths: one thread decides which is first, as it always did,
                    // with the caps counted afresh.
                    budget = WalkBudget(rules)
                    while let relative = pending.popLast() { read(relative) }
                    return
                }
            }
            let offset = joined.ids.count
            joined.ids += part.ids
            joined.files += part.files.map { FoundFile(idStart: $0.idStart + offset, idLength: $0.idLength, size: $0.size, modificationTime: $0.modificationTime) }
            joined.notices += part.notices
            joined.linked += part.linked
        }
        self = joined
    }

    mutating func read(_ relative: String) {
        guard !budget.isSpent else { return }
        if let refusal = rules.refusal(ofDepth: relative.isEmpty ? 0 : relative.utf8.reduce(1) { $1 == UInt8(ascii: "/") ? $0 + 1 : $0 }) {
            notices.append(CooklangFolderNotice(path: relative, message: refusal))
            return
        }
        guard let directory = opendir(absolute(relative)) else {
            notices.append(CooklangFolderNotice(path: relative, message: "cannot read this folder: \(errorText(errno))"))
            return
        }
        defer { closedir(directory) }
        // Each entry is looked up relative to its folder: a path from the root would be walked again, component by component, for every file.
        let folder = dirfd(directory)
        var folderStatus = stat()
        let device = fstat(folder, &folderStatus) == 0 ? folderStatus.st_dev : 0
        // Names are counted in batches: one shared counter per name would cost the two threads more than the names.
        var uncounted = 0
        defer { _ = budget.spendNames(uncounted, in: relative) }
        let idPrefix = relative.isEmpty ? [] : Array(relative.utf8) + [UInt8(ascii: "/")]
        let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
        while let entry = readdir(directory) {
            uncounted += 1
            if uncounted == 1024 {
                uncounted = 0
                guard budget.spendNames(1024, in: relative) else { return }
            }
            let type = entry.pointee.d_type
            let cName = UnsafeRawPointer(entry).advanced(by: nameOffset).assumingMemoryBound(to: CChar.self)
            let nameBytes = UnsafeRawBufferPointer(start: cName, count: strlen(cName))
            // Names are looked at as bytes: most entries are recipes, and a string for each costs more than its `stat`.
            guard nameBytes.allSatisfy({ $0 < 0x80 }) || String(validating: nameBytes, as: UTF8.self) != nil else {
                notices.append(CooklangFolderNotice(path: relative, message: "a name in this folder is not UTF-8; skipped"))
                continue
            }
            if nameBytes.first == UInt8(ascii: ".") { continue }
            let isCook = nameBytes.count > 5 && nameBytes.suffix(5).elementsEqual(".cook".utf8)
            // A regular file that is not a recipe needs no system call.
            if type == UInt8(DT_REG) && !isCook { continue }
            var status = stat()
            guard fstatat(folder, cName, &status, AT_SYMLINK_NOFOLLOW) == 0 else {
                notices.append(CooklangFolderNotice(path: path(relative, nameBytes), message: "cannot read: \(errorText(errno))"))
                continue
            }
            let isLink = status.st_mode & S_IFMT == S_IFLNK
            if isLink && fstatat(folder, cName, &status, 0) != 0 {
                notices.append(CooklangFolderNotice(path: path(relative, nameBytes), message: "a link that leads nowhere readable (\(errorText(errno))); skipped"))
                continue
            }
            let kind = status.st_mode & S_IFMT
            if isLink && (kind == S_IFDIR || kind == S_IFREG && isCook), let refusal = rules.refusal(ofLinkAt: absolute(path(relative, nameBytes))) {
                notices.append(CooklangFolderNotice(path: path(relative, nameBytes), message: refusal))
                continue
            }
            switch kind {
            case S_IFDIR:
                let identity = DeviceInode(status)
                if !isLink, status.st_dev != device, let refusal = CollectionWalkRules.refusal(ofMountAt: absolute(path(relative, nameBytes))) {
                    notices.append(CooklangFolderNotice(path: path(relative, nameBytes), message: refusal))
                } else if isLink {
                    linked.append((path(relative, nameBytes), identity))
                } else if visited[identity] == nil {
                    let path = path(relative, nameBytes)
                    visited[identity] = path
                    pending.append(path)
                }
            case S_IFREG where isCook:
                guard budget.spendFile(in: relative) else { return }
                #if canImport(Darwin)
                let time = status.st_mtimespec
                #else
                let time = status.st_mtim
                #endif
                let start = ids.count
                ids += idPrefix
                ids += nameBytes.dropLast(5)
                files.append(FoundFile(
                    idStart: start, idLength: ids.count - start, size: Int(status.st_size),
                    modificationTime: Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
                ))
            default:
                if isCook {
                    notices.append(CooklangFolderNotice(path: path(relative, nameBytes), message: "not a regular file; skipped"))
                }
            }
        }
    }

    /// An entry's path below the root: its folder's, `/`, and its name, which is UTF-8.
    private func path(_ relative: String, _ name: UnsafeRawBufferPointer) -> String {
        let name = String(decoding: name, as: UTF8.self)
        return relative.isEmpty ? name : relative + "/" + name
    }

    /// The files found, sorted by ID as strings sort.
    ///
    /// Strings sort by their Unicode scalars once normalised (NFC). IDs whose scalars are all below
    /// U+0300, where the combining marks start, are normalised already, and their UTF-8 bytes sort
    /// as their scalars do: they are sorted as bytes, several times quicker. Other IDs have them all
    /// sorted as strings.
    func sortedFiles() -> [CooklangFile] {
        let prefix = Array((root == "/" ? "/" : root + "/").utf8)
        // In UTF-8, a byte of 0xCC or more starts a scalar of U+0300 or more; every other byte is of one below it.
        guard ids.allSatisfy({ $0 < 0xCC }) else { return files.map(file(prefix: prefix)).sorted { $0.id < $1.id } }
        let order = ids.withUnsafeBufferPointer { ids in
            files.indices.sorted { left, right in
                let a = files[left], b = files[right]
                let compared = memcmp(ids.baseAddress! + a.idStart, ids.baseAddress! + b.idStart, min(a.idLength, b.idLength))
                return compared != 0 ? compared < 0 : a.idLength < b.idLength
            }
        }
        return order.map { file(prefix: prefix)(files[$0]) }
    }

    /// Makes a found file's `CooklangFile`, its path written in one go: the folder's, its ID and `.cook`.
    private func file(prefix: [UInt8]) -> (FoundFile) -> CooklangFile {
        { found in
            let id = ids[found.idStart..<(found.idStart + found.idLength)]
            let path = String(unsafeUninitializedCapacity: prefix.count + id.count + 5) { (buffer: UnsafeMutableBufferPointer<UInt8>) -> Int in
                var end = buffer.initialize(fromContentsOf: prefix)
                end = buffer[end...].initialize(fromContentsOf: id)
                return buffer[end...].initialize(fromContentsOf: ".cook".utf8)
            }
            return CooklangFile(id: String(decoding: id, as: UTF8.self), path: path, size: found.size, modificationTime: found.modificationTime)
        }
    }
}

private func errorText(_ code: Int32) -> String {
    String(cString: strerror(code))
}
