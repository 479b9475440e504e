import Foundation
import RecipeTestSupport

/// Where the built app and its bundled data are, and how the tests start it.
enum RecipeTUIApp {
    /// The built `recipe-tui`, beside the running test executable (`swift test` builds both into one folder).
    static func binary() throws -> String {
        let testExecutable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let path = (testExecutable as NSString).deletingLastPathComponent + "/recipe-tui"
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw EndToEndFailure(
                "the recipe-tui executable is missing at \(path) (looked beside the test executable \(testExecutable)); build it with `swift build`"
            )
        }
        return path
    }

    /// The bundled data file, data/recipes.json.
    static let dataPath = TestCatalogs.bundledPath

    /// A fixed day, so the status bar's recipe of the day is the same on every run.
    static let fixedDate = "2026-11-21"
    /// How the status bar labels the recipe of the day under `--date`: by the date, not "Today".
    static let todayLabel = fixedDate + ": "
}

extension TmuxSession {
    /// This session's state file; its folder does not exist until the app saves.
    var statePath: String { scratch + "/state/recipe-tui/state.json" }

    /// Types a command line that starts recipe-tui with this session's state file, the bundled data
    /// (unless `data` is given) and a fixed date (unless `arguments` has one); returns the command number.
    @discardableResult
    func startApp(_ arguments: [String] = [], data: String = RecipeTUIApp.dataPath) throws -> Int {
        var command = [try RecipeTUIApp.binary(), "--data", data, "--state", statePath]
        if !arguments.contains("--date") { command += ["--date", RecipeTUIApp.fixedDate] }
        return try runCommand(command + arguments)
    }

    /// Waits until the app has painted a whole frame: the top bar at the top and the status bar at the bottom.
    @discardableResult
    func waitForAppFrame() throws -> [String] {
        try waitUntil("recipe-tui has painted its frame") { lines in
            // The bottom bar: today's recipe at its end, or where it gives way to the hints (under 101 columns), the hints.
            (lines.first?.hasSuffix("recipe-tui") ?? false) && ((lines.last?.hasSuffix(" [t]") ?? false) || (lines.last?.hasPrefix(" ↑↓ move  → open") ?? false))
        }
    }

    /// From a fresh start, opens Desserts › Apple Pie in the detail, then pushes two related recipes
    /// (Pie Crust, then Fruit Pie Filling from it), checking the screen after each step.
    @discardableResult
    func browseToApplePieAndPushTwoRelatedRecipes() throws -> [String] {
        // Categories has the focus and Breakfast selected; Desserts is six rows down.
        try sendKeys("Down", "Down", "Down", "Down", "Down", "Down", "Right", "Enter")
        try waitUntil("Apple Pie is open in the focused detail") { lines in
            lines[0] == Screen.topBar(" Desserts › Apple Pie") && lines[1].hasSuffix("│▶ Detail")
        }
        // The detail's cursor starts on Apple Pie's first row, the first of its nine ingredients;
        // the first related recipe, Pie Crust, is nine rows down.
        try sendKeys(Array(repeating: "Down", count: 9) + ["Enter"])
        try waitUntil("Pie Crust is pushed") { lines in
            lines[0] == Screen.topBar(" Desserts › Apple Pie › Pie Crust") && lines[1].hasSuffix("│▶ Detail · 2 deep")
        }
        // Pie Crust's six ingredients, then its related recipes: Apple Pie, Fruit Pie Filling.
        try sendKeys(Array(repeating: "Down", count: 7) + ["Enter"])
        return try waitUntil("Fruit Pie Filling is pushed") { lines in
            lines[0] == Screen.topBar(" Desserts › Apple Pie › Pie Crust › Fruit Pie Filling") && lines[1].hasSuffix("│▶ Detail · 3 deep")
        }
    }

    /// Runs `stty -a` in the pane's shell and returns what it prints (the shell must be at its prompt).
    func terminalSettings() throws -> String {
        let path = scratch + "/stty-\(UUID().uuidString).txt"
        let number = try runShellLine("stty -a > " + Self.shellQuoted(path))
        let status: Int32
        do {
            status = try waitForExit(ofCommand: number)
        } catch {
            throw EndToEndFailure(
                "stty -a typed at the shell prompt never ran: the terminal seems left without line editing (Enter not read as the end of a line)\n\(error)"
            )
        }
        guard status == 0, let data = FileManager.default.contents(atPath: path) else {
            throw EndToEndFailure("stty -a in the pane failed with status \(status)")
        }
        return String(decoding: data, as: UTF8.self)
    }
}

extension String {
    /// The words of `stty -a` output: settings such as "icanon" or "-echo", and "name = value;" pieces.
    var sttyWords: Set<String> {
        Set(split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }).map(String.init))
    }
}

/// Facts about what recipe-tui draws, for building expected lines.
enum Screen {
    /// The top bar of a `width`-column screen as captured: the breadcrumb on the left, then the app's
    /// name ending one column before the right edge (the trailing blank is trimmed by the capture).
    static func topBar(_ breadcrumb: String, width: Int = TmuxSession.defaultWidth) -> String {
        breadcrumb.padding(toLength: width - "recipe-tui ".count, withPad: " ", startingAt: 0) + "recipe-tui"
    }
}

/// The saved state file, read as the JSON it is.
struct SavedState: Equatable, CustomStringConvertible {
    var selectedCategory: String?
    /// The stack as a link writes it: a recipe's ID, `@` and an ingredient's name, or `!` for the Problems screen.
    var path: [String]
    var focus: String?

    init(selectedCategory: String?, path: [String], focus: String?) {
        self.selectedCategory = selectedCategory
        self.path = path
        self.focus = focus
    }

    /// Reads a state file of the version the app writes, 2: `"path": [{"recipe": "apple-pie"}, {"ingredient": "butter"}]`.
    init?(data: Data) {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            object["version"] as? Int == 2,
            let routes = object["path"] as? [[String: String]]
        else { return nil }
        var path: [String] = []
        for route in routes {
            guard route.count == 1, let (kind, key) = route.first else { return nil }
            switch kind {
            case "recipe": path.append(key)
            case "ingredient": path.append("@" + key)
            case "problems": path.append("!")
            default: return nil
            }
        }
        selectedCategory = object["selectedCategory"] as? String
        self.path = path
        focus = object["focus"] as? String
    }

    static func read(_ path: String) -> SavedState? {
        FileManager.default.contents(atPath: path).flatMap(SavedState.init(data:))
    }

    var description: String { "\(selectedCategory ?? "nil")/\(path.joined(separator: "/")) focus \(focus ?? "nil")" }
}

/// Variations of the bundled data, written to a session's scratch folder.
enum DataFixtures {
    /// A copy of the bundled data without one recipe, and without every mention of it in related lists
    /// (so the only change the app can notice is the missing recipe).
    static func copyOfBundledData(removingRecipe id: String, into folder: String) throws -> String {
        guard let data = FileManager.default.contents(atPath: RecipeTUIApp.dataPath),
            var object = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            let recipes = object["recipes"] as? [[String: Any]]
        else { throw EndToEndFailure("cannot read the bundled data at \(RecipeTUIApp.dataPath)") }
        guard recipes.contains(where: { $0["id"] as? String == id }) else {
            throw EndToEndFailure("the bundled data has no recipe \"\(id)\" to remove")
        }
        object["recipes"] = recipes.filter { $0["id"] as? String != id }.map { recipe in
            var recipe = recipe
            if let related = recipe["related"] as? [String] { recipe["related"] = related.filter { $0 != id } }
            return recipe
        }
        let path = folder + "/recipes-without-\(id).json"
        try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted]).write(to: URL(fileURLWithPath: path))
        return path
    }
}
