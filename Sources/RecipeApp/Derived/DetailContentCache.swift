import Synchronization
import RecipeModel

/// Remembers the last laid-out detail, since one key press asks for it several times (update, scroll, render).
///
/// Keyed by the recipe and the width, which decide the layout, so it can only make the answer faster.
final class DetailContentCache: Sendable {
    private struct Entry {
        var recipe: Recipe
        var width: Int
        var content: DetailContent
    }

    private let last = Mutex<Entry?>(nil)

    init() {}

    /// Returns the cached layout of `recipe` at `width`, or makes it with `layOut` and keeps it.
    func content(for recipe: Recipe, width: Int, layOut: () -> DetailContent) -> DetailContent {
        if let entry = last.withLock({ $0 }), entry.width == width, entry.recipe == recipe { return entry.content }
        let content = layOut()
        last.withLock { $0 = Entry(recipe: recipe, width: width, content: content) }
        return content
    }

}
