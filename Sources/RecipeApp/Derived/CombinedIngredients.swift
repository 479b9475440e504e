import Cooklang
import Quantities

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
        var combined: [CombinedItem] = []
        var quantities: [[Quantity]] = []
        var positions: [Key: Int] = [:]
        for item in items {
            let position: Int
            if let known = positions[key(item)] {
                position = known
            } else {
                position = combined.count
                positions[key(item)] = position
                combined.append(CombinedItem(first: item, quantities: [], notes: []))
                quantities.append([])
            }
            if let quantity = quantity(item) { quantities[position].append(quantity) }
            if let note = note(item), !note.isEmpty, !combined[position].notes.contains(note) { combined[position].notes.append(note) }
        }
        for index in combined.indices { combined[index].quantities = Quantity.combined(quantities[index]) }
        return combined
    }

    /// The quantities as the list's amount column shows them, "3 cups, 1 tbsp": each number held to
    /// its unit by `space` (a no-break space), while words of text amounts ("1 to 2 large") may wrap.
    func amount(space: String) -> String {
        quantities.map { quantity in
            if case .text = quantity.value { return quantity.description }
            return quantity.description.replacing(" ", with: space)
        }.joined(separator: ", ")
    }
}
