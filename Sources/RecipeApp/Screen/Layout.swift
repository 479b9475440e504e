import RecipeModel
import RecipeNavigation

/// Where each part of the screen goes for a terminal size: the one place that decides geometry.
///
/// Rows: the top bar (where you are), the panes with a title row each, the bottom bar (keys and notices).
struct Layout: Equatable, Sendable {
    var size: Size
    var style: LayoutStyle
    var topBar: Rect
    var bottomBar: Rect
    /// The row of the timers, above the bottom bar, on every screen while a timer is set; nil otherwise.
    var timerStrip: Rect?
    /// Visible panes left to right with their rectangles; the first row of each is its title.
    var panes: [(pane: Pane, rect: Rect)]
    /// Columns that hold a separator line between two panes.
    var separators: [Int]

    static func == (lhs: Layout, rhs: Layout) -> Bool {
        lhs.size == rhs.size && lhs.style == rhs.style && lhs.topBar == rhs.topBar && lhs.bottomBar == rhs.bottomBar && lhs.timerStrip == rhs.timerStrip
            && lhs.separators == rhs.separators
            && lhs.panes.map(\.pane) == rhs.panes.map(\.pane) && lhs.panes.map(\.rect) == rhs.panes.map(\.rect)
    }

    /// Below this size nothing useful fits, and the app shows a short notice instead.
    static let minimumSize = Size(width: 20, height: 5)

    var isTooSmall: Bool { size.width < Self.minimumSize.width || size.height < Self.minimumSize.height }

    /// The rectangle of a pane, or nil when it is not on screen.
    func rect(of pane: Pane) -> Rect? {
        panes.first { $0.pane == pane }?.rect
    }

    /// The number of list rows a pane shows below its title (at least 1, so paging always moves).
    func contentHeight(of pane: Pane) -> Int {
        max(1, (rect(of: pane)?.height ?? size.height) - 1)
    }

    /// Lays the screen out for `size`, the layout mode and the columns the navigation state asks for;
    /// the bottom bar is taller than one row while a long notice wraps in it.
    /// The timers' strip takes a row above the bottom bar while `timerStrip` is set.
    init(size: Size, navigation: NavigationModel, mode: LayoutMode = .automatic, bottomBarHeight: Int = 1, timerStrip: Bool = false) {
        self.size = size
        style = mode.style(forWidth: size.width)
        let stripHeight = timerStrip && size.height >= 5 ? 1 : 0
        let barHeight = max(1, min(bottomBarHeight, size.height - 2 - stripHeight))
        topBar = Rect(x: 0, y: 0, width: size.width, height: 1)
        bottomBar = Rect(x: 0, y: max(0, size.height - barHeight), width: size.width, height: barHeight)
        if stripHeight > 0 { self.timerStrip = Rect(x: 0, y: bottomBar.y - 1, width: size.width, height: 1) }
        let body = Rect(x: 0, y: 1, width: size.width, height: max(0, size.height - 1 - barHeight - stripHeight))
        let visible = Self.visiblePanes(for: navigation, style: style)
        var panes: [(pane: Pane, rect: Rect)] = []
        var separators: [Int] = []
        let widths = Self.columnWidths(for: visible, totalWidth: body.width)
        var x = 0
        for (index, pane) in visible.enumerated() {
            if index > 0 {
                separators.append(x)
                x += 1
            }
            panes.append((pane, Rect(x: x, y: body.y, width: widths[index], height: body.height)))
            x += widths[index]
        }
        self.panes = panes
        self.separators = separators
    }

    /// The panes on screen, left to right: as many neighbours as fit, always including the focused one.
    ///
    /// With room for fewer than three, the window slides to keep the focus in view and otherwise
    /// leans right, towards the detail, as a collapsing split view does. The stack shows its top.
    /// A list focused while the columns are "detail only" shows beside the detail.
    static func visiblePanes(for navigation: NavigationModel, style: LayoutStyle) -> [Pane] {
        let all = Pane.allCases
        let anchor = style == .stack ? navigation.stackTop : navigation.focus
        var count = min(style.capacity, navigation.columnVisibility.capacity)
        // Detail only, with the focus taken back to a list: the list shows beside the detail, at a
        // list's width, as a split view's sidebar slides in over it, rather than stretched across the screen.
        if count == 1, style != .stack, anchor != .detail { count = 2 }
        let anchorIndex = all.firstIndex(of: anchor)!
        let start = min(anchorIndex, all.count - count)
        return Array(all[start..<(start + count)])
    }

    /// Splits the width among panes: lists get a readable share, the detail (or the last list) the rest.
    static func columnWidths(for panes: [Pane], totalWidth: Int) -> [Int] {
        let available = max(0, totalWidth - (panes.count - 1))
        guard panes.count > 1 else { return [available] }
        var widths = panes.map { pane -> Int in
            switch pane {
            // Beside the recipes alone, the categories get room for their names and counts.
            case .categories where panes.count == 2: min(26, available / 2)
            case .categories: min(26, max(14, available * 20 / 100))
            case .recipes: min(36, max(18, available * (panes.count == 3 ? 28 : 36) / 100))
            case .detail: 0
            }
        }
        let widest = panes.firstIndex(of: .detail) ?? panes.count - 1
        let others = widths.indices.filter { $0 != widest }
        widths[widest] = available - others.map { widths[$0] }.reduce(0, +)
        // On a narrow screen, shrink the others so the widest pane keeps at least a third.
        let minimum = available / 3
        if widths[widest] < minimum {
            let share = (available - minimum) / others.count
            for index in others { widths[index] = max(1, share) }
            widths[widest] = max(0, available - others.map { widths[$0] }.reduce(0, +))
        }
        return widths
    }
}
