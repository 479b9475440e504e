import CooklangConventions

/// One change to the plan file, as the update asks for it and the runtime carries it out on the file as it is then.
///
/// A change to a line names the line by its index and by what it held on screen: the runtime reads
/// the file afresh, and when another program changed that line meanwhile the change is refused
/// rather than made to another line.
package enum PlanEdit: Hashable, Sendable {
    /// `a`: a recipe at this multiplier (again adds to the multiplier of the top-level line naming it).
    case addRecipe(id: String, multiplier: Double)
    /// `a` on a menu or one of its days (`section`, nil for all of it): the menu with its recipes nested under it.
    case addMenu(id: String, section: Int?)
    /// The plan screen's prompt: a thing to buy as it is, `olive oil{4%l}` or `salt`.
    case addItem(name: String, quantity: String?)
    /// The plan screen's `+` and `-`: the multiplier of the recipe line at `line`.
    case setMultiplier(line: Int, expected: ShoppingListDocument.Line, to: Double)
    /// The plan screen's `d`: the line at `line` and what is nested under it.
    case remove(line: Int, expected: ShoppingListDocument.Line)

    /// The document with the edit made, and what to tell the user; nil with the reason when it cannot be made.
    ///
    /// `names` gives a recipe's or menu's name for the notice; `menuChildren` the recipes an added menu
    /// nests (read by the caller, which may read files).
    func applied(
        to document: ShoppingListDocument, names: (String) -> String, menuChildren: () -> (children: [(path: String, multiplier: Double?)], label: String)?
    ) -> (document: ShoppingListDocument?, notice: String) {
        var changed = document
        switch self {
        case .addRecipe(let id, let multiplier):
            changed.addRecipe(path: id, multiplier: multiplier)
            let scale = changed.lines.compactMap { line -> Double? in
                guard case .recipe(let recipe) = line, recipe.depth == 0, AisleConfig.fold(recipe.path) == AisleConfig.fold(id) else { return nil }
                return recipe.scale
            }.first ?? multiplier
            // What was added, and the line's multiplier now when it was planned already.
            let added = multiplier
            let times = (added == 1 ? "" : " ×" + ShoppingListDocument.formatted(added)) + (scale == added ? "" : ", ×" + ShoppingListDocument.formatted(scale) + " in all,")
            let recipes = changed.topLevelRecipeCount
            return (changed, "Added \(names(id))\(times) to the plan (\(recipes) recipe\(recipes == 1 ? "" : "s")); p shows it, recipe-tui shopping-list prints its list.")
        case .addMenu(let id, _):
            guard let (children, label) = menuChildren() else { return (nil, "The plan was not changed: the menu \"\(id)\" cannot be read.") }
            guard !children.isEmpty else { return (nil, "The plan was not changed: \(label) names no recipes.") }
            changed.addRecipe(path: id, multiplier: nil, children: children)
            return (changed, "Added \(label) to the plan: \(children.count) recipe\(children.count == 1 ? "" : "s").")
        case .addItem(let name, let quantity):
            changed.addIngredient(name: name, quantity: quantity)
            return (changed, "Added \(name)\(quantity.map { " " + $0.replacing("%", with: " ") } ?? "") to the plan.")
        case .setMultiplier(let index, let expected, let multiplier):
            guard changed.lines.indices.contains(index), changed.lines[index].isSameItem(as: expected), case .recipe(let recipe) = expected else {
                return (nil, Self.changedOnDisk)
            }
            changed.setMultiplier(multiplier, at: index)
            return (changed, "\(names(recipe.path)) ×\(ShoppingListDocument.formatted(multiplier)) in the plan.")
        case .remove(let index, let expected):
            guard changed.lines.indices.contains(index), changed.lines[index].isSameItem(as: expected) else { return (nil, Self.changedOnDisk) }
            let nested = changed.descendants(of: index).count
            changed.removeLine(at: index)
            let what = switch expected {
            case .recipe(let recipe): names(recipe.path)
            case .ingredient(let item): item.name
            case .text: "the line"
            }
            return (changed, "Removed \(what) from the plan" + (nested > 0 ? " with the \(nested) line\(nested == 1 ? "" : "s") under it." : "."))
        }
    }

    static let changedOnDisk = "The plan was not changed: its file changed on disk meanwhile; the screen shows it as it is now, try again."
}

extension ShoppingListDocument {
    /// How many recipes (or menus) the plan lists at its top level.
    var topLevelRecipeCount: Int {
        lines.filter { if case .recipe(let recipe) = $0 { recipe.depth == 0 } else { false } }.count
    }
}

extension ShoppingListDocument.Line {
    /// Whether two lines name the same recipe or item at the same depth and scale, however they were written.
    func isSameItem(as other: Self) -> Bool {
        switch (self, other) {
        case (.recipe(let a), .recipe(let b)): a.path == b.path && a.depth == b.depth && a.multiplier == b.multiplier
        case (.ingredient(let a), .ingredient(let b)): a.name == b.name && a.depth == b.depth && a.quantity == b.quantity
        default: false
        }
    }
}
