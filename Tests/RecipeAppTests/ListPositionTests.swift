import RecipeModel
import RecipeNavigation
import Testing

@testable import RecipeApp

/// Long lists say that rows are hidden above or below, and where the cursor is among them.
@Suite("List position")
struct ListPositionTests {
    static func titleRow(on recipe: String, size: Size = Size(width: 100, height: 12)) -> String {
        var state = appState(NavigationModel(selectedCategory: "many", path: .recipes([recipe]), focus: .recipes), size: size)
        state.prepareForFirstFrame(in: Kitchen.longList)
        return state.render(in: Kitchen.longList).lines[1]
    }

    @Test("The recipes' title shows arrows for hidden rows and the cursor's row of the count", arguments: [
        ("r01", "↓ 1/30"), ("r12", "↑↓ 12/30"), ("r30", "↑ 30/30"),
    ])
    func positionInTitle(recipe: String, position: String) {
        let title = Self.titleRow(on: recipe)
        #expect(title.contains("▶ Many"))
        #expect(title.contains(position + " │"), "\(title)")
    }

    @Test("In the collapsed stack too, at 40x12")
    func positionInStack() {
        var state = appState(NavigationModel(selectedCategory: "many", focus: .recipes), size: Size(width: 40, height: 12))
        state.prepareForFirstFrame(in: Kitchen.longList)
        state.apply([.digit(2), .digit(0), .move(.down)], in: Kitchen.longList)
        #expect(state.render(in: Kitchen.longList).lines[1].hasSuffix("↑↓ 21/30"))
    }

    @Test("A list that fits shows no position", arguments: [Size(width: 120, height: 40)])
    func noPositionWhenAllFit(size: Size) {
        #expect(!Self.titleRow(on: "r01", size: Size(width: 100, height: 40)).contains("/30"))
        #expect(listPosition(first: 0, visible: 9, count: 9, cursor: 0) == nil)
        #expect(listPosition(first: 4990, visible: 8, count: 4998, cursor: 4995) == "↑ 4996/4998")
    }
}
