@testable import RecipeApp
import CooklangCatalog
import RecipeModel
import RecipeNavigation
import RecipeTestSupport
import Testing

@Suite("The detail of a Cooklang recipe")
struct CooklangDetailTests {
    let catalog: RecipeCatalog

    init() throws {
        catalog = try RecipeCatalog(cooklangFolder: TestCatalogs.cooklangPath)
    }

    func content(_ id: String, width: Int = 70) throws -> DetailContent {
        try #require(loadedDetailContent(.recipe(id), catalog: catalog, width: width))
    }

    func text(_ content: DetailContent) -> [String] {
        (0..<content.lineCount).map { String(repeating: " ", count: content.line(at: $0).indent - 1) + content.line(at: $0).text.string }
    }

    @Test("Shows metadata, ingredients with references and their notes after the name, cookware, numbered steps under section headings apart from the step before, and notes")
    func pizza() throws {
        let detail = try content("Mains/Pizza Margherita")
        #expect(text(detail) == [
            "Pizza Margherita",
            "Serves 6 · Ready in 2 hours · Mains",
            "Source: https://example.org/margherita",
            "Tags: pizza, vegetarian",
            "Cuisine: Italian",
            "File: Mains/Pizza Margherita.cook",
            "",
            "Ingredients",
            "  6 balls    Pizza Dough → recipe",
            "  1/2 batch  Tomato Sauce → recipe",
            "  125 g      mozzarella, torn",
            "             basil leaves",
            "             olive oil",
            "",
            "Cookware",
            "  pizza stone",
            "",
            "Directions",
            " Prepare",
            " 1. Make the Pizza Dough (6 balls) and the Tomato Sauce (1/2 batch).",
            " 2. Heat the oven as hot as it goes with a pizza stone inside, for",
            "    45 minutes.",
            "",
            " Bake",
            " 1. Stretch a ball thin, spread with sauce, and scatter mozzarella",
            "    (125 g) over it.",
            " 2. Bake for 8 minutes, then finish with basil leaves and olive oil.",
            "  > Flour the peel well: a pizza that sticks never makes it onto the",
            "    stone.",
        ])
        #expect((0..<detail.selectableCount).map(detail.route(ofSelectable:)) == [
            .recipe("Shared/Doughs/Pizza Dough"), .recipe("Shared/Sauces/Tomato Sauce"),
            .ingredient("mozzarella"), .ingredient("basil leaves"), .ingredient("olive oil"),
        ])
    }

    @Test("A referenced recipe lists the recipes that use it, selectable after its ingredients")
    func usedIn() throws {
        let detail = try content("Shared/Doughs/Pizza Dough")
        let lines = text(detail)
        let usedIn = try #require(lines.firstIndex(of: "Used in"))
        #expect(Array(lines[(usedIn + 1)...]) == ["  Pizza Margherita", "  Rosemary Focaccia"])
        #expect(lines[1] == "A soft dough for six thin pizzas, or one tray of focaccia.")
        #expect(lines[2] == "Makes 6 balls · Ready in 1 hour 30 minutes · Shared › Doughs")
        let routes = (0..<detail.selectableCount).map(detail.route(ofSelectable:))
        #expect(routes.suffix(2) == [.recipe("Mains/Pizza Margherita"), .recipe("Baking/Focaccia")])
    }

    @Test("A reference to a missing file is plain text, and the file's problems are listed at the end")
    func missingReference() throws {
        let detail = try content("Weeknight Omelette", width: 100)
        let lines = text(detail)
        #expect(lines.contains("          Toast (recipe not found)"))
        let problems = try #require(lines.firstIndex(of: "Problems reading the file"))
        #expect(lines[(problems + 1)...].joined(separator: " ").contains("Weeknight Omelette.cook:11:79: the reference ./Breakfast/Toast"))
        let routes = (0..<detail.selectableCount).map(detail.route(ofSelectable:))
        #expect(!routes.contains(.ingredient("Toast")))
        #expect(routes.count == 5)
    }

    @Test("Nothing is cut: long amounts and names wrap at any width", arguments: [20, 34, 60])
    func nothingCut(width: Int) throws {
        for id in catalog.categories.flatMap({ catalog.recipeIDs(in: $0.id) }) {
            let detail = try content(id, width: width)
            for index in 0..<detail.lineCount {
                let line = detail.line(at: index)
                #expect(line.indent - 1 + line.text.width <= max(1, width - 2) + 1, "\(id) line \(index) at width \(width)")
            }
        }
    }

    @Test("Pressing → on a reference pushes the referenced recipe; → on a 'used in' row pushes that one")
    func pushReference() throws {
        var navigation = NavigationModel()
        navigation.apply(.openLink(try DeepLink(parsing: "recipes://Mains/Mains%2FPizza%20Margherita", in: catalog)), in: catalog)
        var state = appState(navigation)
        state.apply(.forward, in: catalog)
        #expect(state.navigation.path.last == .recipe("Shared/Doughs/Pizza Dough"))
    }
}
