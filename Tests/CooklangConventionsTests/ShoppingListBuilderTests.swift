import CalendarDates
import Quantities
import Testing
@testable import CooklangConventions

@Suite("shopping list builder")
struct ShoppingListBuilderTests {
    static func amount(_ text: String) -> Quantity { Quantity(conventionText: text)! }

    static let recipes: [String: ShoppingRecipe] = [
        "mains/pizza": ShoppingRecipe(name: "Pizza", servings: 2, ingredients: [
            .init(name: "Tomatoes", quantity: amount("2")),
            .init(name: "mozzarella", quantity: amount("125%g")),
            .init(name: "Pizza Dough", quantity: amount("1"), reference: .init(recipeID: "shared/pizza dough", scaling: .factor(1))),
            .init(name: "salt"),
        ]),
        "shared/pizza dough": ShoppingRecipe(name: "Pizza Dough", ingredients: [
            .init(name: "flour", quantity: amount("500%g")),
            .init(name: "olive oil", quantity: amount("2%tbsp")),
            .init(name: "salt", quantity: amount("1%tsp")),
        ]),
        "sides/salad": ShoppingRecipe(name: "Salad", servings: 4, ingredients: [
            .init(name: "tomato", quantity: amount("3")),
            .init(name: "Olive oil", quantity: amount("1%tbsp")),
            .init(name: "lettuce", quantity: amount("1%head")),
        ]),
        "loop/a": ShoppingRecipe(name: "A", ingredients: [
            .init(name: "egg", quantity: amount("1")),
            .init(name: "B", reference: .init(recipeID: "loop/b", scaling: .asWritten)),
        ]),
        "loop/b": ShoppingRecipe(name: "B", ingredients: [
            .init(name: "milk", quantity: amount("100%ml")),
            .init(name: "A", reference: .init(recipeID: "loop/a", scaling: .asWritten)),
        ]),
    ]

    static let aisles = AisleConfigReader.read("""
    [produce]
    lettuce
    tomato|tomatoes

    [dairy]
    mozzarella
    milk
    """, file: "aisle.conf").config

    func builder(pantry: String = "") -> ShoppingListBuilder {
        ShoppingListBuilder(aisles: Self.aisles, pantry: PantryConfigReader.read(pantry, file: "pantry.conf").config) { Self.recipes[$0] }
    }

    func summary(_ list: ShoppingList) -> [String] {
        list.groups.map { group in
            (group.aisle ?? "Other") + ": " + group.items.map { $0.name + ($0.quantities.isEmpty ? "" : " " + Quantity.formatted($0.quantities)) }.joined(separator: "; ")
        }
    }

    @Test("recipes scaled, references followed, the same ingredient combined without case and through synonyms, grouped by aisle, Other last")
    func combinedAndGrouped() {
        let list = builder().build([
            .recipe(id: "mains/pizza", factor: 2, children: []),
            .recipe(id: "sides/salad", factor: 1, children: []),
            .item(name: "bread", quantity: nil),
        ])
        #expect(summary(list) == [
            "produce: lettuce 1 head; tomato 7",
            "dairy: mozzarella 250 g",
            "Other: bread; flour 1000 g; olive oil 5 tbsp; salt 2 tsp",
        ])
        #expect(list.warnings.isEmpty)
    }

    @Test("a cycle of references is skipped once with a warning naming it; a missing recipe is a warning")
    func cycles() {
        let list = builder().build([.recipe(id: "loop/a", factor: 1, children: []), .recipe(id: "gone", factor: 1, children: [])])
        #expect(summary(list) == ["dairy: milk 100 ml", "Other: egg 1"])
        #expect(list.warnings == ["a cycle was skipped: loop/a → loop/b → loop/a", "no recipe \"gone\""])
    }

    @Test("a plan line's nested lines stand for its references")
    func nestedLines() {
        let list = builder().build([.recipe(id: "mains/pizza", factor: 1, children: [.recipe(id: "shared/pizza dough", factor: 2, children: [])])])
        #expect(summary(list).last == "Other: flour 1000 g; olive oil 4 tbsp; salt 2 tsp")
    }

    @Test("menus: a section's recipes scaled as the menu says, servings by the recipe's servings")
    func menus() {
        let menu = MenuReader.read("= Mon\n@./sides/salad{8%servings}\n= Tue\n@./mains/pizza{}\n", file: "w.menu").menu
        var builder = builder()
        builder.menu = { $0 == "week" ? menu : nil }
        let monday = builder.build([.menu(id: "week", section: 0, factor: 1)])
        #expect(summary(monday) == ["produce: lettuce 2 heads; tomato 6", "Other: Olive oil 2 tbsp"])
        let whole = builder.build([.recipe(id: "week", factor: 1, children: [])])
        #expect(summary(whole).first == "produce: lettuce 2 heads; tomato 8")
    }

    @Test("a reference's own quantity: a factor, servings, its yield's unit, a batch; another unit read in the servings")
    func referenceQuantities() {
        let sauce = ShoppingRecipe(name: "Sauce", servings: 4, ingredients: [.init(name: "tins", quantity: Self.amount("2"))])
        let dough = ShoppingRecipe(name: "Dough", servings: 6, yield: (6, "balls"), ingredients: [.init(name: "flour", quantity: Self.amount("500%g"))])
        func flour(_ scaling: MenuScaling, of target: ShoppingRecipe = dough) -> String {
            let user = ShoppingRecipe(name: "User", ingredients: [.init(name: "ref", reference: .init(recipeID: "target", scaling: scaling))])
            let builder = ShoppingListBuilder(recipe: { ["user": user, "target": target][$0] })
            return summary(builder.build([.recipe(id: "user", factor: 1, children: [])])).joined()
        }
        #expect(flour(.yield(12, unit: "balls")) == "Other: flour 1000 g")
        #expect(flour(.yield(3, unit: "Balls")) == "Other: flour 250 g")
        #expect(flour(.yield(0.5, unit: "batch"), of: sauce) == "Other: tins 1")
        #expect(flour(.yield(2, unit: "batches")) == "Other: flour 1000 g")
        #expect(flour(.servings(2), of: sauce) == "Other: tins 1")
        #expect(flour(.factor(3), of: sauce) == "Other: tins 6")
        // Another unit is read in the servings' unit, as the recipe screen opens it.
        #expect(flour(.yield(8, unit: "people"), of: sauce) == "Other: tins 4")
        #expect(MenuScaling.yield(8, unit: "people").asked(servings: 4, yield: nil) == .servings(8))
        #expect(MenuScaling.yield(0.5, unit: "batch").asked(servings: 4, yield: nil) == .factor(0.5))
    }

    @Test("a menu line's nested lines stand for its recipes, as a recipe line's stand for its references")
    func menuNestedLines() {
        let menu = MenuReader.read("= Mon\n@./sides/salad{8%servings}\n", file: "w.menu").menu
        var builder = builder()
        builder.menu = { $0 == "plans/today" ? menu : nil }
        let list = builder.build([.recipe(id: "plans/today", factor: 1, children: [.recipe(id: "shared/pizza dough", factor: 2, children: [])])])
        #expect(summary(list) == ["Other: flour 1000 g; olive oil 4 tbsp; salt 2 tsp"])
        #expect(list.warnings.isEmpty)
        // Without nested lines the menu's own days are used.
        #expect(summary(builder.build([.recipe(id: "plans/today", factor: 1, children: [])])).first == "produce: lettuce 2 heads; tomato 6")
    }

    @Test("a menu line's multiplier scales its nested recipes: ./plans/today{2} doubles them, as it doubles the menu's own days")
    func menuMultiplierScalesNestedLines() {
        let menu = MenuReader.read("= Mon\n@./sides/salad{8%servings}\n", file: "w.menu").menu
        var builder = builder()
        builder.menu = { $0 == "plans/today" ? menu : nil }
        let nested = builder.build([.recipe(id: "plans/today", factor: 2, children: [.recipe(id: "shared/pizza dough", factor: 2, children: [])])])
        #expect(summary(nested) == ["Other: flour 2000 g; olive oil 8 tbsp; salt 4 tsp"])
        #expect(summary(builder.build([.recipe(id: "plans/today", factor: 2, children: [])])).first == "produce: lettuce 4 heads; tomato 12")
    }

    @Test("the pantry: staples and quantities in a unit of the same dimension taken off (1 l covers 2 tbsp), what was taken kept for display")
    func pantry() {
        let pantry = """
        staples = ["salt"]
        [pantry]
        flour = "300%g"
        "olive oil" = "1%l"
        [fridge]
        mozzarella = { quantity = "500%g", expire = "01.01.2020" }
        """
        let list = builder(pantry: pantry).build([.recipe(id: "mains/pizza", factor: 1, children: [])])
        #expect(summary(list) == ["produce: tomato 2", "Other: flour 200 g"])
        #expect(list.pantry.map(\.name) == ["mozzarella", "flour", "olive oil", "salt"])
        #expect(list.pantry.map(\.isCovered) == [true, false, true, true])
        #expect(Quantity.formatted(list.pantry[1].remaining) == "200 g")
        #expect(list.pantry[0].pantryItem.isExpired(on: CalendarDate(year: 2026, month: 1, day: 1)!))
    }

    @Test("the pantry: an amount in a unit of another dimension (a mass against a volume) is not taken off; a smaller one in another unit is")
    func pantryAcrossUnits() {
        let pantry = """
        [pantry]
        flour = "0.1%kg"
        "olive oil" = "500%g"
        """
        let list = builder(pantry: pantry).build([.recipe(id: "mains/pizza", factor: 1, children: [])])
        #expect(summary(list) == ["produce: tomato 2", "dairy: mozzarella 125 g", "Other: flour 400 g; olive oil 2 tbsp; salt 1 tsp"])
        #expect(list.pantry.map(\.name) == ["flour", "olive oil"])
        #expect(list.pantry.map(\.isCovered) == [false, false])
        #expect(list.pantry.map(\.tookSome) == [true, false])
        #expect(ShoppingList.pantryLine(list.pantry[1]) == "olive oil: had 500 g, which cannot count against 2 tbsp: all of it to buy")
    }

    @Test("the plan file's entries, nested as it nests them, free-hand amounts read")
    func planEntries() {
        let document = ShoppingListReader.read("./a{2}\n  ./b\n-- note\nolive oil{4%l}\nsalt\n", file: "p").document
        #expect(document.planEntries == [
            .recipe(id: "a", factor: 2, children: [.recipe(id: "b", factor: 1, children: [])]),
            .item(name: "olive oil", quantity: Quantity(conventionText: "4%l")),
            .item(name: "salt", quantity: nil),
        ])
    }
}
