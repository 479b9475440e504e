import RecipeGenerator
import TOMLKit
import Testing
@testable import CooklangConventions

/// The TOML reader checked against TOMLKit (toml++) on the same texts: equal values, or both refuse at the same line.
@Suite("TOML reader against TOMLKit")
struct TOMLReaderTests {
    /// The pantry texts of the other suites and the conventions' examples (conventions.md, "Pantry Configuration").
    static let pantryTexts = [
        """
        [freezer]
        cranberries = "500%g"
        spinach = { bought = "05.05.2024", expire = "05.06.2025", quantity = "1%kg" }

        [fridge]
        milk = { expire = "10.05.2024", quantity = "1%L" }

        [pantry]
        rice = "5%kg"
        """,
        """
        [freezer]
        ice_cream = "2%L"
        frozen_peas = { bought = "01.01.2024", quantity = "500%g", low = "200%g" }

        [fridge]
        cheese = { expire = "15.05.2024" }
        yogurt = { bought = "05.05.2024", expire = "12.05.2024", quantity = "500%ml" }

        [pantry]
        flour = "5%kg"
        pasta = { quantity = "1%kg", low = "200%g" }
        """,
        """
        [pantry]
        rice = { quantity = "150%g", low = "200%g" }
        pasta = { quantity = "1%kg", low = "200%g" }
        oats = { quantity = "200%g", low = "200%g" }
        milk = { expire = "10.05.2024", quantity = "1%L" }
        eggs = { expire = 2024-05-20 }
        """,
        """
        paprika = "1%jar"
        staples = ["salt", "water", { name = "pepper", bought = "01.01.2024" }]

        [cupboard]
        sugar = {}
        vinegar = ""
        """,
        """
        [fridge]
        milk = "1%L"
        butter = = "250%g"
        cream = "200%ml"

        [freezer
        peas = "500%g"

        [pantry]
        rice = "5%kg"
        """,
        """
        [fridge]
        milk = 2
        cheese = { colour = "yellow", quantity = "200%g" }
        ham = { expire = "soon" }
        """,
        """
        [fridge]
        mozzarella = "250%g"

        [pantry]
        flour = "300%g"
        "olive oil" = "20%ml"
        salt = ""
        """,
    ]

    /// Texts covering the rest of what the reader takes, and what it must refuse.
    static let featureTexts = [
        "# a comment\n\n  key = 'literal \\n kept' # trailing\n",
        "a = \"tab\\there \\u00E9 \\U0001F600 \\\\ \\\" \\b\\f\\r\\n\"",
        "a = \"\"\"\nfirst\n  second \\\n    joined\"\"\"\nb = '''\nraw \\n ''line'''''",
        "int = [+1, -0, 1_000, 0xDEAD_beef, 0o755, 0b1101, 9223372036854775807]",
        "float = [1.5, -0.0, 6.02e23, 1E-2, 3_1.4_1, inf, -inf]",
        "dates = [2024-05-05, 07:32:00.999, 1979-05-27T07:32:00Z, 1979-05-27 00:32:00.5-07:00, 1979-05-27T07:32:00]",
        "arr = [\n  1, # one\n  [2, 'two'],\n  { x = 3 },\n]\n",
        "[\"quoted table\"]\n'literal key' = true\n[a.b.c]\nd.e = false\n[a]\nf = 1",
        "x.y = 1\nx.z = 2\n[x.w]\nv = 3",
        "inline = { a.b = 1, c = { d = [] } }",
        "a = 1\na = 2",
        "[t]\n[t]",
        "x.y = 1\n[x.y]",
        "t = { a = 1 }\n[t.b]",
        "a = 01",
        "a = 1__0",
        "a = 2024-02-30",
        "a = 24:00:00",
        "a = \"no end\nb = 1",
        "a = \"\\q\"",
        "a = { b = 1, }",
        "a = [1 2]",
        "a = 1 b = 2",
        "= 1",
        "a = .5",
        "a = 5.",
        "a = 1e",
        "a = tru",
        "a = 0x",
        "a = 9223372036854775808",
    ]

    @Test("the pantry texts, the conventions' examples and the feature texts read as TOMLKit reads them")
    func knownTexts() {
        for text in Self.pantryTexts + Self.featureTexts {
            #expect(Self.disagreement(text) == nil, "\(text)")
        }
    }

    @Test("keys stay in the order the text gives them")
    func fileOrder() throws {
        let table = try TOMLReader.read("zebra = 1\n[b]\ny = 2\nx = 3\n[a]")
        #expect(table.keys == ["zebra", "b", "a"])
        #expect(table["b"]?.table?.keys == ["y", "x"])
    }

    @Test("an error names the line and column of the problem")
    func errorPlace() {
        #expect(throws: TOMLError(line: 3, column: 7, message: "\"x\" is not a value")) {
            try TOMLReader.read("a = 1\n\nbad = x")
        }
        #expect(throws: TOMLError(line: 2, column: 1, message: "the key \"a\" is defined twice")) {
            try TOMLReader.read("a = 1\na = 2")
        }
        // TOMLKit reads arrays of tables; a pantry has none, and the reader says so rather than guess.
        #expect(throws: TOMLError(line: 2, column: 1, message: "arrays of tables ([[name]]) are not supported")) {
            try TOMLReader.read("a = 1\n[[list]]\nx = 1")
        }
    }

    @Test("400 generated texts, valid and broken, read as TOMLKit reads them")
    func generated() {
        var random = SplitMix64(seed: 0x70_4D_4C)
        var failures: [String] = []
        for _ in 0..<400 {
            let text = TOMLTextGenerator.document(&random)
            if let problem = Self.disagreement(text) { failures.append(problem + "\n" + text) }
        }
        #expect(failures.count == 0, "the first disagreement: \(failures.first ?? "")")
    }

    // MARK: Comparison

    /// Nil when both readers agree on the text; otherwise what differs, in a line or two.
    static func disagreement(_ text: String) -> String? {
        let ours: Result<String, TOMLError>
        do throws(TOMLError) {
            ours = .success(canonical(.table(try TOMLReader.read(text))))
        } catch {
            ours = .failure(error)
        }
        switch (ours, reference(text)) {
        case (.success(let mine), .success(let theirs)):
            return mine == theirs ? nil : "values differ: \(mine) vs TOMLKit's \(theirs)"
        case (.failure(let mine), .failure(let refusal)):
            guard let line = refusal.line, line != mine.line else { return nil }
            return "error lines differ: \(mine.line) (\(mine.message)) vs TOMLKit's \(line)"
        case (.success(let mine), .failure(let refusal)):
            return "read \(mine), TOMLKit refuses at line \(refusal.line.map(String.init) ?? "?")"
        case (.failure(let mine), .success(let theirs)):
            return "refused at \(mine.line):\(mine.column) (\(mine.message)), TOMLKit reads \(theirs)"
        }
    }

    /// TOMLKit's refusal of a text: the line of its error, when it gives one.
    struct Refusal: Error {
        var line: Int?
    }

    /// TOMLKit's reading in the canonical text, or the line of its error (nil when it gives none).
    static func reference(_ text: String) -> Result<String, Refusal> {
        do {
            return .success(canonical(convert(try TOMLKit.TOMLTable(string: text))))
        } catch let error as TOMLParseError {
            return .failure(Refusal(line: error.source.begin.line > 0 ? error.source.begin.line : nil))
        } catch {
            return .failure(Refusal(line: nil))
        }
    }

    /// A TOMLKit value as the reader's value.
    static func convert(_ value: TOMLValueConvertible) -> CooklangConventions.TOMLValue {
        switch value.type {
        case .table:
            var table = CooklangConventions.TOMLTable()
            for (key, element) in value.table! { table[key] = convert(element) }
            return .table(table)
        case .array: return .array(value.array!.map(convert))
        case .string: return .string(value.string!)
        case .int: return .integer(Int64(value.int!))
        case .double: return .float(value.double!)
        case .bool: return .boolean(value.bool!)
        case .date: return .date(localDate(value.date!))
        case .time: return .time(localTime(value.time!))
        case .dateTime:
            let dateTime = value.dateTime!
            return .dateTime(localDate(dateTime.date), localTime(dateTime.time), offsetMinutes: dateTime.offset?.offset)
        }
    }

    static func localDate(_ date: TOMLDate) -> TOMLLocalDate { TOMLLocalDate(year: date.year, month: date.month, day: date.day) }
    static func localTime(_ time: TOMLTime) -> TOMLLocalTime {
        TOMLLocalTime(hour: time.hour, minute: time.minute, second: time.second, nanosecond: time.nanoSecond)
    }

    /// A value as text with its tables' keys sorted, since toml++ keeps its keys sorted and the reader in file order.
    static func canonical(_ value: CooklangConventions.TOMLValue) -> String {
        switch value {
        case .table(let table): "{" + table.keys.sorted().map { "\($0.debugDescription)=\(canonical(table[$0]!))" }.joined(separator: ",") + "}"
        case .array(let elements): "[" + elements.map(canonical).joined(separator: ",") + "]"
        case .string(let text): text.debugDescription
        case .float(let number): number.isNaN ? "float(nan)" : "float(\(number))"
        default: "\(value)"
        }
    }
}
