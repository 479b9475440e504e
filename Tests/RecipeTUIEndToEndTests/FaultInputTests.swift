import RecipeGenerator
import Foundation
import RecipeModel
import RecipeNavigation
import Testing

@testable import RecipeApp

/// Input a terminal can throw at the app: a lone Esc, keys it does not know, a paste, a held key, a
/// storm of resizes. The expected screens come from replaying the same keys through the pure app.
@Suite("Faults: input")
struct FaultInputTests {
    static let catalog: RecipeCatalog = {
        do {
            return try RecipeCatalog(contentsOfFile: RecipeTUIApp.dataPath)
        } catch {
            fatalError("the bundled catalog does not load: \(error)")
        }
    }()

    /// The catalog with the keymap and memos, as the running app has them.
    static let environment = AppEnvironment(catalog: catalog)

    /// The app's state after a fresh start in a `width` x `height` terminal, as `AppSession` makes it.
    static func freshState(width: Int = TmuxSession.defaultWidth, height: Int = TmuxSession.defaultHeight) -> AppState {
        var state = AppState(navigation: NavigationModel(), size: Size(width: width, height: height), today: CalendarDate(iso: RecipeTUIApp.fixedDate)!, todayIsChosen: true)
        state.prepareForFirstFrame(in: environment)
        return state
    }

    /// Applies keys as the app's loop does: through the keymap, in the input mode of the moment.
    static func replay(_ keys: [Key], on state: inout AppState) {
        for key in keys {
            guard let action = Keymap.standard.action(for: key, mode: state.inputMode) else { continue }
            _ = state.apply(action, in: environment)
        }
    }

    /// The frame the app must be showing for `state`, as the capture prints it.
    static func expectedScreen(_ state: AppState) -> [String] {
        FrameRenderer(state: state, environment: environment).render().lines
    }

    @Test("A paste of 10,000 characters: every key is applied in order, the screen and the saved place are exactly right, and the app still answers")
    func pasteBurst() throws {
        let session = try TmuxSession()
        let command = try session.startApp()
        try session.waitForAppFrame()

        var random = SplitMix64(seed: 10_000)
        let paste = String((0..<10_000).map { _ in Array("jjjkklllhr").randomElement(using: &random)! })
        var expected = Self.freshState()
        Self.replay(paste.map { Key.character($0) }, on: &expected)
        try session.tmux("send-keys", "-l", paste)

        // A debug build takes a few seconds for 10,000 keys; the place is saved once the burst is done.
        let want = SavedState(selectedCategory: expected.navigation.selectedCategory, path: expected.navigation.path.map { $0.recipeID ?? "@" + $0.key }, focus: expected.navigation.focus.rawValue)
        try session.waitForFile(session.statePath, "the place after the paste is saved", timeout: .seconds(60)) { SavedState(data: $0) == want }
        #expect(expected.navigation.path.count >= 2, "the paste went nowhere interesting: \(expected.navigation)")
        let screen = try session.waitUntil("the frame after the paste is shown") { $0 == Self.expectedScreen(expected) }
        #expect(screen == Self.expectedScreen(expected))

        // Still answering: one more key, one more exact frame.
        try session.sendKeys("h")
        Self.replay([.character("h")], on: &expected)
        try session.waitUntil("the frame after one more key is shown") { $0 == Self.expectedScreen(expected) }
        try session.sendKeys("q")
        #expect(try session.waitForExit(ofCommand: command, timeout: .seconds(30)) == 0)
    }

    @Test("During a 10,000-character paste the screen follows it, and SIGINT is answered at once with a whole place saved")
    func interruptDuringPaste() throws {
        // In a window of its own, run by a shell that records the exit status: after the app ends, the
        // rest of the paste goes nowhere instead of to a prompt.
        let session = try TmuxSession()
        let statusFile = session.scratch + "/exit-status"
        let command = ([try RecipeTUIApp.binary(), "--data", RecipeTUIApp.dataPath, "--state", session.statePath, "--date", RecipeTUIApp.fixedDate]
            .map(TmuxSession.shellQuoted) + ["; echo $? >", TmuxSession.shellQuoted(statusFile), "; sleep 10"]).joined(separator: " ")
        try session.tmux("new-window", "-n", "paste", "-e", "LANG=C.UTF-8", command)
        let initial = try session.waitUntil("the app has painted its frame") { $0.last?.contains(RecipeTUIApp.todayLabel) ?? false }
        let app = try session.waitForProcess(named: "recipe-tui")
        var random = SplitMix64(seed: 10_001)
        let paste = String((0..<10_000).map { _ in Array("jjjkklllhr").randomElement(using: &random)! })
        var final = Self.freshState()
        Self.replay(paste.map { Key.character($0) }, on: &final)
        try session.tmux("send-keys", "-t", "paste", "-l", paste)

        // The app paints as it goes: several different frames show while the keys are still arriving.
        var frames: Set<[String]> = [initial]
        let deadline = ContinuousClock.now + .seconds(10)
        while frames.count < 6 && ContinuousClock.now < deadline {
            frames.insert(try session.screen())
            Thread.sleep(forTimeInterval: 0.01)
        }
        #expect(frames.count >= 6, "the screen did not follow the paste: \(frames.count) frames")
        #expect(!frames.contains(Self.expectedScreen(final)), "the paste was over before the test could interrupt it")

        let interrupted = ContinuousClock.now
        #expect(kill(app, SIGINT) == 0)
        let status = try session.waitForFile(statusFile, "the app has exited", timeout: .seconds(10)) { !$0.isEmpty }
        let answered = ContinuousClock.now - interrupted
        #expect(String(decoding: status, as: UTF8.self) == "130\n")
        #expect(answered < .seconds(2), "SIGINT took \(answered) to end the app during the paste")
        let saved = try #require(FileManager.default.contents(atPath: session.statePath))
        #expect(CatalogFacts.bundled.problems(withStateFile: saved) == nil)
    }

    @Test("A held arrow key (300 repeats, sent as escape sequences) moves exactly 300 times in all")
    func heldKey() throws {
        let session = try TmuxSession()
        let command = try session.startApp()
        try session.waitForAppFrame()
        var expected = Self.freshState()

        // Key repeat: many presses in quick batches, each arrow three bytes (ESC O B).
        let keys: [(name: String, key: Key, count: Int)] = [("Down", .down, 300), ("Right", .right, 1), ("Down", .down, 300), ("Up", .up, 7)]
        for (name, key, count) in keys {
            var left = count
            while left > 0 {
                let batch = min(left, 50)
                try session.tmux(["send-keys"] + Array(repeating: name, count: batch))
                left -= batch
            }
            Self.replay(Array(repeating: key, count: count), on: &expected)
        }
        // Seven up from the last drink: the second, 🍋 Fresh Lemonade, which sorts by its first letter.
        #expect(expected.navigation == NavigationModel(selectedCategory: "drink", path: .recipes(["lemonade"]), focus: .recipes))
        try session.waitUntil("the held keys have all been applied") { $0 == Self.expectedScreen(expected) }
        let want = SavedState(selectedCategory: "drink", path: ["lemonade"], focus: "recipes")
        try session.waitForFile(session.statePath, "the place after the held keys is saved") { SavedState(data: $0) == want }
        try session.sendKeys("q")
        #expect(try session.waitForExit(ofCommand: command) == 0)
    }

    @Test("A lone Esc closes what is open at once, and the next key works")
    func loneEscape() throws {
        let session = try TmuxSession()
        let command = try session.startApp()
        try session.waitForAppFrame()
        var expected = Self.freshState()

        for (keys, opened) in [(["?"], "help"), (["/", "s", "o"], "a filter"), (["f", "p", "i"], "the search")] {
            try session.tmux(["send-keys"] + keys)
            var open = expected
            Self.replay(keys.map { Key.character(Character($0)) }, on: &open)
            try session.waitUntil("\(opened) is open") { $0 == Self.expectedScreen(open) }
            try session.sendKeys("Escape")
            expected = open
            Self.replay([.escape], on: &expected)
            try session.waitUntil("Esc closed \(opened)") { $0 == Self.expectedScreen(expected) }
        }
        try session.sendKeys("Escape", "Down")
        Self.replay([.escape, .down], on: &expected)
        try session.waitUntil("Down after a lone Esc moved") { $0 == Self.expectedScreen(expected) }
        #expect(expected.navigation.selectedCategory == "soup")
        try session.sendKeys("q")
        #expect(try session.waitForExit(ofCommand: command) == 0)
    }

    /// Escape sequences no terminfo entry of tmux-256color describes, as raw bytes.
    static let unknownSequences: [[UInt8]] = [
        Array("\u{1B}[999~".utf8),  // an F-key beyond any table
        Array("\u{1B}[200~".utf8),  // bracketed paste start, never asked for
        Array("\u{1B}[1;5P".utf8),  // Ctrl-F1
        Array("\u{1B}[57399u".utf8),  // a kitty keyboard protocol key
        Array("\u{1B}[?1;2c".utf8),  // a device attributes reply
        Array("\u{1B}OZ".utf8),  // an SS3 key
        Array("\u{1B}[1;2j".utf8),  // a CSI ending in a letter the keymap binds
    ]

    @Test("Unknown escape sequences are skipped whole: they neither drop a filter being typed nor type into it nor move")
    func unknownEscapeSequences() throws {
        let session = try TmuxSession()
        let command = try session.startApp()
        try session.waitForAppFrame()
        var expected = Self.freshState()

        // While typing a filter: the filter keeps its text and its results.
        try session.sendKeys("/", "s", "o")
        Self.replay([.character("/"), .character("s"), .character("o")], on: &expected)
        for sequence in Self.unknownSequences {
            try session.tmux(["send-keys", "-H"] + sequence.map { String($0, radix: 16) })
        }
        try session.sendKeys("u")
        Self.replay([.character("u")], on: &expected)
        let typed = try session.waitUntil("the filter reads /sou") { $0 == Self.expectedScreen(expected) }
        #expect(typed.last!.hasPrefix(" /sou▏ 1 match"), "\(typed.last!)")
        try session.sendKeys("Enter")
        Self.replay([.enter], on: &expected)
        try session.waitUntil("Soups & Stews is selected") { $0 == Self.expectedScreen(expected) }
        #expect(expected.navigation.selectedCategory == "soup")

        // Between commands (the kept filter dropped first): nothing moves.
        try session.sendKeys("Escape")
        Self.replay([.escape], on: &expected)
        try session.waitUntil("the filter is dropped") { $0 == Self.expectedScreen(expected) }
        for sequence in Self.unknownSequences {
            try session.tmux(["send-keys", "-H"] + sequence.map { String($0, radix: 16) })
        }
        try session.sendKeys("Down")
        Self.replay([.down], on: &expected)
        try session.waitUntil("only Down moved") { $0 == Self.expectedScreen(expected) }
        #expect(expected.navigation.selectedCategory == "salad")
        try session.sendKeys("q")
        #expect(try session.waitForExit(ofCommand: command) == 0)
    }

    @Test("A storm of 50 resizes, down to 1x1 and up to 200x60, ends on exactly the frame of the last size, and the app answers")
    func resizeStorm() throws {
        let session = try TmuxSession()
        let command = try session.startApp(["--open", "dessert/apple-pie/pie-crust"])
        try session.waitForAppFrame()
        var random = SplitMix64(seed: 50)
        for _ in 0..<49 {
            try session.resize(width: Int.random(in: 1...200, using: &random), height: Int.random(in: 1...60, using: &random))
        }
        try session.resize(width: 100, height: 30)

        // The app's view state depends on which sizes it saw; its place does not, and at this size
        // a fresh start at the same place draws the same frame.
        let stormed = try session.waitUntil("the frame is drawn at 100x30") { lines in
            lines.count == 30 && lines[0] == Screen.topBar(" Desserts › Apple Pie › Pie Crust", width: 100) && lines[29].hasPrefix(" ↑↓ move  → open")
        }
        try session.sendKeys("C-l")
        Thread.sleep(forTimeInterval: 0.2)
        #expect(try session.waitUntil("the redrawn frame settles") { _ in true } == stormed, "Ctrl-L drew another frame than the storm left")
        try session.sendKeys("q")
        #expect(try session.waitForExit(ofCommand: command) == 0)
        try session.startApp()
        let relaunched = try session.waitForAppFrame()
        #expect(relaunched == stormed, "after the storm:\n\(TmuxSession.framed(stormed))\nrelaunched:\n\(TmuxSession.framed(relaunched))")

        // And it answers: Down moves the detail's cursor to the next related recipe.
        var expected = AppState(
            navigation: NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie", "pie-crust"]), focus: .detail), size: Size(width: 100, height: 30),
            today: CalendarDate(iso: RecipeTUIApp.fixedDate)!, todayIsChosen: true)
        expected.prepareForFirstFrame(in: Self.environment)
        #expect(Self.expectedScreen(expected) == relaunched)
        try session.sendKeys("Down")
        Self.replay([.down], on: &expected)
        try session.waitUntil("Down moved the detail's cursor") { $0 == Self.expectedScreen(expected) }
        try session.sendKeys("q")
    }
}
