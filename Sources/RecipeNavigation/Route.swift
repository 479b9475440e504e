import RecipeModel

/// One screen of the detail column's stack, named by kind and ID, like a value in SwiftUI's `NavigationPath`.
///
/// A route holds an ID, never the thing it names, so that a stack can be saved and fitted to a
/// catalog that changed meanwhile. Adding a kind means a case here, a line in `kind`, `key` and
/// `init(kind:key:)`, its rule in `resolves(in:)`, and its screen in the app's detail.
public enum Route: Hashable, Sendable {
    /// A recipe, by its ID.
    case recipe(String)
    /// An ingredient, by its name: the screen of the recipes that use it.
    case ingredient(String)

    /// Every kind a route can be, as the saved state names it.
    public static let kinds = ["recipe", "ingredient"]

    /// The route's kind as the saved state names it: `{"recipe": "apple-pie"}`.
    public var kind: String {
        switch self {
        case .recipe: "recipe"
        case .ingredient: "ingredient"
        }
    }

    /// What the route names within its kind: a recipe's ID, an ingredient's name.
    public var key: String {
        switch self {
        case .recipe(let id): id
        case .ingredient(let name): name
        }
    }

    /// Makes a route from a saved kind and key; nil for a kind this version does not know.
    public init?(kind: String, key: String) {
        switch kind {
        case "recipe": self = .recipe(key)
        case "ingredient": self = .ingredient(key)
        default: return nil
        }
    }

    /// The recipe's ID when the route is a recipe.
    public var recipeID: String? {
        if case .recipe(let id) = self { return id }
        return nil
    }

    /// Tells whether the catalog still has what the route names: the recipe, or a recipe that uses the ingredient.
    public func resolves(in catalog: RecipeCatalog) -> Bool {
        switch self {
        case .recipe(let id): catalog[id] != nil
        case .ingredient(let name): catalog.usesIngredient(name)
        }
    }
}

extension Route: CustomStringConvertible {
    /// The route for messages: `recipe "apple-pie"`, `ingredient "butter"`.
    public var description: String { "\(kind) \"\(key)\"" }
}

extension [Route] {
    /// A path of recipes only, as a stack of related recipes is.
    public static func recipes(_ ids: [String]) -> [Route] {
        ids.map(Route.recipe)
    }
}
