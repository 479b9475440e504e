import Glibc
import Testing

@testable import SystemFiles

/// The inotify watcher: which changes to a watched folder it reports, and that it never blocks.
@Suite("FileWatcher")
struct FileWatcherTests {
    /// Writes `text` to `path`, replacing what was there in place (same inode).
    static func write(_ text: String, to path: String) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        precondition(descriptor >= 0)
        _ = try? writeAll(descriptor, Array(text.utf8))
        close(descriptor)
    }

    /// The events waiting after the kernel had a moment to queue them, as (name, isFolder).
    static func events(of watcher: FileWatcher) -> [String] {
        var descriptor = pollfd(fd: watcher.descriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&descriptor, 1, 1000)
        return watcher.readEvents().map { $0.name + ($0.isFolder ? "/" : "") }
    }

    @Test("A file written in place, one renamed over another, a new folder and a deletion are each reported by name")
    func reportsTheWaysFilesChange() throws {
        let folder = try ScratchFolder()
        let data = folder.path + "/recipes.json"
        Self.write("{}", to: data)
        let watcher = try FileWatcher()
        #expect(watcher.watch(folder.path) == nil)
        #expect(watcher.readEvents() == [], "nothing happened yet")

        Self.write("{ }", to: data)
        #expect(Set(Self.events(of: watcher)) == ["recipes.json"])

        Self.write("{}", to: data + ".tmp")
        #expect(rename(data + ".tmp", data) == 0)
        #expect(Set(Self.events(of: watcher)) == ["recipes.json.tmp", "recipes.json"])

        #expect(mkdir(folder.path + "/Soups", 0o755) == 0)
        #expect(Self.events(of: watcher) == ["Soups/"])

        #expect(unlink(data) == 0)
        #expect(Self.events(of: watcher) == ["recipes.json"])
    }

    @Test("Each event names the folder it happened in; watching exactly a set adds and removes watches")
    func watchesExactlyASet() throws {
        let folder = try ScratchFolder()
        let a = folder.path + "/a"
        let b = folder.path + "/b"
        mkdir(a, 0o755)
        mkdir(b, 0o755)
        let watcher = try FileWatcher()
        #expect(watcher.watchExactly([a, b]) == nil)
        #expect(watcher.watchedFolders == [a, b])
        Self.write("x", to: b + "/one.cook")
        var descriptor = pollfd(fd: watcher.descriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&descriptor, 1, 1000)
        #expect(Set(watcher.readEvents().map(\.folder)) == [b])

        #expect(watcher.watchExactly([a]) == nil)
        #expect(watcher.watchedFolders == [a])
        Self.write("y", to: b + "/two.cook")
        #expect(Self.events(of: watcher) == [], "b is no longer watched")
    }

    @Test("A watched folder moved away stops being watched under its old path, and a new folder made there is watched")
    func movedFolder() throws {
        let folder = try ScratchFolder()
        let soups = folder.path + "/Soups"
        mkdir(soups, 0o755)
        mkdir(folder.path + "/.old", 0o755)
        let watcher = try FileWatcher()
        #expect(watcher.watchExactly([folder.path, soups]) == nil)
        #expect(rename(soups, folder.path + "/.old/Soups") == 0)
        _ = Self.events(of: watcher)
        #expect(watcher.watchedFolders == [folder.path])
        Self.write("x", to: folder.path + "/.old/Soups/one.cook")
        #expect(Self.events(of: watcher) == [], "the moved folder reports nothing under its old path")

        mkdir(soups, 0o755)
        _ = Self.events(of: watcher)
        #expect(watcher.watchExactly([folder.path, soups]) == nil)
        Self.write("y", to: soups + "/two.cook")
        var descriptor = pollfd(fd: watcher.descriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&descriptor, 1, 1000)
        #expect(watcher.readEvents().contains { $0.folder == soups && $0.name == "two.cook" })
    }

    @Test("A folder that cannot be watched says why, and a deleted watched folder leaves the set")
    func failuresAndDeletions() throws {
        let folder = try ScratchFolder()
        let watcher = try FileWatcher()
        #expect(watcher.watch(folder.path + "/missing")?.code == ENOENT)
        let gone = folder.path + "/gone"
        mkdir(gone, 0o755)
        #expect(watcher.watch(gone) == nil)
        rmdir(gone)
        let names = Self.events(of: watcher)
        #expect(names == [""], "the folder itself, deleted")
        #expect(watcher.watchedFolders == [])
    }

    @Test("A folder that cannot be watched is reported only when it is among those to report")
    func reportsOnlyWhatItIsAskedTo() throws {
        let folder = try ScratchFolder()
        let missing = folder.path + "/missing"
        let watcher = try FileWatcher()
        #expect(watcher.watchExactly([folder.path, missing], reporting: [folder.path]) == nil)
        #expect(watcher.watchedFolders == [folder.path])
        #expect(watcher.watchExactly([folder.path, missing])?.folder == missing)
    }
}
