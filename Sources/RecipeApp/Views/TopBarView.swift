import RecipeModel

/// The top line: where the user is, as a breadcrumb of category and detail stack.
struct TopBarView {
    let state: AppState
    let catalog: RecipeCatalog

    static let separator = " › "

    static let appName = "recipe-tui"

    /// The name with a space on each side, shown only where it leaves the breadcrumb room.
    static func nameWidth(forBarWidth width: Int) -> Int {
        width >= 40 ? appName.count + 2 : 0
    }

    /// The cells the breadcrumb may take: the bar less its leading space and the app's name.
    static func breadcrumbWidth(forBarWidth width: Int) -> Int {
        width - 1 - nameWidth(forBarWidth: width)
    }

    func draw(into buffer: inout ScreenBuffer, rect: Rect) {
        buffer.fill(rect, style: .bar)
        let nameWidth = Self.nameWidth(forBarWidth: rect.width)
        for segment in segments(maxWidth: Self.breadcrumbWidth(forBarWidth: rect.width)) {
            if segment.column > 1 {
                buffer.write(Self.separator, row: rect.y, column: segment.column - DisplayText(Self.separator).width, style: .bar)
            }
            buffer.write(segment.text, row: rect.y, column: segment.column, limit: segment.width, style: .bar)
        }
        if nameWidth > 0 {
            buffer.write(Self.appName, row: rect.y, column: rect.maxX - nameWidth + 1, style: .bar)
        }
    }

    /// Where a breadcrumb segment leads when clicked.
    enum Target: Equatable, Sendable {
        /// The category: the recipe list, with nothing pushed.
        case category
        /// The stack element at this index of the path.
        case recipe(Int)
    }

    /// A segment of the breadcrumb as laid out on the line: its first column, width and target.
    struct Segment: Equatable, Sendable {
        var text: String
        var column: Int
        var width: Int
        var target: Target?
    }

    /// The breadcrumb's segments for the top bar, laid out from `column`, with their clickable extents.
    func segments(startingAt column: Int = 1, maxWidth: Int) -> [Segment] {
        var items: [(String, Target?)] = []
        if let category = state.navigation.selectedCategory.flatMap({ catalog.category(id: $0) }) {
            items.append((category.name, .category))
        }
        for (index, id) in state.navigation.recipePath.enumerated() {
            items.append((catalog[id]?.name ?? id, .recipe(index)))
        }
        if items.isEmpty { items = [("All categories", nil)] }
        let shown = Self.elide(items, toFit: maxWidth)
        var laidOut: [Segment] = []
        var x = column
        let separatorWidth = DisplayText(Self.separator).width
        for (index, item) in shown.enumerated() {
            if index > 0 { x += separatorWidth }
            let remaining = column + maxWidth - x
            guard remaining > 0 else { break }
            let text = DisplayText(item.0).truncated(to: remaining)
            laidOut.append(Segment(text: text.string, column: x, width: text.width, target: item.1))
            x += text.width
        }
        return laidOut
    }

    /// The breadcrumb as text, elided in the middle to fit one line.
    func breadcrumb(maxWidth: Int) -> String {
        segments(startingAt: 0, maxWidth: maxWidth).map(\.text).joined(separator: Self.separator)
    }

    /// Keeps the first segment and as many of the last ones as fit, with "…" standing for the rest.
    static func elide<T>(_ items: [(String, T?)], toFit maxWidth: Int) -> [(String, T?)] {
        func width(_ list: [(String, T?)]) -> Int { DisplayText(list.map(\.0).joined(separator: separator)).width }
        if width(items) <= maxWidth || items.count <= 2 { return items }
        var tail = [items[items.count - 1]]
        var index = items.count - 2
        while index > 0 {
            if width([items[0], ("…", nil), items[index]] + tail) > maxWidth { break }
            tail.insert(items[index], at: 0)
            index -= 1
        }
        return [items[0], ("…", nil)] + tail
    }
}
