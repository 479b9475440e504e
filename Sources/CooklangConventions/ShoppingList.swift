import Quantities

/// A built shopping list: items grouped by aisle in the aisle file's order with **Other** last, what the pantry took, and warnings.
public struct ShoppingList: Hashable, Sendable {
    /// One thing to buy: the name shown, its quantities added where units agree, else side by side.
    public struct Item: Hashable, Sendable {
        /// The name a list shows (the aisle line's first name, else the name as first met).
        public var name: String
        /// What to buy; empty when no recipe gave an amount ("some").
        public var quantities: [Quantity]

        public init(name: String, quantities: [Quantity]) {
            self.name = name
            self.quantities = quantities
        }

        /// The key that ticks it in `.shopping-checked`, without case.
        public var key: String { AisleConfig.fold(name) }
    }

    /// One aisle's items; `aisle` nil is **Other**.
    public struct Group: Hashable, Sendable {
        public var aisle: String?
        public var items: [Item]

        public init(aisle: String?, items: [Item]) {
            self.aisle = aisle
            self.items = items
        }
    }

    /// What the pantry took off the list.
    public struct PantryUse: Hashable, Sendable {
        /// The list's name for it.
        public var name: String
        /// The pantry's item.
        public var pantryItem: PantryItem
        /// What the recipes needed, before the pantry.
        public var needed: [Quantity]
        /// What is still to buy; empty when the pantry covers it all.
        public var remaining: [Quantity]
        /// Whether nothing is left to buy.
        public var isCovered: Bool
        /// Whether the pantry took anything off: not when its amount is in a unit the list's cannot be compared with.
        public var tookSome: Bool { isCovered || remaining != needed }

        public init(name: String, pantryItem: PantryItem, needed: [Quantity], remaining: [Quantity], isCovered: Bool) {
            self.name = name
            self.pantryItem = pantryItem
            self.needed = needed
            self.remaining = remaining
            self.isCovered = isCovered
        }
    }

    public var groups: [Group]
    /// What the pantry subtracted, in list order.
    public var pantry: [PantryUse]
    /// Recipes not found, cycles skipped: each once, in the order met.
    public var warnings: [String]

    public init(groups: [Group] = [], pantry: [PantryUse] = [], warnings: [String] = []) {
        self.groups = groups
        self.pantry = pantry
        self.warnings = warnings
    }

    /// Every item's name in list order (what a compaction of `.shopping-checked` keeps).
    public var itemNames: [String] { groups.flatMap { $0.items.map(\.name) } }
}
