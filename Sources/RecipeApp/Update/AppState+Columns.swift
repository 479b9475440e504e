import RecipeModel
import RecipeNavigation

/// The columns the split view shows, the panes Tab reaches among them, and the focus across a resize.
extension AppState {
    /// The panes Tab and Shift-Tab cycle through: every pane the columns allow, the split view
    /// sliding to show the focused one; in the collapsed stack, only the screen on top.
    var tabOrder: [Pane] {
        guard layout.style != .stack else { return layout.panes.map(\.pane) }
        switch navigation.columnVisibility {
        case .all: return Pane.allCases
        case .doubleColumn, .detailOnly: return [.recipes, .detail]
        }
    }

    /// Cycles the column visibility to the next setting that changes the screen; says so when none would.
    mutating func cycleColumns(in environment: AppEnvironment) {
        var candidate = navigation.columnVisibility
        for _ in 1..<ColumnVisibility.allCases.count {
            candidate = candidate.next
            var probe = self
            probe.setColumnVisibility(candidate, in: environment)
            if probe.layout != layout {
                self = probe
                notice = "Columns: " + candidate.label
                return
            }
        }
        notice = "Only one column fits at this width: \(environment.keymap.label(for: .cycleColumns)) changes nothing here."
    }

    /// Sets the column visibility, taking the focus along to a column still shown.
    private mutating func setColumnVisibility(_ visibility: ColumnVisibility, in environment: AppEnvironment) {
        navigation.apply(.setColumnVisibility(visibility), in: environment.catalog)
        // Hiding columns takes the focus along to the first column still shown, as the split view would.
        switch visibility {
        case .doubleColumn where navigation.focus == .categories: focus(.recipes, in: environment)
        case .detailOnly: focus(.detail, in: environment)
        default: break
        }
        if layout.style == .stack { navigation.focus = navigation.stackTop }
    }

    /// Remembers the split view's focus when a resize collapses the layout into the stack, and gives it
    /// back when a resize widens it again: resizing alone never moves the focus for good.
    mutating func keepFocusAcrossResize(_ action: Action, from before: NavigationModel, styleBefore: LayoutStyle) {
        guard case .resize = action else {
            if (navigation.listing, navigation.path) != (before.listing, before.path) { splitFocus = nil }
            return
        }
        let style = layout.style
        if style == .stack, styleBefore != .stack, navigation.focus != navigation.stackTop {
            splitFocus = navigation.focus
        } else if style != .stack, styleBefore == .stack, let focus = splitFocus {
            splitFocus = nil
            let possible = switch focus {
            case .categories: true
            case .recipes: navigation.listing != nil
            case .detail: !navigation.path.isEmpty
            }
            if possible { navigation.focus = focus }
        }
    }
}
