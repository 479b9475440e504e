import CooklangCatalog
import RecipeModel
import RecipeNavigation
import RecipeTestSupport
import Testing

@testable import RecipeApp

/// The tags as a way in: `#` opens every tag with its count, Enter a tag's recipes, which behave as an ingredient's do.
@Suite("Tag screens")
struct TagScreenTests {
    /// The bundled Cooklang collection, whose recipes give tags in their metadata.
    static let catalog: RecipeCatalog = {
        do { return try RecipeCatalog(cooklangFolder: TestCatalogs.cooklangPath) } catch { fatalError("\(error)") }
    }()

    static let pizza = NavigationModel(selectedCategory: "Mains", path: [.recipe("Mains/Pizza Margherita")], focus: .detail)
    static let overview = NavigationModel(selectedCategory: "Mains", path: [.recipe("Mains/Pizza Margherita"), TagRoute.overview], focus: .detail)
    static let vegetarian = NavigationModel(selectedCategory: "Mains", path: [.recipe("Mains/Pizza Margherita"), TagRoute.overview, .tag("vegetarian")], focus: .detail)

    /// The collection's tags and counts, as its files write them (data/cooklang), sorted by name.
    static let expectedTags: [(String, Int)] = [
        ("baking", 3), ("bread", 2), ("chicken", 1), ("dessert", 1), ("dough", 1), ("eggs", 1), ("make-ahead", 1), ("no-bake", 1),
        ("pasta", 1), ("pizza", 1), ("quick", 1), ("salad", 1), ("sauce", 1), ("sourdough", 1), ("summer", 1), ("sunday", 1), ("vegetarian", 5),
    ]

    @Test("# pushes the screen of every tag on top of the stack and focuses it; # again changes nothing")
    func hashOpensTheOverview() {
        let state = expect(apply: .openTags, from: appState(Self.pizza), in: Self.catalog, effects: [.save]) {
            $0 = appState(Self.overview)
        }.state
        expect(apply: .openTags, from: state, in: Self.catalog)
    }

    @Test("# with nothing open yet starts the stack itself, under the category selected, as p does")
    func hashFromTheLists() throws {
        var state = appState(NavigationModel(selectedCategory: "Mains", path: [], focus: .recipes))
        state.apply(.openTags, in: Self.catalog)
        #expect(state.navigation == NavigationModel(selectedCategory: "Mains", path: [TagRoute.overview], focus: .detail))
    }

    @Test("The overview lists every tag once, sorted by name, with how many recipes have it; each row opens the tag")
    func overviewContent() throws {
        let content = try #require(appState(Self.overview).detailContent(in: Self.catalog))
        #expect(content.line(at: 0).text.string == "Tags")
        #expect(content.line(at: 1).text.string == "17 tags · Enter lists a tag's recipes")
        let rows = (0..<content.selectableCount).map { content.line(at: content.lines(ofSelectable: $0).lowerBound).text.string }
        #expect(rows.map { $0.split(separator: " ").map(String.init) } == Self.expectedTags.map { ["#" + $0.0, String($0.1)] })
        #expect((0..<content.selectableCount).map { content.route(ofSelectable: $0) } == Self.expectedTags.map { Route.tag($0.0) })
        #expect(Self.catalog.tags == Self.expectedTags.map { TagCount(name: $0.0, count: $0.1) })
    }

    @Test("A catalog without tags says so, and where tags come from")
    func overviewWithoutTags() throws {
        let state = appState(NavigationModel(selectedCategory: "dessert", path: [.recipe("apple-pie"), TagRoute.overview], focus: .detail))
        let content = try #require(state.detailContent(in: bundledCatalog))
        #expect(content.selectableCount == 0)
        #expect(content.lines.first?.text.string == "Tags")
        #expect(content.lines.dropFirst().map(\.text.string).joined(separator: " ") == "No recipe has tags: a Cooklang recipe gives them in its metadata (tags: [vegan, quick]).")
    }

    @Test("Enter on a tag lists its recipes in display order, as an ingredient's screen lists them; Enter pushes one, Back returns onto it")
    func tagScreen() throws {
        let index = try #require(Self.expectedTags.firstIndex { $0.0 == "vegetarian" })
        var state = appState(Self.overview)
        state.detailCursor = index
        state = expect(apply: .forward, from: state, in: Self.catalog, effects: [.save]) { $0 = appState(Self.vegetarian) }.state

        let content = try #require(state.detailContent(in: Self.catalog))
        #expect(content.line(at: 0).text.string == "#vegetarian")
        #expect(content.line(at: 1).text.string == "Tag · 5 recipes")
        let recipes = (0..<content.selectableCount).map { content.route(ofSelectable: $0) }
        // Display order: by category as the categories are listed, then as each recipe list sorts.
        let displayOrder = Self.catalog.categories.flatMap { Self.catalog.recipeIDs(in: $0.id) }
        let expected = ["Breakfast/Shakshuka", "Mains/Pizza Margherita", "Mains/Spaghetti al Pomodoro", "Salads/Greek Salad", "Shared/Sauces/Tomato Sauce"]
        #expect(recipes == displayOrder.filter(expected.contains).map { Route.recipe($0) })

        state.apply(.move(.down), in: Self.catalog)
        state.apply(.forward, in: Self.catalog)
        #expect(state.navigation.path.last == recipes[1])
        state.apply(.back, in: Self.catalog)
        #expect(state.navigation.path.last == .tag("vegetarian"))
        #expect(state.detailCursor == 1)
        state.apply(.back, in: Self.catalog)
        #expect(state.navigation.path.last == TagRoute.overview)
        #expect(state.detailCursor == index)
    }

    @Test("A tag is found whatever its case and accents, as the index folds it")
    func foldedLookup() {
        #expect(Self.catalog.recipes(taggedWith: "Vegetarian").count == 5)
        #expect(Self.catalog.recipes(taggedWith: "#VEGETARIAN").count == 5)
        #expect(Self.catalog.hasTag("Baking"))
        #expect(!Self.catalog.hasTag("vegan"))
        #expect(Self.catalog.recipes(taggedWith: "vegan").count == 0)
    }

    @Test("The breadcrumb and the stack picker name the tags' screens; e edits the recipe under the cursor of a tag's list")
    func namesAndEdit() {
        var state = appState(Self.vegetarian)
        state.apply(.showStack, in: Self.catalog)
        let screen = state.render(in: Self.catalog).lines
        #expect(screen.contains { $0.contains("2. Tags") })
        #expect(screen.contains { $0.contains("3. Tag: #vegetarian") })
        #expect(screen[0].hasPrefix(" Mains › Pizza Margherita › Tags › #vegetarian"))
        #expect(TagRoute(name: "vegetarian").recipeToEdit { .recipe("Salads/Greek Salad") } == "Salads/Greek Salad")
        #expect(TagRoute(name: "").recipeToEdit { .tag("vegetarian") } == nil)
    }

    @Test("The tags' screens are linked as # and #TAG and open from the link")
    func links() throws {
        let link = try #require(DeepLink(Self.vegetarian))
        #expect(link.description == "recipes://Mains/Mains%2FPizza%20Margherita/#/#vegetarian")
        #expect(try DeepLink(parsing: link.description, in: Self.catalog) == link)
        #expect(throws: DeepLinkError.self) { try DeepLink(parsing: "Mains/Mains%2FPizza%20Margherita/#vegan", in: Self.catalog) }
        // A tag's screen may start the stack, as the plan's may.
        #expect(try DeepLink(parsing: "Mains/#vegetarian", in: Self.catalog).routes == [.tag("vegetarian")])
    }
}
