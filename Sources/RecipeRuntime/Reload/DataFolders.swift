import Glibc
import SystemFiles

/// The folders whose changes can change the data at a path, and the names in them that matter.
///
/// A JSON file is watched through its folder, since saving by renaming a new file over it replaces
/// the file itself; its name is what matters there, and, when the path is a link, the name and
/// folder of the file it leads to as well. A Cooklang collection is watched in every folder the
/// walk reads (hidden ones skipped, links followed, each folder once): there, a `.cook` file or a
/// folder matters; editors' swap files, backups and the app's own files do not.
package struct DataFolders: Equatable, Sendable {
    /// The folders to watch.
    package var folders: Set<String>
    /// For a JSON file, the names that matter in each folder; nil for a collection.
    package var fileNames: [String: Set<String>]?

    package init(folders: Set<String>, fileNames: [String: Set<String>]?) {
        self.folders = folders
        self.fileNames = fileNames
    }

    /// Finds what to watch for the data at `path`; `isCollection` as the loader decided.
    package init(path: String, isCollection: Bool) {
        guard !isCollection else {
            folders = Self.collectionFolders(root: path)
            fileNames = nil
            return
        }
        var names: [String: Set<String>] = [:]
        for candidate in [path, Self.resolved(path)].compactMap({ $0 }) {
            let (folder, name) = Self.split(candidate)
            names[folder, default: []].insert(name)
        }
        folders = Set(names.keys)
        fileNames = names
    }

    /// Whether a change to `name` in `folder` can change the data (an empty name is the folder itself).
    ///
    /// In a collection a link matters too, since the walk follows links to folders: one made is
    /// still there to be looked at, and one removed was a folder that is watched.
    package func matters(name: String, in folder: String, isFolder: Bool) -> Bool {
        if name.isEmpty { return true }
        if let fileNames { return fileNames[folder]?.contains(name) == true }
        guard !name.hasPrefix(".") else { return false }
        if isFolder || name.hasSuffix(".cook") { return true }
        let path = folder + "/" + name
        if folders.contains(path) { return true }
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }

    /// The folder part and the last name of a path: "recipes.json" is in ".".
    static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let folder = String(path[..<slash])
        return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
    }

    /// The path a link leads to, when `path` is not already that path.
    private static func resolved(_ path: String) -> String? {
        guard let real = realpath(path, nil) else { return nil }
        defer { free(real) }
        let resolved = String(cString: real)
        return resolved == path ? nil : resolved
    }

    /// Every folder below `root`, and `root`: hidden ones skipped, links followed, a folder reached twice (a link loop) read once.
    private static func collectionFolders(root: String) -> Set<String> {
        var folders: Set<String> = []
        var seen: Set<DeviceInode> = []
        var pending = [root]
        while let folder = pending.popLast() {
            var status = stat()
            guard stat(folder, &status) == 0, status.st_mode & S_IFMT == S_IFDIR, seen.insert(DeviceInode(status)).inserted else { continue }
            folders.insert(folder)
            guard let directory = opendir(folder) else { continue }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                guard !name.hasPrefix(".") else { continue }
                let type = entry.pointee.d_type
                // Entries whose kind the file system does not say, and links, are looked at by `stat` above.
                if type == DT_DIR || type == DT_LNK || type == DT_UNKNOWN { pending.append(folder + "/" + name) }
            }
        }
        return folders
    }
}
