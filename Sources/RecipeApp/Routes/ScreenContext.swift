import CooklangConventions
import RecipeModel
import RecipeSearch

/// What a route's screen is laid out from besides its route: the catalog, the detail pane's width,
/// the units (`u`) and the kitchen's files.
///
/// One value, so that a screen that needs one more thing (the doctor's findings) gets a member here
/// rather than a parameter in every screen. Everything in it was read before the frame (the catalog
/// at load, the kitchen by the runtime off the key path): laying out a screen never reads the disk.
package struct ScreenContext: Sendable {
    package var catalog: RecipeCatalog
    /// The detail pane's width in cells.
    package var width: Int
    package var units: DisplayUnits
    /// The plan, its ticks, the aisles, the pantry and the menus, as last read.
    package var kitchen: KitchenFiles
    /// The doctor's findings on the data, as the runtime last examined it; nil before its first examination.
    package var problems: DoctorFindings?
    /// The day the pantry's dates are compared with (the app's today); nil for none.
    package var today: CalendarDate?
    /// The catalog's ingredient names as lines of stems, made once and shared with the query's `i:` terms.
    package var ingredientWords = IngredientWordText()

    package init(catalog: RecipeCatalog, width: Int, units: DisplayUnits = .original, kitchen: KitchenFiles = .unread, problems: DoctorFindings? = nil) {
        self.catalog = catalog
        self.width = width
        self.units = units
        self.kitchen = kitchen
        self.problems = problems
    }
}

extension AppEnvironment {
    /// The context of a screen laid out `width` cells wide with quantities in `units`.
    func screenContext(width: Int, units: DisplayUnits) -> ScreenContext {
        var context = ScreenContext(catalog: catalog, width: width, units: units, kitchen: kitchen, problems: problems)
        context.ingredientWords = memos.ingredientWords
        return context
    }
}
