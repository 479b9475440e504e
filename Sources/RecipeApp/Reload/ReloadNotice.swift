import RecipeModel
import RecipeNavigation

/// The sentence the status line shows after a live reload: what the data changed, then what that did to the place.
enum ReloadNotice {
    /// How many names a clause quotes before it counts the rest.
    static let quotedNames = 3

    /// "recipes.json changed: "Pie Crust" was removed; 3 recipes changed." and, when the place had to
    /// move, what moved it; recipes the first part names as removed are not named again.
    ///
    /// `root` is the recipe at the bottom of the stack after the reload, whose move the place says only when the data's changes do not.
    static func text(dataName: String, difference: CatalogDifference, place: RestoreReport, root: String? = nil, catalog: RecipeCatalog) -> String {
        var parts: [String] = []
        parts += clause(difference.removedCategories.map { "category \"\($0.name)\"" }, one: "was removed", many: "were removed")
        parts += clause(difference.removed.map { "\"\($0.name)\"" }, one: "was removed", many: "were removed")
        // What the place lost follows what was removed, which its clauses ("a screen opened from it") refer to.
        // What the first part named is not named again by ID; a move is said with the names of the recipe and categories.
        var place = place
        let named = Set(difference.removed.map(\.id))
        place.droppedRecipeIDs.removeAll(where: named.contains)
        if let category = place.droppedCategoryID, difference.removedCategories.contains(where: { $0.id == category }) { place.droppedCategoryID = nil }
        var movedClause: String?
        if let moved = place.movedCategory {
            place.movedCategory = nil
            // A moved file has said where it went already.
            if !difference.moved.contains(where: { $0.to == root }) {
                let from = catalog.category(id: moved.from)?.name ?? moved.from
                let to = catalog.category(id: moved.to)?.name ?? moved.to
                let name = root.flatMap(catalog.name(ofRecipe:)).map { "\"\($0)\"" } ?? "the recipe at the bottom of the stack"
                movedClause = "\(name) moved from \"\(from)\" to \"\(to)\""
            }
        }
        parts += place.summaryParts
        if difference.changed.count == 1, let name = catalog.name(ofRecipe: difference.changed[0]) {
            parts.append("\"\(name)\" changed")
        } else if difference.changed.count > 1 {
            parts.append("\(difference.changed.count) recipes changed")
        }
        if let movedClause { parts.append(movedClause) }
        for move in difference.moved.prefix(quotedNames) {
            let name = catalog.name(ofRecipe: move.to) ?? move.to
            let category = catalog[move.to].flatMap { catalog.category(id: $0.categoryID)?.name } ?? ""
            parts.append("\"\(name)\" moved to \"\(category)\"")
        }
        if difference.moved.count > quotedNames { parts.append("\(difference.moved.count - quotedNames) more recipes moved") }
        if difference.followedReferences > 0 {
            let count = difference.followedReferences
            parts.append("\(count == 1 ? "a reference" : "\(count) references") to the old path\(difference.moved.count == 1 ? "" : "s") "
                + "\(count == 1 ? "follows" : "follow") the move until you quit (the files are not changed)")
        }
        parts += clause(difference.addedCategories.map { "category \"\($0.name)\"" }, one: "was added", many: "were added")
        if difference.added.count == 1, let name = catalog.name(ofRecipe: difference.added[0]) {
            parts.append("\"\(name)\" was added")
        } else if difference.added.count > 1 {
            parts.append("\(difference.added.count) recipes were added")
        }
        // New problems, as a launch says them: the first, and how many more.
        var problems = ""
        if let first = difference.newWarnings.first {
            problems = " \(dataName): " + first + (difference.newWarnings.count > 1 ? " (and \(difference.newWarnings.count - 1) more)" : "")
        }
        guard !parts.isEmpty else { return "\(dataName) changed on disk and was reloaded." + problems }
        return "\(dataName) changed: " + parts.joined(separator: "; ") + "." + problems
    }

    /// `"a" was removed`, `"a" and "b" were removed`, or the first few and "N more".
    private static func clause(_ names: [String], one: String, many: String) -> [String] {
        switch names.count {
        case 0: return []
        case 1: return ["\(names[0]) \(one)"]
        case 2...quotedNames: return [names.dropLast().joined(separator: ", ") + " and \(names.last!) \(many)"]
        default: return [names.prefix(quotedNames).joined(separator: ", ") + " and \(names.count - quotedNames) more \(many)"]
        }
    }
}
