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

    /// What the bar's right end shows: today's menu section (`Menu: week, Thursday [m]`, cut to
    /// half the bar) where the bar is 80 cells wide or more, else the app's name where it leaves
    /// the breadcrumb room.
    static func trailing(forBarWidth width: Int, todaysMenu: String? = nil) -> DisplayText? {
        if let todaysMenu, width >= 80 {
            // Up to half the bar; the key at its end (" [m]") stays whole, the menu's name is cut instead.
            let text = DisplayText(todaysMenu), room = width / 2
            guard text.width > room, let key = todaysMenu.ranges(of: " [").last else { return text.truncated(to: room) }
            let hint = DisplayText(String(todaysMenu[key.lowerBound...]))
            return DisplayText(String(todaysMenu[..<key.lowerBound])).truncated(to: max(1, room - hint.width)) + hint
        }
        return width >= 40 ? DisplayText(appName) : nil
    }

    /// The right end's text with a space on each side; 0 where it is not shown.
    static func nameWidth(forBarWidth width: Int, todaysMenu: String? = nil) -> Int {
        trailing(forBarWidth: width, todaysMenu: todaysMenu).map { $0.width + 2 } ?? 0
    }

    /// The cells the breadcrumb may take: the bar less its leading space and the right end's text.
    static func breadcrumbWidth(forBarWidth width: Int, todaysMenu: String? = nil) -> Int {
        width - 1 - nameWidth(forBarWidth: width, todaysMenu: todaysMenu)
    }

    /// The segment under column `x` of a bar `barWidth` wide, if any.
    func segment(atColumn x: Int, barWidth: Int, todaysMenu: String? = nil) -> Segment? {
        segments(maxWidth: Self.breadcrumbWidth(forBarWidth: barWidth, todaysMenu: todaysMenu)).first { x >= $0.column && x < $0.column + $0.width }
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
        } else if navigation.showsMenus {
            items.append((AppState.menusRowName, .category))
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
        func width(_ list: [(String, T?)]) -> Int { DisplayText(list.map(\.0).joinedByAppending(separator: separator)).width }
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
