import Testing

@testable import Cooklang

/// The one step of each paragraph with components in brackets, as the parser's tests render them.
private func steps(_ recipe: CooklangRecipe) -> [String] {
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

@Suite("A component's note written across a line break")
struct NoteAcrossLinesTests {
    @Test("A note continued on the step's next line is the ingredient's, its line break a space, as cooklang-rs reads it")
    func continuedNote() {
        let result = CooklangParser.parse("Add @chicken breasts{1 1/2%pounds}(cut into\n1-inch chunks) and stir with a #wooden spoon{}(or\na spatula).")
        #expect(result.diagnostics.isEmpty)
        #expect(result.recipe.ingredients.map(\.note) == ["cut into 1-inch chunks"])
        #expect(result.recipe.cookware.map(\.note) == ["or a spatula"])
        #expect(steps(result.recipe) == ["Add [@chicken breasts] and stir with a [#wooden spoon]."])
    }

    @Test("A note may run over several lines and past a line of comments; the step goes on after its `)`")
    func severalLines() {
        let recipe = CooklangParser.parse("Fold in @flour{200%g}(sifted\n-- twice is better\nonce or\ntwice), then @salt{}(a\npinch).\nRest.").recipe
        #expect(recipe.ingredients.map(\.note) == ["sifted once or twice", "a pinch"])
        #expect(steps(recipe) == ["Fold in [@flour], then [@salt]. Rest."])
    }

    @Test("A paragraph's end, a section, a `\\` line break or too many lines leave the `(` as text")
    func notAcross() {
        let blank = CooklangParser.parse("Add @salt(to\n\ntaste).").recipe
        #expect(blank.ingredients.map(\.note) == [nil])
        #expect(steps(blank) == ["Add [@salt](to", "taste)."])
        let section = CooklangParser.parse("Add @salt(to\n= Sauce\ntaste).").recipe
        #expect(section.ingredients.map(\.note) == [nil])
        let hardBreak = CooklangParser.parse("Add @salt(to\\\ntaste).").recipe
        #expect(hardBreak.ingredients.map(\.note) == [nil])
        #expect(steps(hardBreak) == ["Add [@salt](to\ntaste)."])
        let long = CooklangParser.parse("Add @salt(a\nb\nc\nd\ne).").recipe
        #expect(long.ingredients.map(\.note) == [nil])
        #expect(steps(long) == ["Add [@salt](a b c d e)."])
    }

    @Test("Components after a note across lines are read, with their own places")
    func componentsAfter() {
        let recipe = CooklangParser.parse("Add @oil{1%tbsp}(olive,\nif you have it) and @garlic{2%cloves}.").recipe
        #expect(recipe.ingredients.map(\.name) == ["oil", "garlic"])
        #expect(recipe.ingredients[1].location.line == 2)
        #expect(steps(recipe) == ["Add [@oil] and [@garlic]."])
    }
}
