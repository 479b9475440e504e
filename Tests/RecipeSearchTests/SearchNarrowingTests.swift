import RecipeModel
import RecipeTestSupport
import Testing

@testable import RecipeSearch

@Suite("Search narrowing")
struct SearchNarrowingTests {
    @Test("Typing on narrows to what the shorter query matched, and finds exactly what a fresh search finds",
          arguments: ["lemon", "chocolate", "pie crust", "ba", "親子", "xq"])
    func narrowingMatchesAFreshSearch(word: String) {
        let narrowing = SearchNarrowing()
        let catalogSearch = CatalogSearch(catalog: bundledCatalog)
        var typed = ""
        for character in word {
            typed.append(character)
            let narrowed = narrowing.search(typed, limit: resultLimit, in: bundledCatalog)
            let fresh = catalogSearch.search(FoldedText(typed), limit: resultLimit).results
            #expect(narrowed == fresh, "after typing \"\(typed)\"")
        }
        // Deleting a letter is not a narrowing: the shorter query is searched afresh.
        typed.removeLast()
        if !typed.isEmpty {
            #expect(narrowing.search(typed, limit: resultLimit, in: bundledCatalog) == catalogSearch.search(FoldedText(typed), limit: resultLimit).results)
        }
    }
}
