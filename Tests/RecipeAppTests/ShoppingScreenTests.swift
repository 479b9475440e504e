import CooklangConventions
import Quantities
import RecipeModel
import RecipeNavigation
import RecipeTestSupport
import Testing
@testable import RecipeApp

/// The shopping list's screen: its lines from a built list and the kitchen's files, and its keys.
@Suite("shopping list: the screen")
struct ShoppingScreenTests {
    let catalog = TestCatalogs.small

    /// A list of two aisles and Other, the pantry having taken flour, salt ticked and a plan of two recipes.
    static let list: ShoppingList = {
        let aisles = AisleConfigReader.read("[produce]\ntomato|tomatoes\nonion\n\n[dairy]\nbutter\nmilk\n", file: "aisle.conf").config
        let pantry = PantryConfigReader.read("[pantry]\nflour = { quantity = \"300%g\", low = \"500%g\" }\n[fridge]\ncream = { expire = \"01.01.2020\" }\n", file: "pantry.conf").config
        let recipes: [String: ShoppingRecipe] = [
            "a": ShoppingRecipe(name: "A", servings: 2, ingredients: [
                .init(name: "tomatoes", quantity: Quantity(conventionText: "3")), .init(name: "butter", quantity: Quantity(conventionText: "50%g")),
                .init(name: "flour", quantity: Quantity(conventionText: "500%g")), .init(name: "saffron"),
            ]),
            "b": ShoppingRecipe(name: "B", ingredients: [.init(name: "onion", quantity: Quantity(conventionText: "2")), .init(name: "milk", quantity: Quantity(conventionText: "1%l"))]),
        ]
        return ShoppingListBuilder(aisles: aisles, pantry: pantry, recipe: { recipes[$0] }).build([
            .recipe(id: "a", factor: 1, children: []), .recipe(id: "b", factor: 1, children: []), .item(name: "Salt", quantity: nil),
        ])
    }()

    static func inputs(checked: String = "+ butter\n", pantry: String? = "pantry.conf") -> ShoppingInputs {
        var inputs = ShoppingInputs(files: PlanFiles(plan: "/plan/.shopping-list", checked: "/plan/.shopping-checked", pantry: pantry.map { "/plan/config/" + $0 }, collection: "/plan"))
        inputs.plan = ShoppingListReader.read("./a\n./b\nSalt\n", file: "p").document
        inputs.checked = CheckedLog.read(checked, file: "c").log
        inputs.pantry = PantryConfigReader.read("[pantry]\nflour = { quantity = \"300%g\", low = \"500%g\" }\n[fridge]\ncream = { expire = \"01.01.2020\" }\n", file: "pantry.conf").config
        return inputs
    }

    static func lines(_ content: DetailContent) -> [String] {
        (0..<content.lineCount).map { String(repeating: " ", count: content.line(at: $0).indent - 1) + content.line(at: $0).text.string }
    }

    @Test("the list by aisle in the aisle file's order, ticked items last in their aisle and dimmed, Other last")
    func listLines() {
        let content = DetailContent(shopping: Self.list, inputs: Self.inputs(), pantryView: false, today: CalendarDate(year: 2026, month: 11, day: 26), width: 80)
        #expect(Self.lines(content) == [
            "Shopping list",
            "6 to buy, 1 ticked, 1 from the pantry",
            "Space ticks · P the pantry · y copies as Markdown",
            "",
            "produce",
            "  [ ] tomato 3",
            "  [ ] onion 2",
            "",
            "dairy",
            "  [ ] milk 1 l",
            "  [x] butter 50 g",
            "",
            "Other",
            "  [ ] flour 200 g",
            "  [ ] saffron",
            "  [ ] Salt",
        ])
        #expect(content.selectables.map(\.route) == ["tomato", "onion", "milk", "butter", "flour", "saffron", "Salt"].map { Route.ingredient($0) })
        #expect(content.lines[10].style == .dim)
        #expect(content.lines[9].style == .normal)
    }

    @Test("P's view: what the pantry took, then what in it is low or past its date")
    func pantryLines() {
        let content = DetailContent(shopping: Self.list, inputs: Self.inputs(), pantryView: true, today: CalendarDate(year: 2026, month: 11, day: 26), width: 80)
        #expect(Self.lines(content) == [
            "Shopping list · the pantry",
            "From config/pantry.conf · P goes back to the list",
            "",
            "Taken off the list",
            "  flour: had 300 g, 200 g still to buy (low)",
            "",
            "Low or expired",
            "  flour (pantry): 300 g, low (at 500 g)",
            "  cream (fridge): expired 01.01.2020",
        ])
        #expect(content.selectableCount == 0)
    }

    @Test("before the files are read, before the list is built, with nothing planned, without a pantry file")
    func emptyStates() {
        #expect(Self.lines(DetailContent(shopping: nil, inputs: nil, pantryView: false, today: nil, width: 60)) == ["Shopping list", "Reading the plan…"])
        #expect(Self.lines(DetailContent(shopping: nil, inputs: Self.inputs(), pantryView: false, today: nil, width: 60)) == ["Shopping list", "Building the list…"])
        var empty = Self.inputs(checked: "")
        empty.plan = ShoppingListDocument()
        #expect(Self.lines(DetailContent(shopping: ShoppingList(), inputs: empty, pantryView: false, today: nil, width: 80))
            == ["Shopping list", "Nothing is planned: a adds the recipe on screen to the plan."])
        #expect(Self.lines(DetailContent(shopping: Self.list, inputs: Self.inputs(pantry: nil), pantryView: true, today: nil, width: 200)) == [
            "Shopping list · the pantry",
            "No pantry file: config/pantry.conf in the collection, else ~/.config/cook/pantry.conf. P goes back",
            "to the list.",
        ])
    }

    @Test("the list's warnings and the files' problems end the screen; a long item wraps under its text")
    func warningsAndWrapping() throws {
        var list = Self.list
        list.warnings = ["no recipe \"c\""]
        list.groups[0].items[0].name = "tomatoes of a very particular heirloom kind"
        var inputs = Self.inputs()
        inputs.problems = [ConventionProblem(file: "aisle.conf", line: 3, column: 1, message: "bad line")]
        let lines = Self.lines(DetailContent(shopping: list, inputs: inputs, pantryView: false, today: nil, width: 30))
        let first = try #require(lines.firstIndex { $0.contains("tomatoes") })
        #expect(lines[first...(first + 2)] == ["  [ ] tomatoes of a very", "      particular heirloom", "      kind 3"])
        #expect(lines.suffix(4) == ["", "Warnings", "  no recipe \"c\"", "  aisle.conf:3:1: bad line"])
    }
}
