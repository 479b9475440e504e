import Synchronization

/// What the detail shows of one recipe: read from the data once, when the recipe is selected, so
/// that laying out and drawing the detail never reads a file.
package enum RecipeDetail: Sendable {
    /// A recipe of a JSON catalog, whole.
    case recipe(Recipe)
    /// A recipe that is a file of its own: the catalog's values, and what reading the file gave
    /// (a `.cook` file as parsed, and where it is; see `RecipeFiles`).
    case file(Recipe, any RecipeFileDetail)
    /// The data file changed since it was indexed, so the recipe was not read from it: what the
    /// index knows of it (ID, name, category, minutes) stands in, and the data is to be loaded again.
    case changedOnDisk(Recipe)
}

/// The details a catalog has loaded, kept so that the detail pane lays out from memory.
///
/// Two generations of a few entries: going back to a recent screen finds it loaded, and a full
/// generation is dropped whole, which bounds memory without per-entry bookkeeping.
final class LoadedDetails: Sendable {
    private struct Generations {
        var current: [String: RecipeDetail] = [:]
        var previous: [String: RecipeDetail] = [:]
    }

    static let generationSize = 16
    private let generations = Mutex(Generations())

    init() {}

    func detail(of id: String) -> RecipeDetail? {
        generations.withLock { $0.current[id] ?? $0.previous[id] }
    }

    func remember(_ detail: RecipeDetail, of id: String) {
        generations.withLock {
            if $0.current.count >= Self.generationSize {
                $0.previous = $0.current
                $0.current = [:]
            }
            $0.current[id] = detail
        }
    }
}

extension RecipeCatalog {
    /// The detail of recipe `id` when it is at hand without reading a file: loaded before, or a
    /// recipe the catalog holds in memory. Nil when it must be loaded first (`loadDetail`), or for an unknown ID.
    package func detailAtHand(_ id: String) -> RecipeDetail? {
        guard let position = index.lookup(id) else { return nil }
        if let loaded = loadedDetails.detail(of: id) { return loaded }
        guard recipeFiles == nil, let recipe = fullRecipes.recipeWithoutReading(position, index: index, categoryIDs: categoryIDs) else { return nil }
        return .recipe(recipe)
    }

    /// Reads recipe `id`'s detail from the data (the data file, or the recipe's `.cook` file) and
    /// keeps it, so that `detailAtHand` has it from now on; nil for an unknown ID.
    ///
    /// This is the one place the detail reads the disk: the session calls it when the update asks
    /// for it (`Effect.loadDetail`), at once for a small read and on a thread of its own for a large one.
    package func loadDetail(_ id: String) -> RecipeDetail? {
        if let known = detailAtHand(id) { return known }
        guard let lookup = fullRecipe(id) else { return nil }
        let detail: RecipeDetail
        switch lookup {
        case .changedOnDisk(let entry):
            detail = .changedOnDisk(entry)
        case .recipe(let recipe):
            if let recipeFiles {
                detail = .file(recipe, recipeFiles.readDetail(ofRecipe: id))
            } else {
                detail = .recipe(recipe)
            }
        }
        loadedDetails.remember(detail, of: id)
        return detail
    }

    /// About how many bytes `loadDetail(id)` reads: 0 when the detail is at hand, the file's size for
    /// a recipe that is a file of its own (asked of the file system, without opening it).
    package func detailReadSize(_ id: String) -> Int {
        guard let position = index.lookup(id), loadedDetails.detail(of: id) == nil else { return 0 }
        if let recipeFiles { return recipeFiles.detailReadSize(ofRecipe: id) }
        return fullRecipes.readSize(of: position, index: index)
    }
}
