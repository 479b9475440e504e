import Testing
@testable import RecipeNavigation
import RecipeModel
import RecipeTestSupport

/// Applies `intent` to a copy of `start` and returns the new state and whether `apply` reported a change.
func applying(
    _ intent: NavigationIntent,
    to start: NavigationModel,
    in catalog: RecipeCatalog = TestCatalogs.small
) -> (model: NavigationModel, changed: Bool) {
    var model = start
    let changed = model.apply(intent, in: catalog)
    return (model, changed)
}

@Suite("Navigation transitions")
struct NavigationTransitionsTests {
    /// Apple pie with its crust opened on top, the detail focused, the sidebar hidden.
    static let pieStack = NavigationModel(
        selectedCategory: "dessert",
        path: .recipes(["apple-pie", "pie-crust"]),
        focus: .detail,
        columnVisibility: .doubleColumn
    )

    /// Four deep: apple pie, its crust, the pie again (the cycle), and the whipped cream.
    static let deepStack = NavigationModel(
        selectedCategory: "dessert",
        path: .recipes(["apple-pie", "pie-crust", "apple-pie", "whipped-cream"]),
        focus: .detail,
        columnVisibility: .all
    )

    @Test("a new state has no category, an empty stack, the categories focused and every column shown")
    func initialState() {
        #expect(NavigationModel() == NavigationModel(selectedCategory: nil, path: .recipes([]), focus: .categories, columnVisibility: .all))
        #expect(NavigationModel().selectedRecipe == nil)
        #expect(NavigationModel().visibleRoute?.recipeID == nil)
    }

    @Test("the selected recipe is the stack's root and the visible recipe its top")
    func derivedRecipes() {
        #expect(Self.pieStack.selectedRecipe == "apple-pie")
        #expect(Self.pieStack.visibleRoute?.recipeID == "pie-crust")
    }

    // MARK: selectCategory

    @Test("selecting a category shows its recipes with an empty stack")
    func selectCategory() {
        let (model, changed) = applying(.selectCategory("dessert"), to: NavigationModel())
        #expect(changed)
        #expect(model == NavigationModel(selectedCategory: "dessert", path: .recipes([]), focus: .categories, columnVisibility: .all))
    }

    @Test("selecting another category clears the stack and keeps focus and columns")
    func selectAnotherCategory() {
        let (model, changed) = applying(.selectCategory("soup"), to: Self.pieStack)
        #expect(changed)
        #expect(model == NavigationModel(selectedCategory: "soup", path: .recipes([]), focus: .detail, columnVisibility: .doubleColumn))
    }

    @Test("selecting the selected category again keeps the stack")
    func selectSameCategory() {
        let (model, changed) = applying(.selectCategory("dessert"), to: Self.pieStack)
        #expect(!changed)
        #expect(model == Self.pieStack)
    }

    @Test("selecting no category clears the category and the stack")
    func selectNoCategory() {
        let (model, changed) = applying(.selectCategory(nil), to: Self.pieStack)
        #expect(changed)
        #expect(model == NavigationModel(selectedCategory: nil, path: .recipes([]), focus: .detail, columnVisibility: .doubleColumn))

        let (again, changedAgain) = applying(.selectCategory(nil), to: model)
        #expect(!changedAgain)
        #expect(again == model)
    }

    // MARK: selectRecipe

    @Test("selecting a recipe makes it the whole stack")
    func selectRecipe() {
        let start = NavigationModel(selectedCategory: "dessert", focus: .recipes)
        let (model, changed) = applying(.selectRecipe("crepes"), to: start)
        #expect(changed)
        #expect(model == NavigationModel(selectedCategory: "dessert", path: .recipes(["crepes"]), focus: .recipes, columnVisibility: .all))
    }

    @Test("selecting a recipe replaces a deep stack")
    func selectRecipeReplacesStack() {
        let (model, changed) = applying(.selectRecipe("whipped-cream"), to: Self.deepStack)
        #expect(changed)
        #expect(model == NavigationModel(selectedCategory: "dessert", path: .recipes(["whipped-cream"]), focus: .detail, columnVisibility: .all))
    }

    @Test("selecting the stack's root again pops back to it")
    func selectRootAgain() {
        let (model, changed) = applying(.selectRecipe("apple-pie"), to: Self.pieStack)
        #expect(changed)
        #expect(model == NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie"]), focus: .detail, columnVisibility: .doubleColumn))
    }

    @Test("selecting the recipe already shown alone changes nothing")
    func selectShownRecipe() {
        let start = NavigationModel(selectedCategory: "dessert", path: .recipes(["crepes"]), focus: .recipes)
        let (model, changed) = applying(.selectRecipe("crepes"), to: start)
        #expect(!changed)
        #expect(model == start)
    }

    @Test("selecting a recipe of another category makes the category follow it")
    func selectRecipeOfAnotherCategory() {
        let (model, changed) = applying(.selectRecipe("oyakodon"), to: Self.pieStack)
        #expect(changed)
        #expect(model == NavigationModel(selectedCategory: "main", path: .recipes(["oyakodon"]), focus: .detail, columnVisibility: .doubleColumn))
    }

    @Test("selecting a recipe with no category selected selects its category")
    func selectRecipeWithoutCategory() {
        let (model, _) = applying(.selectRecipe("miso-soup"), to: NavigationModel())
        #expect(model == NavigationModel(selectedCategory: "soup", path: .recipes(["miso-soup"]), focus: .categories, columnVisibility: .all))
    }

    // MARK: openRelated

    @Test("opening a related recipe pushes it, and a cycle pushes the same recipe again")
    func openRelatedPushes() {
        let start = NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie"]), focus: .detail)
        let (crust, changed) = applying(.push(.recipe("pie-crust")), to: start)
        #expect(changed)
        #expect(crust == NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie", "pie-crust"]), focus: .detail, columnVisibility: .all))

        let (pieAgain, changedAgain) = applying(.push(.recipe("apple-pie")), to: crust)
        #expect(changedAgain)
        #expect(pieAgain == NavigationModel(
            selectedCategory: "dessert", path: .recipes(["apple-pie", "pie-crust", "apple-pie"]), focus: .detail, columnVisibility: .all
        ))
    }

    @Test("a related recipe from another category is pushed and the category stays the root's")
    func openRelatedAcrossCategories() {
        let start = NavigationModel(selectedCategory: "main", path: .recipes(["oyakodon"]), focus: .detail)
        let (model, _) = applying(.push(.recipe("miso-soup")), to: start)
        #expect(model == NavigationModel(selectedCategory: "main", path: .recipes(["oyakodon", "miso-soup"]), focus: .detail, columnVisibility: .all))
    }

    @Test("opening a recipe on an empty stack makes it the root and the category follows it")
    func openRelatedOnEmptyStack() {
        let start = NavigationModel(selectedCategory: "dessert", focus: .recipes)
        let (model, changed) = applying(.push(.recipe("miso-soup")), to: start)
        #expect(changed)
        #expect(model == NavigationModel(selectedCategory: "soup", path: .recipes(["miso-soup"]), focus: .recipes, columnVisibility: .all))
    }

    // MARK: goBack, popToRoot, popTo

    @Test("going back pops one recipe at a time, then does nothing on an empty stack")
    func goBack() {
        let start = NavigationModel(selectedCategory: "main", path: .recipes(["oyakodon", "miso-soup"]), focus: .detail)

        let (one, changedOnce) = applying(.goBack, to: start)
        #expect(changedOnce)
        #expect(one == NavigationModel(selectedCategory: "main", path: .recipes(["oyakodon"]), focus: .detail, columnVisibility: .all))

        let (none, changedTwice) = applying(.goBack, to: one)
        #expect(changedTwice)
        #expect(none == NavigationModel(selectedCategory: "main", path: .recipes([]), focus: .detail, columnVisibility: .all))

        let (still, changedThrice) = applying(.goBack, to: none)
        #expect(!changedThrice)
        #expect(still == none)
    }

    @Test("popping to the root keeps only the recipe selected in the list")
    func popToRoot() {
        let (model, changed) = applying(.popToRoot, to: Self.deepStack)
        #expect(changed)
        #expect(model == NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie"]), focus: .detail, columnVisibility: .all))
    }

    @Test("popping to the root of a stack of one or none does nothing", arguments: [[String](), ["apple-pie"]])
    func popToRootWhenAtRoot(path: [String]) {
        let start = NavigationModel(selectedCategory: "dessert", path: .recipes(path), focus: .detail)
        let (model, changed) = applying(.popToRoot, to: start)
        #expect(!changed)
        #expect(model == start)
    }

    @Test("popping to the list empties the stack and keeps the category and the rest")
    func popToList() {
        let (model, changed) = applying(.popToList, to: Self.deepStack)
        #expect(changed)
        #expect(model == NavigationModel(selectedCategory: "dessert", path: .recipes([]), focus: .detail, columnVisibility: .all))
    }

    @Test("popping to the list with nothing on the stack does nothing")
    func popToListWhenEmpty() {
        let start = NavigationModel(selectedCategory: "dessert", path: .recipes([]), focus: .recipes)
        let (model, changed) = applying(.popToList, to: start)
        #expect(!changed)
        #expect(model == start)
    }

    @Test("popping to an index keeps the stack up to and including it", arguments: [
        (0, ["apple-pie"]),
        (1, ["apple-pie", "pie-crust"]),
        (2, ["apple-pie", "pie-crust", "apple-pie"]),
    ])
    func popTo(index: Int, expectedPath: [String]) {
        let (model, changed) = applying(.popTo(index: index), to: Self.deepStack)
        #expect(changed)
        #expect(model == NavigationModel(selectedCategory: "dessert", path: .recipes(expectedPath), focus: .detail, columnVisibility: .all))
    }

    @Test("popping to the top, or to an index outside the stack, does nothing", arguments: [3, 4, 100, -1, Int.max, Int.min])
    func popToOutOfRange(index: Int) {
        let (model, changed) = applying(.popTo(index: index), to: Self.deepStack)
        #expect(!changed)
        #expect(model == Self.deepStack)
    }

    @Test("popping on an empty stack does nothing")
    func popToOnEmptyStack() {
        let start = NavigationModel(selectedCategory: "dessert")
        #expect(applying(.popTo(index: 0), to: start) == (start, false))
    }

    // MARK: jump

    @Test("jumping to a recipe selects its category, makes it the stack and focuses the detail")
    func jump() {
        let start = NavigationModel(selectedCategory: "soup", path: .recipes(["miso-soup", "steamed-rice"]), focus: .categories, columnVisibility: .doubleColumn)
        let (model, changed) = applying(.jump(to: "pie-crust"), to: start)
        #expect(changed)
        #expect(model == NavigationModel(selectedCategory: "dessert", path: .recipes(["pie-crust"]), focus: .detail, columnVisibility: .doubleColumn))
    }

    @Test("jumping from a fresh state")
    func jumpFromFreshState() {
        let (model, _) = applying(.jump(to: "oyakodon"), to: NavigationModel())
        #expect(model == NavigationModel(selectedCategory: "main", path: .recipes(["oyakodon"]), focus: .detail, columnVisibility: .all))
    }

    // MARK: openLink

    @Test("opening a link to recipes selects its category, sets the stack and focuses the detail")
    func openLinkToRecipes() {
        let start = NavigationModel(selectedCategory: "soup", path: .recipes(["miso-soup"]), focus: .categories, columnVisibility: .detailOnly)
        let link = DeepLink(categoryID: "dessert", routes: .recipes(["apple-pie", "pie-crust"]))
        let (model, changed) = applying(.openLink(link), to: start)
        #expect(changed)
        #expect(model == NavigationModel(
            selectedCategory: "dessert", path: .recipes(["apple-pie", "pie-crust"]), focus: .detail, columnVisibility: .detailOnly
        ))
    }

    @Test("opening a link to a category shows its list with the recipes focused")
    func openLinkToCategory() {
        let (model, changed) = applying(.openLink(DeepLink(categoryID: "main")), to: Self.pieStack)
        #expect(changed)
        #expect(model == NavigationModel(selectedCategory: "main", path: .recipes([]), focus: .recipes, columnVisibility: .doubleColumn))
    }

    @Test("a link may push related recipes from other categories after the first")
    func openLinkAcrossCategories() {
        let link = DeepLink(categoryID: "main", routes: .recipes(["oyakodon", "miso-soup", "steamed-rice"]))
        let (model, _) = applying(.openLink(link), to: NavigationModel())
        #expect(model == NavigationModel(
            selectedCategory: "main", path: .recipes(["oyakodon", "miso-soup", "steamed-rice"]), focus: .detail, columnVisibility: .all
        ))
    }

    @Test("an invalid link leaves the state unchanged", arguments: [
        DeepLink(categoryID: "pudding"),
        DeepLink(categoryID: "dessert", routes: .recipes(["nope"])),
        DeepLink(categoryID: "dessert", routes: .recipes(["apple-pie", "nope"])),
        DeepLink(categoryID: "soup", routes: .recipes(["apple-pie"])),
        DeepLink(categoryID: "", routes: .recipes([])),
    ])
    func openInvalidLink(link: DeepLink) {
        let (model, changed) = applying(.openLink(link), to: Self.pieStack)
        #expect(!changed)
        #expect(model == Self.pieStack)
    }

    // MARK: focus and columns

    @Test("focusing a pane changes only the focus", arguments: Pane.allCases)
    func focus(pane: Pane) {
        let (model, changed) = applying(.focus(pane), to: Self.pieStack)
        #expect(changed == (pane != .detail))
        #expect(model == NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie", "pie-crust"]), focus: pane, columnVisibility: .doubleColumn))
    }

    @Test("showing another set of columns changes only the column visibility", arguments: ColumnVisibility.allCases)
    func setColumnVisibility(visibility: ColumnVisibility) {
        let (model, changed) = applying(.setColumnVisibility(visibility), to: Self.pieStack)
        #expect(changed == (visibility != .doubleColumn))
        #expect(model == NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie", "pie-crust"]), focus: .detail, columnVisibility: visibility))
    }

    @Test("panes step left and right, stopping at the edges")
    func paneOrder() {
        #expect(Pane.allCases == [.categories, .recipes, .detail])
        #expect(Pane.allCases.map(\.next) == [.recipes, .detail, nil])
        #expect(Pane.allCases.map(\.previous) == [nil, .categories, .recipes])
    }

    @Test("column visibility cycles all, double column, detail only, all")
    func columnVisibilityCycle() {
        #expect(ColumnVisibility.all.next == .doubleColumn)
        #expect(ColumnVisibility.doubleColumn.next == .detailOnly)
        #expect(ColumnVisibility.detailOnly.next == .all)
    }

    // MARK: Unknown IDs

    @Test("an intent naming an ID the catalog lacks changes nothing and reports no change", arguments: [
        NavigationIntent.selectCategory("pudding"),
        .selectCategory(""),
        .selectCategory("Dessert"),
        .selectRecipe("nope"),
        .selectRecipe("Apple-Pie"),
        .selectRecipe(""),
        .push(.recipe("nope")),
        .jump(to: "nope"),
        .openLink(DeepLink(categoryID: "nope", routes: .recipes(["apple-pie"]))),
    ])
    func unknownIDs(intent: NavigationIntent) {
        for start in [Self.pieStack, Self.deepStack, NavigationModel()] {
            let (model, changed) = applying(intent, to: start)
            #expect(!changed)
            #expect(model == start)
        }
    }
}
