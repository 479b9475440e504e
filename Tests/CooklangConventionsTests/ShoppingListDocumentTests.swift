import Testing
@testable import CooklangConventions

@Suite(".shopping-list")
struct ShoppingListDocumentTests {
    let example = """
    ./Plans/3 Day Plan I
      ./Breakfast/Mexican Style Burrito{2}
        ./Components/Guacamole{2}
        ./Components/Beans{2}
      ./Salads/Boring{2}
      ./Slowcooker/Slow-cooker beef stew{0.5}
    olive oil{4%l}
    salt
    -- remember to check the pantry

    """

    @Test("the conventions' example reads as cooklang-rs reads it and writes back byte for byte")
    func conventionsExample() {
        let (document, problems) = ShoppingListReader.read(example, file: ".shopping-list")
        #expect(problems.isEmpty)
        #expect(document.lines.count == 9)
        #expect(document.lines[0] == .recipe(.init(path: "Plans/3 Day Plan I", depth: 0, source: "./Plans/3 Day Plan I")))
        guard case .recipe(let stew) = document.lines[5] else { Issue.record("line 6 is a recipe"); return }
        #expect((stew.path, stew.multiplier, stew.depth) == ("Slowcooker/Slow-cooker beef stew", 0.5, 1))
        #expect(document.lines[6] == .ingredient(.init(name: "olive oil", quantity: "4%l", source: "olive oil{4%l}")))
        #expect(document.lines[7] == .ingredient(.init(name: "salt", source: "salt")))
        #expect(document.descendants(of: 0) == 1..<6)
        #expect(document.descendants(of: 1) == 2..<4)
        #expect(document.text == example)
    }

    @Test("edits keep comments and other lines as written; an edited line keeps its trailing comment")
    func editsKeepComments() {
        let text = """
        -- the week
        ./Mains/Risotto{2} -- for Sunday
        [- a block
        comment -]
        ./Soups/Minestrone
          ./Breads/Focaccia{1}
        salt

        """
        var (document, problems) = ShoppingListReader.read(text, file: ".shopping-list")
        #expect(problems.isEmpty)
        document.setMultiplier(3, at: 1)
        document.removeLine(at: 4)
        document.addRecipe(path: "Desserts/Apple Pie", multiplier: 1.5)
        document.addRecipe(path: "mains/risotto", multiplier: 1)
        document.addIngredient(name: "olive oil", quantity: "4%l")
        #expect(document.text == """
        -- the week
        ./Mains/Risotto{4} -- for Sunday
        [- a block
        comment -]
        salt
        ./Desserts/Apple Pie{1.5}
        olive oil{4%l}

        """)
        let (again, againProblems) = ShoppingListReader.read(document.text, file: ".shopping-list")
        #expect(againProblems.isEmpty)
        #expect(again.text == document.text)
    }

    @Test("each unreadable line is one problem with line and column, kept as text")
    func malformedLines() {
        let text = "  salt\n./a{x}\n./b\n   ./c\n./d{2} extra\nmilk{1%l\n./\n./e\n    ./f\n[- open\n"
        let (document, problems) = ShoppingListReader.read(text, file: "plan/.shopping-list")
        #expect(problems.map { "\($0.line):\($0.column)" } == ["1:3", "2:5", "4:4", "5:7", "6:5", "7:1", "9:5", "10:1"])
        #expect(document.lines.filter { if case .text = $0 { true } else { false } }.count == 8)
        #expect(document.text == text)
    }

    @Test("multipliers are written as plain numbers cooklang-rs reads")
    func multiplierText() {
        #expect(ShoppingListDocument.formatted(2) == "2")
        #expect(ShoppingListDocument.formatted(1.5) == "1.5")
        #expect(ShoppingListDocument.formatted(2.0 / 3) == "0.667")
        #expect(ShoppingListDocument.formatted(0.05) == "0.05")
        #expect(ShoppingListDocument.formatted(12.25) == "12.25")
    }
}
