/// What the first column has selected, and so what the second one lists: a catalog category's
/// recipes, or the collection's menus.
///
/// The Menus row is a case of its own, never a category ID: a catalog may well have a category
/// named "Menus" (or any text at all), and the two must never be taken for each other, in the
/// model, in the saved state (`"menus": true` beside a null `"selectedCategory"`) or in a link
/// (an unescaped `*` as the first segment, which no category's escaped ID can be).
public enum Listing: Hashable, Sendable {
    /// A category of the catalog, by its ID: the second column lists its recipes.
    case category(String)
    /// The collection's `.menu` files: the second column lists them, and selecting one shows its screen (`Route.menu`).
    case menus
}
