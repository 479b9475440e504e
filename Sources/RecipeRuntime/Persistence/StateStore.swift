import RecipeApp
import FoundationEssentials
import Glibc  // the state file's opens, stat, link and unlink, which decide what is never replaced
import RecipeModel
import RecipeNavigation
import SystemFiles

/// Keeps the navigation state in a file: read once at launch, written atomically after each change.
///
/// A file that cannot be understood is never overwritten: it is renamed aside (the name is given
/// in the notice) and the app starts fresh.
package struct StateStore {
    /// Where the state lives.
    package let path: String
    /// How a path is written in a message: as it is, unless the launcher opened it through a descriptor (see `RawPath.openable`).
    package var shownPath: @Sendable (String) -> String = { $0 }

    package init(path: String) {
        self.path = path
    }

    /// Larger files are not state this app wrote for an ordinary catalog; they are set aside unread.
    static let maximumSize = 1 << 20

    /// The largest state this app can write for `catalog`: a stack at its deepest of its longest ID,
    /// and a view of as many, each escaped as JSON at its longest, so that whatever can be saved can be read back.
    ///
    /// Only a file over `maximumSize` asks, so the IDs are measured only then.
    static func maximumSize(for catalog: RecipeCatalog) -> Int {
        let perScreen = catalog.longestRecipeIDLength * 6 + 64
        // A view too large to read back would cost the navigation beside it, set aside with it.
        let view = SavedView.maximumIDs * (max(catalog.longestRecipeIDLength, catalog.categories.map(\.id.utf8.count).max() ?? 0) * 6 + 64)
        return max(maximumSize, (NavigationModel.maximumDepth + 1) * perScreen + view + 4096)
    }

    /// What reading the state file found.
    package enum LoadResult: Equatable {
        /// No file yet: a first launch.
        case missing
        case restored(RestoredNavigation)
        /// The file was not a state this version understands; it was moved to `movedTo`.
        case setAside(reason: String, movedTo: String)
        /// The file exists but could not be read or moved, or is no regular file; it was left alone,
        /// and nothing may be saved over it: the app runs without saving.
        case unreadable(reason: String)
    }

    /// Reads and fits the saved state to `catalog`, setting a bad file aside.
    ///
    /// A path that is no regular file (a device, a FIFO, a folder), or a file that cannot be read,
    /// is `unreadable`: left exactly as it is, and never saved over (see `save`).
    package func load(in catalog: RecipeCatalog, now: Date = Date()) -> LoadResult {
        loadPlace(in: catalog, now: now).result
    }

    /// Reads the saved state as `load` does, with the view state saved beside it.
    ///
    /// The view is nil when the file holds none (written before views were saved) or one this
    /// version cannot read: it is dropped quietly, and the navigation restored all the same.
    package func loadPlace(in catalog: RecipeCatalog, now: Date = Date()) -> (result: LoadResult, view: SavedView?) {
        let data: Data
        switch readFile(in: catalog, now: now) {
        case .bytes(let bytes): data = bytes
        case .instead(let result): return (result, nil)
        }
        do {
            // Read by hand when the file is as this app writes it; by JSONDecoder, exactly as before, otherwise.
            var view: SavedView?
            let restored = try NavigationModel.restore(from: data, in: catalog, readingView: { SavedView.read(&$0, into: &view) })
            return (.restored(restored.navigation), restored.viewRead ? view : Self.decodeView(data))
        } catch {
            return (setAside(FileKind.followingLinks(path), reason: error.description, now: now), nil)
        }
    }

    /// The state file's view member as `JSONDecoder` reads it: nil when the file holds none or one this version cannot read.
    static func decodeView(_ data: Data) -> SavedView? {
        try? JSONDecoder().decode(ViewMember.self, from: data).view
    }

    /// The state file's view member, read apart from the navigation's, which the navigation model reads.
    private struct ViewMember: Decodable {
        var view: SavedView?
    }

    /// The bytes of the state file, or what to do instead of restoring from them.
    private func readFile(in catalog: RecipeCatalog, now: Date) -> FileRead {
        let target = FileKind.followingLinks(path)
        var info = stat()
        guard stat(target, &info) == 0 else {
            // No file there, or a folder on the way is a file: either way nothing was saved there.
            // (Saving will fail in the second case, and say so once.)
            if errno == ENOENT || errno == ENOTDIR { return .instead(.missing) }
            return .instead(.unreadable(reason: String(cString: strerror(errno))))
        }
        if let kind = FileKind.nonRegularDescription(info) {
            return .instead(.unreadable(reason: kind == "a folder" ? "it is a folder" : "it is \(kind), not a regular file"))
        }
        var limit = Self.maximumSize
        if info.st_size > limit { limit = Self.maximumSize(for: catalog) }
        if info.st_size > limit {
            return .instead(setAside(target, reason: "it is \(info.st_size) bytes, too large to be a saved state", now: now))
        }
        do {
            return .bytes(try Self.readWhole(target, limit: limit, size: Int(info.st_size)))
        } catch {
            return .instead(.unreadable(reason: error.description))
        }
    }

    /// What reading the state file gave: its bytes, or the result of a load that ended before there were any.
    ///
    /// Not a `Result`: a generic type with a requirement is made at run time on its first use, and checking
    /// the requirement (`Error`) scans every conformance record of the binary, about 180,000 instructions
    /// before the first frame.
    private enum FileRead {
        case bytes(Data)
        case instead(LoadResult)
    }

    /// Reads a file of at most `limit` bytes, measured at `size` (it may have grown since), never blocking on what turned into a FIFO.
    private static func readWhole(_ path: String, limit: Int, size: Int) throws(SystemError) -> Data {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw SystemError() }
        defer { close(descriptor) }
        return Data(try readToEnd(descriptor, limit: limit, sizeHint: size))
    }

    /// Renames the file to `state.json.corrupt-YYYYMMDD-HHMMSS` (with a counter if taken), never deleting it.
    private func setAside(_ path: String, reason: String, now: Date) -> LoadResult {
        let stamp = Self.timestamp(now)
        for attempt in 0..<100 {
            let candidate = path + ".corrupt-" + stamp + (attempt == 0 ? "" : "-\(attempt)")
            // link() fails if the name exists, so an earlier set-aside file is never replaced.
            if link(path, candidate) == 0 {
                unlink(path)
                return .setAside(reason: reason, movedTo: candidate)
            }
            if errno != EEXIST { break }
        }
        return .unreadable(reason: reason + "; it could not be moved aside (\(String(cString: strerror(errno))))")
    }

    private static func timestamp(_ date: Date) -> String {
        var time = time_t(date.timeIntervalSince1970)
        var parts = tm()
        localtime_r(&time, &parts)
        func padded(_ value: Int32, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return padded(parts.tm_year + 1900, 4) + padded(parts.tm_mon + 1, 2) + padded(parts.tm_mday, 2) + "-"
            + padded(parts.tm_hour, 2) + padded(parts.tm_min, 2) + padded(parts.tm_sec, 2)
    }

    /// Why a save failed, in words.
    package struct SaveError: Error, CustomStringConvertible {
        package var description: String
    }

    /// Writes the state, and the view state beside it when given, atomically: a private temporary file, fsync, rename over the old one, fsync the folder.
    ///
    /// A crash at any moment leaves either the old file or the new one, never a mix; two instances
    /// saving at once each rename a complete file of their own. A symbolic link is saved through:
    /// its target is replaced, and the link stays. Anything but a regular file that can be read
    /// (a device, a FIFO, a socket, a folder, a file the user may not read) is never replaced: the
    /// save fails and says why.
    package func save(_ navigation: NavigationModel, view: SavedView? = nil) throws(SaveError) {
        do {
            try write(navigation, view: view)
        } catch {
            throw SaveError(description: shownPath(error.description))
        }
    }

    /// Saves as `save` says, with paths in the error as they are opened.
    private func write(_ navigation: NavigationModel, view: SavedView?) throws(SaveError) {
        let target = FileKind.followingLinks(path)
        if let refusal = Self.refusal(toReplace: target) { throw SaveError(description: refusal) }
        let directory = target.deletingLastPathComponent
        do {
            try makeDirectory(directory.isEmpty ? "." : directory)
        } catch {
            throw SaveError(description: error.description)
        }
        // Before writing, so that whoever sees the new file also sees the folder tidied.
        AtomicFileWrite.removeAbandonedTemporaries(of: target)
        let bytes = [UInt8](navigation.encodedJSON(view: view)) + [0x0A]
        do {
            // Unnamed until complete: the temporary file is locked before it has a name, so no tidying instance can take it for abandoned.
            try AtomicFileWrite(path: target, mode: 0o600, durable: true, unnamed: true).write { descriptor throws(SystemError) in
                try writeAll(descriptor, bytes)
            }
        } catch {
            throw SaveError(description: error.description)
        }
    }

    /// Why the file at `target` must not be replaced, or nil when it may: it is missing, or a regular file this user can read.
    static func refusal(toReplace target: String) -> String? {
        var info = stat()
        guard lstat(target, &info) == 0 else { return nil }
        if let kind = FileKind.nonRegularDescription(info) {
            return "\(target) is \(kind), not a regular file; it is left alone"
        }
        // What could not be read must not be lost: a saved place in a file of another owner, or of mode 0200.
        let descriptor = open(target, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            return "\(target) cannot be read (\(SystemError())); it is left alone"
        }
        close(descriptor)
        return nil
    }
}
