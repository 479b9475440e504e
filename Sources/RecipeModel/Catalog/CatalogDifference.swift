/// What a newer version of the data changed, recipe by recipe, for the notice a live reload shows.
///
/// Recipes are matched by ID. One counts as changed when its list entry differs (name, category,
/// time), or when its whole recipe was at hand in the old version without reading a file (values,
/// or one the old catalog has decoded, which is any recipe the user has looked at) and differs
/// from the new one. So a change inside a recipe of a big file or a cached collection that nobody
/// opened is shown when it is opened but not counted: counting it would mean reading and comparing
/// every recipe of both versions, and the old file may be gone. The length of a recipe's JSON text
/// is no sign either: reformatting the file changes every length and no recipe.
package struct CatalogDifference: Equatable, Sendable {
    /// IDs of the recipes the newer data no longer has, in the old display order, with their names.
    package var removed: [(id: String, name: String)] = []
    /// IDs of the recipes only the newer data has, in its display order.
    package var added: [String] = []
    /// IDs of the recipes both have that changed, in the new display order.
    package var changed: [String] = []
    /// Recipes of a collection whose file moved to another folder: their ID changed with its path,
    /// but the file is the same. Neither removed nor added; in the old display order.
    package var moved: [(from: String, to: String)] = []
    /// Problems the newer data has that the old had not (a related ID that points nowhere now, a
    /// file that is not UTF-8), as a launch would say them.
    package var newWarnings: [String] = []
    /// How many references of a collection name a path a file moved away from, and so follow it to
    /// its new one for the session (set by `followMoves`, in RecipeApp); their problems are not among `newWarnings`.
    package var followedReferences = 0
    /// The categories the newer data no longer has, in the old order.
    package var removedCategories: [Category] = []
    /// The categories only the newer data has, in its order.
    package var addedCategories: [Category] = []

    package init() {}

    /// Compares two versions of the data: linear in their recipes, with no reading of either file
    /// beyond recipes the old catalog has already decoded.
    package init(from old: RecipeCatalog, to new: RecipeCatalog) {
        let oldIndex = old.index
        let newIndex = new.index
        let oldCategoryIDs = old.categories.map(\.id)
        let newCategoryIDs = new.categories.map(\.id)

        var matched = [Bool](repeating: false, count: newIndex.recipeCount)
        var changedPositions: [Int] = []
        for position in 0..<oldIndex.recipeCount {
            let recipe = oldIndex.recipe(inDisplayOrder: position)
            guard let counterpart = Self.lookup(oldIndex.idBytes(of: recipe), in: newIndex) else {
                removed.append((oldIndex.id(of: recipe), oldIndex.name(of: recipe)))
                continue
            }
            matched[counterpart] = true
            var differs = !RecipeIndex.equal(oldIndex.nameBytes(of: recipe), newIndex.nameBytes(of: counterpart))
                || oldCategoryIDs[oldIndex.category(of: recipe)] != newCategoryIDs[newIndex.category(of: counterpart)]
                || oldIndex.minutes(of: recipe) != newIndex.minutes(of: counterpart)
            if !differs, let before = old.fullRecipes.recipeAtHand(recipe) {
                differs = before != new.recipe(at: counterpart)
            }
            if differs { changedPositions.append(newIndex.displayOrder(of: counterpart)) }
        }
        for position in 0..<newIndex.recipeCount {
            let recipe = newIndex.recipe(inDisplayOrder: position)
            if !matched[recipe] { added.append(newIndex.id(of: recipe)) }
        }
        changed = changedPositions.sorted().map { newIndex.id(of: newIndex.recipe(inDisplayOrder: $0)) }
        if old.recipeFiles != nil, new.recipeFiles != nil { findMoves(from: old, to: new) }

        let oldCategories = Set(oldCategoryIDs)
        let newCategories = Set(newCategoryIDs)
        let oldWarnings = Set(old.warnings.map(\.description))
        newWarnings = new.warnings.map(\.description).filter { !oldWarnings.contains($0) }
        removedCategories = old.categories.filter { !newCategories.contains($0.id) }
        addedCategories = new.categories.filter { !oldCategories.contains($0.id) }
    }

    /// Takes out of `removed` and `added` the files that moved: a removed and an added recipe with
    /// the same file name, the only pair with that name, whose recipes say the same.
    ///
    /// A `.cook` file's ID is its path, so moving it to another folder (another category) would
    /// otherwise lose the place a relaunch or a reload could keep: the place follows it instead, as
    /// it follows a JSON recipe whose category changed.
    private mutating func findMoves(from old: RecipeCatalog, to new: RecipeCatalog) {
        func fileName(_ id: String) -> Substring { id.split(separator: "/").last ?? Substring(id) }
        var addedByName: [Substring: [String]] = [:]
        for id in added { addedByName[fileName(id), default: []].append(id) }
        var removedCount: [Substring: Int] = [:]
        for entry in removed { removedCount[fileName(entry.id), default: 0] += 1 }
        var movedFrom: Set<String> = []
        var movedTo: Set<String> = []
        for entry in removed {
            let name = fileName(entry.id)
            guard removedCount[name] == 1, let candidates = addedByName[name], candidates.count == 1,
                let before = old[entry.id], let after = new[candidates[0]], Self.sameText(before, after)
            else { continue }
            moved.append((entry.id, candidates[0]))
            movedFrom.insert(entry.id)
            movedTo.insert(candidates[0])
        }
        removed.removeAll { movedFrom.contains($0.id) }
        added.removeAll(where: movedTo.contains)
    }

    /// Whether two recipes say the same, whatever their place: every field of `RecipeField.all` but
    /// those that say a place (ID, category, name, which names the subfolder, and references, which
    /// name other files' places; see `RecipeField.Role.isPlace`).
    static func sameText(_ a: Recipe, _ b: Recipe) -> Bool {
        RecipeField.all.allSatisfy { field in field.role?.isPlace == true || field.same(a, b) }
    }

    /// The recipe of `index` with exactly these ID bytes, or under `String` equality when the bytes differ.
    private static func lookup(_ id: UnsafeRawBufferPointer, in index: RecipeIndex) -> Int? {
        if let found = index.lookup(bytes: id, hash: ContentHash.hash(id)) { return found }
        guard !RecipeIndex.isASCII(id) else { return nil }
        return index.lookup(String(decoding: id, as: UTF8.self))
    }

    /// Whether the newer data is the same as far as the lists and the recipes at hand show.
    package var isEmpty: Bool {
        removed.isEmpty && added.isEmpty && changed.isEmpty && moved.isEmpty && removedCategories.isEmpty && addedCategories.isEmpty
            && newWarnings.isEmpty
    }

    package static func == (lhs: CatalogDifference, rhs: CatalogDifference) -> Bool {
        lhs.removed.map(\.id) == rhs.removed.map(\.id) && lhs.removed.map(\.name) == rhs.removed.map(\.name)
            && lhs.added == rhs.added && lhs.changed == rhs.changed
            && lhs.moved.map(\.from) == rhs.moved.map(\.from) && lhs.moved.map(\.to) == rhs.moved.map(\.to)
            && lhs.removedCategories == rhs.removedCategories && lhs.addedCategories == rhs.addedCategories && lhs.newWarnings == rhs.newWarnings
    }
}
