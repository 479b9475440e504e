/// What a catalog keeps beside its recipes when each recipe is a file of its own, such as a folder
/// of Cooklang recipes: a recipe's ID is then its file's path, so a file moved to another folder is
/// the same recipe under another ID (see `CatalogDifference.moved`).
///
/// The model knows no more of it than that: the module that reads such a folder (`CooklangCatalog`)
/// sets `RecipeCatalog.recipeFiles` and gives it back as its own type.
package protocol RecipeFiles: Sendable {}
