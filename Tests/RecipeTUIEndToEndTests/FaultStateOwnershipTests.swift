import Foundation
import RecipeTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Files the user owns, under a state path that must not be written: the data file, a file the user cannot read, a move before a refusal.
@Suite("Faults: files the user owns")
struct FaultStateOwnershipTests {
    /// A fresh folder under the temporary folder, removed when `body` returns.
    static func inScratchFolder(_ body: (String) throws -> Void) throws {
        let scratchFolder = try ScratchFolder("recipe-e2e")
        defer { scratchFolder.remove() }
        let scratch = scratchFolder.path
        try body(scratch)
    }

    @Test("The data file given as --state too (directly, through a link, or as a hard link) is refused, exit 2, and the catalog is untouched", arguments: ["same", "symlink", "hardlink"])
    func stateIsTheDataFile(how: String) throws {
        try Self.inScratchFolder { scratch in
            let data = scratch + "/recipes.json"
            try FileManager.default.copyItem(atPath: RecipeTUIApp.dataPath, toPath: data)
            let original = try #require(FileManager.default.contents(atPath: data))
            let inode = FileFacts.inode(data)
            var state = data
            switch how {
            case "symlink": state = scratch + "/state.json"; #expect(symlink(data, state) == 0)
            case "hardlink": state = scratch + "/state.json"; #expect(link(data, state) == 0)
            default: break
            }
            let result = try DirectRun.app(["--data", data, "--state", state])
            #expect(result.status == 2)
            #expect(result.standardError == "recipe-tui: --state \"\(state)\" is the data file \"\(data)\"; give the state a file of its own\n")
            #expect(FileManager.default.contents(atPath: data) == original)
            #expect(FileFacts.inode(data) == inode)
            #expect(FileFacts.names(in: scratch).allSatisfy { !$0.contains("corrupt") })
        }
    }

    @Test("A bad state file moved aside, then no terminal: the move is said on standard error, with the refusal")
    func setAsideThenNoTerminal() throws {
        try Self.inScratchFolder { scratch in
            let state = scratch + "/state.json"
            try Data("not json\n".utf8).write(to: URL(fileURLWithPath: state))
            let result = try DirectRun.app(["--data", RecipeTUIApp.dataPath, "--state", state])
            let moved = FileFacts.names(in: scratch).filter { $0.hasPrefix("state.json.corrupt-") }
            try #require(moved.count == 1, "\(FileFacts.names(in: scratch))")
            #expect(result.status == 3)
            let lines = result.standardError.split(separator: "\n").map(String.init)
            #expect(lines.count == 2, "\(result.standardError)")
            #expect(lines.first?.hasPrefix("recipe-tui: standard input and output must be a terminal") ?? false, "\(lines)")
            #expect(lines.last?.hasPrefix("recipe-tui: Moved the unreadable saved place to \(scratch)/\(moved[0]) and started fresh: ") ?? false, "\(lines)")
        }
    }

    @Test(
        "A state file the user cannot read (another owner's) is reported and never overwritten, though its folder is writable",
        .enabled(if: geteuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"), "needs root and setpriv to run the app as another user (nobody)")
    )
    func unreadableStateFileIsLeftAlone() throws {
        let session = try TmuxSession(width: 200, height: 30)
        let folder = session.scratch + "/shared"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        chmod(session.scratch, 0o755)
        chmod(folder, 0o777)  // Writable by anyone, so only the app's own rule keeps the file.
        let state = folder + "/state.json"
        let saved = Data(#"{"columnVisibility": "all", "focus": "detail", "recipePathIds": ["apple-pie"], "selectedCategory": "dessert", "version": 1}"#.utf8)
        try saved.write(to: URL(fileURLWithPath: state))
        chmod(state, 0o600)  // Root's, private: nobody cannot read it.
        let inode = FileFacts.inode(state)

        let command = try session.runShellLine(
            (["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", "--", try RecipeTUIApp.binary(), "--data", RecipeTUIApp.dataPath, "--state", state, "--date", RecipeTUIApp.fixedDate]).map(TmuxSession.shellQuoted).joined(separator: " ")
        )
        let lines = try session.waitForNotice(startingWith: " The saved place ")
        #expect(lines.last!.hasPrefix(" The saved place \(state) could not be read (Permission denied); it is left alone, and your place will not be saved."), "\(lines.last!)")
        try session.sendKeys("Down")
        try session.waitUntil("Soups & Stews is selected") { $0[0].hasPrefix(" Soups & Stews") }
        try session.sendKeys("q")
        #expect(try session.waitForExit(ofCommand: command) == 0)
        #expect(FileManager.default.contents(atPath: state) == saved)
        #expect(FileFacts.inode(state) == inode)
        #expect(FileFacts.names(in: folder) == ["state.json"])
    }
}
