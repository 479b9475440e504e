/// The distinct ingredient names of a catalog, each stored once and numbered in the order first met.
///
/// A catalog of 100,000 recipes names about a million ingredients, but only a few hundred distinct
/// ones: search compares a query with each distinct name once, then finds the recipes that use a
/// match by its number. Names are compared as bytes, so "Salt" and "salt" are two entries; folding
/// for search happens when the index is built.
struct IngredientVocabulary {
    /// The UTF-8 of every distinct name, back to back.
    private(set) var bytes: [UInt8] = []
    /// Each name's place in `bytes`, by number.
    private(set) var names: [RecipeIndexBuilder.StringRef] = []
    private var hashes: [UInt64] = []
    /// Open addressing: a name's number + 1, or 0 for an empty slot; never more than half full.
    private var slots = [UInt32](repeating: 0, count: 64)

    var count: Int { names.count }

    /// The number of `name`, added if it is new.
    mutating func intern(_ name: UnsafeBufferPointer<UInt8>) -> UInt32 {
        let hash = ContentHash.hash(UnsafeRawBufferPointer(name))
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let candidate = Int(slots[slot] - 1)
            if hashes[candidate] == hash && isEqual(names[candidate], name) { return UInt32(candidate) }
            slot = (slot + 1) & mask
        }
        let number = names.count
        names.append(RecipeIndexBuilder.StringRef(offset: bytes.count, count: name.count))
        bytes.append(contentsOf: name)
        hashes.append(hash)
        slots[slot] = UInt32(number + 1)
        if names.count * 2 > slots.count { grow() }
        return UInt32(number)
    }

    mutating func intern(_ name: String) -> UInt32 {
        var name = name
        return name.withUTF8 { intern($0) }
    }

    /// The text of a name by its number.
    func name(_ number: Int) -> String {
        let reference = names[number]
        return String(decoding: bytes[reference.offset..<(reference.offset + reference.count)], as: UTF8.self)
    }

    private func isEqual(_ reference: RecipeIndexBuilder.StringRef, _ name: UnsafeBufferPointer<UInt8>) -> Bool {
        guard reference.count == name.count else { return false }
        return bytes.withUnsafeBytes { pool in
            RecipeIndex.equal(UnsafeRawBufferPointer(rebasing: pool[reference.offset..<(reference.offset + reference.count)]), UnsafeRawBufferPointer(name))
        }
    }

    private mutating func grow() {
        slots = [UInt32](repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for (number, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = UInt32(number + 1)
        }
    }
}
