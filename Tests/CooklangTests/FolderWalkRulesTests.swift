#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif
import Cooklang
import RecipeTestSupport
import SystemFiles
import Testing

/// The walk's policy on what a collection cannot make it do: follow a link out of the collection or
/// onto the kernel's own file systems, go without end, or list without end.
@Suite("A collection's walk keeps to the collection")
struct FolderWalkRulesTests {
    @Test("Links to /, /proc, /sys, /dev and to a folder beside the collection are not followed, each a notice; links inside are")
    func linksOut() throws {
        let scratch = try ScratchFolder("cooklang-walk")
        defer { scratch.remove() }
        try scratch.folder("Collection")
        try scratch.folder("Collection/Soups")
        try scratch.file("Collection/Soups/Leek.cook", "Cook @eggs{2}.")
        try scratch.folder("Elsewhere")
        try scratch.file("Elsewhere/Outside.cook", "Cook @eggs{2}.")
        try scratch.file("Outside File.cook", "Cook @eggs{2}.")
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
        let scratch = try ScratchFolder("cooklang-walk")
        defer { scratch.remove() }
        try scratch.folder("Real")
        try scratch.folder("Real/Soups")
        try scratch.file("Real/Soups/Leek.cook", "Cook @eggs{2}.")
        try scratch.link("Real/Again", to: "Soups")
        try scratch.link("Alias", to: "Real")
        let listing = try CooklangFolder.list(scratch.path + "/Alias")
        #expect(listing.files.map(\.id) == ["Soups/Leek"])
        #expect(listing.notices.map(\.description) == ["Again: a link to folder Soups, which is listed already; skipped"])
    }

    @Test("Folders nested deeper than the cap are not walked, and say so")
    func depthCap() throws {
        let scratch = try ScratchFolder("cooklang-walk")
        defer { scratch.remove() }
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
        let scratch = try ScratchFolder("cooklang-walk")
        defer { scratch.remove() }
        for folder in ["A", "B", "C", "D"] {
            try scratch.folder(folder)
            for index in 0..<20 { try scratch.file("\(folder)/\(index).cook", "Cook @eggs{2}.") }
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
        let scratch = try ScratchFolder("cooklang-walk")
        defer { scratch.remove() }
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
