import CooklangCatalog
import RecipeNavigation
import CooklangConventions
import RecipeModel
import RecipeTestSupport
import Testing
@testable import RecipeApp

@Suite("plan and shop: files and catalogs")
struct PlanShoppingTests {
    @Test("RECIPE[:N] read as an ID and a factor; the plan used when nothing else is asked for")
    func request() {
        #expect(ShoppingRequest.recipe("./Mains/Risotto.cook:2")! == ("Mains/Risotto", 2))
        #expect(ShoppingRequest.recipe("apple-pie")! == ("apple-pie", 1))
        #expect(ShoppingRequest.recipe("x:0") == nil)
        let plan = ShoppingListReader.read("./a{2}\nsalt\n", file: "p").document
        #expect(ShoppingRequest().entries(plan: plan).count == 2)
        #expect(ShoppingRequest(recipes: [("b", 1)]).entries(plan: plan) == [.recipe(id: "b", factor: 1, children: [])])
        #expect(ShoppingRequest(recipes: [("b", 1)], menu: "week", includesPlan: true).entries(plan: plan).count == 4)
    }

    @Test("--menu: the path below the collection as typed, then a path to the file that resolves inside the collection")
    func menuIDs() {
        let canonical: (String) -> String? = { path in
            ["/c": "/real/c", "/c/Plans/w.menu": "/real/c/Plans/w.menu", "c/Plans/w.menu": "/real/c/Plans/w.menu", "/elsewhere/w.menu": "/elsewhere/w.menu"][path]
        }
        #expect(ShoppingRequest.menuIDs("Plans/w.menu", root: "/c", canonical: canonical) == ["Plans/w"])
        #expect(ShoppingRequest.menuIDs("./Plans/w", root: "/c", canonical: canonical) == ["Plans/w"])
        #expect(ShoppingRequest.menuIDs("/c/Plans/w.menu", root: "/c", canonical: canonical) == ["Plans/w"])
        #expect(ShoppingRequest.menuIDs("c/Plans/w.menu", root: "/c", canonical: canonical) == ["c/Plans/w", "Plans/w"])
        #expect(ShoppingRequest.menuIDs("/elsewhere/w.menu", root: "/c", canonical: canonical) == [])
        #expect(ShoppingRequest.menuIDs("/c/Plans/w.menu", root: nil, canonical: canonical) == [])
    }

    @Test("a collection's files: the plan in its folder, config/ before ~/.config/cook/; a JSON catalog's plan in the state folder")
    func locations() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let root = scratch.path
        do {
            for folder in ["home", "home/.config", "home/.config/cook", "recipes", "recipes/config"] { try scratch.folder(folder) }
            try scratch.file("home/.config/cook/aisle.conf", "[a]\nx\n")
            try scratch.file("home/.config/cook/pantry.conf", "")
            try scratch.file("recipes/config/pantry.conf", "")
            let environment = ["HOME": root + "/home", "XDG_STATE_HOME": root + "/state"]
            let collection = PlanFiles(collection: root + "/recipes", environment: environment)
            #expect(collection.plan == root + "/recipes/.shopping-list")
            #expect(collection.checked == root + "/recipes/.shopping-checked")
            #expect(collection.aisle == root + "/home/.config/cook/aisle.conf")
            #expect(collection.pantry == root + "/recipes/config/pantry.conf")
            let json = PlanFiles(collection: nil, environment: environment)
            #expect(json.plan == root + "/state/recipe-tui/plan/.shopping-list")
        }
    }

    @Test("a Cooklang collection's list: references followed, a menu day, the aisle and pantry files, problems named")
    func collectionList() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let root = scratch.path
        do {
            for folder in ["Mains", "Shared", "Plans", "config"] { try scratch.folder(folder) }
            try scratch.file("Mains/Pizza.cook", "---\nservings: 2\n---\nMake @./Shared/Dough{} with @tomatoes{3} and @salt.\n")
            try scratch.file("Shared/Dough.cook", "Mix @flour{500%g} and @salt{1%tsp}.\n")
            try scratch.file("Plans/week.menu", "= Mon (2026-11-26)\n@./Mains/Pizza{4%servings}\n")
            try scratch.file("config/aisle.conf", "[produce]\ntomato|tomatoes\n\n[baking]\nflour\nbroken|\n")
            try scratch.file("config/pantry.conf", "staples = [\"salt\"]\n")
            try scratch.file(".shopping-list", "./Plans/week\n")
            let catalog = try CatalogLoading.load(path: root, environment: ["HOME": root])
            let inputs = ShoppingInputs.read(PlanFiles(collection: catalog.cooklang?.root, environment: ["HOME": root]))
            #expect(inputs.problems.map(\.description) == [root + "/config/aisle.conf:6:8: an empty name between \"|\"; skipped"])
            let source = CatalogShoppingRecipes(catalog: catalog)
            let list = source.builder(aisles: inputs.aisles, pantry: inputs.pantry).build(ShoppingRequest().entries(plan: inputs.plan))
            #expect(list.text() == "produce\n  [ ] tomato 6\nbaking\n  [ ] flour 1000 g\nFrom the pantry\n  salt: always at hand\n")
        }
    }

    @Test("a reference's quantity with a unit scales the list as the recipe screen opens it: half a batch, 12 of a dough's 6 balls")
    func referenceUnits() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let root = scratch.path
        do {
            // As the bundled Spaghetti al Pomodoro, Focaccia and their sauce and dough have them.
            for folder in ["Mains", "Baking", "Shared"] { try scratch.folder(folder) }
            try scratch.file("Mains/Spaghetti.cook", "---\nservings: 2\n---\nCook @spaghetti{200%g}. Toss with @./Shared/Sauce{1/2%batch}.\n")
            try scratch.file("Shared/Sauce.cook", "---\nservings: 4\n---\nSoften @garlic{2%cloves}, add @chopped tomatoes{2%tins} and @basil{6%leaves}.\n")
            try scratch.file("Baking/Focaccia.cook", "---\nservings: 8\n---\nMake @./Shared/Dough{12%balls} and add @olive oil{4%tbsp}.\n")
            try scratch.file("Shared/Dough.cook", "---\nservings: 6 balls\n---\nMix @flour{500%g} and @water{325%ml}.\n")
            let catalog = try CatalogLoading.load(path: root, environment: ["HOME": root])
            let source = CatalogShoppingRecipes(catalog: catalog)
            let builder = source.builder(aisles: AisleConfig(), pantry: PantryConfig())
            #expect(builder.build([.recipe(id: "Mains/Spaghetti", factor: 1, children: [])]).text(plain: true)
                == "basil 3 leaves\nchopped tomatoes 1 tin\ngarlic 1 clove\nspaghetti 200 g\n")
            #expect(builder.build([.recipe(id: "Baking/Focaccia", factor: 1, children: [])]).text(plain: true)
                == "flour 1000 g\nolive oil 4 tbsp\nwater 650 ml\n")
        }
    }

    @Test("the bundled JSON catalog's amounts are read by the quantity model")
    func jsonCatalog() {
        let source = CatalogShoppingRecipes(catalog: bundledCatalog)
        let list = source.builder(aisles: AisleConfig(), pantry: PantryConfig()).build([.recipe(id: "apple-pie", factor: 2, children: [])])
        #expect(list.groups.count == 1)
        #expect(list.text(plain: true).contains("sugar 1 1/3 cups\n"))
    }
}

@Suite("plan: a adds the recipe on screen")
struct PlanAdditionTests {
    @Test("the recipe added at the end, again adds to its multiplier, comments kept")
    func adding() {
        let first = PlanWriting.edited(.addRecipe(id: "Mains/Risotto", multiplier: 1), text: "-- week\nsalt\n", file: "p", names: { _ in "Risotto" })
        #expect(first.text == "-- week\nsalt\n./Mains/Risotto\n")
        #expect(first.notice.hasPrefix("Added Risotto to the plan (1 recipe)"))
        let again = PlanWriting.edited(.addRecipe(id: "Mains/Risotto", multiplier: 1.5), text: first.text, file: "p", names: { _ in "Risotto" })
        #expect(again.text == "-- week\nsalt\n./Mains/Risotto{2.5}\n")
        // The notice says what was added (×1.5), then what the line holds now (×2.5).
        #expect(again.notice.hasPrefix("Added Risotto ×1.5, ×2.5 in all, to the plan (1 recipe)"))
        let none = PlanWriting.edited(.addRecipe(id: "apple-pie", multiplier: 1), text: nil, file: "p")
        #expect(none.text == "./apple-pie\n")
    }

    @Test("a plan file with a problem is not rewritten, and the notice says where")
    func refusesBrokenFile() {
        let refused = PlanWriting.edited(.addRecipe(id: "a", multiplier: 1), text: "./b{lots}\n", file: "/c/.shopping-list")
        #expect(refused.text == nil)
        #expect(refused.notice == "The plan was not changed: /c/.shopping-list:1:5: the multiplier \"lots\" is not a number (fix the file, then try again).")
    }

    @Test("a asks the runtime to add the selected recipe; with none selected it says so")
    func keyEffect() {
        let environment = AppEnvironment(catalog: bundledCatalog)
        var empty = AppState(navigation: NavigationModel(), size: Size(width: 120, height: 30), today: testDay)
        #expect(empty.apply(.addToPlan, in: environment).isEmpty)
        #expect(empty.notice == "No recipe to add to the plan: select one first.")
        var state = empty
        _ = state.apply(.start(size: Size(width: 120, height: 30), view: nil), in: environment)
        _ = state.apply(.focusNext, in: environment)
        _ = state.apply(.forward, in: environment)
        let effects = state.apply(.addToPlan, in: environment)
        guard let id = state.navigation.selectedRecipe else { Issue.record("a recipe is selected"); return }
        #expect(effects == [.editPlan(.addRecipe(id: id, multiplier: 1))])
    }
}
