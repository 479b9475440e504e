/// How a recipe's tags and metadata are kept in the index and how a query names them: one folded
/// string each, a tag as "#vegan", a metadata entry as "course:dinner".
///
/// Folded as search folds names (lower case, no accents), so `#Végan` finds a tag written "vegan";
/// the index and the query fold through this one type, so the two can never disagree.
package enum RecipeLabels {
    /// A tag's label: "#" and the tag folded, without spaces at either end; nil for a blank tag.
    package static func tag(_ tag: String) -> [UInt8]? {
        let folded = fold(tag)
        return folded.isEmpty ? nil : [UInt8(ascii: "#")] + folded
    }

    /// A metadata entry's label from its "key: value" text: "key:value" folded; nil without a key.
    package static func metadata(_ entry: String) -> [UInt8]? {
        guard let colon = entry.firstIndex(of: ":") else { return nil }
        return metadata(key: String(entry[..<colon]), value: String(entry[entry.index(after: colon)...]))
    }

    /// The label of a key and its value: "key:value" folded; nil without a key.
    package static func metadata(key: String, value: String) -> [UInt8]? {
        let key = fold(key)
        guard !key.isEmpty else { return nil }
        return key + [UInt8(ascii: ":")] + fold(value)
    }

    /// Text folded for matching, without spaces at either end.
    package static func fold(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = []
        var text = text
        text.withUTF8 { SortKeyFolding.appendKey(of: $0, to: &bytes) }
        while bytes.first == UInt8(ascii: " ") { bytes.removeFirst() }
        while bytes.last == UInt8(ascii: " ") { bytes.removeLast() }
        return bytes
    }
}

/// The labels of every recipe while an index is built: each distinct label once, numbered, and each recipe's numbers.
struct LabelColumn {
    var vocabulary = IngredientVocabulary()
    var lists: [UInt32] = []

    /// Adds one recipe's labels; returns where their numbers lie in `lists`.
    mutating func add(tags: [String], metadata: [String]) -> Range<Int> {
        let start = lists.count
        for tag in tags { if let label = RecipeLabels.tag(tag) { add(label) } }
        for entry in metadata { if let label = RecipeLabels.metadata(entry) { add(label) } }
        return start..<lists.count
    }

    /// Adds one label of the recipe being added, once.
    mutating func add(_ label: [UInt8]) {
        let number = label.withUnsafeBufferPointer { vocabulary.intern($0) }
        lists.append(number)
    }

    /// Appends another column's labels, renumbered into this one's; returns the shift of its list positions.
    mutating func merge(_ other: LabelColumn) -> Int {
        var renumbered: [UInt32] = []
        other.vocabulary.bytes.withUnsafeBufferPointer { pool in
            for name in other.vocabulary.names {
                renumbered.append(vocabulary.intern(UnsafeBufferPointer(rebasing: pool[name.offset..<(name.offset + name.count)])))
            }
        }
        let shift = lists.count
        lists += other.lists.map { renumbered[Int($0)] }
        return shift
    }
}
