import CooklangCatalog
import RecipeModel
import RecipeNavigation

/// Cook mode's screen: one step of a recipe, its section's card of ingredients where the section starts.
extension CookRoute: RouteScreen {
    /// The step with its quantities scaled to the route's servings and shown in the context's units,
    /// as the recipe's screen shows them: the same scaling step (`QuantityDisplay`) makes the steps' recipe.
    func detailContent(in context: ScreenContext) -> DetailContent? {
        let (catalog, width, units) = (context.catalog, context.width, context.units)
        guard let name = catalog.name(ofRecipe: id) else { return nil }
        let display = QuantityDisplay(ownServings: RecipeServings(of: id, in: catalog)?.servings, servings: servings, units: units)
        guard let steps = CookSteps(recipe: id, in: catalog, display: display) else { return DetailContent(loading: name, width: width) }
        // "Serves 6 (×1.5) · metric": said when the quantities are not as written, as the recipe's screen says it.
        let facts = [writtenServings(in: catalog).map(display.servingsFact(written:)), display.unitsFact].compactMap { $0 }
        let header = display.isAsWritten || facts.isEmpty ? nil : facts.joined(separator: " · ")
        return DetailContent(cook: steps, step: step, recipeName: name, servings: header, width: width)
    }

    /// The recipe's own servings as its source writes them (`"8"`, `"2 loaves"`), for "Serves 6 (×0.75)".
    private func writtenServings(in catalog: RecipeCatalog) -> String? {
        switch catalog.detailAtHand(id) {
        case .file(_, let read as CooklangFileDetail)? where read.parsed.metadata.servings != nil: read.parsed.metadata.servings
        default: catalog[id]?.servings.map(String.init)
        }
    }

    func breadcrumbTitle(in catalog: RecipeCatalog) -> String {
        "Cook · step \(step)"
    }

    func pickerLabel(in catalog: RecipeCatalog) -> String {
        "Cook: " + (catalog.name(ofRecipe: id) ?? id) + ", step \(step)"
    }

    /// The recipe being cooked.
    func recipeToEdit(underCursor: () -> Route?) -> String? {
        id
    }
}

extension CookSteps {
    /// The steps of recipe `id` as the catalog has its detail at hand, their quantities as `display`
    /// shows them; nil until it is loaded (or when it changed on disk). Timers are never scaled.
    init?(recipe id: String, in catalog: RecipeCatalog, display: QuantityDisplay = .asWritten) {
        switch catalog.detailAtHand(id) {
        case .recipe(let recipe)?:
            self.init(recipe: display.shown(recipe), durations: TimerSpec.durations(in:))
        case .file(_, let read as CooklangFileDetail)?:
            self.init(cooklang: display.shown(read.parsed))
        case .file(let recipe, _)?:
            self.init(recipe: display.shown(recipe), durations: TimerSpec.durations(in:))
        case .changedOnDisk?, nil:
            return nil
        }
    }
}
