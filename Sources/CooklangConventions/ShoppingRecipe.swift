import Quantities

/// A recipe as the shopping list needs it, from a Cooklang file or a JSON catalog: servings, yield and ingredients.
public struct ShoppingRecipe: Hashable, Sendable {
    /// One ingredient line: a thing to buy, or another recipe (`@./Shared/Pizza Dough{2}`).
    public struct Ingredient: Hashable, Sendable {
        public var name: String
        /// Nil when the recipe gives none ("some").
        public var quantity: Quantity?
        /// Set for a reference: the recipe's ID and how the reference scales it.
        public var reference: Reference?

        public init(name: String, quantity: Quantity? = nil, reference: Reference? = nil) {
            self.name = name
            self.quantity = quantity
            self.reference = reference
        }
    }

    /// Another recipe an ingredient names.
    public struct Reference: Hashable, Sendable {
        public var recipeID: String
        public var scaling: MenuScaling

        public init(recipeID: String, scaling: MenuScaling) {
            self.recipeID = recipeID
            self.scaling = scaling
        }
    }

    /// The name shown in notices.
    public var name: String
    /// The servings it is written for, when it says.
    public var servings: Double?
    /// Its yield (`500%ml`), when it says, for a reference scaled by yield.
    public var yield: (value: Double, unit: String)?
    public var ingredients: [Ingredient]

    public init(name: String, servings: Double? = nil, yield: (value: Double, unit: String)? = nil, ingredients: [Ingredient]) {
        self.name = name
        self.servings = servings
        self.yield = yield
        self.ingredients = ingredients
    }

    public static func == (lhs: ShoppingRecipe, rhs: ShoppingRecipe) -> Bool {
        lhs.name == rhs.name && lhs.servings == rhs.servings && lhs.yield?.value == rhs.yield?.value
            && lhs.yield?.unit == rhs.yield?.unit && lhs.ingredients == rhs.ingredients
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(ingredients)
    }

    /// The factor a scaling asks of this recipe.
    public func factor(for scaling: MenuScaling) -> Double {
        scaling.factor(servings: servings, yield: yield)
    }
}

/// What a shopping list is built from: recipes and menus with their scale, nested as the plan nests them, and free-hand items.
public enum PlanEntry: Hashable, Sendable {
    /// A recipe or a menu by its ID below the collection, times `factor`; `children`, when given, stand for
    /// its references or the menu's recipes (a `.shopping-list` that nests them), else those are followed.
    case recipe(id: String, factor: Double, children: [PlanEntry])
    /// A menu's section by its index, or the whole menu when nil, times `factor`.
    case menu(id: String, section: Int?, factor: Double)
    /// A thing to buy as it is: `olive oil{4%l}`, `salt`.
    case item(name: String, quantity: Quantity?)
}

extension ShoppingListDocument {
    /// The plan's entries as the file nests them.
    public var planEntries: [PlanEntry] {
        var index = 0
        func entries(atDepth depth: Int) -> [PlanEntry] {
            var result: [PlanEntry] = []
            while index < lines.count {
                switch lines[index] {
                case .text:
                    index += 1
                case .recipe(let recipe):
                    if recipe.depth < depth { return result }
                    index += 1
                    // Deeper than a level below its recipe: only a document read with problems has it.
                    if recipe.depth > depth { continue }
                    result.append(.recipe(id: recipe.path, factor: recipe.scale, children: entries(atDepth: depth + 1)))
                case .ingredient(let ingredient):
                    if ingredient.depth < depth { return result }
                    index += 1
                    if ingredient.depth > depth { continue }
                    result.append(.item(name: ingredient.name, quantity: ingredient.quantity.flatMap(Quantity.init(conventionText:))))
                }
            }
            return result
        }
        return entries(atDepth: 0)
    }
}

extension Quantity {
    /// A quantity as the conventions' files write it, `4%l` or `500%g` or `12`: the amount, then the unit after `%`.
    public init?(conventionText text: String) {
        let parts = text.split(separator: "%", maxSplits: 1, omittingEmptySubsequences: false)
        let amount = parts[0].trimmingBlanks()
        let unit = parts.count > 1 ? parts[1].trimmingBlanks() : ""
        guard !amount.isEmpty else { return nil }
        self.init(parsing: unit.isEmpty ? String(amount) : amount + " " + unit)
    }
}
