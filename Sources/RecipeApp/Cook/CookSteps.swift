import Cooklang
import RecipeModel

/// A recipe as cook mode walks it: its cooking steps in order, each with its section, text, own
/// ingredients, timers and the notes that follow it; and each section's ingredients for its card.
///
/// Built from a Cooklang recipe (its sections, steps and `>` notes) or from a JSON recipe (its
/// directions are the steps, in one section). Pure: the screen and the update read the same value.
package struct CookSteps: Equatable, Sendable {
    /// One cooking step.
    package struct Step: Equatable, Sendable {
        /// The index of the step's section in `sections`.
        package var section: Int
        /// The step's text as runs, components marked.
        package var runs: [Run]
        /// The ingredients the step names, with their quantities as written.
        package var ingredients: [Item]
        /// The timers the step names or its text implies.
        package var timers: [TimerSpec]
        /// The `>` notes written after the step, before the next one.
        package var notes: [String]
    }

    /// A piece of a step's text: plain, or a component to mark.
    package enum Run: Equatable, Sendable {
        case text(String)
        case ingredient(String)
        case cookware(String)
        case timer(String)
    }

    /// An ingredient and its quantity as written ("" for none).
    package struct Item: Equatable, Sendable {
        package var name: String
        package var quantity: String
    }

    /// A section: its name (nil for the part before any heading) and its ingredients, each once, for the card.
    package struct Section: Equatable, Sendable {
        package var name: String?
        package var ingredients: [Item]
        /// The index in `steps` of the section's first step.
        package var firstStep: Int
    }

    package var steps: [Step] = []
    package var sections: [Section] = []
    /// Notes before the first step, shown with it.
    package var leadingNotes: [String] = []

    /// Whether step `index` (0-based) starts its section, where the mise-en-place card goes.
    package func startsSection(_ index: Int) -> Bool {
        steps.indices.contains(index) && sections[steps[index].section].firstStep == index
    }

    /// The index of the step's section, for a 1-based step clamped to the steps there are; nil without steps.
    package func section(ofStep step: Int) -> Int? {
        guard !steps.isEmpty else { return nil }
        return steps[min(max(step, 1), steps.count) - 1].section
    }

    /// Walks a Cooklang recipe's sections: each step's components resolved, each note attached to the step before it.
    package init(cooklang recipe: CooklangRecipe) {
        for section in recipe.sections {
            var occurrences: [CooklangIngredient] = []
            var firstStep: Int?
            for content in section.content {
                switch content {
                case .step(let step):
                    if firstStep == nil { firstStep = steps.count }
                    var cooked = Step(section: sections.count, runs: [], ingredients: [], timers: [], notes: [])
                    for item in step.items {
                        switch item {
                        case .text(let text):
                            cooked.runs.append(.text(text))
                        case .ingredient(let index):
                            let ingredient = recipe.ingredients[index]
                            let quantity = ingredient.quantity?.description ?? ""
                            cooked.runs.append(.ingredient(ingredient.name))
                            cooked.ingredients.append(Item(name: ingredient.name, quantity: quantity))
                            occurrences.append(ingredient)
                        case .cookware(let index):
                            cooked.runs.append(.cookware(recipe.cookware[index].name))
                        case .timer(let index):
                            let timer = recipe.timers[index]
                            let written = timer.quantity?.description ?? ""
                            cooked.runs.append(.timer(written.isEmpty ? timer.name : written))
                            cooked.timers.append(TimerSpec(cooklang: timer))
                        }
                    }
                    steps.append(cooked)
                case .note(let note):
                    if steps.isEmpty { leadingNotes.append(note) } else { steps[steps.count - 1].notes.append(note) }
                }
            }
            // A section of notes only has no steps to cook: its notes stay with the step before it.
            guard let firstStep else { continue }
            // The card lists each ingredient once, as the recipe's screen does (its quantities are shown already).
            let items = CombinedItem.cooklangIngredients(occurrences).map { item in
                Item(name: item.first.name, quantity: CombinedItem.amount(ofCooklang: item.quantities, display: .asWritten, space: " "))
            }
            sections.append(Section(name: section.name, ingredients: items, firstStep: firstStep))
        }
    }

    /// A JSON recipe's directions as its steps, in one section whose card is the whole ingredient list;
    /// durations written in a direction ("bake for 25 to 30 minutes") are its timers.
    package init(recipe: Recipe, durations: (String) -> [TimerSpec] = { _ in [] }) {
        // Each ingredient once, as the recipe's screen lists it.
        let items = CombinedItem.jsonIngredients(recipe.ingredients, space: " ").map { Item(name: $0.ingredient.name, quantity: $0.amount) }
        guard !recipe.directions.isEmpty else { return }
        sections = [Section(name: nil, ingredients: items, firstStep: 0)]
        steps = recipe.directions.map { Step(section: 0, runs: [.text($0)], ingredients: [], timers: durations($0), notes: []) }
    }
}
