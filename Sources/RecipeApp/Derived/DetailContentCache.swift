import Synchronization
import RecipeNavigation

/// Remembers the last laid-out detail, since one key press asks for it several times (update, scroll, render).
///
/// Keyed by the screen's route and the width, which with the environment's catalog decide the
/// layout, so it can only make the answer faster.
final class DetailContentCache: Sendable {
    private struct Entry {
        var route: Route
        var width: Int
        var content: DetailContent?
    }

    private let last = Mutex<Entry?>(nil)

    init() {}

    /// Returns the cached layout of `route` at `width`, or makes it with `layOut` and keeps it.
    func content(for route: Route, width: Int, layOut: () -> DetailContent?) -> DetailContent? {
        if let entry = last.withLock({ $0 }), entry.width == width, entry.route == route { return entry.content }
        let content = layOut()
        last.withLock { $0 = Entry(route: route, width: width, content: content) }
        return content
    }
}
