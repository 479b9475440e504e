import RecipeModel
import RecipeTestSupport
import Testing

@testable import RecipeSearch

@Suite("Matching and ranking")
struct MatchingTests {
    @Test("Matching ignores case and accents; substrings and scattered letters both match", arguments: [
        ("brul", "Crème Brûlée", true), ("CREPES", "Crêpes", true), ("bpc", "Buttermilk Pancakes", true),
        ("pie", "Apple Pie", true), ("eip", "Apple Pie", false), ("親子", "親子丼 (Oyakodon)", true),
        ("oyako", "親子丼 (Oyakodon)", true), ("xyz", "Apple Pie", false), ("", "Anything", true),
    ])
    func matches(query: String, text: String, matches: Bool) {
        #expect((FuzzyMatch.match(FoldedText(query), in: FoldedText(text)) != nil) == matches)
    }

    @Test("The matched characters are the ones to highlight, as Character indices of the original")
    func matchedCharacters() {
        #expect(FuzzyMatch.match(FoldedText("brul"), in: FoldedText("Crème Brûlée"))?.matchedCharacters == [6, 7, 8, 9])
        #expect(FuzzyMatch.match(FoldedText("bpc"), in: FoldedText("Buttermilk Pancakes"))?.matchedCharacters == [0, 11, 14])
        #expect(FuzzyMatch.match(FoldedText("ama"), in: FoldedText("🥞 Pancakes amazing"))?.matchedCharacters == [11, 12, 13])
    }

    @Test("Ranking: a prefix beats a word start beats a substring beats scattered letters; then shorter names")
    func ranking() {
        let names = ["Pineapple Salsa", "Apple Pie", "Pie Crust", "Shepherd's Pie", "Pecan Pie Bars", "Pistachio Ice"]
        let hits = SearchRanking.rank(FoldedText("pie"), names.map { (FoldedText($0), $0.count) })
        #expect(hits.map { names[$0.index] } == ["Pie Crust", "Apple Pie", "Pecan Pie Bars", "Shepherd's Pie", "Pineapple Salsa", "Pistachio Ice"])
    }

    @Test("The best-k selection gives the same order as sorting everything", arguments: [1, 3, 10, 500])
    func bestMatchesFullSort(limit: Int) {
        let names = bundledCatalog.categories.flatMap { bundledCatalog.recipes(in: $0.id) }.map(\.name)
        let query = FoldedText("e")
        let hits = names.enumerated().compactMap { index, name in
            FuzzyMatch.match(query, in: FoldedText(name)).map { (hit: SearchRanking.Hit(index: index, match: $0), length: name.count) }
        }
        let ranked = SearchRanking.rank(query, names.map { (FoldedText($0), $0.count) })
        #expect(SearchRanking.best(hits, limit: limit) == Array(ranked.prefix(limit)))
    }
}
