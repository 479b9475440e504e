import RecipeModel
import RecipeNavigation

/// How the panes are arranged, like a split view that collapses on a narrow device.
package enum LayoutStyle: Equatable, Sendable {
    /// Categories | Recipes | Detail.
    case threeColumn
    /// Two neighbouring panes, Recipes | Detail unless the focus is on Categories.
    case twoColumn
    /// One screen at a time, full width: the collapsed navigation stack.
    case stack

    /// How many panes fit side by side.
    var capacity: Int {
        switch self {
        case .threeColumn: 3
        case .twoColumn: 2
        case .stack: 1
        }
    }
}

/// The layout the user asks for with `--layout`; `automatic` follows the terminal's width.
package enum LayoutMode: String, CaseIterable, Sendable {
    case automatic = "auto"
    case stack
    case twoColumn = "two-column"
    case threeColumn = "three-column"

    /// The widths at which the automatic layout changes; the README documents them.
    enum Breakpoint {
        /// From this many columns: three panes (18 for categories, 28 for recipes, 48 or more for the detail).
        static let threeColumns = 96
        /// From this many columns: two panes (24 for the list, 32 or more for the detail); below it, one stack.
        static let twoColumns = 56
    }

    /// The style for a terminal `width` columns wide.
    func style(forWidth width: Int) -> LayoutStyle {
        switch self {
        case .stack: .stack
        case .twoColumn: .twoColumn
        case .threeColumn: .threeColumn
        case .automatic:
            width >= Breakpoint.threeColumns ? .threeColumn : width >= Breakpoint.twoColumns ? .twoColumn : .stack
        }
    }
}
