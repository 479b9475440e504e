import CooklangConventions
import RecipeModel
import RecipeNavigation
import RecipeTestSupport
import Testing

@testable import RecipeApp

/// The Plan screen (`p`): what the plan file lists, nested as it nests it, and its keys, each change
/// an effect the runtime makes on the file; `a` at the servings on screen.
@Suite("plan: the Plan screen")
struct PlanScreenTests {
    static let planText = """
        -- this week
        ./apple-pie{2}
        ./Plans/week
          ./whipped-cream{0.5}
        olive oil{4%l}
        salt

        """

    /// The kitchen with `text` as its plan, a collection's files at /c.
    static func kitchen(_ text: String = planText, menus: [KitchenFiles.MenuFile] = []) -> KitchenFiles {
        let files = PlanFiles(plan: "/c/.shopping-list", checked: "/c/.shopping-checked", collection: "/c")
        let (document, problems) = ShoppingListReader.read(text, file: files.plan)
        return KitchenFiles(
            shopping: ShoppingInputs(files: files, plan: document, planIsWritable: problems.isEmpty, problems: problems), menus: menus)
    }

    static let week = KitchenFiles.MenuFile(
        id: "Plans/week", path: "/c/Plans/week.menu",
        menu: MenuReader.read("== Friday (2026-11-20) ==\n@./apple-pie{}\n== Saturday (2026-11-21) ==\n@./apple-pie{16%servings}\n@./lemonade{2}\n", file: "w").menu)

    static func environment(_ kitchen: KitchenFiles = kitchen(menus: [week])) -> AppEnvironment {
        AppEnvironment(catalog: bundledCatalog, kitchen: kitchen)
    }

    /// The screen's lines as text, each after its indent.
    static func lines(_ content: DetailContent?) -> [String] {
        guard let content else { return [] }
        return (0..<content.lineCount).map { index in
            let line = content.line(at: index)
            return String(repeating: " ", count: line.indent) + line.text.string
        }
    }

    /// A state with the Plan screen open, from a fresh start, by `p`.
    static func onPlan(_ environment: AppEnvironment = environment()) -> AppState {
        var state = freshState()
        _ = state.apply(.openPlan, in: environment)
        return state
    }

    @Test("The plan is laid out as the file nests it: recipes with their scale and servings, a menu, things to buy; comments left out")
    func layout() {
        let content = DetailContent(route: .plan, context: ScreenContext(catalog: bundledCatalog, width: 60, kitchen: Self.kitchen(menus: [Self.week])))
        #expect(Self.lines(content) == [
            " Plan",
            " 2 recipes, 2 items · .shopping-list",
            " ",
            "   Apple Pie ×2 · 16 servings",
            "   Menu: week",
            "     Whipped Cream ×0.5 · 4 servings",
            "   olive oil 4 l",
            "   salt",
            " ",
            " + - servings · d removes · a adds an item · → opens",
            " ",
            " Menus",
            "   week · 2 sections, 3 recipes · Plans/week.menu",
        ])
        #expect(content?.selectables.map(\.route) == [
            .recipe("apple-pie", servings: 16), .menu("Plans/week"), .recipe("whipped-cream", servings: 4), .ingredient("olive oil"), .ingredient("salt"),
            .menu("Plans/week"),
        ])
        let unread = DetailContent(route: .plan, context: ScreenContext(catalog: bundledCatalog, width: 60))
        #expect(Self.lines(unread) == [" Plan", " Reading the plan…"])
        let empty = DetailContent(route: .plan, context: ScreenContext(catalog: bundledCatalog, width: 60, kitchen: Self.kitchen("")))
        #expect(Self.lines(empty)[1] == " Nothing is planned yet · .shopping-list")
    }

    @Test("p opens the Plan screen from anywhere, even with no recipe selected, and gives it the focus; its keys come first there")
    func openFromAnywhere() {
        let state = Self.onPlan()
        #expect(state.navigation.path == [.plan])
        #expect(state.navigation.focus == .detail)
        #expect(state.inputMode == .screen("plan"))
        #expect(Keymap.standard.action(for: .character("+"), mode: state.inputMode) == .plan(.more))
        #expect(Keymap.standard.action(for: .character("+"), mode: .commands) == .moreServings)
        #expect(state.checkInvariants(in: Self.environment()) == [])
        var again = state
        #expect(again.apply(.openPlan, in: Self.environment()) == [])
        #expect(again.navigation.path == [.plan])
        // From a screen opened on top of it, p goes back to it rather than growing the stack.
        _ = again.apply(.forward, in: Self.environment())
        #expect(again.navigation.path == [.plan, .recipe("apple-pie", servings: 16)])
        _ = again.apply(.openPlan, in: Self.environment())
        #expect(again.navigation.path == [.plan])
    }

    @Test("+ and - scale the line under the cursor by one serving; d removes it; each names the line as it was shown")
    func keys() {
        var state = Self.onPlan()
        let environment = Self.environment()
        let document = environment.kitchen.shopping.plan
        #expect(state.apply(.plan(.more), in: environment) == [.editPlan(.setMultiplier(line: 1, expected: document.lines[1], to: 17.0 / 8))])
        #expect(state.apply(.plan(.fewer), in: environment) == [.editPlan(.setMultiplier(line: 1, expected: document.lines[1], to: 15.0 / 8))])
        _ = state.apply(.move(.down), in: environment)
        _ = state.apply(.move(.down), in: environment)
        #expect(state.apply(.plan(.remove), in: environment) == [.editPlan(.remove(line: 3, expected: document.lines[3]))])
        _ = state.apply(.move(.down), in: environment)
        #expect(state.apply(.plan(.more), in: environment) == [])
        #expect(state.notice?.hasPrefix("Things to buy have no servings") == true)
    }

    @Test("The steps of + and -: whole servings of a recipe that says how many, else whole times, halved below once")
    func steps() {
        #expect(AppState.stepped(2, servings: 8, more: true) == 17.0 / 8)
        #expect(AppState.stepped(0.3, servings: 4, more: true) == 2.0 / 4)
        #expect(AppState.stepped(0.25, servings: 4, more: false) == nil)
        #expect(AppState.stepped(1, servings: nil, more: true) == 2)
        #expect(AppState.stepped(1.5, servings: nil, more: false) == 1)
        #expect(AppState.stepped(1, servings: nil, more: false) == 0.5)
        #expect(AppState.stepped(0.125, servings: nil, more: false) == nil)
        #expect(AppState.stepped(0.5, servings: nil, more: true) == 1)
    }

    @Test("a opens the prompt; what is typed is read as a plan line: a thing to buy, or a recipe; a bad line keeps the prompt and says why")
    func prompt() {
        var state = Self.onPlan()
        let environment = Self.environment()
        _ = state.apply(.plan(.startAdding), in: environment)
        #expect(state.inputMode == .text)
        _ = state.apply(.insertText("olive oil{4%l}"), in: environment)
        #expect(state.render(in: bundledCatalog).lines.last?.hasPrefix(" Add to the plan: olive oil{4%l}") == true)
        #expect(state.apply(.forward, in: environment) == [.editPlan(.addItem(name: "olive oil", quantity: "4%l"))])
        #expect(state.overlay == nil)
        _ = state.apply(.plan(.startAdding), in: environment)
        _ = state.apply(.insertText("./apple-pie{x}"), in: environment)
        #expect(state.apply(.forward, in: environment) == [])
        #expect(state.overlay == .planItemPrompt("./apple-pie{x}"))
        #expect(state.notice?.hasPrefix("Not added: ") == true)
        _ = state.apply(.dismiss, in: environment)
        #expect(state.overlay == nil)
        #expect(AppState.planItem("./apple-pie{2}") == .success(.addRecipe(id: "apple-pie", multiplier: 2)))
        #expect(AppState.planItem("  ") == nil)
    }

    @Test("The prompt says why it refused a line where its keys were, until the line changes; narrow, the end of what is typed stays in view")
    func promptSaysWhy() {
        var state = Self.onPlan()
        let environment = Self.environment()
        _ = state.apply(.plan(.startAdding), in: environment)
        _ = state.apply(.insertText("salt{"), in: environment)
        #expect(state.apply(.forward, in: environment) == [])
        let refused = state.render(in: bundledCatalog).lines.last ?? ""
        #expect(refused.hasPrefix(" Add to the plan: salt{"))
        #expect(refused.contains("▏ Not added: "), "the bottom line: \(refused)")
        _ = state.apply(.deleteBackward, in: environment)
        #expect(state.render(in: bundledCatalog).lines.last?.contains("Enter adds") == true)

        _ = state.apply(.resize(Size(width: 40, height: 12)), in: environment)
        _ = state.apply(.insertText(" flour{2%kg}"), in: environment)
        let narrow = state.render(in: bundledCatalog).lines.last ?? ""
        #expect(narrow.hasPrefix(" Add: …"), "the bottom line: \(narrow)")
        #expect(narrow.contains("flour{2%kg}▏"), "the bottom line: \(narrow)")
    }

    @Test("A plan file with a problem is shown with it and never changed: the keys say why")
    func brokenFile() {
        let environment = Self.environment(Self.kitchen("./apple-pie{lots}\nsalt\n"))
        var state = Self.onPlan(environment)
        #expect(state.apply(.plan(.remove), in: environment) == [])
        #expect(state.notice == "The plan is not changed while its file has a problem: /c/.shopping-list:1:13: the multiplier \"lots\" is not a number.")
        #expect(Self.lines(state.detailContent(in: environment))[2].hasPrefix(" Not changed while it has a problem"))
    }

    @Test("The plan read again with fewer lines keeps the cursor on one that is there")
    func reloadedShorter() {
        var state = Self.onPlan()
        for _ in 0..<4 { _ = state.apply(.move(.down), in: Self.environment()) }
        #expect(state.detailCursor == 4)
        let shorter = Self.environment().replacingKitchen(Self.kitchen("./apple-pie\n"))
        #expect(state.apply(.kitchenLoaded(KitchenReload(environment: shorter)), in: Self.environment()) == [])
        #expect(state.detailCursor == 0)
        #expect(state.checkInvariants(in: shorter) == [])
    }

    @Test("a adds the recipe on screen at the servings it is shown for: the route's over its own; on an ingredient over the plan, the recipe below it")
    func addAtServings() {
        var overPlan = Self.onPlan()
        overPlan.navigation.path = [.plan, .recipe("apple-pie"), .ingredient("butter")]
        #expect(overPlan.apply(.addToPlan, in: Self.environment()) == [.editPlan(.addRecipe(id: "apple-pie", multiplier: 1))])
        var state = freshState()
        let environment = Self.environment()
        state.navigation.apply(.openLink(try! DeepLink(parsing: "dessert/apple-pie:12", in: bundledCatalog)), in: bundledCatalog)
        #expect(state.navigation.visibleRoute == .recipe("apple-pie", servings: 12))
        #expect(state.apply(.addToPlan, in: environment) == [.editPlan(.addRecipe(id: "apple-pie", multiplier: 1.5))])
    }

    @Test("a on a screen that is no recipe adds the nearest recipe below it at the servings shown there; in cook mode, at cook mode's")
    func addBelowScaled() {
        let environment = Self.environment()
        var state = freshState()
        state.navigation = NavigationModel(selectedCategory: "dessert", path: [.recipe("apple-pie", servings: 12), .shoppingList(pantry: false)], focus: .detail)
        #expect(state.apply(.addToPlan, in: environment) == [.editPlan(.addRecipe(id: "apple-pie", multiplier: 1.5))])
        // The nearest recipe, not the stack's root: the related one opened last, as it was scaled.
        let related = bundledCatalog["apple-pie"]!.relatedIDs.first { bundledCatalog[$0]?.servings != nil }!
        let own = Double(bundledCatalog[related]!.servings!)
        state.navigation = NavigationModel(
            selectedCategory: "dessert", path: [.recipe("apple-pie"), .recipe(related, servings: own * 2), .ingredient("butter")], focus: .detail)
        #expect(state.apply(.addToPlan, in: environment) == [.editPlan(.addRecipe(id: related, multiplier: 2))])
        state.navigation = NavigationModel(selectedCategory: "dessert", path: [.recipe("apple-pie"), .cook("apple-pie", step: 1, servings: 4)], focus: .detail)
        #expect(state.apply(.addToPlan, in: environment) == [.editPlan(.addRecipe(id: "apple-pie", multiplier: 0.5))])
        state.navigation = NavigationModel(selectedCategory: "dessert", path: [.plan, .shoppingList(pantry: false)], focus: .detail)
        #expect(state.apply(.addToPlan, in: environment) == [])
        #expect(state.notice == "No recipe to add to the plan: select one first.")
    }

    @Test("Edits on the file as it is then: a line changed meanwhile is not touched; a removal takes what is nested under it")
    func editsOnTheFile() {
        let document = ShoppingListReader.read(Self.planText, file: "p").document
        let removed = PlanWriting.edited(.remove(line: 2, expected: document.lines[2]), text: Self.planText, file: "p")
        #expect(removed.text == "-- this week\n./apple-pie{2}\nolive oil{4%l}\nsalt\n")
        #expect(removed.notice == "Removed Plans/week from the plan with the 1 line under it.")
        let scaled = PlanWriting.edited(.setMultiplier(line: 1, expected: document.lines[1], to: 2.5), text: Self.planText, file: "p")
        #expect(scaled.text == Self.planText.replacing("./apple-pie{2}", with: "./apple-pie{2.5}"))
        let changedMeanwhile = PlanWriting.edited(.setMultiplier(line: 1, expected: document.lines[1], to: 3), text: "./apple-pie{4}\n", file: "p")
        #expect(changedMeanwhile.text == nil)
        #expect(changedMeanwhile.notice == PlanEdit.changedOnDisk)
        let item = PlanWriting.edited(.addItem(name: "salt", quantity: nil), text: nil, file: "p")
        #expect(item.text == "salt\n")
    }
}
