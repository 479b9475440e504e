/// The aisles of a store as `aisle.conf` lists them: sections in file order, each with its ingredients and their synonyms.
///
/// A shopping list is grouped by these sections in this order, with what no section lists under
/// **Other**, last; an ingredient is shown by the first name of its line (`tomato|tomatoes` shows
/// "tomato" for either).
public struct AisleConfig: Hashable, Sendable {
    /// One `[name]` section and the ingredient lines under it.
    public struct Aisle: Hashable, Sendable {
        /// The name between the brackets, trimmed.
        public var name: String
        /// The ingredient lines, in file order.
        public var ingredients: [Ingredient]

        public init(name: String, ingredients: [Ingredient] = []) {
            self.name = name
            self.ingredients = ingredients
        }
    }

    /// One ingredient line: its names, the first the one shown, the rest synonyms.
    public struct Ingredient: Hashable, Sendable {
        /// The names separated by `|`, trimmed, never empty.
        public var names: [String]

        public init(names: [String]) { self.names = names }

        /// The name a list shows for any of the line's names.
        public var shownName: String { names[0] }
    }

    /// Where a name was found: the aisle's index in `aisles` and the name shown for it.
    public struct Placement: Hashable, Sendable {
        public var aisleIndex: Int
        public var aisle: String
        public var shownName: String
    }

    /// The sections, in file order.
    public private(set) var aisles: [Aisle]
    /// Each name and synonym, folded, to where it was first listed.
    private var placements: [String: Placement]

    public init(aisles: [Aisle] = []) {
        self.aisles = aisles
        placements = [:]
        for (index, aisle) in aisles.enumerated() {
            for ingredient in aisle.ingredients {
                let placement = Placement(aisleIndex: index, aisle: aisle.name, shownName: ingredient.shownName)
                for name in ingredient.names where placements[AisleConfig.fold(name)] == nil {
                    placements[AisleConfig.fold(name)] = placement
                }
            }
        }
    }

    /// Where an ingredient goes, matched without case through names and synonyms; nil when no aisle lists it.
    public func placement(of ingredient: String) -> Placement? {
        placements[AisleConfig.fold(ingredient)]
    }

    /// The name a list shows for an ingredient: its line's first name, or the name itself when unlisted.
    public func shownName(of ingredient: String) -> String {
        placement(of: ingredient)?.shownName ?? ingredient
    }

    /// Names compared without case and surrounding blanks, as the conventions match ingredients.
    public static func fold(_ name: String) -> String {
        name.trimmingBlanks().lowercased()
    }
}
