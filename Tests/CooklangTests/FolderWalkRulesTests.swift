#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif
import Cooklang
import SystemFiles
import Testing

/// The walk's policy on what a collection cannot make it do: follow a link out of the collection or
/// onto the kernel's own file systems, go without end, or list without end.
@Suite("A collection's walk keeps to the collection")
struct FolderWalkRulesTests {
    /// A new folder under the system's temporary folder, removed (links as links) when the test ends.
    final class Scratch {
        let path: String

        init() throws {
            var template = Array("/tmp/cooklang-walk-XXXXXX".utf8CString)
            let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
            path = String(cString: try #require(made))
        }

        deinit {
            Self.remove(path)
        }

        /// Removes a tree; links are removed as links, never followed, so nothing outside is reached.
        private static func remove(_ full: String) {
            var status = stat()
            guard lstat(full, &status) == 0 else { return }
            if status.st_mode & S_IFMT == S_IFDIR, let directory = opendir(full) {
                var names: [String] = []
                while let entry = readdir(directory) {
                    let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                    if name != "." && name != ".." { names.append(name) }
                }
                closedir(directory)
                for name in names { remove(full + "/" + name) }
                rmdir(full)
            } else {
                unlink(full)
            }
        }

        func file(_ relative: String) throws {
            let descriptor = open(path + "/" + relative, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            try #require(descriptor >= 0)
            _ = write(descriptor, "Cook @eggs{2}.", 14)
            close(descriptor)
        }

        func folder(_ relative: String) throws {
            try #require(mkdir(path + "/" + relative, 0o755) == 0)
        }

        func link(_ relative: String, to target: String) throws {
            try #require(symlink(target, path + "/" + relative) == 0)
        }
    }

    @Test("Links to /, /proc, /sys, /dev and to a folder beside the collection are not followed, each a notice; links inside are")
    func linksOut() throws {
        let scratch = try Scratch()
        try scratch.folder("Collection")
        try scratch.folder("Collection/Soups")
        try scratch.file("Collection/Soups/Leek.cook")
        try scratch.folder("Elsewhere")
        try scratch.file("Elsewhere/Outside.cook")
        try scratch.file("Outside File.cook")
        try scratch.link("Collection/Root", to: "/")
        try scratch.link("Collection/Proc", to: "/proc")
        try scratch.link("Collection/Sys", to: "/sys")
        try scratch.link("Collection/Devices", to: "/dev")
        try scratch.link("Collection/Beside", to: "../Elsewhere")
        try scratch.link("Collection/Beside.cook", to: "../Outside File.cook")
        try scratch.link("Collection/More Soups", to: "Soups")
        try scratch.link("Collection/Soup.cook", to: "Soups/Leek.cook")

        let listing = try CooklangFolder.list(scratch.path + "/Collection")
        #expect(listing.files.map(\.id) == ["Soup", "Soups/Leek"])
        let real = String(cString: try #require(realpath(scratch.path, nil)))
        #expect(listing.notices.map(\.description) == [
            "Beside: a link out of the collection's folder (to \(real)/Elsewhere); not followed",
            "Beside.cook: a link out of the collection's folder (to \(real)/Outside File.cook); not followed",
            "Devices: a link out of the collection's folder (to /dev); not followed",
            "More Soups: a link to folder Soups, which is listed already; skipped",
            "Proc: a link out of the collection's folder (to /proc); not followed",
            "Root: a link out of the collection's folder (to /); not followed",
            "Sys: a link out of the collection's folder (to /sys); not followed",
        ])
    }

    @Test("A collection reached through a link is walked in its real folder: links inside it stay inside")
    func linkedRoot() throws {
        let scratch = try Scratch()
        try scratch.folder("Real")
        try scratch.folder("Real/Soups")
        try scratch.file("Real/Soups/Leek.cook")
        try scratch.link("Real/Again", to: "Soups")
        try scratch.link("Alias", to: "Real")
        let listing = try CooklangFolder.list(scratch.path + "/Alias")
        #expect(listing.files.map(\.id) == ["Soups/Leek"])
        #expect(listing.notices.map(\.description) == ["Again: a link to folder Soups, which is listed already; skipped"])
    }

    @Test("Folders nested deeper than the cap are not walked, and say so")
    func depthCap() throws {
        let scratch = try Scratch()
        var relative = "Deep"
        try scratch.folder(relative)
        for level in 2...5 {
            relative += "/\(level)"
            try scratch.folder(relative)
            try scratch.file(relative + "/Recipe.cook")
        }
        let listing = try CooklangFolder.list(scratch.path, caps: CollectionWalkRules.Caps(maximumDepth: 3))
        #expect(listing.files.map(\.id) == ["Deep/2/3/Recipe", "Deep/2/Recipe"])
        #expect(listing.notices.map(\.description) == ["Deep/2/3/4: a folder more than 3 folders deep (the deepest a collection is walked); not walked"])
        #expect(try CooklangFolder.list(scratch.path).files.count == 4, "the app's own cap is far deeper")
    }

    @Test("A walk stops at the cap on recipe files, and at the cap on names looked at, and says which", arguments: [false, true])
    func countCaps(names: Bool) throws {
        let scratch = try Scratch()
        for folder in ["A", "B", "C", "D"] {
            try scratch.folder(folder)
            for index in 0..<20 { try scratch.file("\(folder)/\(index).cook") }
        }
        let caps = names ? CollectionWalkRules.Caps(maximumNames: 30) : CollectionWalkRules.Caps(maximumFiles: 25)
        let listing = try CooklangFolder.list(scratch.path, caps: caps)
        let notice = try #require(listing.notices.last)
        if names {
            // Names are counted a folder at a time: the folders begun are listed whole, none after.
            #expect(listing.files.count < 80 && listing.files.count % 20 == 0)
            #expect(notice.message == "the walk stopped after looking at 30 names (the most a collection's walk looks at); what it did not reach is not listed")
        } else {
            #expect(listing.files.count == 25)
            #expect(notice.message == "the walk stopped after 25 recipe files (the most a collection lists); what it did not reach is not listed")
        }
        #expect(try CooklangFolder.list(scratch.path).files.count == 80)
    }

    @Test("The kernel's own file systems are told apart from ordinary ones")
    func kernelFileSystems() throws {
        let scratch = try Scratch()
        #expect(CollectionWalkRules.refusal(ofMountAt: scratch.path) == nil)
        #expect(CollectionWalkRules.refusal(ofMountAt: "/proc") == "a folder on a proc file system; not walked")
        var status = stat()
        if stat("/sys/kernel", &status) == 0 {
            #expect(CollectionWalkRules.refusal(ofMountAt: "/sys") == "a folder on a sysfs file system; not walked")
        }
        // Inside a collection rooted above a kernel file system, a link to it is refused for its kind.
        #expect(CollectionWalkRules(root: "/").refusal(ofLinkAt: "/proc/self") == "a link to a proc file system; not followed")
    }
}
