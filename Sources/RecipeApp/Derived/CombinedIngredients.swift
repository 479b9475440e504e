import Cooklang
import CooklangCatalog
import Quantities
import RecipeModel

/// An ingredient or a piece of cookware as a recipe's list shows it: once, however often the steps
/// name it, with its quantities added where their units agree and side by side where they do not.
///
/// The steps keep their own quantities; only the lists are combined, as CookCLI combines them.
struct CombinedItem<Source>: Sendable where Source: Sendable {
    /// The first occurrence, which names the item and says what it opens.
    var first: Source
    /// The quantities added up, in the order they first appear ("3 cups", "1 tbsp").
    var quantities: [Quantity]
    /// The distinct notes, in the order they first appear.
    var notes: [String]

    /// Each item once, in the order it first appears: items are the same when `key` says so.
    static func combining<Key: Hashable>(
        _ items: some Sequence<Source>, key: (Source) -> Key, quantity: (Source) -> Quantity?, note: (Source) -> String?
    ) -> [CombinedItem] {
        grouping(items, key: key, quantity: quantity, note: note).map { group in
            CombinedItem(first: group.first, quantities: Quantity.combined(group.quantities), notes: group.notes)
        }
    }

    /// Each item once, in the order it first appears, with the quantities of all its occurrences in
    /// order, not yet added up: what `combining` adds, for a caller that adds the same ones once.
    static func grouping<Key: Hashable, Raw>(
        _ items: some Sequence<Source>, key: (Source) -> Key, quantity: (Source) -> Raw?, note: (Source) -> String?
    ) -> [(first: Source, quantities: [Raw], notes: [String])] {
        var groups: [(first: Source, quantities: [Raw], notes: [String])] = []
        var positions: [Key: Int] = [:]
        for item in items {
            let itemKey = key(item)
            let position: Int
            if let known = positions[itemKey] {
                position = known
            } else {
                position = groups.count
                positions[itemKey] = position
                groups.append((item, [], []))
            }
            if let quantity = quantity(item) { groups[position].quantities.append(quantity) }
            if let note = note(item), !note.isEmpty, !groups[position].notes.contains(note) { groups[position].notes.append(note) }
        }
        return groups
    }

    /// The quantities as the list's amount column shows them, "3 cups, 1 tbsp": each number held to
    /// its unit by `space` (a no-break space), while words of text amounts ("1 to 2 large") may wrap.
    func amount(space: String) -> String {
        Self.amount(of: quantities, space: space)
    }

    /// `quantities` as the list's amount column shows them (see `amount(space:)`).
    static func amount(of quantities: [Quantity], space: String) -> String {
        quantities.map { quantity in
            if case .text = quantity.value { return quantity.description }
            return quantity.description.replacingSpaces(with: space)
        }.joined(separator: ", ")
    }
}

/// What makes two Cooklang ingredients one row: the name without case, and the file a reference names.
struct CooklangIngredientKey: Hashable {
    let name: String
    let path: String

    init(_ ingredient: CooklangIngredient) {
        name = ingredient.name.lowercased()
        path = ingredient.reference?.path ?? ""
    }
}

/// The one rule by which a recipe's ingredients are listed each once: the detail's ingredient list and
/// cook mode's "Get ready" card both list them so.
extension CombinedItem where Source == CooklangIngredient {
    /// A Cooklang recipe's ingredients each once, in the order they first appear, with the quantities
    /// of all their occurrences: the same name is the same ingredient, whatever its case, and a
    /// reference is the same when it names the same file.
    static func cooklangIngredients(_ ingredients: some Sequence<CooklangIngredient>) -> [(first: CooklangIngredient, quantities: [CooklangQuantity], notes: [String])] {
        grouping(ingredients, key: CooklangIngredientKey.init, quantity: \.quantity, note: \.note)
    }

    /// The amount of an ingredient listed with `quantities`: each scaled as `display` says, added where
    /// the units agree, then converted once, so that a sum is rounded as a cook measures it (2.1 l, not 2120 ml).
    static func amount(ofCooklang quantities: [CooklangQuantity], display: QuantityDisplay, space: String) -> String {
        guard !display.isAsWritten else { return amount(of: Quantity.combined(quantities.map { Quantity(cooklang: $0) }), space: space) }
        let scaled = quantities.map { Quantity(cooklang: $0).scaled(by: display.factor) }
        return amount(of: display.units == .original ? Quantity.combined(scaled) : display.units.shown(scaled), space: space)
    }
}

extension CombinedItem where Source == Ingredient {
    /// A JSON recipe's ingredients each once (by name, whatever its case), in the order they first
    /// appear: an amount written once shown as written, the amounts of one named again added up where the units agree.
    static func jsonIngredients(_ ingredients: [Ingredient], space: String) -> [(ingredient: Ingredient, amount: String)] {
        var counts: [String: Int] = [:]
        for ingredient in ingredients { counts[ingredient.name.lowercased(), default: 0] += 1 }
        // Amounts are read only where a name repeats: most recipes name each ingredient once.
        let combined = CombinedItem<(offset: Int, element: Ingredient)>.combining(
            ingredients.enumerated(), key: { $0.element.name.lowercased() },
            quantity: { counts[$0.element.name.lowercased()] == 1 ? nil : Quantity(parsing: $0.element.amount) }, note: { _ in nil })
        return combined.map { item in
            let ingredient = item.first.element
            return (ingredient, counts[ingredient.name.lowercased()] == 1 ? ingredient.amount : item.amount(space: space))
        }
    }
}
