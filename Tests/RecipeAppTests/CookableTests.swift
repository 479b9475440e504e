import CooklangCatalog
import CooklangConventions
import RecipeModel
import RecipeNavigation
import RecipeTestSupport
import Testing

@testable import RecipeApp

/// What can I make (`w`): the recipes the pantry covers, everything at hand first, then those missing at most a quarter.
@Suite("What can I make")
struct CookableTests {
    static let catalog = TagScreenTests.catalog

    /// A small pantry in the file's own format: staples without a quantity, items with one, one used up.
    static let pantryText = """
        staples = ["salt", "pepper", "water", "olive oil", "sugar"]

        [fridge]
        eggs = "6"
        butter = "250%g"
        "mature cheddar" = "200%g"
        milk = "0%l"

        [cupboard]
        garlic = {}
        basil = "1%bunch"
        chopped_tomatoes = "2%cans"
        "dried yeast" = "1%packet"
        "strong white flour" = "1%kg"
        spaghetti = "500%g"
        """
    /// The aisle file's synonyms: the omelette's cheddar is the pantry's mature cheddar.
    static let aisleText = """
        [dairy]
        cheddar|mature cheddar
        """

    static let kitchen: KitchenFiles = {
        let pantry = PantryConfigReader.read(pantryText, file: "config/pantry.conf").config
        let aisles = AisleConfigReader.read(aisleText, file: "config/aisle.conf").config
        let files = PlanFiles(plan: ".shopping-list", checked: ".shopping-checked", aisle: "config/aisle.conf", pantry: "config/pantry.conf")
        return KitchenFiles(shopping: ShoppingInputs(files: files, aisles: aisles, pantry: pantry))
    }()

    static let cookable = CookableRecipes(catalog: catalog, pantry: kitchen.shopping.pantry, aisles: kitchen.shopping.aisles)

    @Test("Everything at hand: through plurals (eggs), synonyms (cheddar), underscores (chopped_tomatoes) and serving words (warm water)")
    func complete() {
        // Tomato Sauce: basil, chopped tomatoes, garlic, olive oil, salt, sugar.
        // Pizza Dough: dried yeast, olive oil, salt, strong white flour, sugar, warm water (water).
        #expect(Self.cookable.complete.map(\.id) == ["Shared/Doughs/Pizza Dough", "Shared/Sauces/Tomato Sauce"])
        #expect(Self.cookable.complete.allSatisfy { $0.missing.isEmpty })
        #expect(Self.cookable.itemsAtHand == 14)
    }

    @Test("Missing at most a quarter, each with what it lacks; a used-up item (milk = 0) is not at hand")
    func nearly() {
        // Lemonade: cold water, hot water and sugar at hand, lemons missing (1 of 4). Weeknight Omelette: eggs, salt,
        // pepper, butter, cheddar (the pantry's mature cheddar, through the aisle file) at hand; Toast, a recipe it names
        // as an ingredient, missing (1 of 6). Spaghetti al Pomodoro lacks its sauce, 1 of 2; Pesto parmesan and pine
        // nuts, 2 of 6; Easy Pancakes flour, milk (0 l) and oil: none of them listed.
        let columns = Self.catalog.columns
        func minutes(_ id: String) -> Int? { columns.minutes(ofEntry: columns.entry(ofRecipe: id)!) }
        #expect(Self.cookable.nearly == [
            CookableRecipes.Match(id: "Lemonade", name: "Lemonade", category: "Uncategorised", minutes: minutes("Lemonade"), ingredientCount: 4, missing: ["lemons"]),
            CookableRecipes.Match(
                id: "Weeknight Omelette", name: "Weeknight Omelette", category: "Uncategorised", minutes: minutes("Weeknight Omelette"), ingredientCount: 6, missing: ["Toast"]),
        ])
    }

    @Test("Among those missing some, the fewest missing come first, then in display order")
    func nearlyOrder() {
        // Without sugar, and with lemons and most of an Olivier salad: Pizza Dough, Tomato Sauce and Lemonade each lack
        // only sugar and the omelette its toast, so they come first, in display order; the salad lacks two of eight
        // (pickles, potatoes), so it comes after them although its category is listed first.
        let text = Self.pantryText.replacing(#""olive oil", "sugar""#, with: #""olive oil""#)
            + "\nlemons = \"3\"\ncarrots = \"4\"\n\"corn beef\" = \"1%can\"\ndill = {}\nfrozen_peas = \"200%g\"\nmayonnaise = {}"
        let pantry = PantryConfigReader.read(text, file: "p").config
        let cookable = CookableRecipes(catalog: Self.catalog, pantry: pantry, aisles: Self.kitchen.shopping.aisles)
        #expect(cookable.complete.isEmpty)
        #expect(cookable.nearly.map(\.id) == ["Shared/Doughs/Pizza Dough", "Shared/Sauces/Tomato Sauce", "Lemonade", "Weeknight Omelette", "Salads/Olivier Salad"])
        #expect(cookable.nearly.map { Set($0.missing) } == [["sugar"], ["sugar"], ["sugar"], ["Toast"], ["pickles", "potatoes"]])
    }

    @Test("Serving words are dropped from the start of a name only, and never all of it")
    func plainStems() {
        #expect(CookableRecipes.plainStems("extra virgin olive oil") == ["olive", "oil"])
        #expect(CookableRecipes.plainStems("Warm Water") == ["water"])
        #expect(CookableRecipes.plainStems("fresh") == ["fresh"])
        #expect(CookableRecipes.plainStems("red peppers") == ["red", "pepper"])
        #expect(CookableRecipes.plainStems("olive oil, extra virgin") == ["olive", "oil", "extra", "virgin"])
    }

    @Test("w pushes the screen, which lists each recipe as a row that opens it, what it lacks under it")
    func screen() throws {
        let pizza = NavigationModel(selectedCategory: "Mains", path: [.recipe("Mains/Pizza Margherita")], focus: .detail)
        let environment = AppEnvironment(catalog: Self.catalog, kitchen: Self.kitchen)
        var state = appState(pizza)
        #expect(state.apply(.openCookable, in: environment) == [.save])
        #expect(state.navigation.path == [.recipe("Mains/Pizza Margherita"), .cookable])
        let content = try #require(state.detailContent(in: environment))
        let text = content.lines.map(\.text.string)
        #expect(text[0] == "What can I make")
        #expect(text[1] == "14 items at hand in config/pantry.conf · \(Self.cookable.complete.count + Self.cookable.nearly.count) recipes")
        #expect(text.contains("Everything at hand (2)"))
        #expect(content.selectableCount == Self.cookable.complete.count + Self.cookable.nearly.count)
        #expect((0..<content.selectableCount).map { content.route(ofSelectable: $0) } == (Self.cookable.complete + Self.cookable.nearly).map { Route.recipe($0.id) })
        let lemonade = try #require(Self.cookable.nearly.firstIndex { $0.id == "Lemonade" })
        let rows = content.lines(ofSelectable: Self.cookable.complete.count + lemonade)
        #expect(rows.count == 2)
        #expect(text[rows.lowerBound].hasPrefix("Lemonade"))
        #expect(text[rows.upperBound - 1] == "  missing: lemons")
        state.detailCursor = Self.cookable.complete.count + lemonade
        _ = state.apply(.forward, in: environment)
        #expect(state.navigation.path.last == .recipe("Lemonade"))
    }

    @Test("Without a pantry file, or before the kitchen is read, the screen says where the pantry comes from")
    func noPantry() throws {
        let unread = try #require(DetailContent(route: .cookable, context: ScreenContext(catalog: Self.catalog, width: 80)))
        #expect(unread.lines.map(\.text.string) == ["What can I make", "Reading the pantry…"])
        let none = KitchenFiles(shopping: ShoppingInputs(files: .none))
        let content = try #require(DetailContent(route: .cookable, context: ScreenContext(catalog: Self.catalog, width: 200, kitchen: none)))
        #expect(content.selectableCount == 0)
        #expect(content.lines[1].text.string.hasPrefix("No pantry file: config/pantry.conf in the collection, else ~/.config/cook/pantry.conf."))
    }

    @Test("The screen is saved as {\"cookable\": \"\"}, linked as = and always resolves")
    func savedAndLinked() throws {
        let model = NavigationModel(selectedCategory: "Mains", path: [.recipe("Mains/Pizza Margherita"), .cookable], focus: .detail)
        let link = try #require(DeepLink(model))
        #expect(link.description == "recipes://Mains/Mains%2FPizza%20Margherita/=")
        #expect(try DeepLink(parsing: link.description, in: Self.catalog) == link)
        #expect(throws: DeepLinkError.self) { try DeepLink(parsing: "Mains/Mains%2FPizza%20Margherita/=x", in: Self.catalog) }
        #expect(Route.cookable.resolves(in: bundledCatalog))
    }
}
