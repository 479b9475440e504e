import Foundation
import RecipeGenerator
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Helpers shared by the fault tests (Fault*Tests.swift): starting the app with any state file and
/// environment, judging a state file against the bundled catalog, and checking the terminal after.
extension TmuxSession {
    /// Types a command line that starts recipe-tui with `state`, `data` and a fixed date, with
    /// `environment` set for the app only; returns the command number for `waitForExit`.
    @discardableResult
    func startApp(state: String, data: String = RecipeTUIApp.dataPath, _ arguments: [String] = [], environment: [String: String] = [:]) throws -> Int {
        var command = [try RecipeTUIApp.binary(), "--data", data, "--state", state]
        if !arguments.contains("--date") { command += ["--date", RecipeTUIApp.fixedDate] }
        let assignments = environment.sorted { $0.key < $1.key }.map { "\($0.key)=" + Self.shellQuoted($0.value) }
        return try runShellLine((assignments + (command + arguments).map(Self.shellQuoted)).joined(separator: " "))
    }

    /// Waits for the status bar to show a notice starting with `prefix`, and returns the screen.
    @discardableResult
    func waitForNotice(startingWith prefix: String, timeout: Duration = defaultTimeout) throws -> [String] {
        try waitUntil("the bottom line starts with \(prefix.debugDescription)", timeout: timeout) { lines in
            Self.notice(in: lines)?.hasPrefix(prefix) ?? false
        }
    }

    /// The notice at the bottom of a screen, its rows joined: a notice too long for one row wraps
    /// onto the rows above the last, each row starting with one blank. Nil when the last row shows none.
    static func notice(in lines: [String]) -> String? {
        guard let last = lines.last, last.hasPrefix(" "), !last.hasPrefix(" ↑↓ move") else { return nil }
        var start = lines.count - 1
        // Rows of the wrapped notice start with one blank and a visible character; pane rows do not
        // (they start with a separator, a marker, or two blanks).
        while start > 1, lines[start - 1].hasPrefix(" "), !lines[start - 1].hasPrefix("  "), !lines[start - 1].contains("│") { start -= 1 }
        return " " + lines[start...].map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }

    /// Checks that the app left the terminal as the shell had it: main screen, cursor shown, line
    /// editing and echo on, every `stty` setting as before the app started.
    func expectTerminalRestored(settingsBefore: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(try display("#{alternate_on}") == "0", "still on the alternate screen", sourceLocation: sourceLocation)
        #expect(try display("#{cursor_flag}") == "1", "the cursor is still hidden", sourceLocation: sourceLocation)
        #expect(try display("#{keypad_cursor_flag} #{keypad_flag}") == "0 0", "the cursor keys or the keypad are left in application mode", sourceLocation: sourceLocation)
        let settings = try terminalSettings()
        let words = settings.sttyWords
        #expect(words.contains("icanon") && !words.contains("-icanon"), "\(settings)", sourceLocation: sourceLocation)
        #expect(words.contains("echo") && !words.contains("-echo"), "\(settings)", sourceLocation: sourceLocation)
        #expect(settings == settingsBefore, sourceLocation: sourceLocation)
    }
}

/// The bundled catalog's IDs, read as plain JSON, to judge a saved state without the app's code.
struct CatalogFacts {
    let categoryIDs: Set<String>
    /// Recipe ID -> its category.
    let categoryOfRecipe: [String: String]
    /// Recipe ID -> the recipes it lists as related.
    let related: [String: [String]]
    /// Recipe ID -> its ingredients' names, lower-cased (the bundled data's names have no accents to fold).
    let ingredients: [String: Set<String>]

    static let bundled: CatalogFacts = {
        guard let data = FileManager.default.contents(atPath: RecipeTUIApp.dataPath),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let categories = object["categories"] as? [[String: Any]],
            let recipes = object["recipes"] as? [[String: Any]]
        else { fatalError("cannot read the bundled data at \(RecipeTUIApp.dataPath)") }
        var categoryOfRecipe: [String: String] = [:]
        var related: [String: [String]] = [:]
        var ingredients: [String: Set<String>] = [:]
        for recipe in recipes {
            guard let id = recipe["id"] as? String, let category = recipe["category"] as? String else { continue }
            categoryOfRecipe[id] = category
            related[id] = recipe["related"] as? [String] ?? []
            ingredients[id] = Set((recipe["ingredients"] as? [[String: Any]] ?? []).compactMap { ($0["name"] as? String)?.lowercased() })
        }
        return CatalogFacts(categoryIDs: Set(categories.compactMap { $0["id"] as? String }), categoryOfRecipe: categoryOfRecipe, related: related, ingredients: ingredients)
    }()

    /// Why `data` is not a complete state file of format 2 naming things this catalog has, reached
    /// by browsing (each pushed recipe related to the recipe below it or using the ingredient below
    /// it, each ingredient one of the recipe's below it); nil when it is one.
    func problems(withStateFile data: Data) -> String? {
        let text = String(decoding: data, as: UTF8.self)
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            return "it is not a JSON object: \(text.debugDescription)"
        }
        guard let version = object["version"] as? Int, version == 2 else { return "its version is not 2: \(text)" }
        guard let routes = object["path"] as? [[String: String]] else { return "it has no path array: \(text)" }
        var path: [(kind: String, key: String)] = []
        for route in routes {
            guard route.count == 1, let (kind, key) = route.first, ["recipe", "ingredient"].contains(kind) else { return "its path holds \(route): \(text)" }
            path.append((kind, key))
        }
        let category = object["selectedCategory"] as? String
        if let category, !categoryIDs.contains(category) { return "its category \(category) does not exist: \(text)" }
        if !path.isEmpty && category == nil { return "it has a path but no category: \(text)" }
        for route in path where route.kind == "recipe" && categoryOfRecipe[route.key] == nil { return "its path holds \(route.key), which does not exist: \(text)" }
        if let first = path.first, first.kind != "recipe" || categoryOfRecipe[first.key] != category { return "its path starts outside its category: \(text)" }
        for (below, above) in zip(path, path.dropFirst()) {
            switch (below.kind, above.kind) {
            case ("recipe", "recipe") where !(related[below.key] ?? []).contains(above.key),
                ("recipe", "ingredient") where !(ingredients[below.key] ?? []).contains(above.key.lowercased()),
                ("ingredient", "recipe") where !(ingredients[above.key] ?? []).contains(below.key.lowercased()),
                ("ingredient", "ingredient"):
                return "its path pushes \(above) on \(below), which does not offer it: \(text)"
            default:
                break
            }
        }
        guard let focus = object["focus"] as? String, ["categories", "recipes", "detail"].contains(focus) else { return "its focus is unknown: \(text)" }
        return nil
    }
}

/// Facts about files for the fault tests.
enum FileFacts {
    /// The inode number of a file (the same after a rename or a hard link), or nil when it does not exist.
    static func inode(_ path: String) -> UInt64? {
        var info = stat()
        return stat(path, &info) == 0 ? UInt64(info.st_ino) : nil
    }

    /// The names in a folder, sorted; empty when it does not exist.
    static func names(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    /// Whether a process with this ID still runs: a zombie (dead, not yet reaped by its parent) does not.
    static func processExists(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return false }
        // "PID (comm) STATE ...": the state follows the last ')'.
        guard let close = stat.lastIndex(of: ")") else { return true }
        let state = stat[stat.index(after: close)...].drop { $0 == " " }.first
        return state != "Z" && state != "X"
    }
}

/// Runs the built app directly (no terminal), for the faults it must report before touching one.
enum DirectRun {
    /// Runs recipe-tui with `arguments`, standard input from /dev/null and a plain environment.
    static func app(_ arguments: [String]) throws -> ProcessRunner.Result {
        try ProcessRunner.run(
            try RecipeTUIApp.binary(),
            arguments,
            environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TERM": "xterm-256color"],
            standardInput: FileHandle(forReadingAtPath: "/dev/null")
        )
    }
}

extension TmuxSession {
    /// Opens a new window named `name` that runs recipe-tui directly (no shell), and returns the app's
    /// process ID. The window closes when the app ends, and whatever was typed into it goes with it,
    /// so an app killed with SIGKILL leaves neither raw terminal modes nor unread keys to a shell.
    func spawnAppWindow(_ name: String, state: String, data: String = RecipeTUIApp.dataPath, _ arguments: [String] = []) throws -> pid_t {
        let command = [try RecipeTUIApp.binary(), "--data", data, "--state", state, "--date", RecipeTUIApp.fixedDate] + arguments
        let output = try tmux(["new-window", "-d", "-P", "-F", "#{pane_pid}", "-n", name, "-e", "LANG=C.UTF-8", "-e", "TERM=tmux-256color"] + command)
        guard let pid = pid_t(output.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw EndToEndFailure("tmux did not report the process ID of window \(name): \(output.debugDescription)")
        }
        return pid
    }

    /// The lines of a window's visible screen.
    func screen(ofWindow name: String) throws -> [String] {
        var lines = try tmux("capture-pane", "-p", "-t", name).components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}

extension FileFacts {
    /// Waits until a process has gone; false when it still exists after `timeout`.
    static func waitUntilGone(_ pid: pid_t, timeout: Duration = .seconds(5)) -> Bool {
        let deadline = ContinuousClock.now + timeout
        while processExists(pid) {
            if ContinuousClock.now >= deadline { return false }
            Thread.sleep(forTimeInterval: 0.005)
        }
        return true
    }
}

/// Presses random keys into a tmux window from another thread until stopped, as a user navigating quickly.
final class KeyStorm: @unchecked Sendable {
    private let session: TmuxSession
    private let window: String
    private let lock = NSLock()
    private var stopping = false
    private var random: SplitMix64
    private let done = DispatchSemaphore(value: 0)
    private(set) var presses = 0
    private(set) var errors: [String] = []

    /// Keys that move around without opening overlays or typing into searches.
    static let keys = ["Down", "Up", "Right", "Left", "j", "k", "l", "h", "Down", "Right", "r"]

    init(session: TmuxSession, window: String, seed: UInt64) {
        self.session = session
        self.window = window
        random = SplitMix64(seed: seed)
    }

    func start() {
        Thread.detachNewThread { [self] in
            while !lock.withLock({ stopping }) {
                let count = Int.random(in: 1...6, using: &random)
                let keys = (0..<count).map { _ in Self.keys.randomElement(using: &random)! }
                do {
                    try session.tmux(["send-keys", "-t", window] + keys)
                } catch {
                    lock.withLock { errors.append("\(error)") }
                }
                lock.withLock { presses += count }
                Thread.sleep(forTimeInterval: Double(Int.random(in: 0...8, using: &random)) / 1000)
            }
            done.signal()
        }
    }

    /// Stops pressing keys and returns once the last press has been handed to tmux.
    func stop() {
        lock.withLock { stopping = true }
        done.wait()
    }
}

