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
    let memos = DerivedMemos()

    package init(catalog: RecipeCatalog, kitchen: KitchenFiles = .unread, keymap: Keymap = .standard, problems: DoctorFindings? = nil) {
        self.catalog = catalog
        self.kitchen = kitchen
        self.keymap = keymap
        self.problems = problems
    }

    /// This environment with the doctor's new findings, and memos of its own (the Problems screen is laid out anew).
    package func replacing(problems: DoctorFindings?) -> AppEnvironment {
        AppEnvironment(catalog: catalog, kitchen: kitchen, keymap: keymap, problems: problems)
    }

    /// This environment with the kitchen's files as read again, and memos of its own: what they
    /// remember (a screen laid out) may have been derived from the kitchen it replaces.
    package func replacingKitchen(_ kitchen: KitchenFiles) -> AppEnvironment {
        AppEnvironment(catalog: catalog, kitchen: kitchen, keymap: keymap, problems: problems)
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
    /// The bottom bar's key hints, named from the keymap (which an environment never changes).
    let statusHints = StatusHintsMemo()
}
