import RecipeModel

/// Narrows the catalog to the recipes that meet every condition of a query, reading the index's
/// columns (`CatalogColumns`) and ingredient lists (`CatalogSearchText`), never a recipe.
///
/// Each condition is compared once with every distinct ingredient, label or category, then each
/// recipe is checked by number; conditions are applied in the order typed, so the first one that
/// leaves nothing is the one the user is told emptied the result.
package struct QueryFilter: Sendable {
    /// The entries (display order, as `CatalogSearchText` numbers them) that meet every condition,
    /// and the first condition (as typed) after which none was left, if one was.
    package struct Outcome: Equatable, Sendable {
        package var entries: [Int32]
        package var emptiedBy: String?
    }

    /// Other names of an ingredient, such as the aisle file's synonyms; none by default.
    package typealias Synonyms = @Sendable (String) -> [String]

    private let columns: CatalogColumns
    private let text: CatalogSearchText
    private let synonyms: Synonyms?
    private let words: IngredientWordText

    /// A filter of `catalog`'s recipes; `words` keeps the ingredients' lines of stems for the next filter
    /// of the same catalog (a fresh one makes them on the first `i:` term).
    package init(catalog: RecipeCatalog, synonyms: Synonyms? = nil, words: IngredientWordText = IngredientWordText()) {
        columns = catalog.columns
        text = catalog.searchText
        self.synonyms = synonyms
        self.words = words
    }

    /// The entries among `within` (every entry when nil) that meet every condition of `query`.
    package func entries(matching query: RecipeQuery, within: [Int32]? = nil) -> Outcome {
        let entries = within ?? (0..<Int32(columns.entryCount)).map { $0 }
        let (kept, emptiedBy) = positions(matching: query, of: entries)
        return Outcome(entries: kept.map { entries[$0] }, emptiedBy: emptiedBy)
    }

    /// The positions in `entries` of those that meet every condition of `query`, in order, and the
    /// first condition (as typed) after which none was left.
    package func positions(matching query: RecipeQuery, of entries: [Int32]) -> (kept: [Int], emptiedBy: String?) {
        var kept = Array(entries.indices)
        var emptiedBy: String?
        for (term, condition, negated) in query.conditions {
            let before = kept.count
            let test = self.test(condition)
            kept.removeAll { test(Int(entries[$0])) == negated }
            if before > 0 && kept.isEmpty && emptiedBy == nil { emptiedBy = term.text }
        }
        return (kept, emptiedBy)
    }

    /// For each category (by position in the catalog), whether one of its recipes meets every
    /// condition of `query`; and the condition after which none was left.
    package func categories(matching query: RecipeQuery) -> (categories: [Bool], emptiedBy: String?) {
        let outcome = entries(matching: query)
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
            // The tag itself; while no tag is named so, the tags that start so, so that `#veg` narrows as it is typed.
            let wanted = RecipeLabels.tag(tag) ?? []
            var matching = labels { $0 == wanted }
            if !matching.contains(true) { matching = labels { $0.starts(with: wanted) } }
            return { entry in columns.containsLabel(ofEntry: entry) { matching[$0] } }
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
        let table = words.table(for: text)
        return (0..<table.count).map { number in wanted.contains { table.contains(number, $0) } }
    }

    /// For each distinct label, whether `test` holds of its folded bytes.
    private func labels(_ test: ([UInt8]) -> Bool) -> [Bool] {
        (0..<columns.labelCount).map { test(columns.label($0)) }
    }

    /// For each distinct label, whether it is metadata `key` with a value containing `value`.
    private func labels(key: String, value: String) -> [Bool] {
        let prefix = RecipeLabels.fold(key) + [UInt8(ascii: ":")]
        let wanted = RecipeLabels.fold(value)
        return labels { label in label.starts(with: prefix) && Self.contains(Array(label.dropFirst(prefix.count)), wanted) }
    }

    /// Whether `haystack` holds `needle` as a run of bytes.
    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty else { return true }
        guard needle.count <= haystack.count else { return false }
        for start in 0...(haystack.count - needle.count) where haystack[start..<(start + needle.count)].elementsEqual(needle) { return true }
        return false
    }
}
