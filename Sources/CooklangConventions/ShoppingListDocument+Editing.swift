/// The plan's edits: add a recipe or an ingredient, change a recipe's scale, remove a line with what is nested under it.
extension ShoppingListDocument {
    /// Adds a recipe at the top level, or adds its multiplier to the top-level line already naming it.
    public mutating func addRecipe(path: String, multiplier: Double) {
        let folded = AisleConfig.fold(path)
        for index in lines.indices {
            guard case .recipe(var recipe) = lines[index], recipe.depth == 0, AisleConfig.fold(recipe.path) == folded else { continue }
            recipe.multiplier = recipe.scale + multiplier
            recipe.source = nil
            lines[index] = .recipe(recipe)
            return
        }
        insertAtTop(.recipe(RecipeLine(path: path, multiplier: multiplier == 1 ? nil : multiplier)))
    }

    /// Adds a recipe at the top level with the given lines nested under it (a menu and its day's recipes).
    public mutating func addRecipe(path: String, multiplier: Double?, children: [(path: String, multiplier: Double?)]) {
        insertAtTop(.recipe(RecipeLine(path: path, multiplier: multiplier)))
        for child in children {
            lines.append(.recipe(RecipeLine(path: child.path, multiplier: child.multiplier, depth: 1)))
        }
    }

    /// Adds a free-hand ingredient at the top level (`olive oil{4%l}`, `salt`).
    public mutating func addIngredient(name: String, quantity: String?) {
        insertAtTop(.ingredient(IngredientLine(name: name, quantity: quantity)))
    }

    /// Sets the multiplier of the recipe line at `index`; a scale of 1 is written without braces.
    public mutating func setMultiplier(_ multiplier: Double, at index: Int) {
        guard case .recipe(var recipe) = lines[index] else { return }
        recipe.multiplier = multiplier == 1 && recipe.multiplier == nil ? nil : multiplier
        recipe.source = nil
        lines[index] = .recipe(recipe)
    }

    /// Removes the line at `index` and the lines nested under it.
    public mutating func removeLine(at index: Int) {
        let end = descendants(of: index).upperBound
        lines.removeSubrange(index..<end)
    }

    /// Appends a top-level line at the end, where a reader of the file expects what was added last.
    private mutating func insertAtTop(_ line: Line) {
        lines.append(line)
    }
}
