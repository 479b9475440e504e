import RecipeModel
import RecipeSearch

/// What the update and the views read beside the state: the catalog, the kitchen's files, the keymap,
/// and memos of work derived from them.
///
/// `AppState` holds only what the user did, so two states compare equal exactly when they are the
/// same. Work that one key asks for several times (ranking a filter, laying out a detail, narrowing
/// a search as the query grows) is remembered here: a memo changes how fast an answer comes, never
/// what it is, and tests check that a fresh environment gives the same states and frames.
package struct AppEnvironment: Sendable {
    package let catalog: RecipeCatalog
    /// The plan, its ticks, the aisles, the pantry and the menus as the runtime last read them
    /// (`Action.kitchenLoaded`); unread until its first read comes back.
    package let kitchen: KitchenFiles
    package let keymap: Keymap
    /// The doctor's findings the Problems screen shows; nil until the doctor has examined the data.
    package let problems: DoctorFindings?
    let memos: DerivedMemos

    package init(catalog: RecipeCatalog, kitchen: KitchenFiles = .unread, keymap: Keymap = .standard, problems: DoctorFindings? = nil) {
        self.init(catalog: catalog, kitchen: kitchen, keymap: keymap, problems: problems, ingredientWords: IngredientWordText())
    }

    private init(catalog: RecipeCatalog, kitchen: KitchenFiles, keymap: Keymap, problems: DoctorFindings?, ingredientWords: IngredientWordText) {
        self.catalog = catalog
        self.kitchen = kitchen
        self.keymap = keymap
        self.problems = problems
        memos = DerivedMemos(ingredientWords: ingredientWords)
    }

    /// This environment with the doctor's new findings, and memos of its own (the Problems screen is
    /// laid out anew) but the ingredients' lines of stems, which depend on the catalog alone.
    package func replacing(problems: DoctorFindings?) -> AppEnvironment {
        AppEnvironment(catalog: catalog, kitchen: kitchen, keymap: keymap, problems: problems, ingredientWords: memos.ingredientWords)
    }

    /// This environment with the kitchen's files as read again, and memos of its own: what they
    /// remember (a screen laid out) may have been derived from the kitchen it replaces. The
    /// ingredients' lines of stems depend on the catalog alone, and are kept.
    package func replacingKitchen(_ kitchen: KitchenFiles) -> AppEnvironment {
        AppEnvironment(catalog: catalog, kitchen: kitchen, keymap: keymap, problems: problems, ingredientWords: memos.ingredientWords)
    }
}

/// The memos one environment keeps, each keyed by everything its answer depends on.
final class DerivedMemos: Sendable {
    /// The folded names of the list being filtered, and the rows of its last query.
    let filter = FilterCache()
    /// The detail laid out for the last recipe and width.
    let detail = DetailContentCache()
    /// The last global-search query and what it matched, so that typing on narrows.
    let searchNarrowing = SearchNarrowing()
    /// What the list filter's last query's conditions left, term by term, so that the next key applies only those that changed.
    let filterConditions = ConditionNarrowing()
    /// The ingredients' lines of stems that `i:` terms scan and what-can-I-make groups by, made on the
    /// first use, for the filter, the search and that screen alike.
    let ingredientWords: IngredientWordText
    /// The bottom bar's key hints, named from the keymap (which an environment never changes).
    let statusHints = StatusHintsMemo()

    init(ingredientWords: IngredientWordText) {
        self.ingredientWords = ingredientWords
    }
}
