import CalendarDates
import Quantities
/// What is at home as `pantry.conf` says: items by storage place, each with an optional quantity, dates and low mark.
///
/// An item without a quantity (`salt = {}`, or a name in a list such as `staples = ["salt", "water"]`)
/// is always at hand: a shopping list drops it whatever a recipe needs.
public struct PantryConfig: Hashable, Sendable {
    /// The items in file order, sections as they come.
    public private(set) var items: [PantryItem]
    /// Each item's folded name to its first index in `items`.
    private var indexByName: [String: Int]

    public init(items: [PantryItem] = []) {
        self.items = items
        indexByName = [:]
        for (index, item) in items.enumerated() where indexByName[AisleConfig.fold(item.name)] == nil {
            indexByName[AisleConfig.fold(item.name)] = index
        }
    }

    /// The item of that name, compared without case; the first when the file lists it twice.
    public func item(named name: String) -> PantryItem? {
        indexByName[AisleConfig.fold(name)].map { items[$0] }
    }

    /// The section names in file order, each once.
    public var sections: [String] {
        var seen: Set<String> = []
        return items.compactMap { seen.insert($0.section).inserted ? $0.section : nil }
    }
}

/// One thing in the pantry: its name, where it is kept, how much and its dates, as the file writes them.
public struct PantryItem: Hashable, Sendable {
    /// The key the file gives it (`olive oil`, `frozen_peas`).
    public var name: String
    /// The TOML table it is in (`freezer`), "general" for a key outside any table, as cooklang-rs has it.
    public var section: String
    /// The amount as written, `500%g`; nil when the item has none (always at hand).
    public var quantity: String?
    /// The purchase date as written.
    public var bought: String?
    /// The expiry date as written (`05.06.2025` or `2025-06-05`).
    public var expire: String?
    /// The quantity at or below which the item is running low, as written.
    public var low: String?
    /// The line the item is on, from 1, for the doctor and the order of the list.
    public var line: Int

    public init(name: String, section: String, quantity: String? = nil, bought: String? = nil, expire: String? = nil, low: String? = nil, line: Int = 0) {
        self.name = name
        self.section = section
        self.quantity = quantity
        self.bought = bought
        self.expire = expire
        self.low = low
        self.line = line
    }

    /// Whether the item counts as had whatever a recipe asks for: it names no quantity.
    public var isAlwaysAtHand: Bool { quantity == nil }

    /// Whether the quantity is at or below the low mark; false when either is missing or their units cannot be compared.
    ///
    /// Compared as cooklang-rs compares them (the leading number and the unit without case), and
    /// besides across units of one dimension (`500%g` against `1%kg`), converted as the shopping
    /// list's pantry subtraction converts them.
    public var isLow: Bool {
        guard let quantity, let low,
              let have = PantryAmount(quantity), let mark = PantryAmount(low)
        else { return false }
        if have.unit.lowercased() == mark.unit.lowercased() { return have.value <= mark.value }
        guard let haveQuantity = Quantity(conventionText: quantity), let haveNumber = haveQuantity.number,
              let markNumber = Quantity(conventionText: low)?.expressed(inUnitOf: haveQuantity)?.number
        else { return false }
        return haveNumber <= markNumber
    }

    /// Whether the expiry date lies before `today`; false when there is none or it cannot be read.
    public func isExpired(on today: CalendarDate) -> Bool {
        guard let expire, let date = CalendarDate(pantryText: expire) else { return false }
        return date < today
    }
}

/// A pantry amount's leading number and unit (`500%g`, `2 kg`), for the low mark only.
///
/// The shopping list's arithmetic uses the quantity model; this is the comparison cooklang-rs makes.
struct PantryAmount {
    var value: Double
    var unit: String

    init?(_ text: String) {
        let parts = text.split(whereSeparator: { $0 == "%" || $0 == " " || $0 == "\t" })
        guard let first = parts.first, let value = Double(first) else { return nil }
        self.value = value
        unit = parts.count > 1 ? String(parts[1]) : ""
    }
}
