import FoundationEssentials
import Glibc
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

    package init(path: String) {
        self.path = path
    }

    /// Larger files are not state this app wrote; they are set aside unread.
    static let maximumSize = 1 << 20

    /// What reading the state file found.
    package enum LoadResult: Equatable {
        /// No file yet: a first launch.
        case missing
        case restored(RestoredNavigation)
        /// The file was not a state this version understands; it was moved to `movedTo`.
        case setAside(reason: String, movedTo: String)
        /// The file exists but could not be read or moved; it was left alone.
        case unreadable(reason: String)
    }

    /// The default location: `$XDG_STATE_HOME/recipe-tui/state.json`, or `~/.local/state/recipe-tui/state.json`.
    package static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        // With no home folder at all the root folder stands in, not the current one: where the state
        // goes must not depend on where the app was started.
        (XDGBaseDirectories.stateHome(environment: environment) ?? "/.local/state") + "/recipe-tui/state.json"
    }

    /// Reads and fits the saved state to `catalog`, setting a bad file aside.
    package func load(in catalog: RecipeCatalog, now: Date = Date()) -> LoadResult {
        var info = stat()
        guard stat(path, &info) == 0 else {
            // No file there, or a folder on the way is a file: either way nothing was saved there.
            // (Saving will fail in the second case, and say so once.)
            if errno == ENOENT || errno == ENOTDIR { return .missing }
            return .unreadable(reason: String(cString: strerror(errno)))
        }
        if (info.st_mode & S_IFMT) == S_IFDIR { return .unreadable(reason: "it is a directory") }
        if info.st_size > Self.maximumSize {
            return setAside(reason: "it is \(info.st_size) bytes, too large to be a saved state", now: now)
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .unreadable(reason: String(cString: strerror(errno)))
        }
        do {
            return .restored(try NavigationModel.restore(from: data, in: catalog))
        } catch {
            return setAside(reason: error.description, now: now)
        }
    }

    /// Renames the file to `state.json.corrupt-YYYYMMDD-HHMMSS` (with a counter if taken), never deleting it.
    private func setAside(reason: String, now: Date) -> LoadResult {
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

    /// Writes the state atomically: a private temporary file, fsync, rename over the old one, fsync the folder.
    ///
    /// A crash at any moment leaves either the old file or the new one, never a mix; two instances
    /// saving at once each rename a complete file of their own.
    package func save(_ navigation: NavigationModel) throws(SaveError) {
        let directory = path.deletingLastPathComponent
        do {
            try makeDirectory(directory.isEmpty ? "." : directory)
        } catch {
            throw SaveError(description: error.description)
        }
        // Before writing, so that whoever sees the new file also sees the folder tidied.
        removeAbandonedTemporaries(in: directory.isEmpty ? "." : directory)
        let bytes = [UInt8](navigation.encodedJSON()) + [0x0A]
        do {
            try AtomicFileWrite(path: path, mode: 0o600, durable: true).write { descriptor throws(SystemError) in
                try writeAll(descriptor, bytes)
            }
        } catch {
            throw SaveError(description: error.description)
        }
    }

    /// Removes `state.json.tmp-PID` files whose process is gone: an instance killed (kill -9, power
    /// loss) between creating its temporary file and renaming it leaves one behind, and each such
    /// death would add another. A running instance's file is left alone, as is anything else.
    private func removeAbandonedTemporaries(in directory: String) {
        let prefix = path.lastPathComponent + ".tmp-"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for name in names where name.hasPrefix(prefix) {
            guard let pid = pid_t(name.dropFirst(prefix.count)), pid > 0, pid != getpid() else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH {
                unlink(directory + "/" + name)
            }
        }
    }
}
