import Quantities

/// Builds a shopping list from a plan, purely: recipes scaled, references followed, the same ingredient combined, grouped by aisle, minus the pantry.
public struct ShoppingListBuilder {
    /// The recipe of an ID, or nil when the collection has none.
    public var recipe: (String) -> ShoppingRecipe?
    /// The menu of an ID, or nil when it is not a menu.
    public var menu: (String) -> Menu?
    public var aisles: AisleConfig
    public var pantry: PantryConfig

    public init(aisles: AisleConfig = AisleConfig(), pantry: PantryConfig = PantryConfig(), recipe: @escaping (String) -> ShoppingRecipe?, menu: @escaping (String) -> Menu? = { _ in nil }) {
        self.recipe = recipe
        self.menu = menu
        self.aisles = aisles
        self.pantry = pantry
    }

    /// The ingredients gathered so far, each under its folded shown name, in the order first met.
    struct Gathered {
        var order: [String] = []
        var names: [String: String] = [:]
        var quantities: [String: [Quantity]] = [:]
        var warnings: [String] = []
        var warned: Set<String> = []

        mutating func add(_ name: String, _ quantity: Quantity?) {
            let key = AisleConfig.fold(name)
            if names[key] == nil {
                order.append(key)
                names[key] = name
                quantities[key] = []
            }
            if let quantity { quantities[key, default: []].append(quantity) }
        }

        mutating func warn(_ text: String) {
            if warned.insert(text).inserted { warnings.append(text) }
        }
    }

    /// The list for the plan's entries.
    public func build(_ entries: [PlanEntry]) -> ShoppingList {
        var gathered = Gathered()
        for entry in entries { gather(entry, factor: 1, path: [], into: &gathered) }

        var items: [ShoppingList.Item] = gathered.order.map { key in
            ShoppingList.Item(name: gathered.names[key]!, quantities: Quantity.combined(gathered.quantities[key]!))
        }
        var used: [ShoppingList.PantryUse] = []
        items = items.compactMap { item in
            guard let (remaining, use) = subtractPantry(from: item) else { return item }
            used.append(use)
            return remaining
        }
        return ShoppingList(groups: grouped(items), pantry: used, warnings: gathered.warnings)
    }

    /// Adds an entry's ingredients at `factor`; `path` holds the recipes being expanded, to skip a cycle.
    func gather(_ entry: PlanEntry, factor: Double, path: [String], into gathered: inout Gathered) {
        switch entry {
        case .item(let name, let quantity):
            gathered.add(aisles.shownName(of: name), quantity)
        case .menu(let id, let section, let menuFactor):
            guard let menu = menu(id) else {
                gathered.warn("no menu \"\(id)\"")
                return
            }
            let sections = section.map { menu.sections.indices.contains($0) ? [menu.sections[$0]] : [] } ?? menu.sections
            for entry in sections.flatMap(\.entries) {
                gatherRecipe(entry.recipeID, scaling: entry.scaling, factor: factor * menuFactor, path: path + [id], into: &gathered)
            }
        case .recipe(let id, let recipeFactor, let children):
            if menu(id) != nil, recipe(id) == nil {
                guard children.isEmpty else {
                    // The conventions nest a menu's recipes under it: the nested lines stand for the menu's
                    // days, as under a recipe line they stand for its references. The menu line's multiplier
                    // (the Plan screen's `+` on it) scales the whole menu, so its nested recipes too.
                    for child in children { gather(child, factor: factor * recipeFactor, path: path + [id], into: &gathered) }
                    return
                }
                gather(.menu(id: id, section: nil, factor: recipeFactor), factor: factor, path: path, into: &gathered)
                return
            }
            gatherRecipe(id, scaling: .factor(recipeFactor), factor: factor, path: path, into: &gathered, children: children)
        }
    }

    /// Adds a recipe's ingredients scaled, following its references (or the plan's nested lines instead).
    func gatherRecipe(_ id: String, scaling: MenuScaling, factor: Double, path: [String], into gathered: inout Gathered, children: [PlanEntry]? = nil) {
        let folded = AisleConfig.fold(id)
        if path.contains(where: { AisleConfig.fold($0) == folded }) {
            gathered.warn("a cycle was skipped: " + (path + [id]).joined(separator: " → "))
            return
        }
        guard let recipe = recipe(id) else {
            if menu(id) != nil {
                gather(.menu(id: id, section: nil, factor: factor * scaling.factor(servings: nil, yield: nil)), factor: 1, path: path, into: &gathered)
            } else {
                gathered.warn("no recipe \"\(id)\"")
            }
            return
        }
        let scale = factor * recipe.factor(for: scaling)
        let followsReferences = children?.isEmpty ?? true
        for ingredient in recipe.ingredients {
            if let reference = ingredient.reference {
                guard followsReferences else { continue }
                gatherRecipe(reference.recipeID, scaling: reference.scaling, factor: scale, path: path + [id], into: &gathered)
            } else {
                gathered.add(aisles.shownName(of: ingredient.name), ingredient.quantity?.scaled(by: scale))
            }
        }
        for child in children ?? [] {
            gather(child, factor: 1, path: path + [id], into: &gathered)
        }
    }

    /// The items grouped in the aisle file's order, each aisle's items in its line order, **Other** last by name.
    func grouped(_ items: [ShoppingList.Item]) -> [ShoppingList.Group] {
        var byAisle: [Int: [(rank: Int, item: ShoppingList.Item)]] = [:]
        var other: [ShoppingList.Item] = []
        for item in items {
            guard let placement = aisles.placement(of: item.name) else {
                other.append(item)
                continue
            }
            let rank = aisles.aisles[placement.aisleIndex].ingredients.firstIndex { $0.shownName == placement.shownName } ?? 0
            byAisle[placement.aisleIndex, default: []].append((rank, item))
        }
        var groups: [ShoppingList.Group] = byAisle.keys.sorted().map { index in
            ShoppingList.Group(aisle: aisles.aisles[index].name, items: byAisle[index]!.sorted { $0.rank < $1.rank }.map(\.item))
        }
        if !other.isEmpty {
            groups.append(ShoppingList.Group(aisle: nil, items: other.sorted { $0.key < $1.key }))
        }
        return groups
    }
}
