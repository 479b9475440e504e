import RecipeGenerator
import Foundation
import RecipeTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The state file under faults: killed writers, two writers, bad contents, a folder that cannot be written.
@Suite("Faults: the state file")
struct FaultStateFileTests {
    // MARK: - Bad contents

    /// State files the app cannot use, each with a fragment of the reason the notice gives.
    enum BadStateFile: String, CaseIterable, CustomStringConvertible, Sendable {
        case empty, truncated, notJSON, wrongType, futureVersion, hundredMegabytes

        var description: String { rawValue }

        /// What the notice says after "and started fresh: ".
        var reason: String {
            switch self {
            case .empty, .truncated, .notJSON: "not a saved state: invalid JSON"
            case .wrongType: #"not a saved state: wrong type at "recipePathIds""#
            case .futureVersion: "saved by a newer recipe-tui (format version 3; this one reads up to 2)"
            case .hundredMegabytes: "it is 104857600 bytes, too large to be a saved state"
            }
        }

        /// Writes the file; the 100 MB one is sparse (a valid-looking start, then a hole), so it is quick.
        func write(to path: String) throws {
            let valid = #"{"columnVisibility": "all", "focus": "detail", "recipePathIds": ["apple-pie", "pie-crust"], "selectedCategory": "dessert", "version": 1}"#
            let text: String
            switch self {
            case .empty: text = ""
            case .truncated: text = String(valid.prefix(60))
            case .notJSON: text = "recipes are nice\n"
            case .wrongType: text = #"{"version": 1, "selectedCategory": "dessert", "recipePathIds": "apple-pie"}"#
            case .futureVersion: text = #"{"version": 3, "place": {"category": "dessert"}}"#
            case .hundredMegabytes: text = String(valid.dropLast())
            }
            guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else { throw EndToEndFailure("cannot write \(path)") }
            if self == .hundredMegabytes, truncate(path, 100 * 1024 * 1024) != 0 {
                throw EndToEndFailure("cannot grow \(path) to 100 MB: \(String(cString: strerror(errno)))")
            }
        }
    }

    /// Wide enough for the notice to show a scratch folder's long path in full.
    static let wide = (width: 200, height: 30)

    @Test("A bad state file is moved aside with its bytes, the app starts fresh, and the notice names the new file", arguments: BadStateFile.allCases)
    func badStateFileIsSetAside(bad: BadStateFile) throws {
        let session = try TmuxSession(width: Self.wide.width, height: Self.wide.height)
        let folder = (session.statePath as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try bad.write(to: session.statePath)
        let inode = try #require(FileFacts.inode(session.statePath))
        let size = try #require(try FileManager.default.attributesOfItem(atPath: session.statePath)[.size] as? Int)
        let head = try #require(FileHandle(forReadingAtPath: session.statePath)).readData(ofLength: 4096)

        let command = try session.startApp()
        let lines = try session.waitForNotice(startingWith: " Moved the unreadable saved place to ")

        // Moved, not copied or rewritten: the same file under a new name beside the old one.
        let setAside = FileFacts.names(in: folder).filter { $0.hasPrefix("state.json.corrupt-") }
        try #require(setAside.count == 1, "found \(FileFacts.names(in: folder))")
        let newName = setAside[0]
        #expect(newName.range(of: #"^state\.json\.corrupt-[0-9]{8}-[0-9]{6}$"#, options: .regularExpression) != nil, "\(newName)")
        let newPath = folder + "/" + newName
        #expect(FileFacts.inode(newPath) == inode)
        #expect(try FileManager.default.attributesOfItem(atPath: newPath)[.size] as? Int == size)
        #expect(try #require(FileHandle(forReadingAtPath: newPath)).readData(ofLength: 4096) == head)
        #expect(!FileManager.default.fileExists(atPath: session.statePath))

        // The notice names the new file in full, then says why.
        let notice = " Moved the unreadable saved place to \(newPath) and started fresh: \(bad.reason)"
        // Whole: a notice too long for the bar wraps onto the rows above it.
        let shown = TmuxSession.notice(in: lines) ?? ""
        #expect(shown.hasPrefix(notice) && shown.hasSuffix("."), "\(TmuxSession.framed(lines))")
        // A fresh start: the first category, the focus on the categories.
        #expect(lines[0] == Screen.topBar(" Breakfast", width: Self.wide.width))
        #expect(lines[1].hasPrefix("▶ Categories "))

        // The next change is saved to the usual name, a new file; the set-aside one is left alone.
        try session.sendKeys("Down")
        let saved = try session.waitForFile(session.statePath, "the new place is saved") { SavedState(data: $0)?.selectedCategory == "soup" }
        #expect(CatalogFacts.bundled.problems(withStateFile: saved) == nil)
        #expect(FileFacts.inode(newPath) == inode)
        try session.sendKeys("q")
        #expect(try session.waitForExit(ofCommand: command) == 0)
        #expect(FileFacts.names(in: folder) == [newName, "state.json"].sorted())
    }

    @Test("Setting a bad file aside never replaces an earlier set-aside file of the same second")
    func setAsideNeverOverwrites() throws {
        let session = try TmuxSession(width: Self.wide.width, height: Self.wide.height)
        let folder = (session.statePath as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try BadStateFile.notJSON.write(to: session.statePath)
        // Earlier set-aside files for every second of the next half minute (the app runs with TZ=UTC).
        var earlier: [String: Data] = [:]
        let now = time(nil)
        for offset in 0..<30 {
            var moment = now + offset
            var parts = tm()
            gmtime_r(&moment, &parts)
            let stamp = String(format: "%04d%02d%02d-%02d%02d%02d", parts.tm_year + 1900, parts.tm_mon + 1, parts.tm_mday, parts.tm_hour, parts.tm_min, parts.tm_sec)
            let name = "state.json.corrupt-" + stamp
            earlier[name] = Data("earlier \(offset)\n".utf8)
            _ = FileManager.default.createFile(atPath: folder + "/" + name, contents: earlier[name])
        }

        try session.startApp(state: session.statePath, environment: ["TZ": "UTC"])
        let lines = try session.waitForNotice(startingWith: " Moved the unreadable saved place to ")
        let added = FileFacts.names(in: folder).filter { earlier[$0] == nil }
        try #require(added.count == 1, "\(FileFacts.names(in: folder))")
        #expect(added[0].hasSuffix("-1"), "\(added[0])")
        #expect(FileManager.default.contents(atPath: folder + "/" + added[0]) == Data("recipes are nice\n".utf8))
        #expect(TmuxSession.notice(in: lines)?.contains(folder + "/" + added[0] + " and started fresh") == true, "\(TmuxSession.framed(lines))")
        for (name, data) in earlier {
            #expect(FileManager.default.contents(atPath: folder + "/" + name) == data, "\(name) was changed")
        }
    }

    @Test("--print-link with a bad state file says on standard error where the file went")
    func printLinkReportsTheSetAside() throws {
        let scratchFolder = try ScratchFolder("recipe-e2e")
        defer { scratchFolder.remove() }
        let scratch = scratchFolder.path
        let state = scratch + "/state.json"
        try BadStateFile.futureVersion.write(to: state)
        let result = try DirectRun.app(["--data", RecipeTUIApp.dataPath, "--state", state, "--print-link"])
        let setAside = FileFacts.names(in: scratch).filter { $0.hasPrefix("state.json.corrupt-") }
        try #require(setAside.count == 1, "\(FileFacts.names(in: scratch))")
        #expect(result.status == 1)
        #expect(result.standardOutput == "")
        #expect(
            result.standardError
                == "recipe-tui: Moved the unreadable saved place to \(scratch)/\(setAside[0]) and started fresh: \(BadStateFile.futureVersion.reason).\n"
                + "recipe-tui: no place is saved yet in \(state)\n"
        )
    }

    // MARK: - A folder that cannot be written

    @Test("A state folder that cannot be created: the app runs, says once that the place will not be saved, and quits normally")
    func unwritableStateFolder() throws {
        let session = try TmuxSession(width: Self.wide.width, height: Self.wide.height)
        // As root no permission stops a write, so the folder is made impossible instead: its parent is a file.
        let blocker = session.scratch + "/not-a-folder"
        _ = FileManager.default.createFile(atPath: blocker, contents: Data("a file\n".utf8))
        let statePath = blocker + "/recipe-tui/state.json"
        let command = try session.startApp(state: statePath)
        let start = try session.waitForAppFrame()
        // Nothing was saved there before, so the launch says nothing.
        #expect(start.last!.hasPrefix(" ↑↓ move  → open"))

        try session.sendKeys("Down")  // Soups & Stews: a change of place, so a save, which fails.
        let lines = try session.waitForNotice(startingWith: " Your place will not be saved: ")
        #expect(
            TmuxSession.notice(in: lines)?.hasPrefix(" Your place will not be saved: cannot create the folder \(blocker)/recipe-tui: Not a directory") == true,
            "\(TmuxSession.framed(lines))")
        #expect(lines[0] == Screen.topBar(" Soups & Stews", width: Self.wide.width))

        // Once only: later moves keep working and show the key hints, not the failure again.
        for (key, category) in [("Down", "Salads"), ("Down", "Main Courses"), ("Up", "Salads")] {
            try session.sendKeys(key)
            let after = try session.waitUntil("\(category) is selected") { $0[0] == Screen.topBar(" \(category)", width: Self.wide.width) }
            #expect(after.last!.hasPrefix(" ↑↓ move  → open"), "\(after.last!)")
        }
        try session.sendKeys("q")
        #expect(try session.waitForExit(ofCommand: command) == 0)
        #expect(FileManager.default.contents(atPath: blocker) == Data("a file\n".utf8))
    }

    // MARK: - Abandoned temporary files

    @Test("A save removes the temporary files no live writer holds, and only those, whatever PID their names carry")
    func abandonedTemporariesAreRemoved() throws {
        let session = try TmuxSession()
        let folder = (session.statePath as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // A live writer holds an flock on its temporary file until its rename, in whatever PID namespace
        // (a container) or host it runs: here this test plays that writer. The other files are
        // abandoned, even the one named after a running process (this test).
        let abandoned = ["state.json.tmp-0123456789abcdef", "state.json.tmp-\(getpid())"]
        let held = "state.json.tmp-fedcba9876543210"
        let kept = [held, "state.json.tmp-draft.link", "other.json.tmp-0123456789abcdef"]
        for name in abandoned + kept where name != "state.json.tmp-draft.link" {
            _ = FileManager.default.createFile(atPath: folder + "/" + name, contents: Data(#"{"version": 1, "recipePathIds": ["#.utf8))
        }
        #expect(symlink(folder + "/other.json.tmp-0123456789abcdef", folder + "/state.json.tmp-draft.link") == 0)
        let lock = open(folder + "/" + held, O_RDONLY | O_CLOEXEC)
        #expect(flock(lock, LOCK_EX) == 0)
        defer { close(lock) }

        let command = try session.startApp()
        try session.waitForAppFrame()
        try session.sendKeys("Down")
        try session.waitForFile(session.statePath, "the new place is saved") { SavedState(data: $0)?.selectedCategory == "soup" }
        #expect(FileFacts.names(in: folder) == (kept + ["state.json"]).sorted())
        try session.sendKeys("q")
        #expect(try session.waitForExit(ofCommand: command) == 0)
    }

    // MARK: - Killed while navigating

    @Test("kill -9 at 20 seeded random moments while keys arrive fast: the file always parses and holds the old or a new whole place")
    func killNineWhileNavigating() throws {
        let session = try TmuxSession()
        let folder = (session.statePath as NSString).deletingLastPathComponent
        var random = SplitMix64(seed: 0x9_0009)
        var newPlaces = 0
        var leftovers: [String] = []
        for round in 0..<20 {
            let before = FileManager.default.contents(atPath: session.statePath)
            let window = "round\(round)"
            let app = try session.spawnAppWindow(window, state: session.statePath)
            let storm = KeyStorm(session: session, window: window, seed: random.next())
            storm.start()
            Thread.sleep(forTimeInterval: Double(Int.random(in: 150...700, using: &random)) / 1000)
            #expect(kill(app, SIGKILL) == 0)
            storm.stop()
            try #require(FileFacts.waitUntilGone(app), "round \(round): the killed app (PID \(app)) did not go away")

            let after = FileManager.default.contents(atPath: session.statePath)
            if let after, after != before {
                newPlaces += 1
                let problem = CatalogFacts.bundled.problems(withStateFile: after)
                #expect(problem == nil, "round \(round), after \(storm.presses) keys: \(problem ?? "")")
            } else {
                #expect(after == before, "round \(round): the state file disappeared")
            }
            let temporaries = FileFacts.names(in: folder).filter { $0.hasPrefix("state.json.tmp-") }
            leftovers += temporaries.filter { !leftovers.contains($0) }
            // Only killed instances leave a temporary file, and the next save removes it: they never pile up.
            #expect(temporaries.count <= 2, "round \(round): \(temporaries)")
        }
        // Most rounds got far enough to save something, so the kills really landed among saves.
        #expect(newPlaces >= 10, "only \(newPlaces) of 20 rounds saved a new place")

        // One normal run that saves once cleans up whatever the killed ones left.
        let app = try session.spawnAppWindow("final", state: session.statePath)
        let before = FileManager.default.contents(atPath: session.statePath)
        try session.tmux("send-keys", "-t", "final", "Tab")
        let deadline = ContinuousClock.now + .seconds(5)
        while FileManager.default.contents(atPath: session.statePath) == before && ContinuousClock.now < deadline {
            Thread.sleep(forTimeInterval: 0.02)
        }
        try session.tmux("send-keys", "-t", "final", "q")
        #expect(FileFacts.waitUntilGone(app), "the last app did not quit:\n\(TmuxSession.framed((try? session.screen(ofWindow: "final")) ?? []))")
        #expect(FileFacts.names(in: folder) == ["state.json"], "left over during the rounds: \(leftovers)")
        #expect(CatalogFacts.bundled.problems(withStateFile: FileManager.default.contents(atPath: session.statePath) ?? Data()) == nil)
    }

    // MARK: - Two instances

    @Test("Two instances navigating at once on one state file: every read of the file finds a whole, valid place")
    func twoInstancesOnOneStateFile() throws {
        let session = try TmuxSession()
        let folder = (session.statePath as NSString).deletingLastPathComponent
        let first = try session.spawnAppWindow("first", state: session.statePath)
        let second = try session.spawnAppWindow("second", state: session.statePath)

        // A reader polls the file as fast as it can while both apps save.
        let reader = StateFileReader(path: session.statePath)
        reader.start()
        let storms = [KeyStorm(session: session, window: "first", seed: 1), KeyStorm(session: session, window: "second", seed: 2)]
        storms.forEach { $0.start() }
        Thread.sleep(forTimeInterval: 2.5)
        storms.forEach { $0.stop() }
        try session.tmux("send-keys", "-t", "first", "q")
        try session.tmux("send-keys", "-t", "second", "q")
        #expect(FileFacts.waitUntilGone(first) && FileFacts.waitUntilGone(second))
        let (reads, contents, problems) = reader.stop()

        #expect(problems.isEmpty, "\(problems.prefix(3))")
        #expect(reads > 200, "only \(reads) reads")
        #expect(contents.count >= 10, "only \(contents.count) different places were saved")
        let final = try #require(FileManager.default.contents(atPath: session.statePath))
        #expect(CatalogFacts.bundled.problems(withStateFile: final) == nil)
        #expect(FileFacts.names(in: folder) == ["state.json"])
    }
}

/// Reads a state file in a loop from another thread, judging every read.
final class StateFileReader: @unchecked Sendable {
    private let path: String
    private let lock = NSLock()
    private var stopping = false
    private var reads = 0
    private var contents: Set<Data> = []
    private var problems: [String] = []
    private let done = DispatchSemaphore(value: 0)

    init(path: String) {
        self.path = path
    }

    func start() {
        Thread.detachNewThread { [self] in
            while !lock.withLock({ stopping }) {
                // Missing only until the first save.
                if let data = FileManager.default.contents(atPath: path) {
                    let problem = CatalogFacts.bundled.problems(withStateFile: data)
                    lock.withLock {
                        reads += 1
                        contents.insert(data)
                        if let problem { problems.append(problem) }
                    }
                } else if lock.withLock({ !contents.isEmpty }) {
                    lock.withLock { problems.append("the file was missing after it had been saved") }
                }
            }
            done.signal()
        }
    }

    func stop() -> (reads: Int, contents: Set<Data>, problems: [String]) {
        lock.withLock { stopping = true }
        done.wait()
        return lock.withLock { (reads, contents, problems) }
    }
}
