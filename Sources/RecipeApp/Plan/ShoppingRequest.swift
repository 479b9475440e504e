import CooklangConventions
import RecipeModel

/// What `recipe-tui shopping-list` was asked for, as plan entries: recipes with a factor, a menu, the plan.
package struct ShoppingRequest: Hashable, Sendable {
    /// `RECIPE[:N]`: a recipe by ID (or its path, `./` and `.cook` allowed) times N.
    package var recipes: [(id: String, factor: Double)]
    /// A `.menu` file's ID below the collection.
    package var menu: String?
    /// Whether to include the plan file.
    package var includesPlan: Bool

    package init(recipes: [(id: String, factor: Double)] = [], menu: String? = nil, includesPlan: Bool = false) {
        self.recipes = recipes
        self.menu = menu
        self.includesPlan = includesPlan
    }

    package static func == (lhs: ShoppingRequest, rhs: ShoppingRequest) -> Bool {
        lhs.recipes.map(\.id) == rhs.recipes.map(\.id) && lhs.recipes.map(\.factor) == rhs.recipes.map(\.factor)
            && lhs.menu == rhs.menu && lhs.includesPlan == rhs.includesPlan
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(recipes.map(\.id))
        hasher.combine(menu)
    }

    /// `apple-pie`, `Mains/Risotto:2`, `./Mains/Risotto.cook:0.5`; nil for a factor that is not a positive number.
    package static func recipe(_ argument: String) -> (id: String, factor: Double)? {
        var id = Substring(argument)
        var factor = 1.0
        if let colon = id.lastIndex(of: ":"), let number = Double(id[id.index(after: colon)...]) {
            guard number > 0, number.isFinite else { return nil }
            factor = number
            id = id[..<colon]
        }
        return (normalized(String(id)), factor)
    }

    /// An ID from a path as a user types it: without a leading `./` and a trailing `.cook` or `.menu`.
    package static func normalized(_ path: String) -> String {
        var id = Substring(path)
        while id.hasPrefix("./") { id = id.dropFirst(2) }
        for suffix in [".cook", ".menu"] where id.hasSuffix(suffix) { id = id.dropLast(suffix.count) }
        return String(id)
    }

    /// The menu IDs a `--menu` argument may name, to try in order: its path below the collection as
    /// typed (`Plans/week.menu`, `./Plans/week`), then, for a path to the file from here (absolute, or
    /// from the current folder) that `canonical` resolves inside the collection's folder, the part below it.
    package static func menuIDs(_ argument: String, root: String?, canonical: (String) -> String?) -> [String] {
        var ids: [String] = argument.hasPrefix("/") ? [] : [normalized(argument)]
        if let root, let folder = canonical(root), let path = canonical(argument), path.hasPrefix(folder + "/") {
            let below = normalized(String(path.dropFirst(folder.count + 1)))
            if !ids.contains(below) { ids.append(below) }
        }
        return ids
    }

    /// The entries to build: the plan's when asked for or when nothing else is, then the recipes, then the menu.
    package func entries(plan: ShoppingListDocument) -> [PlanEntry] {
        var entries: [PlanEntry] = []
        if includesPlan || (recipes.isEmpty && menu == nil) { entries += plan.planEntries }
        entries += recipes.map { .recipe(id: $0.id, factor: $0.factor, children: []) }
        if let menu { entries.append(.menu(id: menu, section: nil, factor: 1)) }
        return entries
    }
}
