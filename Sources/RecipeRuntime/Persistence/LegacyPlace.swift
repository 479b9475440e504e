import RecipeApp
import FoundationEssentials
// The moves of a file (lstat, link, rename) that no other module offers.
import Glibc  // link and unlink, the move of the old state file that never replaces a place
import RecipeModel
import RecipeNavigation
import SystemFiles

/// The single `state.json` of versions before places, and how it becomes the place of the data source it was saved for.
///
/// That file held the place of whatever data the app was last given, with nothing to say which.
/// So each source judges it: the first source without a place of its own that resolves everything
/// in it takes it (the file is moved to that source's place), and every other source leaves it
/// where it is. It is never deleted, never read as another source's place, and never written to.
package enum LegacyPlace {
    /// What became of the legacy file at a launch.
    package enum Outcome: Equatable {
        /// No legacy file; or the source has a place already; or it is another source's place, left where it is.
        case untouched
        /// It became this source's place.
        case moved
        /// It could not be read as a place at all, so it was set aside as a corrupt state file is.
        case setAside(reason: String, movedTo: String)
    }

    /// Whether a place restored from the legacy file was saved with `catalog`: its category, every
    /// screen of its stack, and the rows its view names all exist there, and nothing had to move.
    ///
    /// A source in which any of it is missing is not the one it was saved with: a collection whose
    /// folder is named like a bundled category still lacks the bundled recipes on that category's rows.
    package static func belongs(_ restored: RestoredNavigation, view: SavedView?, to catalog: RecipeCatalog) -> Bool {
        guard restored.report.isEmpty else { return false }
        guard let view else { return true }
        let categories = [view.categoriesTop, view.categoriesCursor].compactMap { $0 }
        let recipes = [view.recipesTop, view.recipesCursor].compactMap { $0 }
        let routes = [view.detail?.screen.route, view.detail?.cursor?.route].compactMap { $0 }
        return categories.allSatisfy { catalog.category(id: $0) != nil } && recipes.allSatisfy { catalog[$0] != nil }
            && routes.allSatisfy { $0.resolves(in: catalog) }
    }

    /// Moves the legacy file at `legacy` to `place` when `place` does not exist yet and the file belongs to `catalog`.
    ///
    /// A file that is no state at all is set aside as `StateStore` sets aside any corrupt state
    /// (`state.json.corrupt-…`, beside it). One that cannot be read is left alone, as is one of
    /// another source. The move is a hard link then an unlink, which never replaces a place that
    /// another instance made meanwhile; a link kept in a dotfiles repository is moved as the link.
    package static func migrate(from legacy: String, to place: String, in catalog: RecipeCatalog, now: Date = Date()) -> Outcome {
        var status = stat()
        // A place of its own (even a broken link) wins: the legacy file may still be another source's.
        guard lstat(place, &status) != 0, errno == ENOENT else { return .untouched }
        let loaded = StateStore(path: legacy).loadPlace(in: catalog, now: now)
        switch loaded.result {
        case .missing, .unreadable:
            return .untouched
        case .setAside(let reason, let movedTo):
            return .setAside(reason: reason, movedTo: movedTo)
        case .restored(let restored):
            guard belongs(restored, view: loaded.view, to: catalog) else { return .untouched }
        }
        let folder = place.deletingLastPathComponent
        guard (try? makeDirectory(folder.isEmpty ? "." : folder)) != nil else { return .untouched }
        if link(legacy, place) == 0 {
            unlink(legacy)
            return .moved
        }
        // A file system without hard links: a rename, once more only where no place is.
        guard errno != EEXIST, lstat(place, &status) != 0, errno == ENOENT, rename(legacy, place) == 0 else { return .untouched }
        return .moved
    }
}
