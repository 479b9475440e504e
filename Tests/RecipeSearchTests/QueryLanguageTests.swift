import RecipeModel
import Testing

@testable import RecipeSearch

@Suite("The query language of f and /")
struct QueryLanguageTests {
    @Test(
        "Each kind of term is read as the help says",
        arguments: [
            ("i:tomato", RecipeQuery.Term.Kind.condition(.ingredient("tomato"), negated: false)),
            ("-i:nuts", .condition(.ingredient("nuts"), negated: true)),
            ("i:\"olive oil\"", .condition(.ingredient("olive oil"), negated: false)),
            ("#vegan", .condition(.tag("vegan"), negated: false)),
            ("-#meat", .condition(.tag("meat"), negated: true)),
            ("t<30", .condition(.time(.less, minutes: 30), negated: false)),
            ("time<30m", .condition(.time(.less, minutes: 30), negated: false)),
            ("t<=1h30", .condition(.time(.lessOrEqual, minutes: 90), negated: false)),
            ("time>=1.5h", .condition(.time(.greaterOrEqual, minutes: 90), negated: false)),
            ("s>=4", .condition(.servings(.greaterOrEqual, 4), negated: false)),
            ("servings=2", .condition(.servings(.equal, 2), negated: false)),
            ("c:dinner", .condition(.course("dinner"), negated: false)),
            ("cuisine:thai", .condition(.metadata(key: "cuisine", value: "thai"), negated: false)),
            ("tomato", .words("tomato")),
            ("12:30", .words("12:30")),
            ("\"apple pie\"", .words("apple pie")),
            ("t<", .malformed(words: "t<", reason: "t< needs a number after it, as in t<30")),
            ("i:", .malformed(words: "i:", reason: "i: needs a value after it, as in i:tomato")),
            ("s>=four", .malformed(words: "s>=four", reason: "s>= needs a number after it, as in s>=4")),
            ("#", .malformed(words: "#", reason: "# needs a tag after it, as in #vegan")),
            ("i:\"olive", .malformed(words: "i:olive", reason: "has no closing quote")),
        ]
    )
    func readsTerms(typed: String, kind: RecipeQuery.Term.Kind) {
        #expect(RecipeQuery(typed).terms == [RecipeQuery.Term(text: typed, kind: kind)])
    }

    @Test("The words are the free words and the malformed terms, in order; conditions are apart")
    func wordsAndConditions() {
        let query = RecipeQuery("#vegetarian  lemon t< -i:mushroom cake")
        #expect(query.words == "lemon t< cake")
        #expect(query.conditions.map(\.term.text) == ["#vegetarian", "-i:mushroom"])
        #expect(query.malformed.map(\.text) == ["t<"])
    }

    @Test("Ingredient names match through simple plurals, word by word")
    func plurals() {
        func matches(_ name: String, _ term: String) -> Bool {
            IngredientWords.matches(name: IngredientWords.stems(name), term: IngredientWords.stems(term))
        }
        #expect(matches("cherry tomatoes", "tomato"))
        #expect(matches("Tomato", "tomatoes"))
        #expect(matches("raspberries", "raspberry"))
        #expect(matches("peaches", "peach"))
        #expect(matches("olive oil", "olive oil"))
        #expect(!matches("olive oil", "oil olive"))
        #expect(!matches("tomato paste", "potato"))
        #expect(!matches("pineapple", "apple"))
    }

    static let categories = [Category(id: "mains", name: "Mains"), Category(id: "desserts", name: "Desserts")]
    static let recipes = [
        Recipe(id: "curry", name: "Chickpea Curry", categoryID: "mains", servings: 4, minutes: 40,
               ingredients: [Ingredient(amount: "", name: "chickpeas"), Ingredient(amount: "", name: "cherry tomatoes")],
               tags: ["Vegetarian", "vegan"], metadata: ["course: dinner", "cuisine: Indian"]),
        Recipe(id: "risotto", name: "Mushroom Risotto", categoryID: "mains", servings: 2, minutes: 50,
               ingredients: [Ingredient(amount: "", name: "mushrooms"), Ingredient(amount: "", name: "rice")],
               tags: ["vegetarian"], metadata: ["course: dinner"]),
        Recipe(id: "steak", name: "Steak", categoryID: "mains", servings: 1, minutes: 20,
               ingredients: [Ingredient(amount: "", name: "beef")], metadata: ["course: dinner"]),
        Recipe(id: "salad", name: "Tomato Salad", categoryID: "mains", minutes: 10,
               ingredients: [Ingredient(amount: "", name: "Tomato"), Ingredient(amount: "", name: "walnuts")],
               tags: ["vegetarian"], metadata: ["course: lunch"]),
        Recipe(id: "tart", name: "Lemon Tart", categoryID: "desserts", servings: 8, minutes: 90,
               ingredients: [Ingredient(amount: "", name: "lemons")], tags: ["vegetarian"]),
    ]

    /// The IDs the query finds in the small catalog, in display order, and the condition that emptied it.
    static func found(_ text: String, in catalog: RecipeCatalog) -> (ids: [String], emptiedBy: String?) {
        let outcome = QueryFilter(catalog: catalog).entries(matching: RecipeQuery(text))
        return (outcome.entries.map { catalog.searchText.recipeID(ofEntry: Int($0)) }, outcome.emptiedBy)
    }

    @Test(
        "Every condition must hold: tags, time, servings, ingredients, course, metadata",
        arguments: [
            ("#vegetarian", ["curry", "risotto", "salad", "tart"]),
            ("#VEGAN", ["curry"]),
            ("#vegetarian t<45 -i:mushroom", ["curry", "salad"]),
            ("t<=20", ["steak", "salad"]),
            ("s>=4", ["curry", "tart"]),
            ("i:tomato", ["curry", "salad"]),
            ("-i:nuts", ["curry", "risotto", "steak", "salad", "tart"]),
            ("-i:walnut", ["curry", "risotto", "steak", "tart"]),
            ("i:tomato i:chickpea", ["curry"]),
            ("c:dinner", ["curry", "risotto", "steak"]),
            ("c:dessert", ["tart"]),
            ("cuisine:indian", ["curry"]),
            ("-#vegetarian", ["steak"]),
        ]
    )
    func conditions(query: String, expected: [String]) throws {
        let catalog = try RecipeCatalog(categories: Self.categories, recipes: Self.recipes)
        #expect(Self.found(query, in: catalog).ids.sorted() == expected.sorted())
    }

    @Test("An empty result names the first condition after which nothing was left")
    func emptiedBy() throws {
        let catalog = try RecipeCatalog(categories: Self.categories, recipes: Self.recipes)
        #expect(Self.found("#vegan t<30 s>=2", in: catalog) == ([], "t<30"))
        #expect(Self.found("#vegetarian", in: catalog).emptiedBy == nil)
        let found = SearchNarrowing().find("#vegetarian zzzz", limit: 10, in: catalog)
        #expect(found.results.isEmpty && found.emptiedBy == "zzzz")
    }

    @Test("The search ranks what the conditions leave by its words, and a malformed term is matched as words")
    func searchWithConditions() throws {
        let catalog = try RecipeCatalog(categories: Self.categories, recipes: Self.recipes)
        let narrowing = SearchNarrowing()
        #expect(narrowing.find("#vegetarian tomato", limit: 10, in: catalog).results.map(\.recipeID) == ["salad", "curry"])
        #expect(narrowing.find("s>=4", limit: 10, in: catalog).results.map(\.recipeID) == ["curry", "tart"])
        // "t<" cannot be read: it is the words "t<", which no name holds.
        #expect(narrowing.find("t<", limit: 10, in: catalog).results.isEmpty)
        #expect(narrowing.find("\"lemon", limit: 10, in: catalog).results.map(\.recipeID) == ["tart"])
    }

    @Test("A JSON catalog's scan keeps servings and time in the index; its tags key stays ignored, as the format never had one")
    func scannedColumns() throws {
        let json = """
            {"categories": [{"id": "mains", "name": "Mains"}, {"id": "desserts", "name": "Desserts"}], "recipes": [
              {"id": "curry", "name": "Chickpea Curry", "category": "mains", "servings": 4, "minutes": 40,
               "ingredients": [{"name": "chickpeas"}, {"name": "cherry tomatoes"}], "tags": [{"any": "shape"}]},
              {"id": "tart", "name": "Lemon Tart", "category": "desserts", "servings": 8, "minutes": 90,
               "ingredients": [{"name": "lemons"}], "tags": ["vegetarian"]}
            ]}
            """
        let scanned = try RecipeCatalog(jsonBytes: Array(json.utf8))
        #expect(Self.found("s>=4 t<60", in: scanned).ids == ["curry"])
        #expect(Self.found("s=8 i:lemon", in: scanned).ids == ["tart"])
        #expect(Self.found("#vegetarian", in: scanned) == ([], "#vegetarian"))
    }
}
