#if canImport(Darwin)
import Darwin
#else
import CStatfs
import Glibc
#endif

/// What a walk of a collection's folder follows and how far it goes: the one rule for the walk that
/// lists the recipes and for the one that finds the folders to watch.
///
/// A collection is often a synced folder others write to, and a link in it may lead anywhere: to
/// `/`, to `/proc`, to a tree of millions of files. So a link (to a folder or to a file) is followed
/// only when what it leads to, after every link on the way, is inside the collection's own folder
/// as it really is; a folder on a file system of the kernel's own (proc, sysfs, cgroup, debugfs, …)
/// is never entered, whether a link leads there or a mount sits inside the collection; a walk goes
/// at most 32 folders deep, looks at most at 1,000,000 names, and lists at most 200,000 recipe
/// files (`Caps`). Whatever is not followed or not walked is said, naming the rule.
package struct CollectionWalkRules: Sendable {
    /// How far a walk goes.
    package struct Caps: Sendable {
        /// The most folders a walk descends below the collection's folder.
        package var maximumDepth = 32
        /// The most names a walk looks at, recipes or not: a collection of 100,000 recipes needs a tenth of it.
        package var maximumNames = 1_000_000
        /// The most recipe files a walk lists: twice the recipes the app is measured at.
        package var maximumFiles = 200_000

        /// The app's caps; tests give smaller ones.
        package static let standard = Caps()

        package init(maximumDepth: Int = 32, maximumNames: Int = 1_000_000, maximumFiles: Int = 200_000) {
            self.maximumDepth = maximumDepth
            self.maximumNames = maximumNames
            self.maximumFiles = maximumFiles
        }
    }

    /// The collection's folder with every link resolved.
    package let realRoot: String
    package let caps: Caps

    /// The rules for the collection at `root`; its own links are resolved once, here.
    package init(root: String, caps: Caps = .standard) {
        realRoot = Self.realPath(root) ?? root
        self.caps = caps
    }

    /// Why the link at `path` is not followed, or nil when it is: it must lead inside the collection, onto an ordinary file system.
    package func refusal(ofLinkAt path: String) -> String? {
        guard let target = Self.realPath(path) else { return "a link that leads nowhere readable; not followed" }
        guard contains(target) else { return "a link out of the collection's folder (to \(target)); not followed" }
        if let kind = Self.specialFileSystem(atPath: target) { return "a link to a \(kind) file system; not followed" }
        return nil
    }

    /// Whether `path`, with its links resolved, is the collection's folder or below it.
    package func contains(_ path: String) -> Bool {
        path == realRoot || path.hasPrefix(realRoot == "/" ? "/" : realRoot + "/")
    }

    /// Why a folder on another device than its parent's (a mount point) is not entered, or nil when it is.
    package static func refusal(ofMountAt path: String) -> String? {
        specialFileSystem(atPath: path).map { "a folder on a \($0) file system; not walked" }
    }

    /// Why a folder below the collection is not walked for its depth, or nil; `depth` counts folders below the collection's.
    package func refusal(ofDepth depth: Int) -> String? {
        depth > caps.maximumDepth ? "a folder more than \(caps.maximumDepth) folders deep (the deepest a collection is walked); not walked" : nil
    }

    /// The notice for a walk stopped by the cap on names.
    package var namesCapNotice: String {
        "the walk stopped after looking at \(Self.grouped(caps.maximumNames)) names (the most a collection's walk looks at); what it did not reach is not listed"
    }
    /// The notice for a walk stopped by the cap on files.
    package var filesCapNotice: String {
        "the walk stopped after \(Self.grouped(caps.maximumFiles)) recipe files (the most a collection lists); what it did not reach is not listed"
    }

    /// The kind of file system a path is on, when it is one of the kernel's own, never walked; nil for an ordinary one or when it cannot be told.
    static func specialFileSystem(atPath path: String) -> String? {
        var status = statfs()
        guard statfs(path, &status) == 0 else { return nil }
        return specialFile(status)
    }

    /// The name of a kernel file system by its magic number (see statfs(2)), for the ones that hold no one's files.
    private static func specialFile(_ status: statfs) -> String? {
        #if canImport(Darwin)
        return nil
        #else
        return kernelFileSystems[UInt64(truncatingIfNeeded: Int64(status.f_type))]
        #endif
    }

    /// File systems whose files are the kernel's view of itself: endless (`/proc/self/root`), huge, or with side effects when read.
    static let kernelFileSystems: [UInt64: String] = [
        0x9fa0: "proc", 0x6265_6572: "sysfs", 0x0027_e0eb: "cgroup", 0x6367_7270: "cgroup2", 0x6462_6720: "debugfs",
        0x7472_6163: "tracefs", 0x7363_6673: "securityfs", 0xcafe_4a11: "bpf", 0x6165_676c: "pstore", 0x6265_6570: "configfs",
        0x1cd1: "devpts", 0x1980_0202: "mqueue", 0x4249_4e4d: "binfmt_misc", 0xf97c_ff8c: "selinuxfs", 0xde5e_81e4: "efivarfs",
        0x6e73_6673: "nsfs", 0x9584_58f6: "hugetlbfs", 0x6573_5543: "fusectl", 0x0187: "autofs", 0x4341_5d53: "smackfs",
    ]

    /// The path with every link resolved, or nil when it leads nowhere.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func grouped(_ number: Int) -> String {
        var text = ""
        for (index, digit) in String(number).reversed().enumerated() {
            if index > 0 && index % 3 == 0 { text = "," + text }
            text = String(digit) + text
        }
        return text
    }
}
