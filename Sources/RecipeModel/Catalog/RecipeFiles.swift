/// What a catalog keeps beside its recipes when each recipe is a file of its own, such as a folder
/// of Cooklang recipes: a recipe's ID is then its file's path, so a file moved to another folder is
/// the same recipe under another ID (see `CatalogDifference.moved`).
///
/// The model knows no more of it than that: the module that reads such a folder (`CooklangCatalog`)
/// sets `RecipeCatalog.recipeFiles` and gives it back as its own type.
package protocol RecipeFiles: Sendable {
    /// Reads recipe `id`'s own file for the detail (see `RecipeCatalog.loadDetail`): what the module makes of it.
    func readDetail(ofRecipe id: String) -> any RecipeFileDetail
    /// About how many bytes `readDetail(ofRecipe:)` reads: the file's size, asked without opening it.
    func detailReadSize(ofRecipe id: String) -> Int
}

/// What reading one recipe's own file gave, for the detail: the module that reads such files gives its own type.
package protocol RecipeFileDetail: Sendable {}
