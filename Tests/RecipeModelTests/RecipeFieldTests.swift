import Testing
@testable import RecipeModel

/// The recipe field table (`RecipeField.all`) against everything that reads recipes: the scan's
/// member names and index pass, the scan's full decode, the precise reader, and the limits.
///
/// For every field and every sample value, what the table's kind says the value reads as (or
/// which error it gives) is worked out here, independently, and each reader must agree with it.
@Suite("One table of recipe fields, and every reader agrees with it")
struct RecipeFieldTests {
    // MARK: The table itself

    @Test("keys are distinct words the scan can match; the ID comes first; each role once, on a kind the index pass reads")
    func wellFormed() {
        let keys = RecipeField.all.map(\.key)
        #expect(Set(keys).count == keys.count)
        #expect(RecipeField.all.first?.role == .id)
        let roles = RecipeField.all.compactMap(\.role)
        #expect(roles.count == Set(roles).count)
        for (position, field) in RecipeField.all.enumerated() {
            #expect(field.key.utf8.count <= MemberNames<Int>.longestName)
            #expect(field.key.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") })
            // Traps for a role on a kind the index pass cannot read it from.
            let scanned = CatalogScanner.ScanField(field, at: position)
            #expect(scanned.position == position)
            switch (field.kind, field.limit) {
            case (.count, let limit): #expect(limit == nil, "\(field.key): a number is never cut")
            case (_, let limit?) where field.kind.isList: #expect(limit.items != nil, "\(field.key): a list's limit counts items")
            case (_, let limit?): #expect(limit.characters != nil && limit.items == nil, "\(field.key): a string's limit counts characters")
            case (_, nil): break
            }
        }
        let limited = RecipeField.all.filter { $0.limit != nil }.map(\.key)
        #expect(CatalogLimits.cutOrder.map(\.key).sorted() == limited.sorted())
    }

    @Test("the scan's member names find every key of the table, and no near miss")
    func memberNames() {
        func match(_ name: String) -> Int? {
            Array(name.utf8).withUnsafeBufferPointer { CatalogScanner.recipeMembers.match($0)?.position }
        }
        for (position, field) in RecipeField.all.enumerated() {
            #expect(match(field.key) == position)
            for miss in [field.key + "s", String(field.key.dropLast()), field.key.uppercased(), " " + field.key, field.key + "\0"] {
                #expect(match(miss) == nil, "\(miss)")
            }
        }
        for miss in ["", "x", String(repeating: "i", count: 16), String(repeating: "d", count: 17), "recipes", "amount", "categories"] {
            #expect(match(miss) == nil, "\(miss)")
        }
    }

    // MARK: Reading every kind of value into every field

    /// Values of every JSON type, and of every shape a kind tells apart; nil for a missing member.
    static let samples: [String?] = [
        nil, "null", #""Word""#, #""  ""#, #""""#, #""\u00e9t\u00e9""#,
        "0", "3", "4.0", "2.5", "-1", "1000000", "1000001", "true", "false",
        "[]", #"["a", "b"]"#, #"["a", 1]"#, "[null]", "[[]]",
        #"[{"amount": "1 tsp", "name": "salt"}]"#, #"[{"name": "salt"}]"#, #"[{"amount": null, "name": "salt"}]"#,
        #"[{"amount": "1"}]"#, #"[{"name": "  "}]"#, #"[{"name": null}]"#, #"[{"amount": 1, "name": "salt"}]"#,
        #"[{"name": "salt"}, "pepper"]"#, "{}", #"{"name": "x"}"#,
    ]

    /// Member names that are not fields, but close to one: the scan must skip them, not read them as the field.
    static let nearMisses = ["ID", "names", "categor", "Summary", "serving", "minutes ", "ingredient", "direction", "relate"]

    /// The first recipe of the document is the one under test; the others give related IDs something to point at.
    private func document(recipe object: String) -> (bytes: [UInt8], object: Range<Int>) {
        let head = #"{"categories": [{"id": "c", "name": "C"}, {"id": "Word", "name": "W"}, {"id": "\u00e9t\u00e9", "name": "E"}], "recipes": ["#
        let tail = #", {"id": "a", "name": "A", "category": "c"}, {"id": "b", "name": "B", "category": "c"}]}"#
        let start = head.utf8.count
        return (Array((head + object + tail).utf8), start..<(start + object.utf8.count))
    }

    /// A recipe object with valid required fields, and `key` set to `value` (or left out for nil).
    private func recipeObject(_ key: String, _ value: String?) -> String {
        var members = [("id", #""r""#), ("name", #""R""#), ("category", #""c""#)].filter { $0.0 != key }
        if let value { members.append((key, value)) }
        return "{" + members.map { #""\#($0.0)": \#($0.1)"# }.joined(separator: ", ") + "}"
    }

    @Test("every field reads every sample as its kind says, or fails with the message its kind says, in the scan and the reader alike")
    func everyFieldEverySample() throws {
        for (position, field) in RecipeField.all.enumerated() {
            let context = position == 0 ? "recipes[0]" : #"recipe "r""#
            for sample in Self.samples {
                let value = try sample.map { try JSONParser.parse(Array($0.utf8)) }
                let expected = Self.expectation(field, value, context: context)
                let (bytes, range) = document(recipe: recipeObject(field.key, sample))
                let label = "\(field.key): \(sample ?? "missing")"
                let object = Array(bytes[range])
                let decoded = object.withUnsafeBytes(CatalogScanner.decodeRecipe)
                let read = Result { () throws(CatalogError) -> Recipe in
                    guard case .object(let tree) = try? JSONParser.parse(object) else { throw .noRecipes }
                    return try CatalogReader(bytes: object).recipe(tree, index: 0)
                }
                switch expected {
                case .reads(let matches):
                    guard case .success(let recipe) = read else {
                        Issue.record("\(label): the reader refuses it: \(read)")
                        continue
                    }
                    #expect(matches(recipe), "\(label): the reader reads \(recipe)")
                    #expect(decoded == recipe, "\(label): the scan decodes it otherwise")
                    let scanned = expectSameOutcome(bytes)
                    #expect(scanned, "\(label): the scan leaves a valid value to the precise parser")
                case .fails(let message):
                    #expect(read.failureDescription == message, "\(label)")
                    #expect(Result { () throws(CatalogError) in try RecipeCatalog(jsonBytes: bytes) }.failureDescription == message, "\(label)")
                    #expect(decoded == nil, "\(label): the scan decodes what the reader refuses")
                    let scanned = expectSameOutcome(bytes)
                    #expect(!scanned, "\(label)")
                }
            }
        }
    }

    @Test("a member whose name is close to a field's is skipped by every reader")
    func nearMissesAreSkipped() {
        for name in Self.nearMisses {
            for value in [#""x""#, "-7", "[1]", "{}"] {
                let (bytes, range) = document(recipe: #"{"id": "r", "\#(name)": \#(value), "name": "R", "category": "c"}"#)
                let scanned = expectSameOutcome(bytes)
                #expect(scanned, "\(name): \(value)")
                #expect(Array(bytes[range]).withUnsafeBytes(CatalogScanner.decodeRecipe) == Recipe(id: "r", name: "R", categoryID: "c"))
            }
        }
    }

    @Test("every field given twice is left to the precise parser, which keeps the last")
    func repeatedField() throws {
        for field in RecipeField.all {
            let object = recipeObject(field.key, nil).dropLast() + #", "\#(field.key)": null, "\#(field.key)": \#(Self.validSample(field))}"#
            let (bytes, range) = document(recipe: String(object))
            #expect(Array(bytes[range]).withUnsafeBytes(CatalogScanner.decodeRecipe) == nil, "\(field.key)")
            let scanned = expectSameOutcome(bytes)
            #expect(!scanned, "\(field.key)")
            let catalog = try RecipeCatalog(jsonBytes: bytes)
            #expect(catalog.origin == .values, "\(field.key)")
        }
    }

    // MARK: Limits

    @Test("every limit cuts the same in the scan and the reader, at exactly the limit, with the same warning")
    func limits() throws {
        for field in RecipeField.all {
            guard let limit = field.limit else { continue }
            for over in [false, true] {
                let extra = over ? 1 : 0
                var cases: [(value: String, warning: CatalogWarning?)] = []
                let id = "r"
                func text(_ count: Int) -> String { "\"" + String(repeating: "é", count: count) + "\"" }
                switch field.kind {
                case .requiredText, .text:
                    let characters = try #require(limit.characters)
                    cases.append((text(characters + extra), over ? .truncated(recipeID: id, field: field.key, kept: characters, original: characters + 1) : nil))
                case .count:
                    Issue.record("\(field.key): a limit on a number")
                case .texts:
                    let items = try #require(limit.items)
                    cases.append(("[" + Array(repeating: #""a""#, count: items + extra).joined(separator: ",") + "]",
                                  over ? .truncated(recipeID: id, field: field.key, kept: items, original: items + 1) : nil))
                    if let characters = limit.characters {
                        cases.append(("[" + text(characters + extra) + "]",
                                      over ? .truncated(recipeID: id, field: limit.itemName ?? field.key, kept: characters, original: characters + 1) : nil))
                    }
                case .ingredients:
                    let items = try #require(limit.items)
                    let characters = try #require(limit.characters)
                    cases.append(("[" + Array(repeating: #"{"name": "a"}"#, count: items + extra).joined(separator: ",") + "]",
                                  over ? .truncated(recipeID: id, field: field.key, kept: items, original: items + 1) : nil))
                    cases.append((#"[{"amount": \#(text(characters + extra)), "name": "a"}]"#,
                                  over ? .truncated(recipeID: id, field: "an amount", kept: characters, original: characters + 1) : nil))
                    cases.append((#"[{"name": \#(text(characters + extra))}]"#,
                                  over ? .truncated(recipeID: id, field: "an ingredient", kept: characters, original: characters + 1) : nil))
                }
                for (value, warning) in cases {
                    let (bytes, _) = document(recipe: recipeObject(field.key, value))
                    let label = "\(field.key), \(over ? "over" : "at") the limit: \(value.prefix(40))"
                    let scanned = expectSameOutcome(bytes)
                    #expect(scanned, "\(label)")
                    let catalog = try RecipeCatalog(jsonBytes: bytes)
                    #expect(catalog.warnings == (warning.map { [$0] } ?? []), "\(label)")
                    let precise = try RecipeCatalog(parsing: bytes)
                    #expect(catalog.warnings == precise.warnings, "\(label)")
                }
            }
        }
    }

    @Test("a warning counts characters for a string and items for a list, as the table says")
    func warningWording() {
        for field in RecipeField.all where field.limit != nil {
            let description = CatalogWarning.truncated(recipeID: "r", field: field.key, kept: 1, original: 2).description
            #expect(description == (field.kind.isList
                ? #"recipe "r" has 2 \#(field.key); only the first 1 are shown"#
                : #"recipe "r" has 2 characters of \#(field.key); only the first 1 are shown"#))
        }
    }

    @Test("cuts are reported in the order they always were: name, summary, directions, ingredients, related")
    func cutOrder() throws {
        let many = { (item: String) in "[" + Array(repeating: item, count: 501).joined(separator: ",") + "]" }
        let json = #"{"categories": [{"id": "c", "name": "C"}], "recipes": [{"id": "r", "name": "\#(String(repeating: "n", count: 201))", "category": "c", "summary": "\#(String(repeating: "s", count: 4001))", "#
            + #""related": \#(many(#""r""#)), "ingredients": \#(many(#"{"name": "a"}"#)), "directions": \#(many(#""d""#))}]}"#
        let bytes = Array(json.utf8)
        let scanned = expectSameOutcome(bytes)
        #expect(scanned)
        let catalog = try RecipeCatalog(jsonBytes: bytes)
        let fields = catalog.warnings.compactMap { warning -> String? in
            guard case .truncated(_, let field, _, _) = warning else { return nil }
            return field
        }
        #expect(fields == ["name", "summary", "directions", "ingredients", "related"])
    }

    // MARK: The expectations, from the kind alone

    enum Expectation {
        /// The value reads, and the recipe read passes the check.
        case reads((Recipe) -> Bool)
        /// Loading fails with this message (without the file and position).
        case fails(String)
    }

    /// What a field of `kind` reads `value` (nil: missing) as, worked out from the kind's documentation.
    static func expectation(_ field: RecipeField, _ value: JSONValue?, context: String) -> Expectation {
        let key = field.key
        func wrongType(_ expected: String, _ found: String) -> Expectation {
            .fails(#"\#(context): "\#(key)" must be \#(expected), found \#(found)"#)
        }
        func isBlank(_ text: String) -> Bool { text.allSatisfy(\.isWhitespace) }
        switch field.kind {
        case .requiredText(let path):
            switch value {
            case nil, .null?: return .fails(#"\#(context) is missing the required field "\#(key)""#)
            case .string(let text)? where isBlank(text): return .fails(#"\#(context): "\#(key)" must not be empty"#)
            case .string(let text)?: return .reads { $0[field: path] == text }
            case let other?: return wrongType("a string", other.typeName)
            }
        case .text(let path):
            switch value {
            case nil, .null?: return .reads { $0[field: path] == "" }
            case .string(let text)?: return .reads { $0[field: path] == text }
            case let other?: return wrongType("a string", other.typeName)
            }
        case .count(let path):
            switch value {
            case nil, .null?: return .reads { $0[field: path] == nil }
            case .number(let number)? where number >= 0 && number <= 1_000_000 && number == number.rounded():
                return .reads { $0[field: path] == Int(number) }
            case .number?: return .fails(#"\#(context): "\#(key)" must be a whole number from 0 to 1000000"#)
            case let other?: return wrongType("a whole number", other.typeName)
            }
        case .texts(let path):
            switch value {
            case nil, .null?: return .reads { $0[field: path] == [] }
            case .array(let elements)?:
                var texts: [String] = []
                for element in elements {
                    guard case .string(let text) = element else { return wrongType("an array of strings", "an array holding \(element.typeName)") }
                    texts.append(text)
                }
                return .reads { $0[field: path] == texts }
            case let other?: return wrongType("an array of strings", other.typeName)
            }
        case .ingredients(let path):
            switch value {
            case nil, .null?: return .reads { $0[field: path] == [] }
            case .array(let elements)?:
                var ingredients: [Ingredient] = []
                for (index, element) in elements.enumerated() {
                    guard case .object(let item) = element else { return wrongType("an array of objects", "an array holding \(element.typeName)") }
                    let itemContext = "\(context), \(key)[\(index)]"
                    let amount: String
                    switch item["amount"] {
                    case nil, .null?: amount = ""
                    case .string(let text)?: amount = text
                    case let other?: return .fails(#"\#(itemContext): "amount" must be a string, found \#(other.typeName)"#)
                    }
                    switch item["name"] {
                    case nil, .null?: return .fails(#"\#(itemContext) is missing the required field "name""#)
                    case .string(let text)? where isBlank(text): return .fails(#"\#(itemContext): "name" must not be empty"#)
                    case .string(let text)?: ingredients.append(Ingredient(amount: amount, name: text))
                    case let other?: return .fails(#"\#(itemContext): "name" must be a string, found \#(other.typeName)"#)
                    }
                }
                return .reads { $0[field: path] == ingredients }
            case let other?: return wrongType("an array of objects", other.typeName)
            }
        }
    }

    /// A value each kind reads, to repeat a field with.
    static func validSample(_ field: RecipeField) -> String {
        switch field.kind {
        case .requiredText, .text: #""Word""#
        case .count: "3"
        case .texts: #"["a"]"#
        case .ingredients: #"[{"name": "salt"}]"#
        }
    }
}

extension Result where Failure == CatalogError {
    /// The error's message without file or position, or nil when it succeeded.
    var failureDescription: String? {
        guard case .failure(let error) = self else { return nil }
        return error.description
    }
}
