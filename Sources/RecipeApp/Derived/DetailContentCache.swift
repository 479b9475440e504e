import Synchronization
import RecipeNavigation

/// Remembers the last laid-out detail, since one key press asks for it several times (update, scroll, render).
///
/// Keyed by the screen's route (with its servings), the width, the units, and whether its detail was loaded yet, which with the
/// environment's catalog decide the layout, so it can only make the answer faster.
final class DetailContentCache: Sendable {
    private struct Entry {
        var route: Route
        var width: Int
        var units: DisplayUnits
        var loaded: Bool
        var content: DetailContent?
    }

    private let last = Mutex<Entry?>(nil)

    init() {}

    /// Returns the cached layout of `route` at `width`, or makes it with `layOut` and keeps it.
    func content(for route: Route, width: Int, units: DisplayUnits, loaded: Bool, layOut: () -> DetailContent?) -> DetailContent? {
        if let entry = last.withLock({ $0 }), entry.width == width, entry.route == route, entry.units == units, entry.loaded == loaded { return entry.content }
        let content = layOut()
        last.withLock { $0 = Entry(route: route, width: width, units: units, loaded: loaded, content: content) }
        return content
    }
}
