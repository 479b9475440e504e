import CooklangCatalog
import RecipeModel
import RecipeNavigation

/// Cook mode's screen: one step of a recipe, its section's card of ingredients where the section starts.
extension CookRoute: RouteScreen {
    func detailContent(in context: ScreenContext) -> DetailContent? {
        let (catalog, width) = (context.catalog, context.width)
        guard let name = catalog.name(ofRecipe: id) else { return nil }
        guard let steps = CookSteps(recipe: id, in: catalog) else { return DetailContent(loading: name, width: width) }
        return DetailContent(cook: steps, step: step, recipeName: name, width: width)
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
    /// The steps of recipe `id` as the catalog has its detail at hand; nil until it is loaded (or when it changed on disk).
    init?(recipe id: String, in catalog: RecipeCatalog) {
        switch catalog.detailAtHand(id) {
        case .recipe(let recipe)?:
            self.init(recipe: recipe, durations: TimerSpec.durations(in:))
        case .file(_, let read as CooklangFileDetail)?:
            self.init(cooklang: read.parsed)
        case .file(let recipe, _)?:
            self.init(recipe: recipe, durations: TimerSpec.durations(in:))
        case .changedOnDisk?, nil:
            return nil
        }
    }
}
