import Cooklang

/// What a catalog read from a folder of `.cook` files keeps beside its recipes: where each file
/// is, what went wrong reading it, and which recipes reference it.
///
/// The catalog's `Recipe` values serve the lists and search; the Cooklang detail shows this instead,
/// so that sections, cookware, notes and metadata are shown as the file says them.
package struct CooklangCollection: Sendable {
    /// One file of the collection.
    package struct Entry: Sendable {
        /// The path the file was read from.
        package var path: String
        /// The file's path below the collection's folder, with `.cook`: "Shared/Pizza Dough.cook".
        package var file: String
        /// The folders between the category's folder and the file ("Doughs"), nil for none.
        package var subfolder: String?
        /// What reading or parsing the file worked around, each "file:line:column: message".
        package var problems: [String]

        /// Reads and parses the file again, for the detail: the collection keeps only what its lists
        /// need. Empty when the file can no longer be read or is not UTF-8.
        package func recipe() -> CooklangRecipe {
            guard let bytes = try? CooklangFileParsing.read(path) else { return CooklangRecipe() }
            return CooklangParser.parse(bytes: bytes).recipe
        }
    }

    /// The collection's folder as it was given.
    package let root: String
    private let entries: [String: Entry]
    /// For each recipe, the recipes whose ingredients reference it, sorted by name.
    private let referrers: [String: [String]]

    init(root: String, entries: [String: Entry], referrers: [String: [String]]) {
        self.root = root
        self.entries = entries
        self.referrers = referrers
    }

    /// The file behind a recipe ID, or nil when the catalog has no such recipe.
    package func entry(ofRecipe id: String) -> Entry? {
        entries[id]
    }

    /// The IDs of the recipes that reference recipe `id` (its "Used in"), sorted by name.
    package func recipes(referencing id: String) -> [String] {
        referrers[id] ?? []
    }

    /// The recipe an ingredient opens, when it references a file the collection has (and not its own).
    package func target(of ingredient: CooklangIngredient, in recipeID: String) -> String? {
        guard let target = ingredient.reference?.recipeID, target != recipeID, entries[target] != nil else { return nil }
        return target
    }
}
