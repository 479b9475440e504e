import CooklangCatalog
import Foundation
import RecipeModel
import RecipeNavigation
import RecipeTestSupport
import Testing

@testable import RecipeApp

/// A live reload: the state moved onto a newer version of the data, fitted as a relaunch fits a saved place, with a notice of what changed.
@Suite("Fitting the place to reloaded data")
struct ReloadFittingTests {
    static let old = TestCatalogs.small

    /// `state` after the data changed from `old` to `new`, with the effects the reload asked for.
    static func reloaded(_ state: AppState, from old: RecipeCatalog = old, to new: RecipeCatalog) -> (state: AppState, effects: [Effect]) {
        var state = state
        // As the runtime does: the screen's detail is read from the new data before the view is fitted onto it.
        let difference = CatalogDifference(from: old, to: new)
        if case .recipe(let id)? = state.navigation.visibleRoute {
            _ = new.loadDetail(difference.moved.first { $0.from == id }?.to ?? id)
        }
        let reload = DataReload(environment: AppEnvironment(catalog: new), difference: difference, dataName: "recipes.json")
        let effects = state.apply(.reloaded(reload), in: AppEnvironment(catalog: old))
        return (state, effects)
    }

    /// A state as the user left it on `old`: `navigation` with its first frame prepared.
    static func showing(_ navigation: NavigationModel, size: Size = .wide, in catalog: RecipeCatalog = old) -> AppState {
        var state = appState(navigation, size: size)
        state.prepareForFirstFrame(in: catalog)
        return state
    }

    /// The state a relaunch on `new` shows for the place and view `state` had on `old`, with `notice` in its bottom line.
    ///
    /// Through the state file's JSON, as `AppLauncher` and `StateStore` go: the place written on the
    /// old data, read back and fitted on the new, then the view written beside it and restored.
    static func relaunched(_ state: AppState, from old: RecipeCatalog = old, on new: RecipeCatalog, notice: String? = nil) -> AppState {
        let view = state.savedView(in: AppEnvironment(catalog: old))
        let savedView: SavedView
        let navigation: NavigationModel
        do {
            savedView = try JSONDecoder().decode(SavedView.self, from: JSONEncoder().encode(view))
            navigation = try NavigationModel.restore(from: state.navigation.encodedJSON(view: view), in: new).model
        } catch {
            fatalError("a saved place does not read back: \(error)")
        }
        var relaunched = AppState(navigation: navigation, size: state.size, today: state.today, layoutMode: state.layoutMode, notice: notice)
        relaunched.prepareForFirstFrame(in: new)
        relaunched.restore(savedView, in: AppEnvironment(catalog: new))
        // As the first frame's action does: today's recipe, saved with the view, stays today's.
        relaunched.restoreRecipeOfTheDay(from: savedView, in: new)
        return relaunched
    }

    @Test("The recipe on top of the stack is deleted: it leaves the stack, the one below shows, and the place is saved")
    func topRecipeRemoved() {
        let new = TestCatalogs.small { _, recipes in recipes.removeAll { $0.id == "pie-crust" } }
        let state = Self.showing(NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie", "pie-crust"]), focus: .detail))
        let (after, effects) = Self.reloaded(state, to: new)

        var expected = Self.showing(NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie"]), focus: .detail), in: new)
        // Apple Pie still lists Pie Crust as related in the new data: a new problem, said as a launch says it.
        expected.notice = "recipes.json changed: \"Pie Crust\" was removed; \"Apple Pie\" changed."
            + " recipes.json: recipe \"apple-pie\" lists related recipe \"pie-crust\", which does not exist; it was dropped"
        // Today's recipe stays today's, though the new number of recipes would pick another (issue 28).
        expected.keptRecipeOfTheDay = "oyakodon"
        #expect(after == expected)
        #expect(effects == [.save])
        #expect(after.checkInvariants(in: AppEnvironment(catalog: new)) == [])
    }

    @Test("A recipe moves to another category: the selection follows it, and the notice says where from and to")
    func recipeMoved() {
        let new = TestCatalogs.small { _, recipes in
            recipes[recipes.firstIndex { $0.id == "crepes" }!].categoryID = "main"
        }
        let state = Self.showing(NavigationModel(selectedCategory: "dessert", path: .recipes(["crepes"]), focus: .detail))
        let (after, effects) = Self.reloaded(state, to: new)

        var expected = Self.showing(NavigationModel(selectedCategory: "main", path: .recipes(["crepes"]), focus: .detail), in: new)
        expected.notice = "recipes.json changed: \"Crêpes\" changed; \"Crêpes\" moved from \"Desserts\" to \"Main Courses\"."
        #expect(after == expected)
        #expect(effects == [.save])
    }

    @Test("A recipe renamed to another ID is one removed and one added: the stack drops it, the lists show the new one")
    func recipeRenamed() {
        let new = TestCatalogs.small { _, recipes in
            recipes[recipes.firstIndex { $0.id == "whipped-cream" }!].id = "chantilly"
            recipes[recipes.firstIndex { $0.id == "apple-pie" }!].relatedIDs = ["pie-crust", "chantilly"]
        }
        let state = Self.showing(NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie", "whipped-cream"]), focus: .detail))
        let (after, effects) = Self.reloaded(state, to: new)

        var expected = Self.showing(NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie"]), focus: .detail), in: new)
        expected.notice = "recipes.json changed: \"Whipped Cream\" was removed; \"Apple Pie\" changed; \"Whipped Cream\" was added."
        // Today's recipe stays today's, though the new number of recipes would pick another (issue 28).
        expected.keptRecipeOfTheDay = "oyakodon"
        #expect(after == expected)
        #expect(effects == [.save])
        #expect(ListRows(.recipes, state: after, catalog: new).count == 4)
    }

    @Test("The selected category is deleted with its recipes: it is cleared and, as at a relaunch, the first category is selected")
    func categoryDeleted() {
        let new = TestCatalogs.small { categories, recipes in
            categories.removeAll { $0.id == "soup" }
            recipes.removeAll { $0.categoryID == "soup" }
            for index in recipes.indices { recipes[index].relatedIDs.removeAll { $0 == "miso-soup" } }
        }
        let state = Self.showing(NavigationModel(selectedCategory: "soup", path: .recipes(["miso-soup"]), focus: .detail))
        let (after, effects) = Self.reloaded(state, to: new)

        // With no category left selected, the focus goes to the categories, as a relaunch puts it.
        var expected = Self.showing(NavigationModel(selectedCategory: "dessert", path: [], focus: .categories), in: new)
        expected.notice = "recipes.json changed: category \"Soups\" was removed; \"味噌汁 Miso Soup\" was removed; \"親子丼 (Oyakodon)\" changed."
        // Today's recipe stays today's, though the new number of recipes would pick another (issue 28).
        expected.keptRecipeOfTheDay = "oyakodon"
        #expect(after.navigation == expected.navigation)
        #expect(after == expected)
        #expect(effects == [.save])
        #expect(after.checkInvariants(in: AppEnvironment(catalog: new)) == [])
    }

    @Test("The recipe on top of a mixed stack is deleted: the ingredient screen below it shows again, with the cursor where it was")
    func topOfMixedStackRemoved() throws {
        let old = TestCatalogs.pantry
        let new = TestCatalogs.pantry { recipes in recipes.removeAll { $0.id == "shortbread" } }
        var state = Self.showing(NavigationModel(selectedCategory: "dessert", path: [.recipe("apple-pie"), .ingredient("butter")], focus: .detail), in: old)
        // Shortbread is the ingredient screen's second row: Apple Pie, then Shortbread.
        state.apply([.move(.down), .forward], in: old)
        #expect(state.navigation.path == [.recipe("apple-pie"), .ingredient("butter"), .recipe("shortbread")])

        let (after, effects) = Self.reloaded(state, from: old, to: new)
        #expect(after.navigation.path == [.recipe("apple-pie"), .ingredient("butter")])
        #expect(after.navigation.focus == .detail)
        #expect(after.notice == "recipes.json changed: \"Shortbread\" was removed; \"Apple Pie\" changed."
            + " recipes.json: recipe \"apple-pie\" lists related recipe \"shortbread\", which does not exist; it was dropped")
        #expect(effects == [.save])
        #expect(after.checkInvariants(in: AppEnvironment(catalog: new)) == [])
    }

    @Test("An ingredient no recipe uses any more leaves the stack, and the notice names it")
    func ingredientNoLongerUsed() {
        let old = TestCatalogs.pantry
        let new = TestCatalogs.pantry { recipes in
            recipes[recipes.firstIndex { $0.id == "apple-pie" }!].ingredients.removeAll { $0.name == "apples" }
        }
        let state = Self.showing(NavigationModel(selectedCategory: "dessert", path: [.recipe("apple-pie"), .ingredient("apples")], focus: .detail), in: old)
        let (after, effects) = Self.reloaded(state, from: old, to: new)

        var expected = Self.showing(NavigationModel(selectedCategory: "dessert", path: [.recipe("apple-pie")], focus: .detail), in: new)
        expected.notice = "recipes.json changed: no recipe uses \"apples\" any more; \"Apple Pie\" changed."
        #expect(after == expected)
        #expect(effects == [.save])
    }

    @Test("Recipes added above the cursor: the list's cursor and the detail stay on the same recipe, and nothing is saved")
    func cursorsStayOnTheirIDs() throws {
        let new = TestCatalogs.small { _, recipes in
            recipes.append(Recipe(id: "almond-cake", name: "Almond Cake", categoryID: "dessert"))
            recipes.append(Recipe(id: "baklava", name: "Baklava", categoryID: "dessert"))
        }
        // The collapsed stack browses the recipes list without selecting: its cursor is a row.
        var state = Self.showing(NavigationModel(selectedCategory: "dessert", path: [], focus: .recipes), size: Size(width: 40, height: 12))
        state.apply(.move(.down), in: Self.old)
        let rows = ListRows(.recipes, state: state, catalog: Self.old)
        let before = try #require(state.recipeCursor(in: Self.old))
        let (after, effects) = Self.reloaded(state, to: new)

        let moved = try #require(after.recipeCursor(in: new))
        #expect(ListRows(.recipes, state: after, catalog: new).id(at: moved) == rows.id(at: before))
        #expect(moved == before + 2)
        #expect(after.notice == "recipes.json changed: 2 recipes were added.")
        #expect(effects == [])
        #expect(after == Self.relaunched(state, on: new, notice: after.notice))
    }

    @Test("A detail whose cursor is on a related recipe keeps it there when an ingredient is added above it")
    func detailCursorStaysOnItsRoute() throws {
        var state = Self.showing(NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie"]), focus: .detail))
        let content = try #require(state.detailContent(in: Self.old))
        let route = Route.recipe("whipped-cream")
        state.detailCursor = try #require(content.selectable(of: route))

        let new = TestCatalogs.small { _, recipes in
            recipes[0].ingredients.insert(Ingredient(amount: "1", name: "lemon"), at: 0)
        }
        let (after, effects) = Self.reloaded(state, to: new)
        let newContent = try #require(after.detailContent(in: new))
        #expect(newContent.route(ofSelectable: after.detailCursor) == route)
        #expect(after.detailCursor == state.detailCursor + 1)
        #expect(after.notice == "recipes.json changed: \"Apple Pie\" changed.")
        #expect(effects == [])
    }

    @Test("Data rewritten with nothing the lists or the open recipes show changed still says it was reloaded")
    func nothingChanged() {
        let state = Self.showing(NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie"]), focus: .detail))
        let (after, effects) = Self.reloaded(state, to: TestCatalogs.small { _, _ in })
        var expected = state
        expected.notice = "recipes.json changed on disk and was reloaded."
        #expect(after == expected)
        #expect(effects == [])
    }

    @Test("A reload only asked for (after the editor ran) that finds nothing changed keeps the notice it found; one that finds a change says so")
    func askedForReload() {
        var state = Self.showing(NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie"]), focus: .detail))
        state.notice = "The editor `vi` exited with status 1."
        var unchanged = state
        let effects = unchanged.apply(
            .reloaded(DataReload(
                environment: AppEnvironment(catalog: TestCatalogs.small { _, _ in }), difference: CatalogDifference(), dataName: "recipes.json",
                quietWhenUnchanged: true)),
            in: AppEnvironment(catalog: Self.old))
        #expect(unchanged == state)
        #expect(effects == [])

        let new = TestCatalogs.small { _, recipes in recipes[0].summary = "Edited." }
        var changed = state
        _ = changed.apply(
            .reloaded(DataReload(
                environment: AppEnvironment(catalog: new), difference: CatalogDifference(from: Self.old, to: new), dataName: "recipes.json",
                quietWhenUnchanged: true)),
            in: AppEnvironment(catalog: Self.old))
        #expect(changed.notice == "recipes.json changed: \"Apple Pie\" changed.")
    }

    @Test("A .cook file moved to another folder is the same recipe under a new ID: the place follows it to its new category")
    func cooklangFileMoved() throws {
        let files = [
            "Mains/Pizza.cook": "Top the @dough{1} with @tomatoes{3}.\n",
            "Mains/Soup.cook": "Simmer the @stock{1%l}.\n",
            "Baking/Bread.cook": "Knead the @flour{500%g}.\n",
        ]
        let folder = try makeCooklangFolder(text: files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let old = try RecipeCatalog(cooklangFolder: folder.path)
        try FileManager.default.moveItem(at: folder.appendingPathComponent("Mains/Pizza.cook"), to: folder.appendingPathComponent("Baking/Pizza.cook"))
        let new = try RecipeCatalog(cooklangFolder: folder.path)

        let difference = CatalogDifference(from: old, to: new)
        #expect(difference.moved.map(\.from) == ["Mains/Pizza"])
        #expect(difference.moved.map(\.to) == ["Baking/Pizza"])
        #expect(difference.removed.isEmpty && difference.added.isEmpty)

        let state = Self.showing(NavigationModel(selectedCategory: "Mains", path: .recipes(["Mains/Pizza"]), focus: .detail), in: old)
        let (after, effects) = Self.reloaded(state, from: old, to: new)
        #expect(after.navigation == NavigationModel(selectedCategory: "Baking", path: .recipes(["Baking/Pizza"]), focus: .detail))
        #expect(after.notice == "recipes.json changed: \"Pizza\" moved to \"Baking\".")
        #expect(effects == [.save])
        #expect(after.checkInvariants(in: AppEnvironment(catalog: new)) == [])
    }

    @Test("A reload that finds nothing new leaves the notice showing: the one of the load before is not wiped by the load that follows it")
    func secondLoadKeepsTheNotice() {
        var state = Self.showing(NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie"]), focus: .detail))
        state.notice = "recipes.json changed: \"Pie Crust\" was removed."
        var after = state
        let effects = after.apply(
            .reloaded(DataReload(environment: AppEnvironment(catalog: TestCatalogs.small { _, _ in }), difference: CatalogDifference(), dataName: "recipes.json")),
            in: AppEnvironment(catalog: Self.old))
        #expect(after == state)
        #expect(effects == [])
    }

    @Test("A filter being typed keeps its cursor on one of the rows the new data gives it")
    func filterCursorClamped() {
        var state = Self.showing(NavigationModel(selectedCategory: "dessert", path: [], focus: .recipes))
        state.apply([.startFilter, .insertText("e")], in: Self.old)
        state.apply(.move(.bottom), in: Self.old)
        #expect((state.filter?.cursor ?? 0) > 0)
        let new = TestCatalogs.small { _, recipes in recipes.removeAll { $0.categoryID == "dessert" && $0.id != "apple-pie" } }
        let (after, _) = Self.reloaded(state, to: new)
        #expect(after.filter?.cursor == 0)
        #expect(after.checkInvariants(in: AppEnvironment(catalog: new)) == [])
    }

    @Test("An open global search runs again on the new data, its cursor kept where the results allow")
    func globalSearchRunsAgain() throws {
        var state = Self.showing(NavigationModel(selectedCategory: "dessert", path: [], focus: .recipes))
        state.apply([.startGlobalSearch, .insertText("p")], in: Self.old)
        guard case .globalSearch(let before)? = state.overlay else { Issue.record("no search open"); return }
        #expect(before.results.contains { $0.recipeID == "pie-crust" })

        let new = TestCatalogs.small { _, recipes in recipes.removeAll { $0.id == "pie-crust" } }
        let (after, _) = Self.reloaded(state, to: new)
        guard case .globalSearch(let search)? = after.overlay else { Issue.record("the search closed"); return }
        #expect(search.query == "p")
        #expect(!search.results.contains { $0.recipeID == "pie-crust" })
        #expect(after.checkInvariants(in: AppEnvironment(catalog: new)) == [])
    }

    @Test("The way back from a search jump is fitted too: Back never leads to a deleted recipe")
    func jumpOriginFitted() {
        var state = Self.showing(NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie", "pie-crust"]), focus: .detail))
        state.jumpOrigin = state.navigation
        let new = TestCatalogs.small { _, recipes in recipes.removeAll { $0.id == "pie-crust" } }
        let (after, _) = Self.reloaded(state, to: new)
        #expect(after.jumpOrigin?.path == .recipes(["apple-pie"]))
    }
}
