import RecipeNavigation

/// A search typed into a list: it narrows and ranks the rows, and leaves the navigation alone
/// until the user moves onto a result.
struct ListFilter: Equatable, Sendable {
    /// The list being filtered: categories or recipes.
    var pane: Pane
    var query: String
    /// True while the user is typing the query; Enter keeps the filter, Esc drops it.
    var isEditing: Bool
    /// The result under the cursor while typing, as a row of the filtered list.
    var cursor = 0
}
