import RecipeModel
import RecipeNavigation
import RecipeTestSupport
import Testing

@testable import RecipeApp

/// The ingredient screen: opened from a recipe's ingredient row or a search result, it lists the recipes that use the ingredient.
@Suite("Ingredient screens")
struct IngredientScreenTests {
    /// Pie Crust open in the detail, its cursor on its second ingredient, salt.
    static let pieCrust = NavigationModel(selectedCategory: "bread", path: .recipes(["pie-crust"]), focus: .detail)
    static let salt = NavigationModel(selectedCategory: "bread", path: [.recipe("pie-crust"), .ingredient("salt")], focus: .detail)

    /// The bundled recipes with an ingredient named "salt", in display order.
    static let saltyRecipes: [String] = bundledCatalog.categories.flatMap { category in
        bundledCatalog.recipes(in: category.id).filter { $0.ingredients.contains { $0.name.lowercased() == "salt" } }.map(\.id)
    }

    @Test("Forward on an ingredient row pushes the ingredient's screen, its cursor on the first recipe that uses it")
    func forwardOpensIngredient() {
        expect(apply: .forward, from: appState(Self.pieCrust, detailCursor: 1), effects: [.save]) {
            $0 = appState(Self.salt)
        }
    }

    @Test("The ingredient screen names the ingredient, counts its recipes and lists them, each with its category and time")
    func content() throws {
        let content = try #require(appState(Self.salt).detailContent(in: bundledCatalog))
        #expect(Self.saltyRecipes.count > 10)
        #expect(content.selectableCount == Self.saltyRecipes.count)
        #expect((0..<content.selectableCount).map { content.route(ofSelectable: $0) } == Self.saltyRecipes.map { Route.recipe($0) })
        #expect(content.line(at: 0).text.string == "salt")
        #expect(content.line(at: 1).text.string == "Ingredient · used in \(Self.saltyRecipes.count) recipes")
        let first = content.line(at: content.lines(ofSelectable: 0).lowerBound).text.string
        let recipe = bundledCatalog[Self.saltyRecipes[0]]!
        #expect(first.hasPrefix(recipe.name))
        // Name, category and time in columns: "Crêpes      Breakfast      40m".
        #expect(first.split(separator: "  ", omittingEmptySubsequences: true).map { $0.trimmingPrefix(" ") }
            == [Substring(recipe.name), Substring(bundledCatalog.category(id: recipe.categoryID)!.name), Substring(DetailContent.duration(minutes: recipe.minutes!).compactDuration)])
    }

    @Test("Forward on a recipe of the ingredient screen pushes it; Back returns with the cursor on it; Back again returns to the ingredient row")
    func forwardAndBackThroughTheIngredient() {
        let second = Self.saltyRecipes[1]
        var state = expect(apply: .move(.down), from: appState(Self.salt)) { $0.detailCursor = 1 }.state
        state = expect(apply: .forward, from: state, effects: [.save]) {
            $0.navigation.path.append(.recipe(second))
            $0.detailCursorRoute = .recipe(second)
            $0.detailCursor = 0
        }.state
        state = expect(apply: .back, from: state, effects: [.save]) { $0 = appState(Self.salt, detailCursor: 1) }.state
        expect(apply: .back, from: state, effects: [.save]) { $0 = appState(Self.pieCrust, detailCursor: 1) }
    }

    @Test("r pops a mixed stack to its root with the cursor on the row opened from it")
    func popToRootFromMixed() {
        let deep = NavigationModel(selectedCategory: "bread", path: [.recipe("pie-crust"), .ingredient("salt"), .recipe(Self.saltyRecipes[0])], focus: .detail)
        expect(apply: .popToRoot, from: appState(deep), effects: [.save]) { $0 = appState(Self.pieCrust, detailCursor: 1) }
    }

    @Test("b lists an ingredient screen by name; the breadcrumb shows it")
    func stackPickerAndBreadcrumb() {
        let deep = NavigationModel(selectedCategory: "bread", path: [.recipe("pie-crust"), .ingredient("salt"), .recipe(Self.saltyRecipes[0])], focus: .detail)
        var state = appState(deep)
        state.apply(.showStack, in: bundledCatalog)
        let screen = state.render(in: bundledCatalog).lines
        #expect(screen.contains { $0.contains("2. Ingredient: salt") })
        #expect(screen[0].hasPrefix(" Breads & Pastry › Pie Crust › salt › "))
    }

    @Test("A click on an ingredient row opens its screen")
    func clickOpensIngredient() throws {
        let state = appState(Self.pieCrust)
        let content = try #require(state.detailContent(in: bundledCatalog))
        let line = content.lines(ofSelectable: 1).lowerBound
        expect(apply: .click(x: 70, y: 2 + line), from: state, effects: [.save]) { $0 = appState(Self.salt) }
    }

    @Test("In the search, Tab on a result found by an ingredient opens the recipe with the ingredient's screen on top; Back returns through both")
    func searchOpensIngredient() throws {
        var state = appState(NavigationModel(selectedCategory: "breakfast", focus: .categories))
        state.apply(.startGlobalSearch, in: bundledCatalog)
        for character in "smoked paprika" { state.apply(.insertText(String(character)), in: bundledCatalog) }
        guard case .globalSearch(let search) = state.overlay else {
            Issue.record("the search closed")
            return
        }
        let row = try #require(search.results.firstIndex { $0.ingredient != nil })
        let result = search.results[row]
        state.apply(Array(repeating: .move(.down), count: row), in: bundledCatalog)
        // The footer offers Tab only on such a result.
        #expect(state.render(in: bundledCatalog).lines.contains { $0.contains("Tab: the ingredient") })
        let origin = state.navigation
        state.apply(.openMatchedIngredient, in: bundledCatalog)
        let category = bundledCatalog[result.recipeID]!.categoryID
        #expect(state.navigation == NavigationModel(
            selectedCategory: category, path: [.recipe(result.recipeID), .ingredient(result.ingredient!)], focus: .detail))
        #expect(state.overlay == nil)
        state.apply(.back, in: bundledCatalog)
        #expect(state.navigation.path == [.recipe(result.recipeID)])
        state.apply(.back, in: bundledCatalog)
        #expect(state.navigation == origin)
    }

    @Test("Tab on a result found by its name does nothing: the search stays open")
    func tabOnANameResult() throws {
        var state = appState(NavigationModel(selectedCategory: "breakfast", focus: .categories))
        state.apply([.startGlobalSearch, .insertText("p"), .insertText("i"), .insertText("e")], in: bundledCatalog)
        guard case .globalSearch(let search) = state.overlay else {
            Issue.record("the search closed")
            return
        }
        try #require(search.results.first?.ingredient == nil)
        expect(apply: .openMatchedIngredient, from: state) { _ in }
    }

    @Test("A stack at its deepest refuses one more screen and says why")
    func deepestStack() {
        let path: [Route] = (0..<NavigationModel.maximumDepth).map { $0 % 2 == 0 ? .recipe("apple-pie") : .recipe("pie-crust") }
        let state = appState(NavigationModel(selectedCategory: "dessert", path: path, focus: .detail))
        expect(apply: .forward, from: state) {
            $0.notice = "The stack is at its deepest (1000 screens); go back before opening more."
        }
    }

    @Test("The ingredient screen in three columns, two, and the collapsed stack", arguments: [
        (Size(width: 120, height: 40), "ingredient-120x40"), (Size(width: 80, height: 24), "ingredient-80x24"), (Size(width: 40, height: 16), "ingredient-40x16"),
    ])
    func goldenScreens(size: Size, snapshot: String) {
        var state = appState(Self.salt, size: size)
        state.prepareForFirstFrame(in: bundledCatalog)
        expectScreen(state.render(in: bundledCatalog).lines, matchesSnapshot: snapshot)
    }

    @Test("Resizes while deep in a mixed stack keep the place and the cursor; too small and back shows it as it was")
    func resizesWhileDeep() {
        let deep = NavigationModel(selectedCategory: "bread", path: [.recipe("pie-crust"), .ingredient("salt"), .recipe(Self.saltyRecipes[2]), .ingredient("salt")], focus: .detail)
        let start = expect(apply: .move(.down), from: appState(deep)) { $0.detailCursor = 1 }.state
        var state = start
        for size in [Size(width: 80, height: 24), Size(width: 40, height: 12), Size(width: 10, height: 3), Size(width: 120, height: 40)] {
            state.apply(.resize(size), in: bundledCatalog)
            #expect(state.navigation == deep)
            #expect(state.detailCursor == 1)
            #expect(state.checkInvariants(in: AppEnvironment(catalog: bundledCatalog)) == [])
        }
        #expect(state == start)
    }
}
