import RecipeModel
import RecipeNavigation
import Testing

@testable import RecipeApp

@Test("A fresh start selects the first category and shows its recipes")
func freshStartShowsFirstCategory() throws {
    let catalog = try RecipeCatalog(
        categories: [Category(id: "dessert", name: "Desserts")],
        recipes: [Recipe(id: "apple-pie", name: "Apple Pie", categoryID: "dessert")]
    )
    var state = AppState(navigation: NavigationModel(), size: Size(width: 60, height: 6), today: CalendarDate(year: 2026, month: 11, day: 21)!)
    state.prepareForFirstFrame(in: catalog)
    #expect(state.navigation == NavigationModel(selectedCategory: "dessert"))
    let lines = FrameRenderer(state: state, catalog: catalog).render().lines
    #expect(lines[2].hasPrefix("▸ Desserts"))
}
