import RecipeGenerator
import RecipeModel
import Testing

@testable import RecipeSearch

/// The query filter against a plain reading of the query language: every term of a query checked on
/// every recipe's own values (its ingredients' names, tags, metadata, time and servings), in the order
/// typed, on seeded random catalogs and queries typed one key at a time.
///
/// The filter reads the index's columns, a tag's recipes from the catalog's table of tags, and every
/// ingredient name's line of stems at once; this is what it must agree with, result for result.
@Suite("The query filter against a plain reference")
struct QueryReferenceTests {
    static let ingredientNames = [
        "tomato", "Tomatoes", "cherry tomatoes", "tomato paste", "olive oil", "Olive Oil", "extra virgin olive oil", "eggs", "egg white",
        "berries", "raspberry", "bay leaves", "leaf", "peaches", "walnuts", "garlic", "garlic cloves", "onion", "yellow onions",
        "crème fraîche", "creme", "heavy cream", "salt", "kosher salt", "chickpeas", "rice", "mushrooms", "lemon", "lemons", "glass",
        "potato", "sweet potatoes", "tomato-basil sauce", "1 egg", "x",
    ]
    static let tagNames = ["vegan", "Vegetarian", "vegan-friendly", "veg", "quick", "Weeknight", "week 2", "week 10", "Végan", "cozy", "fresh"]
    static let metadataEntries = [
        "course: dinner", "course: Lunch", "course: dessert", "cuisine: Indian", "cuisine: Thai", "diet: vegan", "source: grandma",
        "#odd: key", "title: Dinner Party",
    ]
    static let categories = [Category(id: "mains", name: "Mains"), Category(id: "desserts", name: "Desserts"), Category(id: "soups", name: "Soup Kitchen")]
    static let words = ["lemon", "tart", "curry", "soup", "pie", "quick", "olive", "dinner", "cake"]

    /// The terms a query is made of: conditions of every kind, some negated, some malformed, and words.
    static let terms = [
        "i:tomato", "i:tomatoes", "-i:tomato", "i:\"olive oil\"", "i:oil", "i:egg", "-i:eggs", "i:berry", "i:leaf", "i:creme",
        "i:\"tomato paste\"", "i:garlic", "i:onion", "-i:walnut", "i:peach", "i:1", "i:x", "i:potato", "i:basil",
        "#vegan", "#veg", "#v", "-#vegan", "#vegetarian", "#week", "#week 2", "#x", "#weeknight", "-#fresh", "#cozy", "#odd", "#ve",
        "t<30", "t<3", "t>=45", "time<=1h30m", "t=20", "-t<30", "s>=4", "s<2", "servings=2", "-s>=4",
        "c:dinner", "c:dessert", "c:soup", "c:kitchen", "cuisine:ind", "diet:vegan", "source:gran", "title:party", "-c:dinner",
        "lemon", "tart", "\"olive", "t<", "i:", "#", "x", "tomato",
    ]

    /// Another name of an ingredient, as an aisle file's line `eggs|egg` gives it.
    static let synonyms: QueryFilter.Synonyms = { term in
        let lines = [["garlic", "garlic cloves"], ["yellow onion", "onion", "onions"], ["eggs", "egg"], ["heavy cream", "double cream"]]
        let wanted = IngredientWords.stems(term)
        return lines.filter { $0.map(IngredientWords.stems).contains(wanted) }.flatMap { $0 }
    }

    static func catalog(seed: UInt64) throws -> (RecipeCatalog, [String: Recipe]) {
        var random = SplitMix64(seed: seed)
        var recipes: [Recipe] = []
        for number in 0..<(40 + Int(random.next() % 120)) {
            func some(_ pool: [String], upTo most: Int) -> [String] {
                (0..<Int(random.next() % UInt64(most + 1))).map { _ in pool[Int(random.next() % UInt64(pool.count))] }
            }
            let name = some(words, upTo: 3).joined(separator: " ") + " \(number)"
            recipes.append(Recipe(
                id: "r\(number)", name: name, categoryID: categories[Int(random.next() % 3)].id,
                servings: random.next() % 4 == 0 ? nil : Int(random.next() % 8),
                minutes: random.next() % 4 == 0 ? nil : Int(random.next() % 120),
                ingredients: some(ingredientNames, upTo: 6).map { Ingredient(amount: "", name: $0) },
                tags: some(tagNames, upTo: 3), metadata: some(metadataEntries, upTo: 3)))
        }
        let catalog = try RecipeCatalog(categories: categories, recipes: recipes)
        return (catalog, Dictionary(uniqueKeysWithValues: recipes.map { ($0.id, $0) }))
    }

    /// Each entry's recipe with its labels and its ingredients' stems, worked out once per catalog.
    struct Plain {
        var recipes: [(recipe: Recipe, labels: [[UInt8]], stems: [[String]])]
        var everyLabel: Set<[UInt8]>

        init(catalog: RecipeCatalog, recipes byID: [String: Recipe]) {
            let text = catalog.searchText
            recipes = (0..<text.entryCount).map { entry in
                let recipe = byID[text.recipeID(ofEntry: entry)]!
                let labels = recipe.tags.compactMap { RecipeLabels.tag($0) } + recipe.metadata.compactMap { RecipeLabels.metadata($0) }
                return (recipe, labels, recipe.ingredients.map { IngredientWords.stems($0.name) })
            }
            everyLabel = Set(recipes.flatMap(\.labels))
        }
    }

    /// The entries among `entries` that meet every condition, each term checked on the recipe's own
    /// values, and the first condition after which none was left.
    static func reference(_ query: RecipeQuery, entries: [Int32], recipes plain: Plain) -> QueryFilter.Outcome {
        let everyLabel = plain.everyLabel
        func recipe(_ entry: Int32) -> (recipe: Recipe, labels: [[UInt8]], stems: [[String]]) { plain.recipes[Int(entry)] }
        func holds(_ condition: RecipeQuery.Condition, _ prepared: (recipe: Recipe, labels: [[UInt8]], stems: [[String]])) -> Bool {
            let recipe = prepared.recipe
            switch condition {
            case .time(let comparison, let bound):
                return recipe.minutes.map { comparison.holds($0, bound) } ?? false
            case .servings(let comparison, let bound):
                return recipe.servings.map { comparison.holds($0, bound) } ?? false
            case .ingredient(let name):
                let wanted = ([name] + synonyms(name)).map(IngredientWords.stems).filter { !$0.isEmpty }
                return prepared.stems.contains { stems in wanted.contains { IngredientWords.matches(name: stems, term: $0) } }
            case .tag(let tag):
                let wanted = RecipeLabels.tag(tag) ?? []
                return everyLabel.contains(wanted) ? prepared.labels.contains(wanted) : prepared.labels.contains { $0.starts(with: wanted) }
            case .metadata(let key, let value):
                return hasMetadata(prepared.labels, key: key, value: value)
            case .course(let value):
                let category = categories.first { $0.id == recipe.categoryID }!
                let folded = RecipeLabels.fold(value)
                return contains(RecipeLabels.fold(category.name), folded) || contains(RecipeLabels.fold(category.id), folded)
                    || hasMetadata(prepared.labels, key: "course", value: value)
            }
        }
        func hasMetadata(_ labels: [[UInt8]], key: String, value: String) -> Bool {
            let prefix = RecipeLabels.fold(key) + [UInt8(ascii: ":")]
            return labels.contains { $0.starts(with: prefix) && contains(Array($0.dropFirst(prefix.count)), RecipeLabels.fold(value)) }
        }
        func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
            needle.isEmpty || (needle.count <= haystack.count && (0...(haystack.count - needle.count)).contains { haystack[$0..<($0 + needle.count)].elementsEqual(needle) })
        }
        var kept = entries
        var emptiedBy: String?
        for (term, condition, negated) in query.conditions {
            let before = kept.count
            kept = kept.filter { holds(condition, recipe($0)) != negated }
            if before > 0 && kept.isEmpty && emptiedBy == nil { emptiedBy = term.text }
        }
        return QueryFilter.Outcome(entries: kept, emptiedBy: emptiedBy)
    }

    @Test("Random queries typed and deleted key by key find what the plain reference finds, over the catalog and over a list", arguments: 0..<8)
    func agreesWithTheReference(seed: Int) throws {
        let (catalog, recipes) = try Self.catalog(seed: UInt64(seed) + 2026)
        var random = SplitMix64(seed: UInt64(seed) * 7919 + 1)
        let every = (0..<Int32(catalog.searchText.entryCount)).map { $0 }
        let list = every.filter { _ in random.next() % 3 == 0 }
        let words = IngredientWordText()
        let plain = Plain(catalog: catalog, recipes: recipes)
        for _ in 0..<16 {
            let query = (0..<(1 + Int(random.next() % 4))).map { _ in Self.terms[Int(random.next() % UInt64(Self.terms.count))] }.joined(separator: " ")
            let filter = QueryFilter(catalog: catalog, synonyms: Self.synonyms, words: words)
            // As the app keeps them: one for the search, one for the list's filter, across keys.
            let searchNarrowing = ConditionNarrowing(), listNarrowing = ConditionNarrowing()
            var typed = ""
            var steps = query.map { String($0) }
            steps += query.map { _ in "" }
            for step in steps {
                if step.isEmpty { typed.removeLast() } else { typed += step }
                let parsed = RecipeQuery(typed)
                let expected = Self.reference(parsed, entries: every, recipes: plain)
                let same = filter.entries(matching: parsed) == expected && filter.entries(matching: parsed, narrowing: searchNarrowing) == expected
                #expect(same, "\"\(typed)\", seed \(seed)")
                let (kept, emptiedBy) = filter.positions(matching: parsed, of: list, narrowing: listNarrowing)
                let expectedInList = Self.reference(parsed, entries: list, recipes: plain)
                let sameInList = kept.map { list[$0] } == expectedInList.entries && emptiedBy == expectedInList.emptiedBy
                #expect(sameInList, "\"\(typed)\" in a list, seed \(seed)")
            }
        }
    }

    @Test("A search typed one key at a time, and deleted, finds what a fresh search finds at every key", arguments: 0..<4)
    func typedSearchAgreesWithAFreshOne(seed: Int) throws {
        let (catalog, _) = try Self.catalog(seed: UInt64(seed) + 77)
        var random = SplitMix64(seed: UInt64(seed) + 5)
        let narrowing = SearchNarrowing()
        let words = IngredientWordText()
        for _ in 0..<10 {
            let query = (0..<(1 + Int(random.next() % 4))).map { _ in Self.terms[Int(random.next() % UInt64(Self.terms.count))] }.joined(separator: " ")
            var typed = ""
            var steps = query.map { String($0) }
            steps += query.map { _ in "" }
            for step in steps {
                if step.isEmpty { typed.removeLast() } else { typed += step }
                guard !typed.isEmpty else { continue }
                let found = narrowing.find(typed, limit: 20, in: catalog, synonyms: Self.synonyms, words: words)
                let fresh = SearchNarrowing().find(typed, limit: 20, in: catalog, synonyms: Self.synonyms)
                // The words rank what the conditions left, every ingredient compared.
                let parsed = RecipeQuery(typed)
                if parsed.hasConditions && !parsed.words.isEmpty {
                    let left = QueryFilter(catalog: catalog, synonyms: Self.synonyms).entries(matching: parsed).entries
                    let everyIngredient = (0..<Int32(catalog.searchText.ingredientCount)).map { $0 }
                    let ranked = CatalogSearch(catalog: catalog).search(FoldedText(parsed.words), limit: 20, within: .init(entries: left, ingredients: everyIngredient)).results
                    let sameRanking = found.results == ranked
                    #expect(sameRanking, "\"\(typed)\", seed \(seed): ranked against every ingredient")
                }
                // Compared apart from the expectation, which would print every result of both.
                let same = found == fresh
                #expect(same, "\"\(typed)\", seed \(seed): \(found.results.count) results against \(fresh.results.count)")
            }
        }
    }

    @Test("Names are grouped by their lines, as a dictionary of the lines groups them, in the order they come")
    func groupsAgreeWithADictionary() throws {
        let (catalog, _) = try Self.catalog(seed: 11)
        let table = IngredientWordText().table(for: catalog.searchText)
        var groupByLine: [ArraySlice<UInt8>: Int] = [:]
        var expected: [Int] = [], firsts: [Int] = []
        for number in 0..<table.count {
            if let group = groupByLine[table.line(number)] {
                expected.append(group)
            } else {
                groupByLine[table.line(number)] = firsts.count
                expected.append(firsts.count)
                firsts.append(number)
            }
        }
        let groups = table.groups()
        #expect(groups.groupOf == expected && groups.firstOfGroup == firsts)
    }

    @Test("An ingredient term's lines are found in all the names at once as in each name alone")
    func wholeScanAgreesWithEachLine() throws {
        let (catalog, _) = try Self.catalog(seed: 9)
        let table = IngredientWordText().table(for: catalog.searchText)
        for term in Self.ingredientNames + ["oil", "olive", "leaf", "tomato basil", "basil sauce", "", " ", "egg white", "1"] {
            let lines = [IngredientWords.line(term), IngredientWords.line(term + "s")]
            let expected = (0..<table.count).map { number in lines.contains { table.contains(number, $0) } }
            #expect(table.matching(lines) == expected, "\"\(term)\"")
        }
    }
}
