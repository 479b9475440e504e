import CooklangCatalog
import JSONLiteral
import RecipeModel
import RecipeNavigation
import RecipeTestSupport
import Testing

@testable import RecipeApp

/// What `recipe-tui show` prints: the recipe as the detail shows it, as JSON (members as issue 23 documents them), Markdown or text.
@Suite("recipe-tui show: the recipe as structured values")
struct ShownRecipeTests {
    static let collection: RecipeCatalog = {
        do { return try RecipeCatalog(cooklangFolder: TestCatalogs.cooklangPath) } catch { fatalError("\(error)") }
    }()

    func shown(_ route: Route, units: DisplayUnits = .original, in catalog: RecipeCatalog) -> ShownRecipe? {
        if let id = route.recipeID { _ = catalog.loadDetail(id) }
        return ShownRecipe(route, units: units, in: catalog)
    }

    @Test("A JSON recipe's JSON: the documented members in order, a number wherever the quantity is numeric, text quantities as strings")
    func jsonRecipe() throws {
        let json = try #require(shown(.recipe("apple-pie", servings: 6), in: bundledCatalog)?.json)
        #expect(json.hasPrefix(#"{"id":"apple-pie","name":"Apple Pie","category":"Desserts","servings":6,"ingredients":[{"name":"pie crust (two disks)","quantity":{"value":0.75,"unit":"recipe","text":"3/4 recipe"},"note":null,"fixed":false},{"name":"tart apples, peeled and sliced","quantity":{"value":0.9,"unit":"kg","text":"0.9 kg"},"note":null,"fixed":false},"#))
        #expect(json.contains(#""cookware":[],"steps":[{"section":null,"text":"Heat the oven to 200°C (400°F) and line a pie dish with one rolled-out disk of crust."}"#))
        #expect(json.contains(#""timers":[{"name":"","seconds":3300}]"#))
        #expect(json.hasSuffix("\"metadata\":{\"summary\":\"A classic double-crust pie packed with cinnamon-spiced apples.\",\"minutes\":\"150\",\"related\":[\"pie-crust\",\"fruit-pie-filling\",\"whipped-cream\",\"waldorf-salad\"]}}\n"))
    }

    @Test("A Cooklang recipe's JSON: notes, fixed, cookware, steps under their sections, timers in seconds, nested metadata")
    func cooklangRecipe() throws {
        let recipe = try #require(shown(.recipe("Mains/Pizza Margherita", servings: 9), in: Self.collection))
        #expect(recipe.servings == 9)
        #expect(recipe.ingredients.first { $0.name == "mozzarella" } == ShownRecipe.Item(
            name: "mozzarella", quantity: .init(value: .number(187.5), unit: "g", text: "188 g"), note: "torn", fixed: false))
        #expect(recipe.ingredients.first { $0.name == "basil leaves" }?.quantity == nil)
        #expect(recipe.cookware.map(\.name) == ["pizza stone"])
        #expect(recipe.steps.first == ShownRecipe.Step(section: "Prepare", text: "Make the Pizza Dough (9 balls) and the Tomato Sauce (3/4 batch)."))
        #expect(recipe.timers.map(\.seconds) == [2700, 480])
        let json = recipe.json
        #expect(json.contains(#""metadata":{"title":"Pizza Margherita","servings":"6","time":"2 hours","cuisine":"Italian","source":"https://example.org/margherita","tags":["pizza","vegetarian"]}"#))
    }

    @Test("JSON numbers are given to a thousandth: scaling's binary noise (0.1 × 6) never shows", arguments: [
        (0.1 * 6, "0.6"), (1.0 / 3, "0.333"), (187.5, "187.5"), (2.0, "2"), (0.0005, "0.001"), (-1.25, "-1.25"), (Double.infinity, "null"),
    ])
    func jsonNumbers(value: Double, text: String) {
        #expect(JSONLiteral.number(value) == text)
    }

    @Test("Markdown: a heading, the servings as the detail's header says them, the lists, steps numbered under their sections")
    func markdown() throws {
        let text = try #require(shown(.recipe("Mains/Pizza Margherita", servings: 9), in: Self.collection)?.markdown)
        #expect(text.hasPrefix("# Pizza Margherita\n\n*Serves 9 (×1.5) · Mains*\n"))
        #expect(text.contains("## Ingredients\n\n- 9 balls Pizza Dough\n"))
        #expect(text.contains("\n### Bake\n\n1. Stretch a ball thin"))
    }

    @Test("Text is the detail's own lines, in the chosen units")
    func text() throws {
        _ = bundledCatalog.loadDetail("apple-pie")
        let text = try #require(ShownDetailText.text(of: .recipe("apple-pie", servings: 6), units: .metric, in: bundledCatalog, width: 80))
        #expect(text.hasPrefix("Apple Pie\n"))
        #expect(text.contains("\nServes 6 (×0.75) · metric · Ready in 2 h 30 min · Desserts\n"))
        #expect(text.contains("\n  900 g       tart apples, peeled and sliced\n"))
    }

    @Test("Control characters from the data never reach the terminal raw: escaped in JSON")
    func escaping() {
        #expect(JSONLiteral.string("a\u{1B}[2J\"\\\n") == #""a\u001b[2J\"\\\n""#)
        #expect(JSONLiteral.number(6) == "6")
        #expect(JSONLiteral.number(0.75) == "0.75")
    }
}
