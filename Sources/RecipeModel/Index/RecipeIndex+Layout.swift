extension RecipeIndex {
    /// Where each section of the block starts, from the counts in its header; and the checks that make reading it safe.
    ///
    /// Header (64 bytes): magic, format version, flags, the recipe, category and hash-slot counts, the
    /// length of the string section, the number of distinct ingredients and the length of the
    /// ingredient lists, the number of distinct labels and the length of the label lists. Then, each
    /// starting at a multiple of 8: recipes (40 bytes each: ID and name as offset and length into the
    /// strings, category, minutes or -1, source offset and length, servings or -1),
    /// categories (24 bytes: ID, name, first row in the sorted section, count), the sorted rows, each
    /// recipe's row, the ID order, the hash slots (recipe + 1, 0 when empty); for search, in display
    /// order: where each folded name starts in the strings (and one past the last), each one's length
    /// in scalars, where each recipe's ingredient numbers start (and one past the last); the distinct
    /// ingredients (16 bytes: name and folded name), the ingredient lists (numbers of distinct
    /// ingredients); by recipe: the distinct labels (8 bytes: a folded tag or metadata entry, see
    /// `RecipeLabels`), where each recipe's label numbers start (and one past the last), the label
    /// numbers; and the strings. All numbers are little-endian.
    package struct Layout {
        static let magic: UInt64 = 0x0031_5844_4955_5452  // "RTUIDX1\0" read as little-endian
        /// 3: names sort from their first letter or digit, past a leading emoji or symbol; 4: numbers in
        /// names sort by value ("2" before "10"). Older caches hold the old order. 5: each recipe's
        /// servings, and the labels (tags and metadata) a query finds.
        package static let version: UInt32 = 5
        static let headerSize = 64
        static let recipeStride = 40
        static let categoryStride = 24
        static let ingredientStride = 16
        static let nonASCIIIDsFlag: UInt32 = 1

        var flags: UInt32
        package var recipeCount: Int
        var categoryCount: Int
        var slotCount: Int
        var stringsLength: Int
        var ingredientCount: Int
        var ingredientListLength: Int
        var labelCount: Int
        var labelListLength: Int
        var recipes: Int
        var categories: Int
        var byCategory: Int
        var positions: Int
        var byID: Int
        var slots: Int
        var searchNames: Int
        var searchNameLengths: Int
        var searchLists: Int
        var ingredients: Int
        var ingredientLists: Int
        var labels: Int
        var labelBounds: Int
        var labelLists: Int
        var strings: Int
        var totalSize: Int

        init(
            flags: UInt32, recipeCount: Int, categoryCount: Int, slotCount: Int, stringsLength: Int, ingredientCount: Int, ingredientListLength: Int,
            labelCount: Int, labelListLength: Int
        ) {
            func aligned(_ value: Int) -> Int { (value + 7) & ~7 }
            self.flags = flags
            self.recipeCount = recipeCount
            self.categoryCount = categoryCount
            self.slotCount = slotCount
            self.stringsLength = stringsLength
            self.ingredientCount = ingredientCount
            self.ingredientListLength = ingredientListLength
            self.labelCount = labelCount
            self.labelListLength = labelListLength
            recipes = Self.headerSize
            categories = aligned(recipes + recipeCount * Self.recipeStride)
            byCategory = aligned(categories + categoryCount * Self.categoryStride)
            positions = aligned(byCategory + recipeCount * 4)
            byID = aligned(positions + recipeCount * 4)
            slots = aligned(byID + recipeCount * 4)
            searchNames = aligned(slots + slotCount * 4)
            searchNameLengths = aligned(searchNames + (recipeCount + 1) * 4)
            searchLists = aligned(searchNameLengths + recipeCount * 4)
            ingredients = aligned(searchLists + (recipeCount + 1) * 4)
            ingredientLists = aligned(ingredients + ingredientCount * Self.ingredientStride)
            labels = aligned(ingredientLists + ingredientListLength * 4)
            labelBounds = aligned(labels + labelCount * 8)
            labelLists = aligned(labelBounds + (recipeCount + 1) * 4)
            strings = aligned(labelLists + labelListLength * 4)
            totalSize = aligned(strings + stringsLength)
        }

        /// Writes the header for this layout into the start of `block`.
        func writeHeader(into block: UnsafeMutableRawBufferPointer) {
            block.storeBytes(of: Self.magic, toByteOffset: 0, as: UInt64.self)
            block.storeBytes(of: Self.version, toByteOffset: 8, as: UInt32.self)
            block.storeBytes(of: flags, toByteOffset: 12, as: UInt32.self)
            block.storeBytes(of: UInt32(recipeCount), toByteOffset: 16, as: UInt32.self)
            block.storeBytes(of: UInt32(categoryCount), toByteOffset: 20, as: UInt32.self)
            block.storeBytes(of: UInt32(slotCount), toByteOffset: 24, as: UInt32.self)
            block.storeBytes(of: UInt32(stringsLength), toByteOffset: 28, as: UInt32.self)
            block.storeBytes(of: UInt32(ingredientCount), toByteOffset: 32, as: UInt32.self)
            block.storeBytes(of: UInt32(ingredientListLength), toByteOffset: 36, as: UInt32.self)
            block.storeBytes(of: UInt32(labelCount), toByteOffset: 40, as: UInt32.self)
            block.storeBytes(of: UInt32(labelListLength), toByteOffset: 44, as: UInt32.self)
        }

        /// Reads the layout of `block` and checks every offset, count and cross-reference in it.
        ///
        /// A block that passes cannot make any accessor read out of bounds or hand the app a row
        /// that its list does not have, however it was damaged. With `documentSize`, every recipe's
        /// source range must also lie within a document of that many bytes: a cache's ranges are
        /// read back from the data file, and a huge offset or length would trap or allocate gigabytes.
        package init?(validating block: UnsafeRawBufferPointer, documentSize: Int? = nil) {
            guard block.count >= Self.headerSize,
                block.load(fromByteOffset: 0, as: UInt64.self) == Self.magic,
                block.load(fromByteOffset: 8, as: UInt32.self) == Self.version
            else { return nil }
            let recipeCount = Int(block.load(fromByteOffset: 16, as: UInt32.self))
            let categoryCount = Int(block.load(fromByteOffset: 20, as: UInt32.self))
            let slotCount = Int(block.load(fromByteOffset: 24, as: UInt32.self))
            let stringsLength = Int(block.load(fromByteOffset: 28, as: UInt32.self))
            let ingredientCount = Int(block.load(fromByteOffset: 32, as: UInt32.self))
            let ingredientListLength = Int(block.load(fromByteOffset: 36, as: UInt32.self))
            let labelCount = Int(block.load(fromByteOffset: 40, as: UInt32.self))
            let labelListLength = Int(block.load(fromByteOffset: 44, as: UInt32.self))
            guard slotCount > recipeCount, slotCount & (slotCount - 1) == 0 else { return nil }
            self.init(
                flags: block.load(fromByteOffset: 12, as: UInt32.self), recipeCount: recipeCount,
                categoryCount: categoryCount, slotCount: slotCount, stringsLength: stringsLength,
                ingredientCount: ingredientCount, ingredientListLength: ingredientListLength,
                labelCount: labelCount, labelListLength: labelListLength
            )
            guard totalSize == block.count, isConsistent(block) else { return nil }
            if let documentSize, !sourcesLie(within: documentSize, block) { return nil }
        }

        /// Whether every recipe's source range (a 64-bit offset and a 32-bit length) lies within a document of `size` bytes.
        private func sourcesLie(within size: Int, _ block: UnsafeRawBufferPointer) -> Bool {
            let size = UInt64(max(size, 0))
            for recipe in 0..<recipeCount {
                let base = recipes + recipe * Self.recipeStride
                let offset = block.load(fromByteOffset: base + 24, as: UInt64.self)
                let length = UInt64(block.load(fromByteOffset: base + 32, as: UInt32.self))
                guard offset <= size, length <= size - offset else { return false }
            }
            return true
        }

        /// Checks, in sequential passes, every bound an accessor relies on: string ranges, category
        /// ranges that tile the sorted rows, rows and positions within their lists, slots that name a
        /// recipe or nothing, with at least one empty. Whether the cross-references also agree (a row
        /// names the recipe whose position points back to it) is left to the cache's checksum: a
        /// mismatch there could only misplace a cursor, never read out of bounds.
        private func isConsistent(_ block: UnsafeRawBufferPointer) -> Bool {
            func u32(_ offset: Int) -> Int { Int(block.load(fromByteOffset: offset, as: UInt32.self)) }
            func validString(_ offset: Int, _ count: Int) -> Bool { offset <= stringsLength && count <= stringsLength - offset }
            var rowsSeen = 0
            var counts: [Int] = []
            counts.reserveCapacity(categoryCount)
            for category in 0..<categoryCount {
                let base = categories + category * Self.categoryStride
                guard validString(u32(base), u32(base + 4)), validString(u32(base + 8), u32(base + 12)),
                    u32(base + 16) == rowsSeen, u32(base + 20) <= recipeCount - rowsSeen
                else { return false }
                counts.append(u32(base + 20))
                rowsSeen += u32(base + 20)
            }
            guard rowsSeen == recipeCount else { return false }
            for recipe in 0..<recipeCount {
                let base = recipes + recipe * Self.recipeStride
                guard validString(u32(base), u32(base + 4)), validString(u32(base + 8), u32(base + 12)),
                    u32(base + 16) < categoryCount, u32(positions + recipe * 4) < counts[u32(base + 16)],
                    u32(byCategory + recipe * 4) < recipeCount, u32(byID + recipe * 4) < recipeCount
                else { return false }
            }
            // Search's bounds, in display order, never go back and end within their sections.
            for entry in 0..<recipeCount {
                guard u32(searchNames + entry * 4) <= u32(searchNames + (entry + 1) * 4),
                    u32(searchLists + entry * 4) <= u32(searchLists + (entry + 1) * 4)
                else { return false }
            }
            guard u32(searchNames + recipeCount * 4) <= stringsLength, u32(searchLists + recipeCount * 4) <= ingredientListLength else { return false }
            for number in 0..<ingredientCount {
                let base = ingredients + number * Self.ingredientStride
                guard validString(u32(base), u32(base + 4)), validString(u32(base + 8), u32(base + 12)) else { return false }
            }
            for position in 0..<ingredientListLength where u32(ingredientLists + position * 4) >= ingredientCount {
                return false
            }
            for number in 0..<labelCount where !validString(u32(labels + number * 8), u32(labels + number * 8 + 4)) {
                return false
            }
            for recipe in 0..<recipeCount where u32(labelBounds + recipe * 4) > u32(labelBounds + (recipe + 1) * 4) {
                return false
            }
            guard u32(labelBounds) == 0, u32(labelBounds + recipeCount * 4) <= labelListLength else { return false }
            for position in 0..<labelListLength where u32(labelLists + position * 4) >= labelCount {
                return false
            }
            // At most one slot per recipe is taken, so every probe sequence reaches an empty slot.
            var taken = 0
            for slot in 0..<slotCount where u32(slots + slot * 4) != 0 {
                guard u32(slots + slot * 4) <= recipeCount else { return false }
                taken += 1
            }
            return taken <= recipeCount
        }
    }
}
