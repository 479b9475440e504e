import Cooklang
import RecipeModel

/// A collection read afresh for the doctor: its catalog, and what only the parse of its files saw.
///
/// Each file is read once: the parse that builds the catalog also notes the `>>` lines, and the
/// recipes are kept as laid out, so that the checks neither read the files again nor build each
/// recipe back out of the catalog.
package struct CooklangExamination: Sendable {
    package var catalog: RecipeCatalog
    /// The catalog's recipes as the layout made them (ingredients and references as the catalog has them).
    var recipes: [Recipe]
    /// The lines of each recipe's deprecated `>>` metadata, by recipe ID, for those that have any.
    var deprecatedMetadataLines: [String: [Int]]
    /// The names of each recipe's ingredients that reference another recipe, found or not, by recipe ID, for those that have any.
    var referenceNames: [String: Set<String>]

    /// Reads the collection at `path` as `RecipeCatalog(cooklangFolder:)` does, without a cache.
    ///
    /// - Throws: `CatalogLoadError` when the folder cannot be listed or holds no `.cook` file.
    package init(cooklangFolder path: String) throws(CatalogLoadError) {
        let listing = try RecipeCatalog.cooklangListing(path)
        let parsed = CooklangFileParsing.parse(listing.files)
        var warnings = RecipeCatalog.notices(of: listing)
        let layout = CooklangCollectionLayout(files: listing.files, parsed: parsed, warnings: &warnings)
        catalog = try RecipeCatalog(cooklangFolder: path, prefix: CooklangCollection.prefix(of: listing.files[0]), layout: layout, warnings: warnings)
        recipes = layout.recipes
        deprecatedMetadataLines = layout.deprecatedMetadataLines
        var names: [String: Set<String>] = [:]
        // The first file of an ID is the one the layout kept; a later one of the same ID is skipped there too.
        for (file, result) in zip(listing.files, parsed) where !result.references.isEmpty && names[file.id] == nil {
            names[file.id] = Set(result.references.map(\.name))
        }
        referenceNames = names
    }
}
