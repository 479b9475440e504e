import Synchronization

/// The catalog's full recipes, as opposed to the index's list entries: values given at construction,
/// or decoded from the data file on first use and remembered.
///
/// Decoding is what keeps a huge catalog cheap: the load only indexes what the lists show, and a
/// recipe's summary, ingredients and directions are parsed when something asks for the recipe.
/// The last few thousand decoded recipes are kept, so a frame that asks for the same recipe
/// several times, or a key that returns to it, decodes it once. The memo is behind a mutex, so a
/// catalog can still be shared freely between threads.
final class FullRecipeStore: Sendable {
    private enum Source {
        /// Recipes in index order, already cut to the limits and with dangling related IDs dropped.
        case values([Recipe])
        /// Each recipe's JSON object, at the byte range the index records.
        case document(DocumentByteSource)
        /// Recipes in index order as a cached folder keeps them, already cut and checked.
        case encoded(EncodedRecipes)
    }

    private let source: Source
    private let memo = Mutex(Memo())

    init(values: [Recipe]) {
        source = .values(values)
    }

    init(document: DocumentByteSource) {
        source = .document(document)
    }

    init(encoded: EncodedRecipes) {
        source = .encoded(encoded)
    }

    /// The document the recipes are decoded from, whose byte offsets the index records; nil when
    /// the recipes are values or encoded, and the index's offsets are positions in a list.
    var document: DocumentByteSource? {
        if case .document(let document) = source { return document }
        return nil
    }

    /// A full recipe, or what stands in for one that could not be read.
    enum Lookup: Equatable {
        case recipe(Recipe)
        /// The data file changed since it was indexed, so the recipe was not read from it: what the
        /// index knows of it (ID, name, category, minutes) stands in. Not remembered: a catalog
        /// loaded again reads it afresh.
        case changedOnDisk(Recipe)

        var recipe: Recipe {
            switch self {
            case .recipe(let recipe), .changedOnDisk(let recipe): recipe
            }
        }
    }

    /// The full recipe at `recipe` of the index, with the index's categories to name a fallback's category.
    func recipe(_ recipe: Int, index: RecipeIndex, categoryIDs: [String]) -> Recipe {
        lookup(recipe, index: index, categoryIDs: categoryIDs).recipe
    }

    /// The full recipe at `recipe` of the index, or its list entry when the data file changed since it was indexed.
    ///
    /// A recipe already decoded is given as it was: one whole recipe from one version of the file.
    func lookup(_ recipe: Int, index: RecipeIndex, categoryIDs: [String]) -> Lookup {
        switch source {
        case .values(let values):
            return .recipe(values[recipe])
        case .document(let document):
            if let known = memo.withLock({ $0.recipe(recipe) }) { return .recipe(known) }
            let decoded: Recipe
            switch Self.decode(recipe, from: document, index: index) {
            case .decoded(let recipe):
                decoded = recipe
            case .changed:
                return .changedOnDisk(Self.listEntry(recipe, index: index, categoryIDs: categoryIDs))
            case .failed:
                decoded = Self.listEntry(recipe, index: index, categoryIDs: categoryIDs)
            }
            memo.withLock { $0.remember(decoded, at: recipe) }
            return .recipe(decoded)
        case .encoded(let encoded):
            if let known = memo.withLock({ $0.recipe(recipe) }) { return .recipe(known) }
            // The ID check mirrors the document's: bytes that decode to another recipe are not this one.
            let decoded = encoded.recipe(recipe).flatMap { $0.id == index.id(of: recipe) ? $0 : nil }
                ?? Self.listEntry(recipe, index: index, categoryIDs: categoryIDs)
            memo.withLock { $0.remember(decoded, at: recipe) }
            return .recipe(decoded)
        }
    }

    /// The full recipe at `recipe` of the index when it is at hand without reading a file: a value,
    /// or one already decoded (from a document, or from a folder's cache, which is read with `pread`
    /// too). Nil for a recipe not yet decoded.
    func recipeAtHand(_ recipe: Int) -> Recipe? {
        switch source {
        case .values(let values): values[recipe]
        case .document, .encoded: memo.withLock { $0.peek(recipe) }
        }
    }

    /// The full recipe at `recipe` of the index when it can be had without reading a file: a value,
    /// one already decoded, or one decoded now from a document held in memory. Nil when it must be
    /// read from the data file or a folder's cache (see `lookup`).
    func recipeWithoutReading(_ recipe: Int, index: RecipeIndex, categoryIDs: [String]) -> Recipe? {
        if let known = recipeAtHand(recipe) { return known }
        guard case .document(let document) = source, document.isInMemory else { return nil }
        return lookup(recipe, index: index, categoryIDs: categoryIDs).recipe
    }

    /// How many bytes reading the full recipe at `recipe` of the index takes from the data file: 0
    /// for one at hand; an estimate for a recipe of a folder's cache, which is small.
    func readSize(of recipe: Int, index: RecipeIndex) -> Int {
        guard recipeAtHand(recipe) == nil else { return 0 }
        switch source {
        case .values: return 0
        case .document(let document): return document.isInMemory ? 0 : index.source(of: recipe).length
        case .encoded: return 1 << 12
        }
    }

    private enum Decoded {
        case decoded(Recipe)
        /// The bytes are not a recipe object, or not this recipe's.
        case failed
        /// The file is no longer the version that was indexed.
        case changed
    }

    /// Parses one recipe's object exactly as loading the whole file would, limits and related IDs included.
    private static func decode(_ recipe: Int, from document: DocumentByteSource, index: RecipeIndex) -> Decoded {
        let (offset, length) = index.source(of: recipe)
        let bytes: [UInt8]
        switch document.read(offset: offset, length: length) {
        case .bytes(let read): bytes = read
        case .missing: return .failed
        case .changed: return .changed
        }
        guard let parsed = bytes.withUnsafeBytes(CatalogScanner.decodeRecipe) ?? parsePrecisely(bytes, recipe: recipe),
            // The file may have changed since it was indexed: the object must still be this recipe.
            parsed.id == index.id(of: recipe)
        else { return .failed }
        var ignored: [CatalogWarning] = []
        var result = CatalogLimits.apply(to: parsed, warnings: &ignored)
        result.relatedIDs = result.relatedIDs.filter { related in
            guard let target = index.lookup(related) else { return false }
            return target != recipe
        }
        return .decoded(result)
    }

    /// Parses a recipe object the scan left alone (a repeated member, say) into a tree first, as a whole load would.
    private static func parsePrecisely(_ bytes: [UInt8], recipe: Int) -> Recipe? {
        guard case .object(let object)? = try? JSONParser.parse(bytes) else { return nil }
        return try? CatalogReader(bytes: bytes).recipe(object, index: recipe)
    }

    /// What the index alone knows of a recipe, for when its JSON can no longer be read.
    private static func listEntry(_ recipe: Int, index: RecipeIndex, categoryIDs: [String]) -> Recipe {
        Recipe(id: index.id(of: recipe), name: index.name(of: recipe), categoryID: categoryIDs[index.category(of: recipe)], minutes: index.minutes(of: recipe))
    }

    /// Recently decoded recipes in two generations: a full one is dropped whole, which keeps memory bounded without per-entry bookkeeping.
    private struct Memo {
        static let generationSize = 2048
        var current: [Int: Recipe] = [:]
        var previous: [Int: Recipe] = [:]

        mutating func recipe(_ index: Int) -> Recipe? {
            if let found = current[index] { return found }
            guard let found = previous[index] else { return nil }
            remember(found, at: index)
            return found
        }

        /// The remembered recipe, without making it recent.
        func peek(_ index: Int) -> Recipe? {
            current[index] ?? previous[index]
        }

        mutating func remember(_ recipe: Recipe, at index: Int) {
            if current.count >= Self.generationSize {
                previous = current
                current = [:]
            }
            current[index] = recipe
        }
    }
}
