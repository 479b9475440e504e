import Foundation
import RecipeTestSupport
import Testing

/// Deep links under faults: each bad one is one clear line and exit status 2; odd but valid ones open.
@Suite("Faults: deep links")
struct FaultDeepLinkTests {
    /// A 10,000-segment link: a real category and recipe, then related recipes back and forth.
    static let tenThousandSegments = (["dessert", "apple-pie"] + Array(repeating: ["pie-crust", "apple-pie"], count: 4_999).flatMap { $0 }).joined(separator: "/")

    static let bad: [(link: String, reason: String)] = [
        ("", "the link is empty; expected CATEGORY[/RECIPE[/RECIPE...]]"),
        ("   ", "the link is empty; expected CATEGORY[/RECIPE[/RECIPE...]]"),
        ("recipes://", "the link is empty; expected CATEGORY[/RECIPE[/RECIPE...]]"),
        ("http://dessert/apple-pie", #"the link's scheme "http" is not "recipes""#),
        ("dessert//apple-pie", "segment 2 of the link is empty"),
        ("nope", #"unknown category "nope" (segment 1 of the link)"#),
        ("dessert/nope", #"unknown recipe "nope" (segment 2 of the link)"#),
        ("soup/apple-pie", #"recipe "apple-pie" (segment 2 of the link) is in category "dessert", not "soup""#),
        ("dessert/親子丼", #"unknown recipe "親子丼" (segment 2 of the link)"#),
        ("dessert/%E8%A6%AA%E5%AD%90%E4%B8%BC", #"unknown recipe "親子丼" (segment 2 of the link)"#),
        ("Dessert/apple-pie", #"unknown category "Dessert" (segment 1 of the link)"#),
        ("dessert/%FF", #"segment 2 "%FF" has a malformed percent escape"#),
        ("dessert/apple-pie/%zz", #"segment 3 "%zz" has a malformed percent escape"#),
        ("dessert/apple-pie/%E8%A6", #"segment 3 "%E8%A6" has a malformed percent escape"#),
        // A decoded control character is shown, not sent to the terminal.
        ("dessert/%1B%5B2J%0A", "unknown recipe \"␛[2J␊\" (segment 2 of the link)"),
        // Ingredient segments: empty, malformed, used by no recipe, or first.
        ("bread/pie-crust/@", #"segment 3 "@" is not an ingredient to open: it names no ingredient"#),
        ("bread/pie-crust/@sa%zzlt", #"segment 3 "@sa%zzlt" is not an ingredient to open: it has a malformed percent escape"#),
        ("bread/pie-crust/@unobtainium", #"segment 3 "@unobtainium" is not an ingredient to open: no recipe uses "unobtainium""#),
        ("bread/@salt", #"segment 2 "@salt" is not an ingredient to open: the first screen after the category must be a recipe"#),
    ]

    @Test("A bad --open link exits 2 with one line naming the fault, and saves nothing", arguments: bad)
    func badLink(bad: (link: String, reason: String)) throws {
        let state = FileManager.default.temporaryDirectory.path + "/recipe-e2e-" + UUID().uuidString + "/state.json"
        let result = try DirectRun.app(["--data", RecipeTUIApp.dataPath, "--state", state, "--open", bad.link, "--print-link"])
        #expect(result.status == 2)
        #expect(result.standardOutput == "")
        #expect(result.standardError == "recipe-tui: --open \"\(bad.link)\": \(bad.reason)\n")
        #expect(!FileManager.default.fileExists(atPath: (state as NSString).deletingLastPathComponent))
    }

    @Test("A link to a menu the collection does not have exits 2 with one line, as an unknown recipe does; a JSON catalog has none")
    func unknownMenu() throws {
        let scratch = try ScratchFolder("recipe-e2e")
        defer { scratch.remove() }
        let collection = try CooklangEndToEndTests.copyOfBundledCollection(into: scratch.path)
        let state = scratch.path + "/state/state.json"
        let known = try DirectRun.app(["--data", collection, "--state", state, "--open", "*/*Plans%2FWeek", "--print-link"])
        #expect(known.status == 0, "\(known.standardError)")
        #expect(known.standardOutput == "recipes://*/*Plans%2FWeek\n")
        for link in ["*/*Plans%2FNope", "*/*Plans%2FWeek/*..%2FPlans%2FWeek", "*/*.hidden"] {
            let unknown = try DirectRun.app(["--data", collection, "--state", state, "--open", link, "--print-link"])
            #expect(unknown.status == 2, "\(link)")
            #expect(unknown.standardOutput == "", "\(link)")
            #expect(unknown.standardError.hasPrefix("recipe-tui: --open \"\(link)\": segment "), "\(link)")
            #expect(unknown.standardError.split(separator: "\n").count == 1, "\(link)")
        }
        let nope = try DirectRun.app(["--data", collection, "--state", state, "--open", "*/*Plans%2FNope", "--print-link"])
        #expect(
            nope.standardError
                == "recipe-tui: --open \"*/*Plans%2FNope\": segment 2 \"*Plans%2FNope\" is not a menu to open: the collection has no menu \"Plans/Nope\" (no Plans/Nope.menu)\n")
        let json = try DirectRun.app(["--data", RecipeTUIApp.dataPath, "--state", state, "--open", "dessert/*Plans%2FWeek", "--print-link"])
        #expect(json.status == 2)
        #expect(json.standardError == "recipe-tui: --open \"dessert/*Plans%2FWeek\": segment 2 \"*Plans%2FWeek\" is not a menu to open: the data is a JSON catalog, which has no menus\n")
    }

    @Test("A link of 10,000 segments exits 2 at once with a short line: the link cut to 100 characters, then the reason")
    func tenThousandSegments() throws {
        let link = Self.tenThousandSegments
        let started = ContinuousClock.now
        let result = try DirectRun.app(["--data", RecipeTUIApp.dataPath, "--state", "/nonexistent/state.json", "--open", link])
        #expect(ContinuousClock.now - started < .seconds(5))
        #expect(result.status == 2)
        #expect(result.standardOutput == "")
        #expect(
            result.standardError
                == "recipe-tui: --open \"\(link.prefix(100))…\" (\(link.count) characters): the link has 10000 segments; at most 1001 are allowed\n"
        )
    }

    /// A link that opens, and how --print-link prints it; the log names a long one by its length, not its 20 KB.
    struct ValidLink: Sendable, CustomTestStringConvertible {
        var link: String
        var printed: String
        var testDescription: String {
            link.count <= 100 ? link.debugDescription : "a link of \(link.split(separator: "/").count) segments"
        }
    }

    static let valid: [ValidLink] = [
        ValidLink(link: "dess%65rt/%61pple-pie", printed: "recipes://dessert/apple-pie"),
        ValidLink(link: "RECIPES://dessert/apple-pie/pie-crust/", printed: "recipes://dessert/apple-pie/pie-crust"),
        ValidLink(link: "  dessert/apple-pie  ", printed: "recipes://dessert/apple-pie"),
        ValidLink(link: "dessert", printed: "recipes://dessert"),
        // A mixed stack: a recipe, its ingredient (any case), a recipe that uses it.
        ValidLink(link: "bread/pie-crust/@Salt/french-toast", printed: "recipes://bread/pie-crust/@Salt/french-toast"),
        ValidLink(link: "bread/pie-crust/@all-purpose%20flour", printed: "recipes://bread/pie-crust/@all-purpose%20flour"),
        // The longest stack a link may hold: 1,001 segments.
        ValidLink(
            link: (["dessert", "apple-pie"] + Array(repeating: ["pie-crust", "apple-pie"], count: 499).flatMap { $0 } + ["pie-crust"]).joined(separator: "/"),
            printed: "recipes://" + (["dessert", "apple-pie"] + Array(repeating: ["pie-crust", "apple-pie"], count: 499).flatMap { $0 } + ["pie-crust"]).joined(separator: "/")),
    ]

    @Test("Percent-escaped, upper-case, padded and maximal links open at the place they name", arguments: valid)
    func validLink(valid: ValidLink) throws {
        let state = FileManager.default.temporaryDirectory.path + "/recipe-e2e-" + UUID().uuidString + "/state.json"
        let result = try DirectRun.app(["--data", RecipeTUIApp.dataPath, "--state", state, "--open", valid.link, "--print-link"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == valid.printed + "\n")
        #expect(result.standardError == "")
    }

    @Test("IDs in any script open, written raw or percent-escaped, and print escaped")
    func nonASCIIIDs() throws {
        let scratchFolder = try ScratchFolder("recipe-e2e")
        defer { scratchFolder.remove() }
        let scratch = scratchFolder.path
        let data = scratch + "/washoku.json"
        let json = """
            {"categories": [{"id": "和食", "name": "Washoku"}],
             "recipes": [
              {"id": "親子丼", "name": "Oyakodon", "category": "和食", "related": ["味噌汁", "a/b c"]},
              {"id": "味噌汁", "name": "Miso Soup", "category": "和食"},
              {"id": "a/b c", "name": "Slash and Space", "category": "和食"}
             ]}
            """
        _ = FileManager.default.createFile(atPath: data, contents: Data(json.utf8))
        let escaped = "recipes://%E5%92%8C%E9%A3%9F/%E8%A6%AA%E5%AD%90%E4%B8%BC/%E5%91%B3%E5%99%8C%E6%B1%81"
        for link in ["和食/親子丼/味噌汁", escaped, "recipes://和食/%E8%A6%AA%E5%AD%90%E4%B8%BC/味噌汁"] {
            let result = try DirectRun.app(["--data", data, "--state", scratch + "/state.json", "--open", link, "--print-link"])
            #expect(result.status == 0, "\(link): \(result.standardError)")
            #expect(result.standardOutput == escaped + "\n", "\(link)")
        }
        // An ID holding a slash and a space is escaped on the way out and found on the way in.
        let slash = try DirectRun.app(["--data", data, "--state", scratch + "/state.json", "--open", "和食/親子丼/a%2Fb%20c", "--print-link"])
        #expect(slash.standardOutput == "recipes://%E5%92%8C%E9%A3%9F/%E8%A6%AA%E5%AD%90%E4%B8%BC/a%2Fb%20c\n")
    }

    @Test("A percent-escaped link opens in the terminal at the place it names")
    func escapedLinkOpensOnScreen() throws {
        let session = try TmuxSession()
        let command = try session.startApp(["--open", "recipes://dess%65rt/%61pple-pie/pie%2Dcrust"])
        let lines = try session.waitForAppFrame()
        #expect(lines[0] == Screen.topBar(" Desserts › Apple Pie › Pie Crust"))
        #expect(lines[1].hasSuffix("│▶ Detail · 2 deep"))
        let saved = try session.waitForFile(session.statePath, "the linked place is saved") { SavedState(data: $0) != nil }
        #expect(SavedState(data: saved) == SavedState(selectedCategory: "dessert", path: ["apple-pie", "pie-crust"], focus: "detail"))
        try session.sendKeys("q")
        #expect(try session.waitForExit(ofCommand: command) == 0)
    }
}
