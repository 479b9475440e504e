import Foundation
import Testing
import UTF8Validation

@testable import Cooklang

/// The one step of a recipe, its items rendered as text with components in brackets, for short expectations.
private func rendered(_ recipe: CooklangRecipe) -> [String] {
    recipe.steps.map { step in
        step.items.map { item in
            switch item {
            case .text(let text): text
            case .ingredient(let index): "[@\(recipe.ingredients[index].name)]"
            case .cookware(let index): "[#\(recipe.cookware[index].name)]"
            case .timer(let index): "[~\(recipe.timers[index].name)]"
            }
        }.joined()
    }
}

@Suite("Cooklang parser")
struct ParserTests {
    @Test("Quantities keep amount and unit as written, with the number when there is one")
    func quantities() throws {
        let recipe = CooklangParser.parse("Sift @flour{1 1/2%cups}(sifted), add @milk{=1%cup}, @water{1,1/2cups} and @salt{%pinch}.").recipe
        #expect(recipe.ingredients.map(\.name) == ["flour", "milk", "water", "salt"])
        #expect(recipe.ingredients[0].quantity == CooklangQuantity(amount: "1 1/2", value: 1.5, unit: "cups"))
        #expect(recipe.ingredients[0].note == "sifted")
        #expect(recipe.ingredients[0].quantity?.description == "1 1/2 cups")
        #expect(recipe.ingredients[1].quantity == CooklangQuantity(amount: "1", value: 1, unit: "cup", isFixed: true))
        #expect(recipe.ingredients[2].quantity == CooklangQuantity(amount: "1,1/2cups", value: nil))
        #expect(recipe.ingredients[3].quantity == CooklangQuantity(amount: "", value: nil, unit: "pinch"))
        #expect(rendered(recipe) == ["Sift [@flour], add [@milk], [@water] and [@salt]."])
    }

    @Test("Numbers an amount can spell", arguments: [
        ("3", 3.0), ("1.5", 1.5), (".5", 0.5), ("0.25", 0.25), ("1/2", 0.5), ("1 / 2", 0.5), ("1 1/2", 1.5), ("2 3 / 4", 2.75),
    ])
    func numbers(amount: String, value: Double) {
        var amount = amount
        #expect(amount.withUTF8 { quantityValue($0) } == value)
    }

    @Test("Amounts that are text", arguments: ["01/2", "05", "1/0", "few", "7 k", "1.5 1/2", "1/2 3", "1-2", "1.", ""])
    func notNumbers(amount: String) {
        var amount = amount
        #expect(amount.withUTF8 { quantityValue($0) } == nil)
    }

    @Test("A reference keeps its path and its recipe ID, and is named for the file")
    func references() throws {
        let source = """
            Top with @./Shared/Pizza Dough{6%balls} and @./Sauces/Tomato.
            Then @../Outside{} and @.\\Sauces\\Pesto{2%tbsp}.
            """
        let result = CooklangParser.parse(source)
        let recipe = result.recipe
        #expect(result.diagnostics.isEmpty)
        #expect(recipe.ingredients.map(\.name) == ["Pizza Dough", "Tomato", "Outside", "Pesto"])
        #expect(recipe.ingredients.map { $0.reference?.path } == ["./Shared/Pizza Dough", "./Sauces/Tomato", "../Outside", ".\\Sauces\\Pesto"])
        #expect(recipe.ingredients.map { $0.reference?.recipeID } == ["Shared/Pizza Dough", "Sauces/Tomato", nil, "Sauces/Pesto"])
        #expect(recipe.ingredients[0].quantity?.description == "6 balls")
        #expect(recipe.references.count == 4)
        #expect(rendered(recipe) == ["Top with [@Pizza Dough] and [@Tomato]. Then [@Outside] and [@Pesto]."])
    }

    @Test("Sections group the steps that follow them; text before the first heading has a section without a name")
    func sections() {
        let source = """
            Preheat the #oven{}.

            = Dough

            Mix @flour{200%g} and @water{100%ml}.

            == Filling ==
            Combine @cheese{100%g}.

            Season.

            ==
            Bake for ~{20%minutes}.
            """
        let recipe = CooklangParser.parse(source).recipe
        #expect(recipe.sections.map(\.name) == [nil, "Dough", "Filling", nil])
        #expect(recipe.sections.map(\.content.count) == [1, 1, 2, 1])
        #expect(rendered(recipe) == ["Preheat the [#oven].", "Mix [@flour] and [@water].", "Combine [@cheese].", "Season.", "Bake for [~]."])
        #expect(recipe.steps.map(\.line) == [1, 5, 8, 10, 13])
        #expect(CooklangParser.parse("== Sauce ==\nStir.").recipe.sections.map(\.name) == ["Sauce"])
    }

    @Test("A `>` paragraph is a note: its markers stripped, its lines joined, components left as text")
    func notes() {
        let source = """
            > Don't burn the @roux!
            > It takes
            patience.

            Stir @roux{1%cup}.
            > A second note,
            >
            > still the same paragraph.
            """
        let recipe = CooklangParser.parse(source).recipe
        #expect(recipe.notes == ["Don't burn the @roux! It takes patience.", "A second note, still the same paragraph."])
        #expect(recipe.ingredients.map(\.name) == ["roux"])
        guard case .note? = recipe.sections.first?.content.first else {
            Issue.record("the note should come first")
            return
        }
    }

    @Test("Front matter: ordered entries, canonical keys, lists and mappings")
    func frontMatter() {
        let source = """
            ---
            title: Spaghetti Carbonara
            Servings: 4
            time: 30 minutes
            source:
              name: Mum
              url: https://example.org
            tags:
              - pasta
              - quick
            ---
            Boil the @spaghetti{400%g}.
            """
        let result = CooklangParser.parse(source)
        let metadata = result.recipe.metadata
        #expect(result.diagnostics.isEmpty)
        #expect(metadata.entries.map(\.key) == ["title", "Servings", "time", "source", "tags"])
        #expect(metadata.title == "Spaghetti Carbonara")
        #expect(metadata.servings == "4")
        #expect(metadata.time == "30 minutes")
        #expect(metadata.source == "Mum")
        #expect(metadata["source.url"] == .text("https://example.org"))
        #expect(metadata.tags == ["pasta", "quick"])
        #expect(result.recipe.steps.count == 1)
        #expect(result.recipe.steps[0].line == 12)
    }

    @Test("Older `>>` lines are metadata too, and a later key wins")
    func metadataLines() {
        let recipe = CooklangParser.parse(">> servings: 2\n>> tags: pasta, quick\n>> Servings: 3\nCook.").recipe
        #expect(recipe.metadata.entries.count == 3)
        #expect(recipe.metadata.servings == "3")
        #expect(recipe.metadata.tags == ["pasta", "quick"])
        #expect(rendered(recipe) == ["Cook."])
    }

    @Test("The `>>` lines are noted by line as they are read: indented, without a colon, after any line break; not in a front matter or a block comment")
    func deprecatedMetadataLines() {
        #expect(CooklangParser.parse(">> servings: 2\nCook.\n  \t>>tags: a").deprecatedMetadataLines == [1, 3])
        #expect(CooklangParser.parse(">> no colon\nCook.").deprecatedMetadataLines == [1])
        #expect(CooklangParser.parse(">> a: 1\r\n\r\n>> b: 2\rCook.\r>> c: 3").deprecatedMetadataLines == [1, 3, 5])
        #expect(CooklangParser.parse("---\ntitle: A\n---\n>> source: a book\nCook.").deprecatedMetadataLines == [4])
        #expect(CooklangParser.parse("---\ntitle: A\nx: >> b\n---\nCook.").deprecatedMetadataLines.isEmpty)
        #expect(CooklangParser.parse("Cook.\n[- an old line:\n>> key: value\n-]\n-- >> key: value\nServe > hot.").deprecatedMetadataLines.isEmpty)
        #expect(CooklangParser.parse("Cook @a{}.").deprecatedMetadataLines.isEmpty)
    }

    @Test("Bad front matter is a diagnostic at the file's line, and the steps are still read")
    func badFrontMatter() {
        let result = CooklangParser.parse("---\ntitle: [unclosed\n---\nCook @rice.")
        #expect(result.recipe.metadata.isEmpty)
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.line == 3)
        #expect(result.diagnostics.first?.message.hasPrefix("the front matter is not valid YAML") == true)
        #expect(rendered(result.recipe) == ["Cook [@rice]."])

        let unclosed = CooklangParser.parse("---\ntitle: x\nCook @rice.")
        #expect(unclosed.diagnostics.map(\.location) == [CooklangLocation(line: 1, column: 1)])
        #expect(rendered(unclosed.recipe) == ["--- title: x Cook [@rice]."])
    }

    @Test("An unclosed `{` is a diagnostic at the brace, and the text is kept as text")
    func unclosedBrace() {
        let result = CooklangParser.parse("Chop the crème.\n\nAdd @flour{1 cup\nand stir.")
        #expect(result.diagnostics.map(\.location) == [CooklangLocation(line: 3, column: 11)])
        #expect(result.recipe.ingredients.isEmpty)
        #expect(rendered(result.recipe) == ["Chop the crème.", "Add @flour{1 cup and stir."])

        // Columns count Unicode scalars, not bytes.
        let accented = CooklangParser.parse("Crème @sugar{2")
        #expect(accented.diagnostics.map(\.location) == [CooklangLocation(line: 1, column: 13)])
        #expect(accented.diagnostics.first?.description.hasPrefix("1:13: `{` is not closed") == true)
    }

    @Test("Other problems are diagnostics too, each at its place")
    func otherDiagnostics() {
        let result = CooklangParser.parse("Wait ~{}.\nBake ~{20}.\nUse #pan{2%kg}.\nStir [- forever\n>> no colon here")
        #expect(result.diagnostics.map(\.location) == [
            CooklangLocation(line: 1, column: 6), CooklangLocation(line: 2, column: 6),
            CooklangLocation(line: 3, column: 5), CooklangLocation(line: 4, column: 6), CooklangLocation(line: 5, column: 1),
        ])
        #expect(result.recipe.timers.count == 1)
        #expect(result.recipe.cookware.count == 1)
        #expect(rendered(result.recipe) == ["Wait ~{}. Bake [~]. Use [#pan]. Stir [- forever", ">> no colon here"])
    }

    @Test("Comments: line and block, across lines, and a comment-only line is as if absent")
    func comments() {
        let source = """
            -- A comment before anything
            Mix @flour{} [- a block
            comment -] well -- and a line comment
            -- a comment inside the step
            and rest.

            Dashes --- are text.
            """
        let result = CooklangParser.parse(source)
        #expect(result.diagnostics.isEmpty)
        #expect(rendered(result.recipe) == ["Mix [@flour]  well  and rest.", "Dashes --- are text."])
    }

    @Test("A backslash escapes syntax, and one ending a line keeps the line break")
    func escapes() {
        let recipe = CooklangParser.parse("Email me\\@home or use \\#hashtag.\\\nNext line \\-- not a comment").recipe
        #expect(recipe.ingredients.isEmpty && recipe.cookware.isEmpty)
        #expect(rendered(recipe) == ["Email me@home or use #hashtag.\nNext line -- not a comment"])
    }

    @Test("A parse result survives a round trip through JSON, as a cache would store it")
    func codable() throws {
        let source = "---\ntitle: T\ntags:\n  - a\nsource:\n  name: Mum\n---\n> Note.\n\n= Part\nAdd @./Shared/Dough{1 1/2%kg}(cold), #pan and ~{5%min}.\nOops @x{"
        let result = CooklangParser.parse(source)
        let decoded = try JSONDecoder().decode(CooklangParseResult.self, from: JSONEncoder().encode(result))
        #expect(decoded == result)
        #expect(result.diagnostics.count == 1)
    }

    @Test("Windows line breaks and a byte order mark read the same")
    func lineBreaks() {
        let recipe = CooklangParser.parse("\u{FEFF}---\r\ntitle: T\r\n---\r\nAdd @salt\r\n\r\nAdd @pepper\r\n").recipe
        #expect(recipe.metadata.title == "T")
        #expect(rendered(recipe) == ["Add [@salt]", "Add [@pepper]"])
    }

    @Test("Bytes that are not UTF-8 are reported at the first bad byte")
    func notUTF8() throws {
        let bytes: [UInt8] = Array("Crème\nbrûl".utf8) + [0xC3, 0x28] + Array(" e".utf8)
        let result = CooklangParser.parse(bytes: bytes)
        #expect(result.diagnostics.map(\.location) == [CooklangLocation(line: 2, column: 5)])
        #expect(result.diagnostics.first?.message.hasPrefix("not UTF-8") == true)
        #expect(result.recipe == CooklangRecipe())
        #expect(try CooklangParser.decode(Array("Crème".utf8)).get() == "Crème")
        for bad: [UInt8] in [[0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82], [0x80]] {
            #expect(bad.withUnsafeBufferPointer { UTF8Validation.firstInvalid(in: $0) } == 0)
        }
    }

    @Test("The specification's four examples parse without diagnostics", arguments: [
        ("Coffee Souffle", 7, 2), ("Easy Pancakes", 5, 2), ("Fried Rice", 16, 0), ("Olivier Salad", 8, 0),
    ])
    func examples(name: String, ingredients: Int, cookware: Int) throws {
        let url = CooklangFixtures.url("examples/\(name).cook")
        let bytes = try [UInt8](Data(contentsOf: url))
        let result = CooklangParser.parse(bytes: bytes)
        #expect(result.diagnostics == [])
        #expect(result.recipe.ingredients.count == ingredients)
        #expect(result.recipe.cookware.count == cookware)
        #expect(!result.recipe.steps.isEmpty)
    }
}
