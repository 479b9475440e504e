import Foundation
import Testing
@testable import RecipeNavigation
import RecipeModel
import RecipeTestSupport
import RecipeGenerator

/// Makes random intents against a catalog: mostly sensible ones, plus IDs the catalog lacks and indices out of range.
struct IntentGenerator {
    let catalog: RecipeCatalog
    let categoryIDs: [String]
    let recipeIDs: [String]
    static let unknownIDs = ["nope", "", "Apple-Pie", "dessert/apple-pie", "親子丼"]
    /// Ingredient names no recipe of the test catalogs uses, spelled as a link or a file might.
    static let unknownIngredients = ["unobtainium", "", "@butter", "but ter", "バター"]
    /// Tags no recipe of the test catalogs has.
    static let unknownTags = ["vegan", "Végan", "#quick", "親子"]

    init(catalog: RecipeCatalog) {
        self.catalog = catalog
        categoryIDs = catalog.categories.map(\.id)
        recipeIDs = catalog.categories.flatMap { catalog.recipeIDs(in: $0.id) }
    }

    func recipeID(near model: NavigationModel, using rng: inout SplitMix64) -> String {
        switch Int.random(in: 0..<10, using: &rng) {
        case 0: return Self.unknownIDs.randomElement(using: &rng)!
        case 1...4:
            // A recipe related to the one on screen, as the detail view offers.
            if let visible = model.visibleRoute?.recipeID, let recipe = catalog[visible],
                let related = recipe.relatedIDs.randomElement(using: &rng) {
                return related
            }
            return recipeIDs.randomElement(using: &rng)!
        case 5...6:
            if let category = model.selectedCategory, let id = catalog.recipeIDs(in: category).randomElement(using: &rng) {
                return id
            }
            return recipeIDs.randomElement(using: &rng)!
        default:
            return recipeIDs.randomElement(using: &rng)!
        }
    }

    /// A screen to push: mostly a related recipe or an ingredient of the visible recipe, as the detail offers them;
    /// sometimes an ingredient of another recipe, spelled in another case, or one no recipe uses.
    func route(near model: NavigationModel, using rng: inout SplitMix64) -> Route {
        switch Int.random(in: 0..<10, using: &rng) {
        case 0...4:
            return .recipe(recipeID(near: model, using: &rng), servings: servings(using: &rng))
        case 5...7:
            let recipe = model.visibleRoute?.recipeID.flatMap { catalog[$0] } ?? catalog[recipeIDs.randomElement(using: &rng)!]!
            guard let name = recipe.ingredients.randomElement(using: &rng)?.name else { return .recipe(recipeID(near: model, using: &rng)) }
            return .ingredient(Bool.random(using: &rng) ? name : name.uppercased())
        case 8:
            let recipe = catalog[recipeIDs.randomElement(using: &rng)!]!
            return recipe.ingredients.randomElement(using: &rng).map { .ingredient($0.name) } ?? .recipe(recipe.id)
        default:
            // Cook mode of a recipe near (sometimes one the catalog lacks), at any step; the Problems screen; the tags' screens; what can I make;
            // the shopping list; the plan and menus, which need no recipe under them.
            switch Int.random(in: 0..<8, using: &rng) {
            case 0, 1: return .cook(recipeID(near: model, using: &rng), step: Int.random(in: 1...12, using: &rng), servings: servings(using: &rng))
            case 2: return .tag(Bool.random(using: &rng) ? "" : (catalog.tags.map(\.name) + Self.unknownTags).randomElement(using: &rng)!)
            case 3: return .cookable
            case 4: return .problems
            case 5: return .shoppingList(pantry: Bool.random(using: &rng))
            case 6: return [Route.plan, .menu("Plans/week"), .menu("")].randomElement(using: &rng)!
            default: return .ingredient(Self.unknownIngredients.randomElement(using: &rng)!)
            }
        }
    }

    /// Servings for a recipe's screen: mostly none, else sensible ones and some that make no sense.
    func servings(using rng: inout SplitMix64) -> Double? {
        switch Int.random(in: 0..<10, using: &rng) {
        case 0...5: nil
        case 6...7: Double(Int.random(in: 1...12, using: &rng))
        case 8: [1.5, 0.5, 10_000].randomElement(using: &rng)!
        default: [0, -2, .nan, .infinity, 10_001].randomElement(using: &rng)!
        }
    }

    func categoryID(using rng: inout SplitMix64) -> String? {
        switch Int.random(in: 0..<10, using: &rng) {
        case 0: nil
        case 1: Self.unknownIDs.randomElement(using: &rng)!
        default: categoryIDs.randomElement(using: &rng)!
        }
    }

    func link(near model: NavigationModel, using rng: inout SplitMix64) -> DeepLink {
        // Start from a valid place, then perhaps spoil it.
        let root = recipeIDs.randomElement(using: &rng)!
        var path: [Route] = [.recipe(root)]
        for _ in 0..<Int.random(in: 0...4, using: &rng) {
            path.append(route(near: NavigationModel(selectedCategory: nil, path: path), using: &rng))
        }
        path = Array(path.prefix(Int.random(in: 0...path.count, using: &rng)))
        var link = DeepLink(categoryID: catalog[root]!.categoryID, routes: path)
        switch Int.random(in: 0..<11, using: &rng) {
        case 0: link.listing = .category(categoryID(using: &rng) ?? "nope")
        // The Menus row: a menu first (or, wrongly, the recipe), and screens pushed from it.
        case 9: link = DeepLink(listing: .menus, routes: [.menu(["Plans/week", "week", ""].randomElement(using: &rng)!)] + path.dropFirst())
        case 10: link.listing = .menus
        case 1: link.routes.append(.recipe(Self.unknownIDs.randomElement(using: &rng)!))
        case 2: link.routes.insert(.ingredient(Self.unknownIngredients.randomElement(using: &rng)!), at: Int.random(in: 0...link.routes.count, using: &rng))
        case 3: if let current = DeepLink(model) { link = current }
        default: break
        }
        return link
    }

    func intent(for model: NavigationModel, using rng: inout SplitMix64) -> NavigationIntent {
        switch Int.random(in: 0..<23, using: &rng) {
        case 0...1: .selectCategory(categoryID(using: &rng))
        case 21: .selectMenus
        case 22: .selectMenu(["Plans/week", "week", ""].randomElement(using: &rng)!)
        case 2...4: .selectRecipe(recipeID(near: model, using: &rng))
        case 5...8: .push(route(near: model, using: &rng))
        case 9...10: .goBack
        case 11: .popToRoot
        case 12: .popTo(index: Int.random(in: -1...(model.path.count + 1), using: &rng))
        case 13: .jump(to: recipeID(near: model, using: &rng))
        case 14...15: .openLink(link(near: model, using: &rng))
        case 16...17: .focus(Pane.allCases.randomElement(using: &rng)!)
        case 18: .popToList
        case 19: .scale(servings: servings(using: &rng))
        default: .setColumnVisibility(ColumnVisibility.allCases.randomElement(using: &rng)!)
        }
    }
}

/// The state an intent must lead to, written from the intents' documentation rather than from `apply`.
func expectedState(after intent: NavigationIntent, from model: NavigationModel, in catalog: RecipeCatalog) -> NavigationModel {
    var expected = model
    switch intent {
    case .selectCategory(let id):
        // Nothing selected, or the Menus row, is left for nothing even when no category was selected.
        guard id == nil || catalog.category(id: id!) != nil, id != model.selectedCategory || (id == nil && model.listing != nil) else { return model }
        expected.selectedCategory = id
        expected.path = .recipes([])
    case .selectMenus:
        guard model.listing != .menus else { return model }
        expected.listing = .menus
        expected.path = []
    case .selectMenu(let id):
        guard !id.isEmpty else { return model }
        expected.listing = .menus
        expected.path = [.menu(id)]
    case .selectRecipe(let id):
        guard let recipe = catalog[id] else { return model }
        expected.selectedCategory = recipe.categoryID
        expected.path = .recipes([id])
    case .jump(let id):
        guard let recipe = catalog[id] else { return model }
        expected = NavigationModel(selectedCategory: recipe.categoryID, path: .recipes([id]), focus: .detail, columnVisibility: model.columnVisibility)
    case .push(let route):
        guard model.path.count < NavigationModel.maximumDepth, uses(route, in: catalog) else { return model }
        if model.path.isEmpty {
            switch route {
            case .recipe(let id, _): expected.selectedCategory = catalog[id]!.categoryID
            // The screens of the whole collection start a stack under whatever category is selected.
            case .plan, .menu, .problems, .tag, .cookable, .shoppingList: break
            default: return model
            }
        }
        expected.path.append(fittedSlowly(route, in: catalog))
    case .goBack:
        expected.path = Array(model.path.dropLast())
    case .popToRoot:
        expected.path = Array(model.path.prefix(1))
    case .popToList:
        expected.path = []
    case .popTo(let index):
        guard index >= 0 && index < model.path.count else { return model }
        expected.path = Array(model.path.prefix(index + 1))
    case .openLink(let link):
        // Under the Menus row (no category) the first screen is a menu or the plan, never a recipe.
        guard link.listing == .menus || link.categoryID.flatMap({ catalog.category(id: $0) }) != nil,
            link.routes.allSatisfy({ uses($0, in: catalog) }),
            link.routes.first.map({ first in
                switch first {
                case .plan, .menu, .problems, .tag, .cookable, .shoppingList: return true
                default: break
                }
                return link.categoryID != nil && first.recipeID.flatMap { catalog[$0]?.categoryID } == link.categoryID
            }) ?? true
        else { return model }
        expected = NavigationModel(
            listing: link.listing,
            path: link.routes.map { fittedSlowly($0, in: catalog) },
            focus: link.routes.isEmpty ? .recipes : .detail,
            columnVisibility: model.columnVisibility
        )
    case .scale(let servings):
        switch model.path.last {
        case .recipe(let id, _)? where catalog[id]?.servings != nil:
            expected.path[expected.path.count - 1] = fittedSlowly(.recipe(id, servings: servings), in: catalog)
        case .cook(let id, let step, _)? where catalog[id]?.servings != nil:
            expected.path[expected.path.count - 1] = fittedSlowly(.cook(id, step: step, servings: servings), in: catalog)
        default:
            return model
        }
    case .focus(let pane):
        expected.focus = pane
    case .setColumnVisibility(let visibility):
        expected.columnVisibility = visibility
    }
    return expected
}

/// Tells whether a route names something in the catalog, asked the slow way: an ingredient is used
/// when some recipe lists a name equal to it once folded, as the documentation says.
func uses(_ route: Route, in catalog: RecipeCatalog) -> Bool {
    switch route {
    case .recipe(let id, _), .cook(let id, _, _):
        return catalog[id] != nil
    case .plan:
        // The kitchen's files are not the catalog's: the plan always resolves, a menu when it names one.
        return true
    case .menu(let id):
        return !id.isEmpty
    case .shoppingList:
        return true
    case .ingredient(let name):
        let folded = SortKeyFolding.key(for: name)
        return catalog.categories.contains { category in
            catalog.recipes(in: category.id).contains { $0.ingredients.contains { SortKeyFolding.key(for: $0.name) == folded } }
        }
    case .problems:
        // The doctor reads the files afresh: the screen names nothing in the catalog.
        return true
    case .cookable:
        return true
    case .tag(let name):
        // The overview always; a tag when some recipe's labels hold it, read recipe by recipe from the columns.
        guard !name.isEmpty else { return true }
        let label = Array("#".utf8) + RecipeLabels.fold(name.hasPrefix("#") ? String(name.dropFirst()) : name)
        let columns = catalog.columns
        return (0..<columns.entryCount).contains { entry in columns.containsLabel(ofEntry: entry) { columns.label($0) == label } }
    }
}

/// A route as the documentation says a screen keeps it: a recipe's (or its cook mode's) servings only
/// when they are a number over zero, at most 10,000, and the recipe says how many it serves.
func fittedSlowly(_ route: Route, in catalog: RecipeCatalog) -> Route {
    func sensible(_ servings: Double, of id: String) -> Bool {
        servings.isFinite && servings > 0 && servings <= 10_000 && catalog[id]?.servings != nil
    }
    switch route {
    case .recipe(let id, let servings?): return .recipe(id, servings: sensible(servings, of: id) ? servings : nil)
    case .cook(let id, let step, let servings?): return .cook(id, step: step, servings: sensible(servings, of: id) ? servings : nil)
    default: return route
    }
}

/// What a random walk saw, so that the test can check it was not trivially stuck.
struct WalkStatistics {
    var changes = 0
    var noOps = 0
    var deepestPath = 0
    var kindsThatChanged: Set<String> = []
    /// The kinds of screens the path held at some step.
    var routeKinds: Set<String> = []
}

/// Applies `steps` random intents from a fresh state, checking after each one; returns the first failure, if any.
func randomWalk(steps: Int, seed: UInt64, in catalog: RecipeCatalog) -> (failure: String?, statistics: WalkStatistics) {
    var rng = SplitMix64(seed: seed)
    let generator = IntentGenerator(catalog: catalog)
    var model = NavigationModel()
    var statistics = WalkStatistics()
    for step in 0..<steps {
        let intent = generator.intent(for: model, using: &rng)
        let before = model
        let changed = model.apply(intent, in: catalog)
        let place = "step \(step) (seed \(seed)): \(intent) from \(before)"

        let violations = model.checkInvariants(in: catalog)
        if !violations.isEmpty { return ("\(place) broke the invariants: \(violations)", statistics) }
        let expected = expectedState(after: intent, from: before, in: catalog)
        if model != expected { return ("\(place) gave \(model), expected \(expected)", statistics) }
        if changed != (model != before) { return ("\(place) reported changed=\(changed) but the state \(model != before ? "changed" : "did not change")", statistics) }

        // Every 50 steps, the state must also survive saving and linking unchanged.
        if step % 50 == 0 {
            let restored = try? NavigationModel.restore(from: model.encodedJSON(), in: catalog)
            if restored != RestoredNavigation(model: model, report: RestoreReport()) {
                return ("\(place): saving and restoring \(model) gave \(String(describing: restored))", statistics)
            }
            if let link = DeepLink(model), (try? DeepLink(parsing: link.description, in: catalog)) != link {
                return ("\(place): the link \(link) of \(model) does not parse back as a valid link", statistics)
            }
        }

        if changed {
            statistics.changes += 1
            statistics.kindsThatChanged.insert(String(describing: intent).prefix { $0 != "(" }.description)
        } else {
            statistics.noOps += 1
        }
        statistics.deepestPath = max(statistics.deepestPath, model.path.count)
        statistics.routeKinds.formUnion(model.path.map(\.kind))
    }
    return (nil, statistics)
}

@Suite("Navigation invariants")
struct InvariantFuzzTests {
    @Test("the generator is SplitMix64: seed 0 gives the reference sequence")
    func generatorMatchesReference() {
        var rng = SplitMix64(seed: 0)
        #expect([rng.next(), rng.next(), rng.next()] == [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F])
    }

    @Test("the invariant check accepts sound states", arguments: [
        NavigationModel(),
        NavigationModel(selectedCategory: "dessert"),
        NavigationModel(selectedCategory: "main", path: .recipes(["oyakodon", "miso-soup", "apple-pie"])),
    ])
    func soundStates(model: NavigationModel) {
        #expect(model.checkInvariants(in: TestCatalogs.small) == [])
    }

    @Test("the invariant check names every broken rule", arguments: [
        (NavigationModel(selectedCategory: "pudding"), [#"the selected category "pudding" does not exist"#]),
        (NavigationModel(selectedCategory: "dessert", path: .recipes(["apple-pie", "gone"])), [#"the path holds "gone", which does not exist"#]),
        (NavigationModel(selectedCategory: "soup", path: .recipes(["apple-pie"])),
         [#"the path starts at "apple-pie" of category "dessert" but the selected category is "soup""#]),
        (NavigationModel(selectedCategory: nil, path: .recipes(["apple-pie"])),
         [#"the path starts at "apple-pie" of category "dessert" but the selected category is none"#]),
        (NavigationModel(selectedCategory: "pudding", path: .recipes(["gone", "apple-pie", "lost"])), [
            #"the selected category "pudding" does not exist"#,
            #"the path holds "gone", which does not exist"#,
            #"the path holds "lost", which does not exist"#,
        ]),
    ])
    func brokenStates(model: NavigationModel, violations: [String]) {
        #expect(model.checkInvariants(in: TestCatalogs.small) == violations)
    }

    @Test("20,000 random intents on a small catalog keep the invariants and do what each intent says", arguments: [UInt64(1), 0xC0FFEE])
    func randomWalkOnSmallCatalog(seed: UInt64) throws {
        let (failure, statistics) = randomWalk(steps: 20_000, seed: seed, in: TestCatalogs.small)
        try #require(failure == nil)
        // The walk really wandered: most kinds of intent changed the state, some were refused, stacks got deep.
        #expect(statistics.kindsThatChanged == [
            "selectCategory", "selectRecipe", "push", "goBack", "popToRoot", "popTo", "popToList", "jump", "openLink", "focus",
            "setColumnVisibility", "scale", "selectMenus", "selectMenu",
        ])
        #expect(statistics.changes > 5_000)
        #expect(statistics.noOps > 1_000)
        #expect(statistics.deepestPath >= 6)
        #expect(statistics.routeKinds == Set(Route.kinds))
    }

    @Test("10,000 random intents on the bundled catalog keep the invariants and do what each intent says")
    func randomWalkOnBundledCatalog() throws {
        let catalog = try RecipeCatalog(contentsOfFile: TestCatalogs.bundledPath)
        let (failure, statistics) = randomWalk(steps: 10_000, seed: 2026, in: catalog)
        try #require(failure == nil)
        #expect(statistics.kindsThatChanged.count == 14)
        #expect(statistics.deepestPath >= 6)
        #expect(statistics.routeKinds == Set(Route.kinds))
    }
}
