import Cooklang
import CooklangCatalog
import Quantities
import RecipeModel
import RecipeNavigation

/// A recipe as the detail shows it, scaled and converted, as structured values: what `recipe-tui show` prints.
///
/// Made by the same scaling step as the detail (`QuantityDisplay`), so that what a script reads is
/// what the screen shows. Pure: the recipe's detail is read by the caller (`RecipeCatalog.loadDetail`).
package struct ShownRecipe: Equatable, Sendable {
    package var id: String
    package var name: String
    package var category: String
    /// The servings shown: the route's, else the recipe's own; nil when the recipe does not say.
    package var servings: Double?
    /// The servings shown over the recipe's own: 1 as written.
    package var factor: Double = 1
    /// The units quantities are shown in.
    package var units: DisplayUnits = .original
    package var ingredients: [Item]
    package var cookware: [Item]
    package var steps: [Step]
    package var timers: [Timer]
    package var metadata: [CooklangMetadataEntry]

    /// An ingredient or a piece of cookware, with its quantity as shown.
    package struct Item: Equatable, Sendable {
        package var name: String
        package var quantity: ShownQuantity?
        package var note: String?
        package var fixed: Bool
    }

    /// A quantity: its number where it is one (a range or words as text), its unit, and the whole as shown.
    package struct ShownQuantity: Equatable, Sendable {
        package enum Value: Equatable, Sendable {
            case number(Double)
            case text(String)
        }
        package var value: Value?
        package var unit: String?
        package var text: String
    }

    package struct Step: Equatable, Sendable {
        /// The section's heading; nil before the first, and for a JSON recipe.
        package var section: String?
        package var text: String
    }

    package struct Timer: Equatable, Sendable {
        package var name: String
        /// The timer's length in seconds; for a range ("20–25 minutes") its shorter end.
        package var seconds: Int
    }

    /// Recipe `id` as the detail shows it for `route`'s servings and `units`; nil when the catalog does not have it.
    ///
    /// The detail must have been read (`catalog.loadDetail(id)`): this never reads the disk.
    package init?(_ route: Route, units: DisplayUnits, in catalog: RecipeCatalog) {
        guard case .recipe(let id, let servings) = route.rules.fitted(in: catalog), let detail = catalog.detailAtHand(id) else { return nil }
        let own = RecipeServings(of: id, in: catalog)?.servings
        let display = QuantityDisplay(ownServings: own, servings: servings, units: units)
        switch detail {
        case .file(let recipe, let read as CooklangFileDetail):
            self.init(id: id, cooklang: display.shown(read.parsed), recipe: recipe, catalog: catalog, servings: servings ?? own)
        case .recipe(let recipe), .file(let recipe, _), .changedOnDisk(let recipe):
            self.init(id: id, json: display.shown(recipe), catalog: catalog, servings: servings ?? own)
        }
        factor = display.factor
        self.units = units
    }

    private init(id: String, cooklang parsed: CooklangRecipe, recipe: Recipe, catalog: RecipeCatalog, servings: Double?) {
        self.id = id
        name = parsed.metadata.title.flatMap { $0.isEmpty ? nil : $0 } ?? recipe.name
        category = catalog.category(id: recipe.categoryID)?.name ?? recipe.categoryID
        self.servings = servings
        ingredients = parsed.ingredients.map { Item(name: $0.name, quantity: $0.quantity.map(Self.shown), note: $0.note, fixed: $0.quantity?.isFixed ?? false) }
        cookware = parsed.cookware.map { Item(name: $0.name, quantity: $0.quantity.map(Self.shown), note: $0.note, fixed: false) }
        steps = parsed.sections.flatMap { section in
            section.content.compactMap { content -> Step? in
                guard case .step(let step) = content else { return nil }
                return Step(section: section.name, text: CooklangRecipeMapping.stepText(step, in: parsed))
            }
        }
        timers = parsed.timers.compactMap { timer in
            timer.quantity.flatMap(CookingTime.init(cooklang:)).map { Timer(name: timer.name, seconds: $0.shortest) }
        }
        metadata = parsed.metadata.entries
    }

    private init(id: String, json recipe: Recipe, catalog: RecipeCatalog, servings: Double?) {
        self.id = id
        name = recipe.name
        category = catalog.category(id: recipe.categoryID)?.name ?? recipe.categoryID
        self.servings = servings
        ingredients = recipe.ingredients.map { ingredient in
            Item(name: ingredient.name, quantity: Quantity(parsing: ingredient.amount).map(Self.shown), note: nil, fixed: false)
        }
        cookware = []
        steps = recipe.directions.map { Step(section: nil, text: $0) }
        // A JSON recipe's timers are the times its directions write ("bake for 25 to 30 minutes").
        timers = recipe.directions.flatMap { CookingTime.found(in: $0).map { Timer(name: "", seconds: $0.time.shortest) } }
        var metadata: [CooklangMetadataEntry] = []
        if !recipe.summary.isEmpty { metadata.append(CooklangMetadataEntry(key: "summary", value: .text(recipe.summary))) }
        if let minutes = recipe.minutes { metadata.append(CooklangMetadataEntry(key: "minutes", value: .text(String(minutes)))) }
        if !recipe.relatedIDs.isEmpty { metadata.append(CooklangMetadataEntry(key: "related", value: .list(recipe.relatedIDs.map { .text($0) }))) }
        self.metadata = metadata
    }

    /// A Cooklang quantity as shown: its number where it is one.
    static func shown(_ quantity: CooklangQuantity) -> ShownQuantity {
        let value: ShownQuantity.Value? = quantity.value.map { .number($0) } ?? (quantity.amount.isEmpty ? nil : .text(quantity.amount))
        return ShownQuantity(value: value, unit: quantity.unit.isEmpty ? nil : quantity.unit, text: quantity.description)
    }

    /// A quantity read from a JSON amount as shown: its number where it is one.
    static func shown(_ quantity: Quantity) -> ShownQuantity {
        let value: ShownQuantity.Value
        switch quantity.value {
        case .number(let number), .fraction(let number): value = .number(number)
        case .range, .text: value = .text(quantity.valueText)
        }
        let unit = quantity.unitText
        return ShownQuantity(value: value, unit: unit.isEmpty ? nil : unit, text: quantity.description)
    }
}
