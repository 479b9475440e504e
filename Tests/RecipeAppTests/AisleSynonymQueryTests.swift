import CooklangConventions
import RecipeModel
import RecipeNavigation
import RecipeSearch
import RecipeTestSupport
import Testing

@testable import RecipeApp

/// `i:` terms match through the aisle file's synonyms, in the list filter (`/`) and the global search (`f`) alike.
@Suite("Aisle synonyms in i: terms")
struct AisleSynonymQueryTests {
    static let catalog = TagScreenTests.catalog

    /// Fried Rice names scallions; the aisle file says they are spring onions.
    static func environment(aisles text: String?) -> AppEnvironment {
        let aisles = text.map { AisleConfigReader.read($0, file: "config/aisle.conf").config } ?? AisleConfig()
        return AppEnvironment(catalog: catalog, kitchen: KitchenFiles(shopping: ShoppingInputs(files: .none, aisles: aisles)))
    }
    static let aisleText = "[produce]\nscallions|spring onion|green onion\ntomato|tomatoes\n"

    /// The recipes a query typed into the Mains list's filter leaves, and what emptied it.
    static func filtered(_ query: String, in environment: AppEnvironment) -> (ids: [String], emptiedBy: String?) {
        var state = appState(NavigationModel(selectedCategory: "Mains", path: [], focus: .recipes))
        _ = state.apply(.startFilter, in: environment)
        _ = state.apply(.insertText(query), in: environment)
        let rows = ListRows(.recipes, state: state, in: environment)
        return ((0..<rows.count).map(rows.id(at:)), rows.emptiedBy)
    }

    /// The recipes a global search finds.
    static func found(_ query: String, in environment: AppEnvironment) -> [String] {
        var state = appState(NavigationModel(selectedCategory: "Mains", path: [], focus: .recipes))
        _ = state.apply(.startGlobalSearch, in: environment)
        _ = state.apply(.insertText(query), in: environment)
        guard case .globalSearch(let search)? = state.overlay else { return [] }
        return search.results.map(\.recipeID)
    }

    @Test("A synonym of the aisle file finds the ingredient the recipe names, plural or not; -i: turns it round")
    func filterThroughSynonyms() {
        let environment = Self.environment(aisles: Self.aisleText)
        #expect(Self.filtered(#"i:"spring onions""#, in: environment).ids == ["Mains/Fried Rice"])
        // Names are compared by their words, so a hyphen separates them as a space does.
        #expect(Self.filtered("i:green-onions", in: environment).ids == ["Mains/Fried Rice"])
        #expect(!Self.filtered(#"-i:"spring onion""#, in: environment).ids.contains("Mains/Fried Rice"))
        #expect(Self.found(#"i:"spring onion""#, in: environment) == ["Mains/Fried Rice"])
    }

    @Test("Without an aisle file, or a line naming the term, only the name itself matches, and the bar names the term that emptied the list")
    func withoutSynonyms() {
        for environment in [Self.environment(aisles: nil), Self.environment(aisles: "[produce]\ntomato|tomatoes\n")] {
            let result = Self.filtered(#"i:"spring onion""#, in: environment)
            #expect(result.ids == [])
            #expect(result.emptiedBy == #"i:"spring onion""#)
            #expect(Self.found(#"i:"spring onion""#, in: environment) == [])
            #expect(Self.filtered("i:scallion", in: environment).ids == ["Mains/Fried Rice"])
        }
    }

    @Test("The synonyms of a term are every name of the lines that name it, through simple plurals")
    func synonymsOfATerm() throws {
        let synonyms = try #require(Self.environment(aisles: Self.aisleText).kitchen.ingredientSynonyms)
        #expect(synonyms("Spring Onions") == ["scallions", "spring onion", "green onion"])
        #expect(synonyms("tomato") == ["tomato", "tomatoes"])
        #expect(synonyms("basil") == [])
        #expect(Self.environment(aisles: "[produce]\nbasil\n").kitchen.ingredientSynonyms == nil)
    }

    @Test("A global search a malformed term empties says how the term was read, under the hint, as the filter's bar does")
    func searchSaysHowATermWasRead() {
        let environment = Self.environment(aisles: nil)
        var state = appState(NavigationModel(selectedCategory: "Mains", path: [], focus: .recipes))
        _ = state.apply(.startGlobalSearch, in: environment)
        _ = state.apply(.insertText("t<"), in: environment)
        guard case .globalSearch(let search)? = state.overlay else {
            Issue.record("no search box")
            return
        }
        let box = search.box(in: Self.catalog, size: Size(width: 100, height: 30))
        #expect(box.hint == "No recipe matches.")
        #expect(box.footer == #""t<" read as words: t< needs a number after it, as in t<30"#)
        let lines = FrameRenderer(state: state, environment: environment).render().lines
        #expect(lines.contains { $0.contains("No recipe matches.") })
        #expect(lines.contains { $0.contains(#""t<" read as words: t< needs a number after it"#) })
        // With nothing malformed, a search that finds nothing has nothing under its hint.
        var plain = appState(NavigationModel(selectedCategory: "Mains", path: [], focus: .recipes))
        _ = plain.apply(.startGlobalSearch, in: environment)
        _ = plain.apply(.insertText("zzzz"), in: environment)
        let quiet = FrameRenderer(state: plain, environment: environment).render().lines
        #expect(quiet.contains { $0.contains("No recipe matches.") })
        #expect(!quiet.contains { $0.contains("read as words") || $0.contains("found") })
    }
}
