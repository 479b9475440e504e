import CooklangConventions
import Quantities
import RecipeModel
import RecipeNavigation
import RecipeTestSupport
import Testing

@testable import RecipeApp

/// `u` on the shopping list and the Plan screen: their quantities as written, metric or US customary,
/// converted by Quantities as the detail converts a recipe's.
@Suite("shopping list: units")
struct ShoppingUnitsTests {
    /// Butter in two units of one dimension, milk in litres, eggs without a unit.
    static let list: ShoppingList = {
        let recipes: [String: ShoppingRecipe] = [
            "a": ShoppingRecipe(name: "A", ingredients: [
                .init(name: "butter", quantity: Quantity(conventionText: "1%lb")), .init(name: "milk", quantity: Quantity(conventionText: "1%l")),
                .init(name: "eggs", quantity: Quantity(conventionText: "2")),
            ]),
            "b": ShoppingRecipe(name: "B", ingredients: [.init(name: "butter", quantity: Quantity(conventionText: "200%g"))]),
        ]
        return ShoppingListBuilder(aisles: AisleConfig(), pantry: PantryConfig(), recipe: { recipes[$0] }).build([
            .recipe(id: "a", factor: 1, children: []), .recipe(id: "b", factor: 1, children: []),
        ])
    }()

    static func items(_ units: DisplayUnits) -> [String] {
        let content = DetailContent(shopping: list, inputs: ShoppingScreenTests.inputs(checked: ""), pantryView: false, today: nil, width: 80, units: units)
        return ShoppingScreenTests.lines(content).filter { $0.hasPrefix("  [") }
    }

    @Test("As written the units stay side by side; metric and US customary add up one dimension, then convert the sum")
    func listFollowsUnits() {
        #expect(Self.items(.original) == ["  [ ] butter 1 lb, 200 g", "  [ ] eggs 2", "  [ ] milk 1 l"])
        #expect(Self.items(.metric) == ["  [ ] butter 650 g", "  [ ] eggs 2", "  [ ] milk 1 l"])
        #expect(Self.items(.us) == ["  [ ] butter 23 oz", "  [ ] eggs 2", "  [ ] milk 4 1/4 cups"])
    }

    @Test("The header says the units when they are not as written, as the recipe's header does; the pantry view says none")
    func headerSaysUnits() {
        func heading(_ units: DisplayUnits, pantryView: Bool = false) -> String? {
            let content = DetailContent(shopping: Self.list, inputs: ShoppingScreenTests.inputs(checked: ""), pantryView: pantryView, today: nil, width: 80, units: units)
            return ShoppingScreenTests.lines(content).first
        }
        #expect(heading(.original) == "Shopping list")
        #expect(heading(.metric) == "Shopping list · metric")
        #expect(heading(.us) == "Shopping list · US customary")
        #expect(heading(.us, pantryView: true) == "Shopping list · the pantry")
    }

    @Test("u on the open shopping list shows it in the next units, and y copies it so")
    func key() {
        var state = AppState(navigation: NavigationModel(selectedCategory: "dessert", path: [.recipe("apple-pie"), .shoppingList(pantry: false)], focus: .detail), size: .wide, today: testDay)
        var kitchen = PlanScreenTests.kitchen()
        kitchen.shoppingList = Self.list
        let environment = AppEnvironment(catalog: TestCatalogs.small, kitchen: kitchen)
        _ = state.apply(.cycleUnits, in: environment)
        #expect(state.units == .metric)
        let lines = ShoppingScreenTests.lines(state.detailContent(in: environment)!)
        #expect(lines.contains("  [ ] butter 650 g"))
        let effects = state.apply(.shopping(.copyMarkdown), in: environment)
        #expect(effects.contains { if case .copyToClipboard(let text) = $0 { text.contains("butter 650 g") } else { false } })
    }

    @Test("The Plan screen's things to buy follow u; recipes' lines are unchanged")
    func plan() {
        let kitchen = PlanScreenTests.kitchen("olive oil{1%l}\nsalt\n")
        let written = DetailContent(plan: kitchen, catalog: TestCatalogs.small, width: 80)
        let us = DetailContent(plan: kitchen, catalog: TestCatalogs.small, width: 80, units: .us)
        let rows = { (content: DetailContent) in PlanScreenTests.lines(content).filter { $0.contains("olive oil") || $0.contains("salt") } }
        #expect(rows(written) == ["   olive oil 1 l", "   salt"])
        #expect(rows(us) == ["   olive oil 4 1/4 cups", "   salt"])
    }
}
