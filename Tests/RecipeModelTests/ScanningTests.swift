import Foundation
import RecipeGenerator
import Testing
@testable import RecipeModel
import RecipeTestSupport

/// Expects two catalogs to answer every question alike: categories, warnings, order, lookups, full recipes, recipe of the day.
func expectEquivalent(_ fast: RecipeCatalog, _ precise: RecipeCatalog, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(fast.categories == precise.categories, sourceLocation: sourceLocation)
    #expect(fast.warnings == precise.warnings, sourceLocation: sourceLocation)
    #expect(fast.recipeCount == precise.recipeCount, sourceLocation: sourceLocation)
    for category in precise.categories {
        #expect(fast.category(id: category.id) == category, sourceLocation: sourceLocation)
        #expect(fast.position(ofCategory: category.id) == precise.position(ofCategory: category.id), sourceLocation: sourceLocation)
        let ids = precise.recipeIDs(in: category.id)
        #expect(fast.recipeIDs(in: category.id) == ids, sourceLocation: sourceLocation)
        #expect(fast.recipes(in: category.id) == precise.recipes(in: category.id), sourceLocation: sourceLocation)
        for id in ids {
            #expect(fast.position(ofRecipe: id) == precise.position(ofRecipe: id), sourceLocation: sourceLocation)
            guard let recipe = precise[id] else { continue }
            #expect(fast.recipes(relatedTo: recipe) == precise.recipes(relatedTo: recipe), sourceLocation: sourceLocation)
        }
    }
    #expect(fast["no such recipe"] == nil && fast.position(ofRecipe: "no such recipe") == nil, sourceLocation: sourceLocation)
    for day in stride(from: 0, to: 400, by: 7) {
        let date = CalendarDate(daysSinceEpoch: 20_000 + day)
        #expect(fast.recipeOfTheDay(for: date) == precise.recipeOfTheDay(for: date), sourceLocation: sourceLocation)
    }
    #expect(searchTextLines(fast) == searchTextLines(precise), sourceLocation: sourceLocation)
    #expect(searchTextLines(precise) == expectedSearchTextLines(precise), sourceLocation: sourceLocation)
}

/// What a catalog's search text says of each entry: ID, name, folded name, ingredients and their folded forms.
func searchTextLines(_ catalog: RecipeCatalog) -> [String] {
    let text = catalog.searchText
    return text.withBytes { bytes in
        var lines: [String] = []
        for entry in 0..<text.entryCount {
            var ingredients: [String] = []
            for position in text.ingredientPositions(ofEntry: entry) {
                let number = text.ingredientNumber(at: position)
                ingredients.append("\(text.ingredientName(number))=\(string(bytes.extracting(text.foldedIngredient(number))))")
            }
            lines.append("\(text.recipeID(ofEntry: entry)) \(text.recipeName(ofEntry: entry))=\(string(bytes.extracting(text.foldedName(ofEntry: entry)))) \(ingredients)")
        }
        return lines
    }
}

/// The UTF-8 bytes of a span as a string.
private func string(_ bytes: Span<UInt8>) -> String {
    String(decoding: bytes.indices.map { bytes[$0] }, as: UTF8.self)
}

/// The same lines made from the decoded recipes in display order, folded with `SortKeyFolding`.
func expectedSearchTextLines(_ catalog: RecipeCatalog) -> [String] {
    catalog.categories.flatMap { catalog.recipes(in: $0.id) }.map { recipe in
        let ingredients = recipe.ingredients.map { "\($0.name)=\(SortKeyFolding.key(for: $0.name))" }
        return "\(recipe.id) \(recipe.name)=\(SortKeyFolding.key(for: recipe.name)) \(ingredients)"
    }
}

/// Loads `bytes` both ways and expects the same catalog or the same error; returns whether the fast scan took it.
@discardableResult
func expectSameOutcome(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    let scanned = bytes.withUnsafeBytes { RecipeCatalog.scanning($0, document: { DocumentByteSource(bytes: bytes) }, progress: nil) }
    let precise = Result { () throws(CatalogError) in try RecipeCatalog(parsing: bytes) }
    let public_ = Result { () throws(CatalogError) in try RecipeCatalog(jsonBytes: bytes) }
    switch (precise, public_) {
    case (.success(let precise), .success(let loaded)):
        expectEquivalent(loaded, precise, sourceLocation: sourceLocation)
        if let scanned { expectEquivalent(scanned, precise, sourceLocation: sourceLocation) }
    case (.failure(let expected), .failure(let actual)):
        #expect(actual == expected, sourceLocation: sourceLocation)
        // Whatever the scan accepts, the precise parser accepts too.
        #expect(scanned == nil, "the scan accepted a document the parser refuses: \(expected)", sourceLocation: sourceLocation)
    case (.success, .failure(let error)):
        Issue.record("the parser loads it, loading fails: \(error)", sourceLocation: sourceLocation)
    case (.failure(let error), .success):
        Issue.record("the parser refuses it (\(error)), loading succeeds", sourceLocation: sourceLocation)
    }
    return scanned != nil
}

@Suite("The fast scan gives exactly what the precise parser gives")
struct ScanningTests {
    @Test("the bundled data: scanned, and the same catalog as the precise parser's")
    func bundled() throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: TestCatalogs.bundledPath)))
        #expect(expectSameOutcome(bytes))
        #expect(try RecipeCatalog(jsonBytes: bytes).origin == .scanned)
    }

    @Test("generated catalogs of several shapes: scanned, and the same as the precise parser's")
    func generated() {
        for (recipes, categories, seed) in [(1, 1, UInt64(1)), (40, 3, 2), (1500, 20, 3), (300, 45, 4)] {
            #expect(expectSameOutcome(CatalogGenerator(recipes: recipes, categories: categories, seed: seed).generate()))
        }
    }

    @Test("a file of a megabyte or more is scanned in place and its recipes read from the file when asked for")
    func mappedFile() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let directory = scratch.url
        let bytes = CatalogGenerator(recipes: 1500, categories: 12, seed: 9).generate()
        #expect(bytes.count >= RecipeCatalog.mappingThreshold)
        let path = directory.appendingPathComponent("big.json").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        let catalog = try RecipeCatalog(contentsOfFile: path)
        #expect(catalog.origin == .scanned)
        expectEquivalent(catalog, try RecipeCatalog(parsing: bytes))
    }

    @Test("a recipe whose object changed in the file after loading still shows what the index knows")
    func fileChangedAfterLoading() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let directory = scratch.url
        let path = directory.appendingPathComponent("big.json").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data(CatalogGenerator(recipes: 1500, categories: 12, seed: 9).generate())))
        let catalog = try RecipeCatalog(contentsOfFile: path)
        let ids = catalog.recipeIDs(in: catalog.categories[1].id).prefix(20)
        let names = ids.map { catalog.index.name(of: catalog.index.lookup($0)!) }
        // Another catalog written over the same file, in place, before any of those recipes was shown.
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.write(contentsOf: CatalogGenerator(recipes: 1500, categories: 12, seed: 10).generate())
        try handle.close()
        for (id, name) in zip(ids, names) {
            #expect(catalog[id]?.id == id)
            #expect(catalog[id]?.name == name)
        }
    }

    /// Valid documents the scan must either take or leave, and in both cases load as the parser does.
    static let validOddities: [String] = [
        // White space everywhere, a byte order mark, members in another order, recipes before categories.
        "\u{FEFF} \n{ \"recipes\" : [ { \"category\" : \"c\" , \"name\" : \"N\" , \"id\" : \"r\" } ] ,\r\n\t\"categories\" : [ { \"name\" : \"C\" , \"id\" : \"c\" } ] } \n",
        // Unknown members of every type, nested, at every level.
        #"{"v": 2, "meta": {"a": [1, -2.5e3, true, false, null, {"b": "\u00e9\n"}]}, "categories": [{"id": "c", "name": "C", "x": []}], "recipes": [{"id": "r", "name": "R", "category": "c", "tags": [["x"]], "ingredients": [{"name": "salt", "unit": {}}]}]}"#,
        // Nulls for every optional field, empty lists.
        #"{"categories": [{"id": "c", "name": "C"}], "recipes": [{"id": "r", "name": "R", "category": "c", "summary": null, "servings": null, "minutes": null, "ingredients": null, "directions": null, "related": null}, {"id": "s", "name": "S", "category": "c", "ingredients": [], "directions": [], "related": []}]}"#,
        // Numbers that are whole but not written as plain integers.
        #"{"categories": [{"id": "c", "name": "C"}], "recipes": [{"id": "r", "name": "R", "category": "c", "servings": 4.0, "minutes": 2.5e1}, {"id": "s", "name": "S", "category": "c", "minutes": -0, "servings": 1000000}]}"#,
        // Escapes in values, including surrogate pairs and an escaped slash; escaped member names; repeated members.
        #"{"categories": [{"id": "c", "name": "C\u00e9\/"}], "recipes": [{"id": "r\"1", "name": "\ud83e\udd5e Pan\tcakes", "category": "c", "related": ["s\\2"]}, {"id": "s\\2", "name": "S", "category": "c"}]}"#,
        #"{"categories": [{"id": "c", "name": "C"}], "recipes": [{"\u0069d": "r", "name": "R", "category": "c"}]}"#,
        #"{"categories": [{"id": "c", "name": "C"}], "recipes": [{"id": "r", "name": "First", "name": "Second", "category": "c"}]}"#,
        #"{"categories": [{"id": "x", "name": "X"}], "categories": [{"id": "c", "name": "C"}], "recipes": [{"id": "r", "name": "R", "category": "c"}]}"#,
        // Related IDs: dangling, the recipe itself, repeated, and more than the limit keeps.
        #"{"categories": [{"id": "c", "name": "C"}], "recipes": [{"id": "r", "name": "R", "category": "c", "related": ["nope", "r", "s", "s", "gone"]}, {"id": "s", "name": "S", "category": "c", "related": ["r"]}]}"#,
        // IDs and names that are the same `String` in different normalisations, and the Kelvin sign.
        "{\"categories\": [{\"id\": \"caf\u{E9}\", \"name\": \"Caf\u{E9}\"}], \"recipes\": [{\"id\": \"cr\u{E8}me\", \"name\": \"Cr\u{E8}me\", \"category\": \"cafe\u{301}\", \"related\": [\"\u{212A}ey\", \"cre\u{300}me\"]}, {\"id\": \"Key\", \"name\": \"\u{212A}ey\", \"category\": \"caf\u{E9}\", \"related\": [\"cr\u{E8}me\"]}]}",
        // Names that sort by folding: accents, case, width, CJK, emoji, ties broken by ID.
        "{\"categories\": [{\"id\": \"c\", \"name\": \"C\"}], \"recipes\": [{\"id\": \"z\", \"name\": \"Cake\", \"category\": \"c\"}, {\"id\": \"m\", \"name\": \"Cak\u{E9}\", \"category\": \"c\"}, {\"id\": \"a\", \"name\": \"cake\", \"category\": \"c\"}, {\"id\": \"k\", \"name\": \"\u{89AA}\u{5B50}\u{4E3C}\", \"category\": \"c\"}, {\"id\": \"e\", \"name\": \"\u{FF26}ull\", \"category\": \"c\"}, {\"id\": \"q\", \"name\": \"\u{1F95E} Pancakes\", \"category\": \"c\"}, {\"id\": \"w\", \"name\": \"Stra\u{DF}e\", \"category\": \"c\"}, {\"id\": \"l\", \"name\": \"\u{141}\u{F3}d\u{17A}\", \"category\": \"c\"}, {\"id\": \"d\", \"name\": \"Cafe\u{301}\", \"category\": \"c\"}]}",
        // Blank-looking names that are not blank, and white space that is (a no-break space).
        "{\"categories\": [{\"id\": \"c\", \"name\": \" \\u0041\"}], \"recipes\": [{\"id\": \"r\", \"name\": \"\\u00a0x\", \"category\": \"c\", \"ingredients\": [{\"name\": \" \\t salt\"}]}]}",
        // Control characters that arrive escaped.
        #"{"categories": [{"id": "c", "name": "C"}], "recipes": [{"id": "r", "name": "\u001b]52;c;x\u0007", "category": "c"}]}"#,
    ]

    @Test("valid oddities load as the parser loads them", arguments: validOddities)
    func oddity(json: String) {
        expectSameOutcome(Array(json.utf8))
    }

    @Test("oversized fields are cut as the parser cuts them, with the same warnings in the same order")
    func oversized() {
        let long = String(repeating: "é", count: 250)
        let directions = (1...600).map { "\"Step \($0).\"" }.joined(separator: ",")
        let ingredients = (1...501).map { _ in #"{"amount": "1", "name": "x"}"# }.joined(separator: ",")
        let related = (1...501).map { _ in "\"a\"" }.joined(separator: ",")
        let json = """
            {"categories": [{"id": "c", "name": "C"}], "recipes": [
            {"id": "a", "name": "\(long)", "category": "c", "summary": "\(String(repeating: "s", count: 4001))", "related": ["nope"]},
            {"id": "b", "name": "B", "category": "c", "directions": [\(directions), "\(String(repeating: "d", count: 4100))"]},
            {"id": "d", "name": "D", "category": "c", "ingredients": [{"amount": "\(long)", "name": "\(long)"}, \(ingredients)], "related": [\(related)]},
            {"id": "e", "name": "\(String(repeating: "x", count: 200))", "category": "c", "summary": "\(String(repeating: "y", count: 3990))\\n\\n"}
            ]}
            """
        #expect(expectSameOutcome(Array(json.utf8)))
    }

    /// Invalid documents: each must fail both ways with the same error, and the scan must not accept any.
    static let faultyDocuments: [String] = [
        "", "  ", "[]", "{", #"{"categories": []}"#, #"{"categories": [], "recipes": []}"#,
        #"{"categories": [{"id": "c", "name": "C"}], "recipes": []}"#,
        #"{"categories": {}, "recipes": []}"#,
        #"{"categories": [{"id": "c", "name": "C"}], "recipes": [{"id": "r", "name": "R"}]}"#,
        #"{"categories": [{"id": "c", "name": "C"}], "recipes": [{"id": "r", "name": "R", "category": "d"}]}"#,
        #"{"categories": [{"id": "c", "name": "C"}], "recipes": [{"id": "r", "name": " ", "category": "c"}]}"#,
        #"{"categories": [{"id": "c", "name": "C"}], "recipes": [{"id": "r", "name": "R", "category": "c", "minutes": 1.5}]}"#,
        #"{"categories": [{"id": "c", "name": "C"}], "recipes": [{"id": "r", "name": "R", "category": "c", "minutes": -1}]}"#,
        #"{"categories": [{"id": "c", "name": "C"}], "recipes": [{"id": "r", "name": "R", "category": "c", "servings": 1000001}]}"#,
        #"{"categories": [{"id": "c", "name": "C"}], "recipes": [{"id": "r", "name": "R", "category": "c", "minutes": "5"}]}"#,
        #"{"categories": [{"id": "c", "name": "C"}], "recipes": [{"id": "r", "name": "R", "category": "c", "related": [1]}]}"#,
        #"{"categories": [{"id": "c", "name": "C"}], "recipes": [{"id": "r", "name": "R", "category": "c", "ingredients": ["salt"]}]}"#,
        #"{"categories": [{"id": "c", "name": "C"}], "recipes": [{"id": "r", "name": "R", "category": "c", "ingredients": [{"amount": "1"}]}]}"#,
        #"{"categories": [{"id": "c", "name": "C"}], "recipes": [{"id": "r", "name": "R", "category": "c"}, {"id": "r", "name": "S", "category": "c"}]}"#,
        #"{"categories": [{"id": "c", "name": "C"}, {"id": "c", "name": "D"}], "recipes": [{"id": "r", "name": "R", "category": "c"}]}"#,
        "{\"categories\": [{\"id\": \"c\", \"name\": \"C\"}], \"recipes\": [{\"id\": \"caf\u{E9}\", \"name\": \"R\", \"category\": \"c\"}, {\"id\": \"cafe\u{301}\", \"name\": \"S\", \"category\": \"c\"}]}",
        #"{"categories": [{"id": "c", "name": "C"}], "recipes": [{"id": "r", "name": "R", "category": "c"}]} x"#,
        #"{"categories": [{"id": "c", "name": "C"}], "recipes": [{"id": "r", "name": "R", "category": "c",}]}"#,
        #"{"categories": [{"id": "c", "name": "C"}], "recipes": [{"id": "r", "name": "R\x", "category": "c"}]}"#,
        #"{"categories": [{"id": "c", "name": "C"}], "recipes": [{"id": "r", "name": "\ud800", "category": "c"}]}"#,
        "{\"categories\": [{\"id\": \"c\", \"name\": \"C\"}], \"recipes\": [{\"id\": \"r\", \"name\": \"a\u{1}b\", \"category\": \"c\"}]}",
        #"{"categories": [{"id": "c", "name": "C"}], "recipes": [{"id": "r", "name": "R", "category": "c", "x": 01}]}"#,
        #"{"categories": [{"id": "c", "name": "C"}], "recipes": [{"id": "r", "name": "R", "category": "c", "x": tru}]}"#,
        // Nesting deeper than the parser allows, in a member nobody reads.
        #"{"categories": [{"id": "c", "name": "C"}], "recipes": [{"id": "r", "name": "R", "category": "c", "x": "#
            + String(repeating: "[", count: 600) + String(repeating: "]", count: 600) + "}]}",
    ]

    @Test("faults fail the same way, whichever path meets them", arguments: faultyDocuments)
    func fault(json: String) {
        #expect(!expectSameOutcome(Array(json.utf8)))
    }

    @Test("invalid UTF-8 anywhere fails the same way")
    func invalidUTF8() {
        let valid = Array(#"{"categories": [{"id": "c", "name": "C"}], "recipes": [{"id": "r", "name": "RR", "category": "c", "summary": "SS"}]}"#.utf8)
        let name = valid.firstIndex(of: UInt8(ascii: "R"))! + 1
        let summary = valid.lastIndex(of: UInt8(ascii: "S"))!
        for bad: [UInt8] in [[0xFF], [0xC0, 0x80], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xC3], [0xE2, 0x82]] {
            for position in [name, summary] {
                var bytes = valid
                bytes.insert(contentsOf: bad, at: position)
                #expect(!expectSameOutcome(bytes))
            }
        }
    }

    @Test("random damage to a catalog never makes the scan disagree with the parser")
    func mutations() {
        let base = Array(Self.validOddities[1].utf8) + Array(" ".utf8)
        let rich = Array(CatalogGenerator(recipes: 4, categories: 2, seed: 5).generate())
        var random = RecipeGenerator.SplitMix64(seed: 2026)
        let interesting = Array(#"{}[]",:\"0123456789-.eE tfnu\#n"#.utf8) + [0x00, 0x1F, 0x80, 0xC3, 0xA9, 0xFF]
        for round in 0..<1500 {
            var bytes = round % 2 == 0 ? base : rich
            for _ in 0..<random.int(in: 1...3) {
                let position = random.int(in: 0...(bytes.count - 1))
                switch random.int(in: 0...3) {
                case 0: bytes.remove(at: position)
                case 1: bytes.insert(random.pick(interesting), at: position)
                case 2: bytes[position] = random.pick(interesting)
                default:
                    let end = min(bytes.count, position + random.int(in: 1...12))
                    bytes.insert(contentsOf: bytes[position..<end], at: random.int(in: 0...(bytes.count - 1)))
                }
            }
            expectSameOutcome(bytes)
        }
    }
}

/// A scan's findings in plain values, to compare two scans of the same document.
private func findings(_ result: CatalogScanner.Result) -> [String] {
    let strings = result.builder.strings
    func text(_ reference: RecipeIndexBuilder.StringRef, _ pool: [UInt8]) -> String {
        String(decoding: pool[reference.offset..<(reference.offset + reference.count)], as: UTF8.self)
    }
    var lines = result.categories.map { "category \($0.id) \($0.name)" }
    for (index, entry) in result.builder.entries.enumerated() {
        let related = result.relatedRefs[result.related[index]].map { text($0, result.relatedBytes) }
        let ingredients = result.builder.ingredientLists[entry.ingredients].map { result.builder.vocabulary.name(Int($0)) }
        lines.append("\(text(entry.id, strings)) \(text(entry.name, strings)) \(entry.category) \(entry.minutes ?? -1) \(entry.sourceOffset) \(entry.sourceLength) \(related) \(ingredients)")
    }
    return lines + ["oversized \(result.oversized)"]
}

@Suite("Scanning the second half on another thread")
struct ParallelScanTests {
    private func scanBothWays(_ bytes: [UInt8]) throws -> (sequential: [String], parallel: [String]) {
        try bytes.withUnsafeBytes { buffer in
            (findings(try CatalogScanner.scan(buffer, parallelFrom: .max)), findings(try CatalogScanner.scan(buffer, parallelFrom: 0)))
        }
    }

    @Test("gives the same findings as one thread, on generated and oversized catalogs")
    func sameFindings() throws {
        for (recipes, seed) in [(2, UInt64(1)), (1500, 2), (333, 3)] {
            let (sequential, parallel) = try scanBothWays(CatalogGenerator(recipes: recipes, categories: 7, seed: seed).generate())
            #expect(sequential == parallel)
        }
        var bytes = CatalogGenerator(recipes: 600, categories: 5, seed: 4).generate()
        // An oversized recipe at the end, in the second half, whose index must be shifted when the halves are joined.
        let endOfRecipes = bytes.count - 4  // The generator ends with "\n]}\n".
        #expect(Array(bytes[endOfRecipes...]) == Array("\n]}\n".utf8))
        bytes.insert(contentsOf: Array(#",{"id":"huge","name":"\#(String(repeating: "n", count: 300))","category":"breakfast"}"#.utf8), at: endOfRecipes)
        let (sequential, parallel) = try scanBothWays(bytes)
        #expect(sequential == parallel)
        #expect(sequential.last != "oversized []")
    }

    @Test("a boundary guessed inside a recipe is not used, and changes nothing")
    func wrongGuess() throws {
        // Every recipe holds objects that look like recipes, so the guess after the middle lands inside one.
        var json = #"{"categories":[{"id":"c","name":"C"}],"recipes":["#
        let tags = (0..<8).map { #"{"id":"u\#($0)","name":"U","category":"c"}"# }.joined(separator: ",")
        json += (0..<400).map { #"{"id":"r\#($0)","name":"R","category":"c","tags":[{"id":"t"},\#(tags)]}"# }.joined(separator: ",\n")
        json += "]}"
        let (sequential, parallel) = try scanBothWays(Array(json.utf8))
        #expect(sequential == parallel)
        #expect(sequential.count == 402)
    }

    @Test("a fault in the second half fails the scan either way")
    func faultInSecondHalf() {
        var bytes = CatalogGenerator(recipes: 800, categories: 5, seed: 6).generate()
        bytes[bytes.count * 3 / 4] = 0x01
        bytes.withUnsafeBytes { buffer in
            #expect(throws: CatalogScanner.Unsupported.self) { try CatalogScanner.scan(buffer, parallelFrom: .max) }
            #expect(throws: CatalogScanner.Unsupported.self) { try CatalogScanner.scan(buffer, parallelFrom: 0) }
        }
    }
}

@Suite("Decoding one recipe when it is first shown")
struct RecipeDecodingTests {
    /// Every recipe object of a document, decoded by the scan and by the precise reader.
    private func expectSameRecipes(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
        guard let catalog = try? RecipeCatalog(jsonBytes: bytes), catalog.origin == .scanned else { return }
        for position in 0..<catalog.recipeCount {
            let (offset, length) = catalog.index.source(of: position)
            let object = Array(bytes[offset..<(offset + length)])
            let fast = object.withUnsafeBytes(CatalogScanner.decodeRecipe)
            guard case .object(let tree)? = try? JSONParser.parse(object),
                let precise = try? CatalogReader(bytes: object).recipe(tree, index: position)
            else {
                Issue.record("the precise reader refuses a recipe the scan indexed", sourceLocation: sourceLocation)
                continue
            }
            // The scan may leave a recipe to the precise reader, never decode it differently.
            if let fast { #expect(fast == precise, sourceLocation: sourceLocation) }
        }
    }

    @Test("the scan decodes each recipe exactly as the precise reader does")
    func sameRecipes() throws {
        expectSameRecipes(try [UInt8](Data(contentsOf: URL(fileURLWithPath: TestCatalogs.bundledPath))))
        expectSameRecipes(CatalogGenerator(recipes: 500, categories: 9, seed: 12).generate())
        for json in ScanningTests.validOddities { expectSameRecipes(Array(json.utf8)) }
    }

    @Test("a recipe the scan leaves alone is still shown, parsed the precise way")
    func repeatedMember() throws {
        let json = #"{"categories": [{"id": "c", "name": "C"}], "recipes": [{"id": "r", "name": "R", "category": "c", "summary": "one", "summary": "two"}]}"#
        let bytes = Array(json.utf8)
        let object = Array(bytes[bytes.firstIndex(of: UInt8(ascii: "["))!...].drop { $0 != UInt8(ascii: "{") }.dropLast(2))
        #expect(object.withUnsafeBytes(CatalogScanner.decodeRecipe) == nil)
        #expect(try RecipeCatalog(jsonBytes: bytes)["r"]?.summary == "two")
    }
}
