@testable import RecipeApp
import Cooklang
import RecipeModel
import RecipeTestSupport
import Testing

@Suite("Cook mode's steps: sections, notes beside their step, each step's ingredients and timers")
struct CookStepsTests {
    static let loaf = """
        = Levain

        Mix @starter{50%g} and @flour{50%g}; leave for ~{6%hours}.

        > Warm water speeds it up.

        = Bake

        Shape, then prove in a #banneton{} ~rise{1.5%hours}.

        Bake lid on ~{20%minutes}, lid off ~{25%min}.
        """

    func steps(_ text: String) -> CookSteps {
        CookSteps(cooklang: CooklangParser.parse(text).recipe)
    }

    @Test("Each step knows its section, its own ingredients and timers; a note goes with the step before it")
    func loafSteps() {
        let cook = steps(Self.loaf)
        #expect(cook.steps.count == 3)
        #expect(cook.sections.map(\.name) == ["Levain", "Bake"])
        #expect(cook.sections.map(\.firstStep) == [0, 1])
        #expect(cook.sections[0].ingredients == [CookSteps.Item(name: "starter", quantity: "50 g"), CookSteps.Item(name: "flour", quantity: "50 g")])
        #expect(cook.steps[0].notes == ["Warm water speeds it up."])
        #expect(cook.steps[0].timers == [TimerSpec(name: "", written: "6 hours", seconds: 6 * 3600)])
        #expect(cook.steps[1].timers == [TimerSpec(name: "rise", written: "1.5 hours", seconds: 5400)])
        #expect(cook.steps[2].timers.map(\.seconds) == [1200, 1500])
        #expect(cook.steps.map(\.section) == [0, 1, 1])
        #expect([0, 1, 2].map(cook.startsSection) == [true, true, false])
        #expect(DetailContent.cookText(cook.steps[1].runs) == "Shape, then prove in a #banneton ~1.5 hours.")
    }

    @Test(
        "A timer without a number, in an unknown unit, of zero, negative or absurd length is kept as written and never started",
        arguments: ["~{%minutes}", "~{few%minutes}", "~{5%fortnights}", "~{0%minutes}", "~{-5%minutes}", "~{1%year}", "~{400%days}", "~rest", "~{5}"])
    func badTimers(timer: String) throws {
        let cook = steps("Leave it \(timer).")
        let spec = try #require(cook.steps.first?.timers.first)
        #expect(spec.seconds == nil)
        #expect(DetailContent.timerLine(spec).contains("not started"))
    }

    @Test("A JSON recipe's directions are its steps; durations in their text are timers, a range counting to its lower bound")
    func jsonDirections() {
        let recipe = Recipe(
            id: "stew", name: "Stew", categoryID: "mains", summary: "", servings: 4, minutes: nil,
            ingredients: [Ingredient(amount: "1 kg", name: "beef")],
            directions: ["Brown the beef.", "Bake for 25 to 30 minutes, then simmer 1 hour.", "Rest for a year."], relatedIDs: [])
        let cook = CookSteps(recipe: recipe, durations: TimerSpec.durations(in:))
        #expect(cook.steps.count == 3)
        #expect(cook.sections == [CookSteps.Section(name: nil, ingredients: [CookSteps.Item(name: "beef", quantity: "1 kg")], firstStep: 0)])
        #expect(cook.steps[0].timers == [])
        #expect(cook.steps[1].timers == [
            TimerSpec(name: "", written: "25 to 30 minutes", seconds: 1500, upperSeconds: 1800),
            TimerSpec(name: "", written: "1 hour", seconds: 3600),
        ])
        #expect(DetailContent.timerLine(cook.steps[1].timers[0]) == "0:25:00 (up to 0:30:00) · 25 to 30 minutes")
        // A year is no timer: shown as written, never started.
        #expect(cook.steps[2].timers.allSatisfy { $0.seconds == nil })
    }

    @Test("The card lists an ingredient named twice in its section once, its quantities added as the recipe's own list adds them")
    func cardCombines() {
        let text = "Mix @flour{200%g} and @water{300%ml}.\n\nAdd @Flour{100%g}, @flour{1%cup} and @salt{}.\n\n= Serve\n\nServe with @salt{} and @water{1/2%cup}."
        let parsed = CooklangParser.parse(text).recipe
        let cook = CookSteps(cooklang: parsed)
        #expect(cook.sections[0].ingredients == [
            CookSteps.Item(name: "flour", quantity: "300 g, 1 cup"), CookSteps.Item(name: "water", quantity: "300 ml"), CookSteps.Item(name: "salt", quantity: ""),
        ])
        // Each section's card its own: salt and water again in the next.
        #expect(cook.sections[1].ingredients == [CookSteps.Item(name: "salt", quantity: ""), CookSteps.Item(name: "water", quantity: "1/2 cup")])
        // The one rule: the recipe's list, of the same ingredients, shows the same amounts.
        let rows = DetailContent.cooklangIngredientRows(parsed.ingredients.prefix(5), catalog: bundledCatalog)
        #expect(rows.map { $0.amount.replacing(DisplayText.noBreakSpace, with: " ") } == cook.sections[0].ingredients.map(\.quantity))
    }

    @Test("A JSON recipe's card lists an ingredient named twice once, as its list does")
    func jsonCardCombines() {
        let ingredients = [Ingredient(amount: "1 cup", name: "sugar"), Ingredient(amount: "2", name: "eggs"), Ingredient(amount: "1/2 cup", name: "Sugar")]
        let recipe = Recipe(
            id: "cake", name: "Cake", categoryID: "dessert", summary: "", servings: 8, minutes: nil, ingredients: ingredients, directions: ["Mix.", "Bake."], relatedIDs: [])
        let card = CookSteps(recipe: recipe).sections[0].ingredients
        #expect(card == [CookSteps.Item(name: "sugar", quantity: "1 1/2 cups"), CookSteps.Item(name: "eggs", quantity: "2")])
        #expect(DetailContent.ingredientRows(ingredients).map(\.amount) == card.map(\.quantity))
    }

    @Test("A kitchen clock always shows hours, so the strip does not jump as a timer crosses an hour")
    func clock() {
        #expect(CookTimer.clock(42 * 60 + 10 + 3600 * 0) == "0:42:10")
        #expect(CookTimer.clock(3600 + 5) == "1:00:05")
        #expect(CookTimer.clock(0) == "0:00:00")
    }
}
