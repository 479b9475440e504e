import CooklangConventions
import RecipeModel

extension KitchenFiles {
    /// This kitchen with the plan's shopping list built from its files and `catalog`'s recipes.
    ///
    /// Built where the kitchen is read, on the runtime's reading thread, since it reads the recipes the
    /// plan names (and their references) from their files: the screen then lays out what is built.
    package func withShoppingList(from catalog: RecipeCatalog) -> KitchenFiles {
        var kitchen = self
        let source = CatalogShoppingRecipes(catalog: catalog)
        kitchen.shoppingList = source.builder(aisles: shopping.aisles, pantry: shopping.pantry).build(shopping.plan.planEntries)
        return kitchen
    }
}
