import RecipeModel
import RecipeNavigation

/// The top bar's breadcrumb laid out on its line: where each segment goes and where a click on it leads.
///
/// The top bar draws these segments and a click is matched against them, so what the user sees
/// is exactly what the click hits.
struct Breadcrumb {
    let navigation: NavigationModel
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

    /// The segment under column `x` of a bar `barWidth` wide, if any.
    func segment(atColumn x: Int, barWidth: Int) -> Segment? {
        segments(maxWidth: Self.breadcrumbWidth(forBarWidth: barWidth)).first { x >= $0.column && x < $0.column + $0.width }
    }

    /// Where a breadcrumb segment leads when clicked.
    enum Target: Equatable, Sendable {
        /// The category: the recipe list, with nothing pushed.
        case category
        /// The stack element at this index of the path.
        case route(Int)
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
        if let category = navigation.selectedCategory.flatMap({ catalog.category(id: $0) }) {
            items.append((category.name, .category))
        }
        for (index, route) in navigation.path.enumerated() {
            items.append((route.screen.breadcrumbTitle(in: catalog), .route(index)))
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
    }}
