import Foundation
import RecipeTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The data file under faults: each fatal one is one precise line and exit status 1 before any
/// terminal output; each tolerable one starts the app with a notice naming the recipe.
@Suite("Faults: the data file")
struct FaultDataFileTests {
    /// A data file the app must refuse, and the message it must print (after "recipe-tui: ").
    struct BadData: CustomStringConvertible, Sendable {
        var name: String
        /// The file's bytes; nil for the special paths made by `make`.
        var bytes: [UInt8]?
        /// The expected message, with `FILE` standing for the path given to --data.
        var message: String

        var description: String { name }

        init(_ name: String, _ text: String, _ message: String) {
            self.name = name
            bytes = Array(text.utf8)
            self.message = message
        }

        init(_ name: String, bytes: [UInt8]?, _ message: String) {
            self.name = name
            self.bytes = bytes
            self.message = message
        }

        /// Creates the fault in `folder` and returns the path to pass to --data.
        func make(in folder: String) throws -> String {
            switch name {
            case "missing":
                return folder + "/no-such-file.json"
            case "directory":
                let path = folder + "/a-folder.json"
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
                return path
            case "under a regular file":
                let file = folder + "/plain-file"
                _ = FileManager.default.createFile(atPath: file, contents: Data("text".utf8))
                return file + "/recipes.json"
            case "read error":
                // As root, permissions stop no read; /proc/self/mem opens, and reading from address 0 fails with EIO.
                return "/proc/self/mem"
            default:
                let path = folder + "/" + name.replacingOccurrences(of: " ", with: "-") + ".json"
                guard FileManager.default.createFile(atPath: path, contents: Data(bytes ?? [])) else { throw EndToEndFailure("cannot write \(path)") }
                return path
            }
        }
    }

    static let fatal: [BadData] = [
        BadData("missing", bytes: nil, "FILE: cannot read the file: No such file or directory"),
        BadData("directory", bytes: nil, "FILE: cannot read the folder: a folder named *.json is taken for a JSON file, so its .cook files are not read; rename it to browse them"),
        BadData("under a regular file", bytes: nil, "FILE: cannot read the file: Not a directory"),
        BadData("read error", bytes: nil, "FILE: cannot read the file: Input/output error"),
        BadData("empty", "", "FILE:1:1: invalid JSON: the file is empty; expected a JSON value"),
        BadData(
            "invalid JSON",
            "{\n  \"categories\": [\n    {\"id\": \"soup\", \"name\": \"Soups\"}\n    {\"id\": \"salad\", \"name\": \"Salads\"}\n  ],\n  \"recipes\": []\n}\n",
            "FILE:4:5: invalid JSON: expected ',' or ']' in an array, found character '{'"
        ),
        BadData("not an object", "[1, 2, 3]\n", #"FILE:1:1: the top level must be an object with "categories" and "recipes""#),
        BadData(
            "not UTF-8",
            bytes: Array(#"{"categories": [{"id": "soup", "name": "So"#.utf8) + [0xFF] + Array(#"ups"}], "recipes": []}"#.utf8),
            "FILE:1:43: invalid JSON: the string is not valid UTF-8"
        ),
        BadData("UTF-16", bytes: [0xFF, 0xFE] + Array("{}".utf16.flatMap { [UInt8($0), 0] }), "FILE:1:1: invalid JSON: unexpected byte 0xFF; expected a value"),
        BadData(
            "duplicate recipe ID",
            """
            {"categories": [{"id": "soup", "name": "Soups"}],
             "recipes": [
              {"id": "miso", "name": "Miso", "category": "soup"},
              {"id": "miso", "name": "Miso again", "category": "soup"}
             ]}
            """,
            #"FILE:4:3: the recipe ID "miso" is used twice"#
        ),
        BadData(
            "duplicate category ID",
            """
            {"categories": [{"id": "soup", "name": "Soups"}, {"id": "soup", "name": "Soups again"}],
             "recipes": [{"id": "miso", "name": "Miso", "category": "soup"}]}
            """,
            #"FILE:1:50: the category ID "soup" is used twice"#
        ),
        BadData(
            "unknown category",
            """
            {"categories": [{"id": "soup", "name": "Soups"}],
             "recipes": [
              {"id": "miso", "name": "Miso", "category": "soup"},
              {"id": "tea", "name": "Tea", "category": "drink"}
             ]}
            """,
            #"FILE:4:3: recipe "tea" is in category "drink", which is not in "categories""#
        ),
        BadData("no categories", #"{"categories": [], "recipes": []}"#, "FILE: the catalog has no categories"),
        BadData("no recipes", #"{"categories": [{"id": "soup", "name": "Soups"}], "recipes": []}"#, "FILE: the catalog has no recipes"),
        BadData(
            "escape in an ID",
            """
            {"categories": [{"id": "soup", "name": "Soups"}],
             "recipes": [
              {"id": "a\\u001b[2J", "name": "A", "category": "soup"},
              {"id": "a\\u001b[2J", "name": "B", "category": "soup"}
             ]}
            """,
            "FILE:4:3: the recipe ID \"a␛[2J\" is used twice"
        ),
    ]

    @Test("A fatal data fault prints one precise line, exits 1, and creates nothing", arguments: fatal)
    func fatalDataFault(bad: BadData) throws {
        let scratchFolder = try ScratchFolder("recipe-e2e")
        defer { scratchFolder.remove() }
        let scratch = scratchFolder.path
        let data = try bad.make(in: scratch)
        let result = try DirectRun.app(["--data", data, "--state", scratch + "/state/state.json", "--date", RecipeTUIApp.fixedDate])

        #expect(result.status == 1)
        #expect(result.standardOutput == "")
        #expect(result.standardError == "recipe-tui: " + bad.message.replacingOccurrences(of: "FILE", with: data) + "\n")
        #expect(!FileManager.default.fileExists(atPath: scratch + "/state"))
    }

    @Test("In a terminal, no fatal data fault writes a single escape sequence, and the screen shows each message")
    func fatalDataFaultsLeaveTheTerminalAlone() throws {
        let session = try TmuxSession()
        let settingsBefore = try session.terminalSettings()
        let recording = try session.recordOutput()
        var last = 0
        for bad in Self.fatal {
            let data = try bad.make(in: session.scratch)
            last = try session.startApp(state: session.statePath, data: data)
            #expect(try session.waitForExit(ofCommand: last) == 1, "\(bad)")
            // Wrapped lines joined, trailing spaces kept: the message is the line above the exit status.
            let lines = try session.tmux("capture-pane", "-p", "-J").components(separatedBy: "\n")
            let exitLine = try #require(lines.firstIndex(of: "[command \(last) exit 1]"), "\(bad)")
            #expect(lines[exitLine - 1] == "recipe-tui: " + bad.message.replacingOccurrences(of: "FILE", with: data), "\(bad)")
        }
        let output = try session.waitForFile(recording, "the last exit status is recorded") {
            String(decoding: $0, as: UTF8.self).contains("[command \(last) exit 1]")
        }
        // Not one escape sequence reached the terminal: no alternate screen, no mode changes, no clearing.
        #expect(!output.contains(0x1B), "escape sequences: \(String(decoding: output, as: UTF8.self).debugDescription)")
        #expect(try session.display("#{alternate_on}") == "0")
        try session.expectTerminalRestored(settingsBefore: settingsBefore)
        #expect(!FileManager.default.fileExists(atPath: session.statePath))
    }

    // MARK: - Tolerable faults

    /// Data the app starts with anyway, each problem named in the notice.
    static let tolerable: [(name: String, edit: @Sendable (inout [String: Any]) -> Void, notice: String)] = [
        ("dangling related ID", { $0["related"] = ($0["related"] as? [String] ?? []) + ["no-such-recipe"] },
         #"recipe "pancakes" lists related recipe "no-such-recipe", which does not exist; it was dropped"#),
        ("10,000 directions", { $0["directions"] = (1...10_000).map { "Step \($0)." } },
         #"recipe "pancakes" has 10000 directions; only the first 500 are shown"#),
        ("1 MB name", { $0["name"] = String(repeating: "N", count: 1 << 20) },
         #"recipe "pancakes" has 1048576 characters of name; only the first 200 are shown"#),
    ]

    @Test("A tolerable data fault starts the app with a notice naming the recipe, and the app works", arguments: tolerable)
    func tolerableDataFault(fault: (name: String, edit: @Sendable (inout [String: Any]) -> Void, notice: String)) throws {
        let session = try TmuxSession(width: 200, height: 30)
        let data = try DataFixtures.copyOfBundledData(editingRecipe: "pancakes", into: session.scratch, fault.edit)
        let command = try session.startApp(state: session.statePath, data: data, ["--open", "breakfast/pancakes"])
        let lines = try session.waitForNotice(startingWith: " \(data): ")
        #expect(lines.last!.hasPrefix(" \(data): \(fault.notice)"), "\(lines.last!)")
        #expect(lines[1].contains("│▶ Detail"))

        switch fault.name {
        case "10,000 directions":
            // The detail holds the first 500 directions and no more.
            try session.sendKeys("End")
            let end = try session.waitForScreen(containing: "500. Step 500.")
            #expect(!end.contains { $0.contains("501.") })
        case "1 MB name":
            // The name is cut to 200 characters wherever it shows: the breadcrumb and the detail's heading.
            #expect(lines[0].hasPrefix(" Breakfast › NNNN"))
            #expect(lines[2].contains("│ NNNN"))
        default:
            #expect(!lines.contains { $0.contains("no-such-recipe") && !$0.hasPrefix(" \(data)") })
        }
        // It answers keys: back to the list, then the recipe above.
        try session.sendKeys("Left", "Up")
        let moved = try session.waitUntil("another recipe is selected") { $0[0].hasPrefix(" Breakfast › ") && $0[0] != lines[0] }
        #expect(moved[1].contains("│▶ Breakfast"))
        try session.sendKeys("q")
        #expect(try session.waitForExit(ofCommand: command) == 0)
    }
}

extension DataFixtures {
    /// A copy of the bundled data with one recipe's JSON object changed by `edit`.
    static func copyOfBundledData(editingRecipe id: String, into folder: String, _ edit: (inout [String: Any]) -> Void) throws -> String {
        guard let data = FileManager.default.contents(atPath: RecipeTUIApp.dataPath),
            var object = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            var recipes = object["recipes"] as? [[String: Any]],
            let index = recipes.firstIndex(where: { $0["id"] as? String == id })
        else { throw EndToEndFailure("cannot find recipe \(id) in the bundled data at \(RecipeTUIApp.dataPath)") }
        edit(&recipes[index])
        object["recipes"] = recipes
        let path = folder + "/recipes-edited-\(id).json"
        try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted]).write(to: URL(fileURLWithPath: path))
        return path
    }
}
