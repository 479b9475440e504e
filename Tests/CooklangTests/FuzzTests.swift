import RecipeGenerator
import Testing

@testable import Cooklang

@Suite("Cooklang parser on arbitrary text")
struct FuzzTests {
    /// Pieces of syntax and text that make up arbitrary recipes.
    static let pieces = [
        "@", "#", "~", "{", "}", "%", "(", ")", "-", "--", "[-", "-]", "\\", ">", ">>", "=", "==", ":", "---", ".", "/",
        "./", "../", " ", "  ", "\t", "\n", "\n\n", "\r\n", "\r", "salt", "hot chilli", "1/2", "1 1/2", "3", "é", "🧂",
        "\u{2009}", "\u{2028}", "⸫", ",", "\u{FEFF}", "title: x", "- a",
    ]

    @Test("Any text parses into a consistent recipe without crashing, and its bytes parse the same")
    func arbitraryText() {
        var random = SplitMix64(seed: 14)
        for _ in 0..<3000 {
            let text = (0..<Int.random(in: 1...40, using: &random)).map { _ in Self.pieces.randomElement(using: &random)! }.joined()
            let result = CooklangParser.parse(text)
            let recipe = result.recipe
            for step in recipe.steps {
                #expect(!step.items.isEmpty)
                for item in step.items {
                    switch item {
                    case .text(let value): #expect(!value.isEmpty)
                    case .ingredient(let index): #expect(recipe.ingredients.indices.contains(index))
                    case .cookware(let index): #expect(recipe.cookware.indices.contains(index))
                    case .timer(let index): #expect(recipe.timers.indices.contains(index))
                    }
                }
            }
            #expect(result.diagnostics.allSatisfy { $0.line >= 1 && $0.column >= 1 })
            #expect(CooklangParser.parse(bytes: Array(text.utf8)) == result)
        }
    }

    @Test("A long line of unclosed components is read in linear time, with its diagnostics capped")
    func pathologicalLine() {
        let line = String(repeating: "@a{#b(~c{", count: 20_000)
        let clock = ContinuousClock()
        var result: CooklangParseResult?
        let elapsed = clock.measure { result = CooklangParser.parse(line) }
        #expect(elapsed < .seconds(5))
        #expect(result?.diagnostics.count == RecipeReader.diagnosticLimit + 1)
        #expect(result?.diagnostics.last?.message.hasPrefix("and ") == true)
        #expect(result?.recipe.steps.count == 1)

        let comments = String(repeating: "[- ", count: 50_000)
        let commentsElapsed = clock.measure { result = CooklangParser.parse(comments) }
        #expect(commentsElapsed < .seconds(5))
        #expect(result?.diagnostics.count == RecipeReader.diagnosticLimit + 1)
    }
}
