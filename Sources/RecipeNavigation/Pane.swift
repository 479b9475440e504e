/// A column of the split view, left to right; the focus is always on exactly one.
public enum Pane: String, CaseIterable, Codable, Hashable, Sendable {
    case categories
    case recipes
    case detail

    /// The pane to the right, or nil for the detail.
    public var next: Pane? {
        switch self {
        case .categories: .recipes
        case .recipes: .detail
        case .detail: nil
        }
    }

    /// The pane to the left, or nil for the categories.
    public var previous: Pane? {
        switch self {
        case .categories: nil
        case .recipes: .categories
        case .detail: .recipes
        }
    }
}
