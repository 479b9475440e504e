import Synchronization
import RecipeNavigation

/// Remembers the last laid-out detail, since one key press asks for it several times (update, scroll, render).
///
/// Keyed by the screen's route, the width, and whether its detail was loaded yet, which with the
/// environment's catalog decide the layout, so it can only make the answer faster.
///
/// Kept because measured (docs/PERFORMANCE.md, "The detail laid out once per screen"): over the
/// benchmark's 3,127 frames of mixed keys on the bundled data, the update, the frame and the save
/// check asked for the detail 9,995 times (3.2 a frame: the cursor's row, moving, keeping cursors in
/// view, drawing, the saved view), and it was laid out 786 times (0.25 a frame: only when the screen,
/// the width or its loading changed), at about 975,000 instructions a layout against about 13,000
/// for an answer from here. Deriving it once per frame instead would lay out a screen again on every
/// key that stays on it (j and k in the detail), four times as often as now.
final class DetailContentCache: Sendable {
    private struct Entry {
        var route: Route
        var width: Int
        var loaded: Bool
        var content: DetailContent?
    }

    private let last = Mutex<Entry?>(nil)

    init() {}

    /// Returns the cached layout of `route` at `width`, or makes it with `layOut` and keeps it.
    func content(for route: Route, width: Int, loaded: Bool, layOut: () -> DetailContent?) -> DetailContent? {
        if let entry = last.withLock({ $0 }), entry.width == width, entry.route == route, entry.loaded == loaded { return entry.content }
        let content = layOut()
        last.withLock { $0 = Entry(route: route, width: width, loaded: loaded, content: content) }
        return content
    }
}
