import RecipeModel

/// Narrows the catalog to the recipes that meet every condition of a query, reading the index's
/// columns (`CatalogColumns`) and ingredient lists (`CatalogSearchText`), never a recipe.
///
/// Each condition is compared once with every distinct ingredient, label or category, then each
/// recipe is checked by number; a tag's recipes are read from the catalog's table of tags. Conditions
/// are applied in the order typed, each to what the ones before it left, so the first one that leaves
/// nothing is the one the user is told emptied the result.
package struct QueryFilter: Sendable {
    /// The entries (display order, as `CatalogSearchText` numbers them) that meet every condition,
    /// and the first condition (as typed) after which none was left, if one was.
    package struct Outcome: Equatable, Sendable {
        package var entries: [Int32]
        package var emptiedBy: String?
    }

    /// Other names of an ingredient, such as the aisle file's synonyms; none by default.
    package typealias Synonyms = @Sendable (String) -> [String]

    private let catalog: RecipeCatalog
    private let columns: CatalogColumns
    private let text: CatalogSearchText
    private let synonyms: Synonyms?
    private let words: IngredientWordText

    /// A filter of `catalog`'s recipes; `words` keeps the ingredients' lines of stems for the next filter
    /// of the same catalog (a fresh one makes them on the first `i:` term).
    package init(catalog: RecipeCatalog, synonyms: Synonyms? = nil, words: IngredientWordText = IngredientWordText()) {
        self.catalog = catalog
        columns = catalog.columns
        text = catalog.searchText
        self.synonyms = synonyms
        self.words = words
    }

    /// The entries among `within` (every entry when nil) that meet every condition of `query`;
    /// `narrowing` starts from what the last query's conditions left, as far as this one's are the same.
    package func entries(matching query: RecipeQuery, within: [Int32]? = nil, narrowing: ConditionNarrowing? = nil) -> Outcome {
        let entries = within ?? (0..<Int32(columns.entryCount)).map { $0 }
        let (kept, emptiedBy) = positions(matching: query, of: entries, narrowing: narrowing)
        return Outcome(entries: kept.map { entries[$0] }, emptiedBy: emptiedBy)
    }

    /// The positions in `entries` of those that meet every condition of `query`, in order, and the
    /// first condition (as typed) after which none was left; `narrowing` as for `entries(matching:)`.
    package func positions(matching query: RecipeQuery, of entries: [Int32], narrowing: ConditionNarrowing? = nil) -> (kept: [Int], emptiedBy: String?) {
        let conditions = query.conditions
        // The last query's stages for as many of its first terms as this query repeats.
        var stages = narrowing?.stages(over: entries) ?? []
        var same = 0
        while same < min(stages.count, conditions.count) && stages[same].term == conditions[same].term { same += 1 }
        stages.removeSubrange(same...)
        var kept = stages.last?.kept ?? Array(entries.indices)
        var emptiedBy = stages.last?.emptiedBy
        for (term, condition, negated) in conditions.dropFirst(same) {
            let before = kept.count
            let test = self.test(condition)
            kept.removeAll { test(Int(entries[$0])) == negated }
            if before > 0 && kept.isEmpty && emptiedBy == nil { emptiedBy = term.text }
            stages.append(ConditionNarrowing.Stage(term: term, kept: kept, emptiedBy: emptiedBy))
        }
        narrowing?.remember(stages, over: entries)
        return (kept, emptiedBy)
    }

    /// For each category (by position in the catalog), whether one of its recipes meets every
    /// condition of `query`; and the condition after which none was left.
    package func categories(matching query: RecipeQuery, narrowing: ConditionNarrowing? = nil) -> (categories: [Bool], emptiedBy: String?) {
        let outcome = entries(matching: query, narrowing: narrowing)
        var found = [Bool](repeating: false, count: columns.categoryCount)
        for entry in outcome.entries { found[columns.category(ofEntry: Int(entry))] = true }
        return (found, outcome.emptiedBy)
    }

    /// Whether the entry meets one condition, with what it compares made once.
    private func test(_ condition: RecipeQuery.Condition) -> (Int) -> Bool {
        switch condition {
        case .time(let comparison, let bound):
            return { entry in columns.minutes(ofEntry: entry).map { comparison.holds($0, bound) } ?? false }
        case .servings(let comparison, let bound):
            return { entry in columns.servings(ofEntry: entry).map { comparison.holds($0, bound) } ?? false }
        case .ingredient(let name):
            let matching = matchingIngredients(name)
            return { entry in text.ingredientPositions(ofEntry: entry).contains { matching[text.ingredientNumber(at: $0)] } }
        case .tag(let tag):
            // A tag that folds to nothing names no tag, and every label starts with it.
            guard let wanted = RecipeLabels.tag(tag) else { return { entry in columns.containsLabel(ofEntry: entry) { _ in true } } }
            // The tag itself; while no tag is named so, the tags that start so, so that `#veg` narrows as it is typed.
            var lists = catalog.entries(ofTagsWhere: { Self.equals($0, wanted) })
            if lists.isEmpty { lists = catalog.entries(ofTagsWhere: { Self.starts($0, with: wanted) }) }
            var marked = [Bool](repeating: false, count: columns.entryCount)
            for list in lists { for entry in list { marked[Int(entry)] = true } }
            return { entry in marked[entry] }
        case .metadata(let key, let value):
            let matching = labels(key: key, value: value)
            return { entry in columns.containsLabel(ofEntry: entry) { matching[$0] } }
        case .course(let value):
            let byCourse = labels(key: "course", value: value)
            let folded = RecipeLabels.fold(value)
            let categories = (0..<columns.categoryCount).map { number in
                let category = columns.category(number)
                return Self.contains(RecipeLabels.fold(category.name), folded) || Self.contains(RecipeLabels.fold(category.id), folded)
            }
            return { entry in categories[columns.category(ofEntry: entry)] || columns.containsLabel(ofEntry: entry) { byCourse[$0] } }
        }
    }

    /// For each distinct ingredient, whether its name matches `name` or one of its synonyms through simple plurals.
    private func matchingIngredients(_ name: String) -> [Bool] {
        let wanted = ([name] + (synonyms?(name) ?? [])).map(IngredientWords.line).filter { $0.count > 1 }
        return words.table(for: text).matching(wanted)
    }

    /// For each distinct label, whether it is metadata `key` with a value containing `value`; each label
    /// compared where it lies (there is one per recipe's title alone).
    private func labels(key: String, value: String) -> [Bool] {
        let prefix = RecipeLabels.fold(key) + [UInt8(ascii: ":")]
        let wanted = RecipeLabels.fold(value)
        return columns.withLabelBytes { bytes in
            (0..<columns.labelCount).map { number in
                let label = bytes.extracting(columns.labelRange(number))
                return Self.starts(label, with: prefix) && Self.contains(label.extracting(droppingFirst: prefix.count), wanted)
            }
        }
    }

    /// Whether `bytes` are `other`'s.
    static func equals(_ bytes: Span<UInt8>, _ other: [UInt8]) -> Bool {
        guard bytes.count == other.count else { return false }
        for offset in other.indices where bytes[offset] != other[offset] { return false }
        return true
    }

    /// Whether `bytes` start with `prefix`.
    static func starts(_ bytes: Span<UInt8>, with prefix: [UInt8]) -> Bool {
        bytes.count >= prefix.count && equals(bytes.extracting(first: prefix.count), prefix)
    }

    /// Whether `haystack` holds `needle` as a run of bytes.
    static func contains(_ haystack: Span<UInt8>, _ needle: [UInt8]) -> Bool {
        guard needle.count <= haystack.count else { return false }
        for start in 0...(haystack.count - needle.count) where equals(haystack.extracting(start..<(start + needle.count)), needle) { return true }
        return false
    }

    /// Whether `haystack` holds `needle` as a run of bytes.
    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty else { return true }
        guard needle.count <= haystack.count else { return false }
        for start in 0...(haystack.count - needle.count) where haystack[start..<(start + needle.count)].elementsEqual(needle) { return true }
        return false
    }
}
