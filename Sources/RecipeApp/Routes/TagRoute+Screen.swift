import RecipeModel
import RecipeNavigation

/// The tags' screens: every tag with its count, or one tag's recipes; `e` edits the recipe under the cursor.
extension TagRoute: RouteScreen {
    func detailContent(in context: ScreenContext) -> DetailContent? {
        isOverview ? DetailContent(tags: context.catalog.tags, width: context.width) : DetailContent(tag: name, catalog: context.catalog, width: context.width)
    }

    func breadcrumbTitle(in catalog: RecipeCatalog) -> String {
        isOverview ? "Tags" : "#" + name
    }

    func pickerLabel(in catalog: RecipeCatalog) -> String {
        isOverview ? "Tags" : "Tag: #" + name
    }

    func recipeToEdit(underCursor: () -> Route?) -> String? {
        underCursor()?.recipeID
    }

    var nothingToEditNotice: String {
        isOverview ? "No recipe to edit: this is the list of tags; Enter lists a tag's recipes." : "No recipe to edit: the cursor is on none of the recipes tagged #\(name)."
    }
}
