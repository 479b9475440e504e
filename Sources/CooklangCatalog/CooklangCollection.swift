import Cooklang
import RecipeModel
import SystemFiles

/// What a catalog read from a folder of `.cook` files keeps beside its recipes: where each file
/// is, what went wrong reading it, and which recipes reference it.
///
/// The catalog's `Recipe` values serve the lists and search; the Cooklang detail shows this instead,
/// so that sections, cookware, notes and metadata are shown as the file says them. Nothing here
/// costs a value per file: entries are made when asked for, from the catalog's index, so that a
/// cached folder of 10,000 files is ready without building 10,000 of them.
package struct CooklangCollection: RecipeFiles {
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
    /// What a file's path has before its ID: the folder as the walk wrote it, and `/`.
    private let prefix: String
    /// The catalog's index, which knows every recipe ID (as the file names it) without a table of its own.
    private let index: RecipeIndex
    /// Each file's problems, and for each recipe the recipes whose ingredients reference it, sorted by name.
    private let sideTable: CooklangSideTable
    /// Recipes whose files moved while the app ran, old ID to new: a reference that names the old
    /// path opens the recipe at the new one until the app quits (see `followMoves`). The files are not rewritten.
    package var followedMoves: [String: String] = [:]

    init(root: String, prefix: String, index: RecipeIndex, sideTable: CooklangSideTable) {
        self.root = root
        self.prefix = prefix
        self.index = index
        self.sideTable = sideTable
    }

    /// What a file's path has before its ID, read off one file of a listing (the walk writes each as folder, `/`, ID, `.cook`).
    static func prefix(of file: CooklangFile) -> String {
        String(decoding: file.path.utf8.dropLast(file.id.utf8.count + 5), as: UTF8.self)
    }

    /// The file behind a recipe ID, or nil when the catalog has no such recipe.
    package func entry(ofRecipe id: String) -> Entry? {
        guard let position = index.lookup(id) else { return nil }
        let id = index.id(of: position)
        var folders = id.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        if !folders.isEmpty { folders.removeFirst() }
        return Entry(
            path: prefix + id + ".cook", file: id + ".cook",
            subfolder: folders.isEmpty ? nil : folders.joined(separator: "/"), problems: sideTable.problems(of: id, at: position)
        )
    }

    /// The IDs of the recipes that reference recipe `id` (its "Used in"), sorted by name.
    package func recipes(referencing id: String) -> [String] {
        guard let position = index.lookup(id) else { return [] }
        return sideTable.referrers(of: index.id(of: position), at: position)
    }

    /// The recipe an ingredient opens, when it references a file the collection has: its own file
    /// too, which is a link to itself (a recipe that uses some of an earlier batch of itself).
    ///
    /// A reference to a file that moved while the app ran leads to it where it is now.
    package func target(of ingredient: CooklangIngredient) -> String? {
        guard let target = ingredient.reference?.recipeID else { return nil }
        if index.lookup(target) != nil { return target }
        if let moved = followedMoves[target], index.lookup(moved) != nil { return moved }
        return nil
    }
}

/// A `.cook` file read for the detail: the recipe as the file says it, and where the file is.
package struct CooklangFileDetail: RecipeFileDetail {
    package var parsed: CooklangRecipe
    package var file: CooklangCollection.Entry
}

extension CooklangCollection {
    /// Reads and parses recipe `id`'s file, for the detail; an empty recipe when it cannot be read.
    package func readDetail(ofRecipe id: String) -> any RecipeFileDetail {
        guard let entry = entry(ofRecipe: id) else { return CooklangFileDetail(parsed: CooklangRecipe(), file: Entry(path: "", file: id + ".cook", subfolder: nil, problems: [])) }
        return CooklangFileDetail(parsed: entry.recipe(), file: entry)
    }

    /// The size of recipe `id`'s file, asked of the file system without opening it; 0 when it has none.
    package func detailReadSize(ofRecipe id: String) -> Int {
        entry(ofRecipe: id).flatMap { FileKind.size(of: $0.path) } ?? 0
    }
}

extension RecipeCatalog {
    /// The parsed files behind the recipes, when the catalog was read from a folder of Cooklang recipes.
    package var cooklang: CooklangCollection? {
        get { recipeFiles as? CooklangCollection }
        set { recipeFiles = newValue }
    }
}
