/// A recipe category, such as "Desserts", shown in the first column.
public struct Category: Identifiable, Hashable, Sendable {
    /// A stable identifier from the data file, used in saved state and deep links.
    public var id: String
    public var name: String

    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}
