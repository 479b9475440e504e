extension RecipeIndexBuilder {
    /// The distinct ingredient names folded as search compares them, in vocabulary order.
    /// Most names are already folded ("olive oil"); those keep no second copy, and their reference is nil.
    func foldedIngredients() -> (bytes: [UInt8], references: [StringRef?]) {
        var bytes: [UInt8] = []
        var references: [StringRef?] = []
        references.reserveCapacity(vocabulary.count)
        vocabulary.bytes.withUnsafeBufferPointer { pool in
            for name in vocabulary.names {
                let start = bytes.count
                let original = pool[name.offset..<(name.offset + name.count)]
                SortKeyFolding.appendKey(of: UnsafeBufferPointer(rebasing: original), to: &bytes)
                if bytes[start...].elementsEqual(original) {
                    bytes.removeSubrange(start...)
                    references.append(nil)
                } else {
                    references.append(StringRef(offset: start, count: bytes.count - start))
                }
            }
        }
        return (bytes, references)
    }

    /// Writes the labels' sections: each distinct label's place in the strings (whose labels start at
    /// `stringsBase`), and each recipe's label numbers, by recipe, with where each recipe's start.
    func writeLabels(into block: UnsafeMutableRawBufferPointer, layout: RecipeIndex.Layout, stringsBase: Int) {
        for (number, label) in labels.vocabulary.names.enumerated() {
            block.storeBytes(of: UInt32(stringsBase + label.offset), toByteOffset: layout.labels + number * 8, as: UInt32.self)
            block.storeBytes(of: UInt32(label.count), toByteOffset: layout.labels + number * 8 + 4, as: UInt32.self)
        }
        var listed = 0
        for (recipe, entry) in entries.enumerated() {
            block.storeBytes(of: UInt32(listed), toByteOffset: layout.labelBounds + recipe * 4, as: UInt32.self)
            for number in labels.lists[entry.labels] {
                block.storeBytes(of: number, toByteOffset: layout.labelLists + listed * 4, as: UInt32.self)
                listed += 1
            }
        }
        block.storeBytes(of: UInt32(listed), toByteOffset: layout.labelBounds + entries.count * 4, as: UInt32.self)
    }
}
