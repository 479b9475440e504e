import Glibc  // stat and realpath of the folders it lists to watch
import RecipeModel
import SystemFiles

/// The folders whose changes can change the data at a path, and the names in them that matter.
///
/// A JSON file is watched through its folder, since saving by renaming a new file over it replaces
/// the file itself; its name is what matters there, and, when the path is a link, the name and
/// folder of the file it leads to as well. A Cooklang collection is watched in every folder the
/// walk reads (hidden ones skipped, links followed as `CollectionWalkRules` allows, each folder
/// once): there, a `.cook` file or a folder matters; editors' swap files, backups and the app's own
/// files do not. The folder above the data's folder is watched too, for that folder's name alone: a
/// data folder deleted and made again is a new folder, which the old watch does not see.
package struct DataFolders: Equatable, Sendable {
    /// The data's folders, that exist now.
    package var folders: Set<String>
    /// For a JSON file, the names that matter in each folder; nil for a collection.
    package var fileNames: [String: Set<String>]?
    /// The folders above the data's, each with the names of the data's folders in it: only their coming and going matters there.
    package var parents: [String: Set<String>]
    /// A collection's folder, whose kitchen files (`KitchenFiles`) are watched beside its recipes; nil for a JSON file.
    package var collectionRoot: String?
    /// For a JSON catalog, the folder of its plan in the state folder (`PlanFiles`): watched for the
    /// plan and its check log alone, as a collection's are, and through the nearest folder above it that
    /// exists for its coming (the app makes it, and the state folder, at its first write). Nil for a
    /// collection, whose plan is in its folder.
    package var planFolder: String?

    package init(folders: Set<String>, fileNames: [String: Set<String>]?, parents: [String: Set<String>] = [:]) {
        self.folders = folders
        self.fileNames = fileNames
        self.parents = parents
    }

    /// Every folder to watch: the data's, the ones above them, and a JSON catalog's plan folder and the one above it.
    package var watched: Set<String> {
        var watched = folders.union(parents.keys)
        if let planFolder {
            if RecipeCatalog.isFolder(planFolder) { watched.insert(planFolder) }
            // The nearest folder above it that exists sees it (or a folder on the way to it) made.
            var above = Self.split(planFolder).folder
            while !RecipeCatalog.isFolder(above), Self.split(above).folder != above { above = Self.split(above).folder }
            watched.insert(above)
        }
        return watched
    }

    /// Whether `path` is the plan's folder or a folder on the way to it.
    private func leadsToPlan(_ path: String) -> Bool {
        guard let planFolder else { return false }
        return path == planFolder || planFolder.hasPrefix(path.hasSuffix("/") ? path : path + "/")
    }

    /// Whether `folder` is watched for the plan alone: a change there is never the data's.
    private func isPlanOnly(_ folder: String) -> Bool {
        leadsToPlan(folder) && !folders.contains(folder) && parents[folder] == nil
    }

    /// Whether an event of `name` in `folder` is the plan's folder, or one on the way to it, being made
    /// (or made again), which the watcher must then start watching.
    package func isPlanFolderMade(name: String, in folder: String, isFolder: Bool) -> Bool {
        isFolder && !name.isEmpty && leadsToPlan(folder == "/" ? "/" + name : folder + "/" + name)
    }

    /// Finds what to watch for the data at `path`; `isCollection` as the loader decided.
    package init(path: String, isCollection: Bool) {
        guard !isCollection else {
            folders = Self.collectionFolders(root: path)
            fileNames = nil
            parents = Self.parents(of: [path])
            collectionRoot = path
            return
        }
        var names: [String: Set<String>] = [:]
        for candidate in [path, Self.resolved(path)].compactMap({ $0 }) {
            let (folder, name) = Self.split(candidate)
            names[folder, default: []].insert(name)
        }
        // A folder that is not there (deleted) cannot be watched: the one above it sees it come back.
        folders = Set(names.keys.filter(RecipeCatalog.isFolder))
        fileNames = names
        parents = Self.parents(of: names.keys)
    }

    /// The folder above each of `folders`, with their names in it; none for `/`, `.` or `..`.
    private static func parents(of folders: some Sequence<String>) -> [String: Set<String>] {
        var parents: [String: Set<String>] = [:]
        for folder in folders {
            var trimmed = folder
            while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
            let (parent, name) = split(trimmed)
            guard !name.isEmpty, name != ".", name != ".." else { continue }
            parents[parent, default: []].insert(name)
        }
        return parents
    }

    /// Whether a change to `name` in `folder` can change the data (an empty name is the folder itself).
    ///
    /// In a collection a link matters too, since the walk follows links to folders: one made is
    /// still there to be looked at, and one removed was a folder that is watched.
    package func matters(name: String, in folder: String, isFolder: Bool) -> Bool {
        if isPlanOnly(folder) { return false }
        if !folders.contains(folder), let names = parents[folder] { return names.contains(name) }
        if name.isEmpty { return true }
        if let fileNames { return fileNames[folder]?.contains(name) == true }
        guard !name.hasPrefix(".") else { return false }
        if isFolder || name.hasSuffix(".cook") { return true }
        let path = folder + "/" + name
        if folders.contains(path) { return true }
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }

    /// Whether a change to `name` in `folder` can change the kitchen's files, which the catalog does not
    /// hold: the collection's `.shopping-list` and `.shopping-checked`, `config/aisle.conf` and
    /// `config/pantry.conf`, and any `.menu` file; for a JSON catalog, its `.shopping-list` and
    /// `.shopping-checked` in the state folder (`planFolder`), and that folder's coming.
    package func kitchenMatters(name: String, in folder: String, isFolder: Bool) -> Bool {
        if let planFolder, folder == planFolder, !isFolder { return name == ".shopping-list" || name == ".shopping-checked" }
        if isPlanFolderMade(name: name, in: folder, isFolder: isFolder) { return true }
        guard let root = collectionRoot, !isFolder, folders.contains(folder) else { return false }
        if folder == root, name == ".shopping-list" || name == ".shopping-checked" { return true }
        if folder == root + "/config", name == "aisle.conf" || name == "pantry.conf" { return true }
        return !name.hasPrefix(".") && name.hasSuffix(".menu")
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

    /// Every folder below `root`, and `root`, as the collection's walk reads them: hidden ones
    /// skipped, links followed as `CollectionWalkRules` allows, no folder on a kernel's file system
    /// or deeper than the rules' depth, a folder reached twice (a link loop) read once.
    private static func collectionFolders(root: String) -> Set<String> {
        let rules = CollectionWalkRules(root: root)
        var folders: Set<String> = []
        var seen: Set<DeviceInode> = []
        var rootStatus = stat()
        var pending: [(path: String, depth: Int, parentDevice: UInt64)] = [(root, 0, stat(root, &rootStatus) == 0 ? UInt64(rootStatus.st_dev) : 0)]
        var names = 0
        while let (folder, depth, parentDevice) = pending.popLast() {
            var status = stat()
            guard rules.refusal(ofDepth: depth) == nil, stat(folder, &status) == 0, status.st_mode & S_IFMT == S_IFDIR,
                seen.insert(DeviceInode(status)).inserted
            else { continue }
            if UInt64(status.st_dev) != parentDevice, CollectionWalkRules.refusal(ofMountAt: folder) != nil { continue }
            folders.insert(folder)
            guard let directory = opendir(folder) else { continue }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                names += 1
                if names > rules.caps.maximumNames { return folders }
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                guard !name.hasPrefix(".") else { continue }
                let type = entry.pointee.d_type
                // Entries whose kind the file system does not say, and links, are looked at by `stat` when taken from `pending`.
                guard type == DT_DIR || type == DT_LNK || type == DT_UNKNOWN else { continue }
                let path = folder + "/" + name
                if type != DT_DIR {
                    var link = stat()
                    if lstat(path, &link) == 0, link.st_mode & S_IFMT == S_IFLNK, rules.refusal(ofLinkAt: path) != nil { continue }
                }
                pending.append((path, depth + 1, UInt64(status.st_dev)))
            }
        }
        return folders
    }
}
