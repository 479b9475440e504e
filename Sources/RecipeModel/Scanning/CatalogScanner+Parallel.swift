import Dispatch
import Synchronization
import SystemFiles

extension CatalogScanner {
    /// Documents from this size have their second half of recipes scanned on another thread.
    static let parallelThreshold = 8 << 20

    /// The recipes from a likely recipe boundary near the middle of the document to the end of the
    /// "recipes" array, scanned on another thread while this one scans up to that boundary.
    ///
    /// The boundary is a guess (`},{"id"` and the like, found by looking at bytes, not by parsing),
    /// so the result is used only if the main scan arrives at exactly that byte as the start of an
    /// element of the recipes array, in which state the rest scans the same on any thread. A wrong
    /// guess, inside a string for example, costs the wasted work and nothing else.
    final class TailScan: @unchecked Sendable {
        // @unchecked: `scanner` and `outcome` are written only by the worker before `done` is signalled,
        // and read only by the main scan after waiting for it.
        let split: Int
        private var scanner: CatalogScanner
        private var outcome: Bool = false
        private let done = DispatchSemaphore(value: 0)
        private let cancelled = Atomic<Bool>(false)
        private var waited = false

        private init(base: UnsafePointer<UInt8>, end: Int, split: Int) {
            self.split = split
            scanner = CatalogScanner(base: base, end: end, progress: nil)
            scanner.index = split
            // Inside the top-level object and the recipes array, as the main scan is at an element.
            scanner.depth = 2
        }

        /// Starts scanning the second half of a document, or returns nil when no boundary is found or no thread can be had.
        static func start(base: UnsafePointer<UInt8>, end: Int) -> TailScan? {
            guard let split = likelyRecipeStart(base: base, from: end / 2, end: end) else { return nil }
            let tail = TailScan(base: base, end: end, split: split)
            // Not Dispatch: without a thread to give, its work (and this scan, waiting for it) would wait for ever.
            guard DetachedThread.start({ tail.run() }) else { return nil }
            return tail
        }

        private func run() {
            outcome = (try? scanner.scanRecipesToEndOfArray(cancelled: cancelled)) != nil
            done.signal()
        }

        /// Waits for the worker and returns its scanner when it reached the end of the recipes array.
        func result() -> CatalogScanner? {
            if !waited {
                done.wait()
                waited = true
            }
            return outcome ? scanner : nil
        }

        /// Stops the worker as soon as it notices and waits for it.
        func cancelAndWait() {
            cancelled.store(true, ordering: .relaxed)
            _ = result()
        }

        /// Finds, from `start`, a `{` that looks like the start of a recipe: after `}` and `,`, before `"id"`.
        private static func likelyRecipeStart(base: UnsafePointer<UInt8>, from start: Int, end: Int) -> Int? {
            func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }
            let limit = min(end, start + (1 << 20))
            var position = start
            while position < limit {
                defer { position += 1 }
                guard base[position] == UInt8(ascii: "{") else { continue }
                var before = position - 1
                while before > 0 && isSpace(base[before]) { before -= 1 }
                guard before > 0, base[before] == UInt8(ascii: ",") else { continue }
                before -= 1
                while before > 0 && isSpace(base[before]) { before -= 1 }
                guard base[before] == UInt8(ascii: "}") else { continue }
                var after = position + 1
                while after < end && isSpace(base[after]) { after += 1 }
                guard end - after >= 4, base[after] == UInt8(ascii: "\""), base[after + 1] == UInt8(ascii: "i"),
                    base[after + 2] == UInt8(ascii: "d"), base[after + 3] == UInt8(ascii: "\"")
                else { continue }
                return position
            }
            return nil
        }
    }

    /// Scans recipe objects separated by commas up to the `]` that closes the recipes array, leaving `index` on it.
    mutating func scanRecipesToEndOfArray(cancelled: borrowing Atomic<Bool>) throws(Unsupported) {
        while true {
            if cancelled.load(ordering: .relaxed) { throw Unsupported() }
            try scanRecipe()
            skipWhitespace()
            guard index < end else { throw Unsupported() }
            if base[index] == UInt8(ascii: "]") { return }
            try expect(UInt8(ascii: ","))
            skipWhitespace()
        }
    }

    /// At the start of a recipes array element, takes the other thread's recipes if it started exactly here.
    ///
    /// Returns true with `index` on the array's closing `]`, as if this thread had scanned them.
    mutating func adoptTail() -> Bool {
        guard let tail, tail.split == index else { return false }
        self.tail = nil
        guard let other = tail.result() else { return false }
        let firstRecipe = entries.count
        let stringsShift = builder.strings.count
        let categoryShift = categoryBytes.count
        let relatedShift = relatedBytes.count
        let relatedRefsShift = relatedRefs.count
        builder.strings.append(contentsOf: other.builder.strings)
        categoryBytes.append(contentsOf: other.categoryBytes)
        relatedBytes.append(contentsOf: other.relatedBytes)
        // The other thread numbered its ingredients on its own; renumber them into this vocabulary.
        var renumbered: [UInt32] = []
        renumbered.reserveCapacity(other.builder.vocabulary.count)
        other.builder.vocabulary.bytes.withUnsafeBufferPointer { pool in
            for name in other.builder.vocabulary.names {
                renumbered.append(builder.vocabulary.intern(UnsafeBufferPointer(rebasing: pool[name.offset..<(name.offset + name.count)])))
            }
        }
        let listShift = builder.ingredientLists.count
        builder.ingredientLists += other.builder.ingredientLists.map { renumbered[Int($0)] }
        let labelShift = builder.labels.merge(other.builder.labels)
        for var entry in other.entries {
            entry.id.offset += stringsShift
            entry.name.offset += stringsShift
            entry.ingredients = (entry.ingredients.lowerBound + listShift)..<(entry.ingredients.upperBound + listShift)
            entry.labels = (entry.labels.lowerBound + labelShift)..<(entry.labels.upperBound + labelShift)
            entries.append(entry)
        }
        categoryRefs += other.categoryRefs.map { RecipeIndexBuilder.StringRef(offset: $0.offset + categoryShift, count: $0.count) }
        relatedRefs += other.relatedRefs.map { RecipeIndexBuilder.StringRef(offset: $0.offset + relatedShift, count: $0.count) }
        related += other.related.map { ($0.lowerBound + relatedRefsShift)..<($0.upperBound + relatedRefsShift) }
        oversized += other.oversized.map { $0 + firstRecipe }
        index = other.index
        return true
    }
}
