import RecipeModel
import RecipeGenerator
import RecipeTestSupport
import Testing

@testable import RecipeSearch

@Suite("The search across the catalog")
struct CatalogSearchTests {
    /// Every recipe in display order with its name and ingredients folded, for the reference search.
    typealias Folded = [(recipe: Recipe, name: FoldedText, length: Int, ingredients: [(name: String, folded: FoldedText)])]

    static func folded(_ catalog: RecipeCatalog) -> Folded {
        catalog.categories.flatMap { catalog.recipes(in: $0.id) }.map { recipe in
            (recipe, FoldedText(recipe.name), SortKeyFolding.key(for: recipe.name).unicodeScalars.count, recipe.ingredients.map { ($0.name, FoldedText($0.name)) })
        }
    }

    /// The global search's meaning spelled out slowly: every recipe decoded, its name and each
    /// ingredient matched one by one, each group sorted whole.
    static func referenceSearch(_ query: String, in recipes: Folded, limit: Int) -> [CatalogSearch.Result] {
        let folded = FoldedText(query)
        typealias Ranked = (score: Int, length: Int, order: Int, result: CatalogSearch.Result)
        var whole: [Ranked] = []
        var byIngredient: [Ranked] = []
        var scattered: [Ranked] = []
        for (order, entry) in recipes.enumerated() {
            let name = FuzzyMatch.match(folded, in: entry.name)
            if let name, name.isSubstring {
                whole.append((name.score, entry.length, order, CatalogSearch.Result(recipeID: entry.recipe.id, matchedCharacters: name.matchedCharacters)))
                continue
            }
            var best: (score: Int, name: String)?
            for ingredient in entry.ingredients {
                if let match = FuzzyMatch.match(folded, in: ingredient.folded), match.isSubstring, match.score > (best?.score ?? Int.min) {
                    best = (match.score, ingredient.name)
                }
            }
            if let best {
                byIngredient.append((best.score, 0, order, CatalogSearch.Result(recipeID: entry.recipe.id, matchedCharacters: [], ingredient: best.name)))
            } else if let name {
                scattered.append((name.score, entry.length, order, CatalogSearch.Result(recipeID: entry.recipe.id, matchedCharacters: name.matchedCharacters)))
            }
        }
        func ranked(_ group: [Ranked]) -> [CatalogSearch.Result] {
            group.sorted { ($0.score, -$0.length, -$0.order) > ($1.score, -$1.length, -$1.order) }.map(\.result)
        }
        return Array((ranked(whole) + ranked(byIngredient) + ranked(scattered)).prefix(limit))
    }

    /// Names that fold in every way the search must agree on: accents precomposed and combining,
    /// CJK, emoji, full-width letters, a line break, and ingredients shared, repeated and unique.
    static let foldingCatalog: RecipeCatalog = try! RecipeCatalog(
        categories: [Category(id: "a", name: "A"), Category(id: "b", name: "B")],
        recipes: [
            Recipe(id: "1", name: "Crème Brûlée", categoryID: "a", ingredients: [Ingredient(amount: "", name: "Crème fraîche"), Ingredient(amount: "", name: "sugar")]),
            Recipe(id: "2", name: "Cre\u{300}me Combining", categoryID: "a", ingredients: [Ingredient(amount: "", name: "sugar"), Ingredient(amount: "", name: "sugar")]),
            Recipe(id: "3", name: "親子丼 (Oyakodon)", categoryID: "b", ingredients: [Ingredient(amount: "", name: "鶏肉 chicken"), Ingredient(amount: "", name: "卵")]),
            Recipe(id: "4", name: "🥞 Pancakes", categoryID: "b", ingredients: [Ingredient(amount: "", name: "Ｍｉｌｋ (full width)")]),
            Recipe(id: "5", name: "Line\r\nBreak Bread", categoryID: "b", ingredients: [Ingredient(amount: "", name: "flour")]),
            Recipe(id: "6", name: "Ünïcödé Ämbrosia", categoryID: "a", ingredients: [Ingredient(amount: "", name: "ÉCLAIR crumbs")]),
            Recipe(id: "7", name: "Sugar Pie", categoryID: "a"),
        ]
    )

    static let queries = [
        "a", "e", "s", "r", "cr", "cre", "crème", "creme", "brul", "sug", "sugar", "親", "親子", "鶏", "卵", "🥞", "milk", "ｍｉｌｋ",
        "break", "\r", "unicode", "amb", "eclair", "éclair", "pc", "cmb", "pnck", "oya", "fl", "xq", "z", " ", "(", "le",
    ]

    @Test("finds exactly what matching every decoded recipe one by one finds, in the same order",
          arguments: ["bundled", "folding", "generated"])
    func agreesWithTheReference(catalogName: String) throws {
        let catalog: RecipeCatalog
        switch catalogName {
        case "bundled": catalog = bundledCatalog
        case "folding": catalog = Self.foldingCatalog
        default: catalog = try RecipeCatalog(jsonBytes: CatalogGenerator(recipes: 1500, categories: 12, seed: 7).generate())
        }
        let catalogSearch = CatalogSearch(catalog: catalog)
        let recipes = Self.folded(catalog)
        var mismatches: [String] = []
        for query in Self.queries + ["lemon chicken", "olive oil", "chopped", "pie crust", "sautéed", "purée"] {
            let all = Self.referenceSearch(query, in: recipes, limit: resultLimit)
            for limit in [5, resultLimit] {
                let found = catalogSearch.search(FoldedText(query), limit: limit).results
                let expected = Array(all.prefix(limit))
                guard found != expected else { continue }
                let at = (0..<min(found.count, expected.count)).first { found[$0] != expected[$0] } ?? min(found.count, expected.count)
                mismatches.append("\"\(query)\" limit \(limit), result \(at): \(found.dropFirst(at).first.map { "\($0)" } ?? "none") instead of \(expected.dropFirst(at).first.map { "\($0)" } ?? "none")")
            }
        }
        #expect(mismatches == [])
    }

    @Test("every result is found: a name, a named ingredient, or scattered letters, each with its highlight")
    func resultsAreExplained() {
        let catalogSearch = CatalogSearch(catalog: Self.foldingCatalog)
        let results = catalogSearch.search(FoldedText("crème"), limit: 10).results
        #expect(results == [
            CatalogSearch.Result(recipeID: "1", matchedCharacters: [0, 1, 2, 3, 4]),
            CatalogSearch.Result(recipeID: "2", matchedCharacters: [0, 1, 2, 3, 4]),
        ])
        #expect(catalogSearch.search(FoldedText("fraiche"), limit: 10).results == [CatalogSearch.Result(recipeID: "1", matchedCharacters: [], ingredient: "Crème fraîche")])
        #expect(catalogSearch.search(FoldedText("鶏"), limit: 10).results == [CatalogSearch.Result(recipeID: "3", matchedCharacters: [], ingredient: "鶏肉 chicken")])
        #expect(catalogSearch.search(FoldedText("milk"), limit: 10).results == [CatalogSearch.Result(recipeID: "4", matchedCharacters: [], ingredient: "Ｍｉｌｋ (full width)")])
        // "Sugar Pie" by name first; then the two recipes that use sugar, equal in score, in list order.
        #expect(catalogSearch.search(FoldedText("sugar"), limit: 10).results.map(\.recipeID) == ["7", "1", "2"])
    }
}

extension FuzzyMatch {
    /// Whether the query appears whole in the text, rather than as scattered letters: what the
    /// reference search groups by, read off the score as the search's rule has it.
    var isSubstring: Bool { score >= Self.substringScore }
}
