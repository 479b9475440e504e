import RecipeModel
import RecipeNavigation
import RecipeTestSupport
import Testing

@testable import RecipeApp

/// A live reload that took away the item under the focused list's cursor: the cursor lands on its
/// neighbour (the row that took its place, else the one before), as ranger and lf do, and in split
/// views the detail shows it. Desserts lists Apple Pie, Crêpes, Pie Crust, Whipped Cream.
@Suite("The place after the recipe on screen is deleted")
struct NeighbourAfterDeletionTests {
    static func without(_ ids: String...) -> RecipeCatalog {
        TestCatalogs.small { _, recipes in recipes.removeAll { ids.contains($0.id) } }
    }

    /// Today's recipe on the old data, which stays today's after the reload though six recipes would pick another.
    static let todays = "oyakodon"

    static func removedNotice(_ names: String...) -> String {
        let quoted = names.map { "\"\($0)\"" }
        let list = quoted.count == 1 ? quoted[0] : quoted.dropLast().joined(separator: ", ") + " and " + quoted.last!
        return "recipes.json changed: \(list) \(names.count == 1 ? "was" : "were") removed."
    }

    @Test("The selected recipe is deleted: the row that took its place is selected, and the detail shows it")
    func rowThatTookItsPlace() {
        let new = Self.without("crepes")
        let state = ReloadFittingTests.showing(NavigationModel(selectedCategory: "dessert", path: .recipes(["crepes"]), focus: .recipes))
        let (after, effects) = ReloadFittingTests.reloaded(state, to: new)

        var expected = ReloadFittingTests.showing(NavigationModel(selectedCategory: "dessert", path: .recipes(["pie-crust"]), focus: .recipes), in: new)
        expected.notice = Self.removedNotice("Crêpes")
        expected.keptRecipeOfTheDay = Self.todays
        #expect(after == expected)
        #expect(effects == [.save])
        #expect(after.checkInvariants(in: AppEnvironment(catalog: new)) == [])
        let lines = after.render(in: new).lines
        #expect(lines.contains { $0.contains("Pie Crust") && $0.contains("│") })
        #expect(!lines.contains { $0.contains("Select a recipe") })
    }

    @Test("The last row is deleted: the one before it is selected")
    func oneBefore() {
        let new = Self.without("whipped-cream")
        let state = ReloadFittingTests.showing(NavigationModel(selectedCategory: "dessert", path: .recipes(["whipped-cream"]), focus: .recipes))
        let (after, _) = ReloadFittingTests.reloaded(state, to: new)

        var expected = ReloadFittingTests.showing(NavigationModel(selectedCategory: "dessert", path: .recipes(["pie-crust"]), focus: .recipes), in: new)
        // Apple Pie listed Whipped Cream as related: the notice says that too, after the removal.
        expected.notice = after.notice
        expected.keptRecipeOfTheDay = Self.todays
        #expect(after.notice?.hasPrefix("recipes.json changed: \"Whipped Cream\" was removed;") == true, "\(after.notice ?? "")")
        #expect(after == expected)
    }

    @Test("Its neighbour is deleted too: the cursor goes on to the first row after it that is left")
    func severalRemoved() {
        let new = Self.without("crepes", "pie-crust")
        let state = ReloadFittingTests.showing(NavigationModel(selectedCategory: "dessert", path: .recipes(["crepes"]), focus: .recipes))
        let (after, _) = ReloadFittingTests.reloaded(state, to: new)
        #expect(after.navigation == NavigationModel(selectedCategory: "dessert", path: .recipes(["whipped-cream"]), focus: .recipes))
    }

    @Test("With the detail focused, the stack it showed goes and the detail shows the neighbour, still focused")
    func detailFocused() {
        let new = Self.without("apple-pie")
        let state = ReloadFittingTests.showing(NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie", "whipped-cream"]), focus: .detail))
        let (after, _) = ReloadFittingTests.reloaded(state, to: new)

        var expected = ReloadFittingTests.showing(NavigationModel(selectedCategory: "dessert", path: .recipes(["crepes"]), focus: .detail), in: new)
        expected.notice = after.notice
        expected.keptRecipeOfTheDay = Self.todays
        #expect(after == expected)
        #expect(after.notice?.hasPrefix(Self.removedNotice("Apple Pie").dropLast()) == true, "\(after.notice ?? "")")
    }

    @Test("The collapsed stack browsing the recipes: the cursor rests on the neighbour, nothing is opened")
    func stackBrowsing() {
        let new = Self.without("crepes")
        var state = ReloadFittingTests.showing(NavigationModel(selectedCategory: "dessert", focus: .recipes), size: Size(width: 50, height: 20))
        state.apply([.move(.down)], in: TestCatalogs.small)
        #expect(state.recipeCursor(in: TestCatalogs.small) == 1)
        let (after, _) = ReloadFittingTests.reloaded(state, to: new)

        var expected = ReloadFittingTests.showing(NavigationModel(selectedCategory: "dessert", focus: .recipes), size: Size(width: 50, height: 20), in: new)
        expected.cursors.recipes = 1
        expected.notice = Self.removedNotice("Crêpes")
        expected.keptRecipeOfTheDay = Self.todays
        #expect(after == expected)
        #expect(after.recipeCursor(in: new) == 1)
    }

    @Test("The selected category is deleted with the categories focused: the next category is selected")
    func categoryRemoved() {
        let new = TestCatalogs.small { categories, recipes in
            categories.removeAll { $0.id == "soup" }
            recipes.removeAll { $0.categoryID == "soup" }
        }
        let state = ReloadFittingTests.showing(NavigationModel(selectedCategory: "soup", focus: .categories))
        let (after, _) = ReloadFittingTests.reloaded(state, to: new)
        #expect(after.navigation == NavigationModel(selectedCategory: "main", focus: .categories))
        #expect(after.categoryCursor(in: new) == 1)
    }

    @Test("A recipe elsewhere is deleted: the selection stays where it was")
    func otherRecipeRemoved() {
        let new = Self.without("steamed-rice")
        let state = ReloadFittingTests.showing(NavigationModel(selectedCategory: "dessert", path: .recipes(["crepes"]), focus: .recipes))
        let (after, _) = ReloadFittingTests.reloaded(state, to: new)
        #expect(after.navigation == state.navigation)
    }
}

extension NeighbourAfterDeletionTests {
    @Test("While a filter is typed, nothing is selected for it: the filter's cursor stays within its rows")
    func whileFiltering() {
        let new = Self.without("crepes")
        var state = ReloadFittingTests.showing(NavigationModel(selectedCategory: "dessert", focus: .recipes))
        state.apply([.startFilter, .insertText("c")], in: TestCatalogs.small)
        let (after, _) = ReloadFittingTests.reloaded(state, to: new)
        #expect(after.navigation == state.navigation)
        #expect(after.filter?.isEditing == true)
    }
}
