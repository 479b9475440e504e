/// Which columns the split view shows, like SwiftUI's `NavigationSplitViewVisibility`.
public enum ColumnVisibility: String, CaseIterable, Codable, Hashable, Sendable {
    /// Categories, recipes and detail.
    case all
    /// Recipes and detail.
    case doubleColumn
    /// The detail alone.
    case detailOnly

    /// The next setting in the cycle all -> double column -> detail only -> all.
    public var next: ColumnVisibility {
        switch self {
        case .all: .doubleColumn
        case .doubleColumn: .detailOnly
        case .detailOnly: .all
        }
    }

    /// How many panes this setting shows at most.
    public var capacity: Int {
        switch self {
        case .all: 3
        case .doubleColumn: 2
        case .detailOnly: 1
        }
    }

    /// How a notice names the setting.
    public var label: String {
        switch self {
        case .all: "all"
        case .doubleColumn: "recipes and detail"
        case .detailOnly: "detail only"
        }
    }
}
