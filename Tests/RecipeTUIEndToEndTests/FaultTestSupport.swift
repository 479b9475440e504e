import Foundation
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

    /// Waits for the status bar to show `prefix` at its start, and returns the screen.
    @discardableResult
    func waitForNotice(startingWith prefix: String, timeout: Duration = defaultTimeout) throws -> [String] {
        try waitUntil("the bottom line starts with \(prefix.debugDescription)", timeout: timeout) { lines in
            lines.last?.hasPrefix(prefix) ?? false
        }
    }

    /// Checks that the app left the terminal as the shell had it: main screen, cursor shown, line
    /// editing and echo on, every `stty` setting as before the app started.
    func expectTerminalRestored(settingsBefore: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(try display("#{alternate_on}") == "0", "still on the alternate screen", sourceLocation: sourceLocation)
        #expect(try display("#{cursor_flag}") == "1", "the cursor is still hidden", sourceLocation: sourceLocation)
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

    static let bundled: CatalogFacts = {
        guard let data = FileManager.default.contents(atPath: RecipeTUIApp.dataPath),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let categories = object["categories"] as? [[String: Any]],
            let recipes = object["recipes"] as? [[String: Any]]
        else { fatalError("cannot read the bundled data at \(RecipeTUIApp.dataPath)") }
        var categoryOfRecipe: [String: String] = [:]
        var related: [String: [String]] = [:]
        for recipe in recipes {
            guard let id = recipe["id"] as? String, let category = recipe["category"] as? String else { continue }
            categoryOfRecipe[id] = category
            related[id] = recipe["related"] as? [String] ?? []
        }
        return CatalogFacts(categoryIDs: Set(categories.compactMap { $0["id"] as? String }), categoryOfRecipe: categoryOfRecipe, related: related)
    }()

    /// Why `data` is not a complete state file of format 1 naming things this catalog has, reached
    /// by browsing (each pushed recipe related to the one below it); nil when it is one.
    func problems(withStateFile data: Data) -> String? {
        let text = String(decoding: data, as: UTF8.self)
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            return "it is not a JSON object: \(text.debugDescription)"
        }
        guard let version = object["version"] as? Int, version == 1 else { return "its version is not 1: \(text)" }
        guard let path = object["recipePathIds"] as? [String] else { return "it has no recipePathIds array: \(text)" }
        let category = object["selectedCategory"] as? String
        if let category, !categoryIDs.contains(category) { return "its category \(category) does not exist: \(text)" }
        if !path.isEmpty && category == nil { return "it has a path but no category: \(text)" }
        for id in path where categoryOfRecipe[id] == nil { return "its path holds \(id), which does not exist: \(text)" }
        if let first = path.first, categoryOfRecipe[first] != category { return "its path starts outside its category: \(text)" }
        for (below, above) in zip(path, path.dropFirst()) where !(related[below] ?? []).contains(above) {
            return "its path pushes \(above) on \(below), which does not list it as related: \(text)"
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

    /// Whether a process with this ID exists (a zombie counts until it is reaped).
    static func processExists(_ pid: pid_t) -> Bool {
        kill(pid, 0) == 0 || errno != ESRCH
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
