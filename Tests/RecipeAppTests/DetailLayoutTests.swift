import RecipeModel
import RecipeNavigation
import RecipeTestSupport
import Testing

@testable import RecipeApp

/// The detail's text as laid out for a width: nothing cut, words whole while they fit, lines of a readable length.
@Suite("Detail layout")
struct DetailLayoutTests {
    static let widths = [12, 22, 30, 40, 62, 100, 200]

    /// Every word of `text`, in order.
    static func words(_ text: String) -> [String] {
        text.split(whereSeparator: \.isWhitespace).map(String.init)
    }

    /// The words of the lines of one selectable row (an ingredient), as they read.
    static func words(ofRow row: Int, in content: DetailContent) -> [String] {
        content.lines(ofSelectable: row).flatMap { words(content.line(at: $0).text.string) }
    }

    @Test("Every ingredient of the bundled data shows its whole amount and name at every width: wrapped, never cut", arguments: widths)
    func amountsAreNeverCut(width: Int) throws {
        for category in bundledCatalog.categories {
            for recipe in bundledCatalog.recipes(in: category.id) {
                let content = DetailContent(recipe: recipe, catalog: bundledCatalog, width: width)
                let rows = recipe.ingredients.filter { !$0.name.allSatisfy(\.isWhitespace) }
                for (row, ingredient) in rows.enumerated() {
                    let shown = Self.words(ofRow: row, in: content)
                    #expect(!shown.contains { $0.contains("…") }, "\(recipe.id) at \(width): \(shown)")
                    if width >= 22 {
                        // Every word whole, the amount's and the name's each in order (a wrapped amount and name interleave by line).
                        #expect(Self.isSubsequence(Self.words(ingredient.amount), of: shown), "\(recipe.id) at \(width): \(ingredient.amount) in \(shown)")
                        #expect(Self.isSubsequence(Self.words(ingredient.name), of: shown), "\(recipe.id) at \(width): \(ingredient.name) in \(shown)")
                    } else {
                        // Narrower lines than a word break it, but every character is still there.
                        let letters = Array(shown.joined())
                        #expect(Self.isSubsequence(Array(ingredient.amount.filter { !$0.isWhitespace }).map(String.init), of: letters.map(String.init)))
                        #expect(Self.isSubsequence(Array(ingredient.name.filter { !$0.isWhitespace }).map(String.init), of: letters.map(String.init)))
                    }
                }
            }
        }
    }

    @Test("A word is broken only when it is longer than its line: flour tortillas at 22 columns")
    func wordsStayWhole() throws {
        let recipe = Recipe(
            id: "t", name: "Tacos", categoryID: "main",
            ingredients: [Ingredient(amount: "8 small", name: "flour tortillas"), Ingredient(amount: "1/2 cup plus 3 tbsp", name: "crème fraîche")])
        let catalog = try RecipeCatalog(categories: [Category(id: "main", name: "Mains")], recipes: [recipe])
        let content = DetailContent(recipe: recipe, catalog: catalog, width: 22)
        let text = (0..<content.lineCount).map { content.line(at: $0).text.string }
        for word in ["tortillas", "flour", "crème", "fraîche", "tbsp"] {
            #expect(text.contains { Self.words($0).contains(word) }, "\(word) is broken in \(text)")
        }
    }

    @Test("On a very wide pane, the text is at most 100 columns wide")
    func textWidthIsCapped() {
        let recipe = bundledCatalog["pie-crust"]!
        let content = DetailContent(recipe: recipe, catalog: bundledCatalog, width: 200)
        let widest = (0..<content.lineCount).map { content.line(at: $0).indent + content.line(at: $0).text.width }.max() ?? 0
        #expect(widest <= DetailContent.maximumTextWidth + 1)
        #expect(widest > 60)
    }

    static func isSubsequence(_ needle: [String], of haystack: [String]) -> Bool {
        var index = haystack.startIndex
        for word in needle {
            guard let found = haystack[index...].firstIndex(of: word) else { return false }
            index = found + 1
        }
        return true
    }
}
